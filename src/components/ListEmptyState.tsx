import type { ComponentType } from 'react'
import { Button } from '@mantine/core'
import { EmptyState } from './EmptyState'

/**
 * A list without rows, and why: a page past the end (with the way back to the first), filters that
 * match nothing, or nothing there yet (`none` says what to do next).
 */
export function ListEmptyState({
  icon,
  what,
  total,
  filtered,
  none,
  onFirstPage,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** What the list holds, in the plural: "invoices". */
  what: string
  /** Rows matching the filters on every page. */
  total: number
  /** Whether any filter or search is applied. */
  filtered: boolean
  none: string
  onFirstPage: () => void
}) {
  if (total > 0) {
    return (
      <EmptyState
        icon={icon}
        title={`No ${what} on this page`}
        text="This page is past the end of the list."
        action={
          <Button variant="default" onClick={onFirstPage}>
            Go to the first page
          </Button>
        }
      />
    )
  }
  return filtered ? (
    <EmptyState icon={icon} title={`No ${what} match these filters`} text="Try other filters, or clear them." />
  ) : (
    <EmptyState icon={icon} title={`No ${what} yet`} text={none} />
  )
}
