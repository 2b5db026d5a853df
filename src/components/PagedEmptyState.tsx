import type { ComponentType, ReactNode } from 'react'
import { Button } from '@mantine/core'
import { EmptyState } from './EmptyState'

export interface EmptyReasons {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Whether any filter or search narrows the list (sorting and paging do not). */
  filtered?: boolean
  filteredText?: string
  /** Why there is nothing yet, and what brings some. */
  emptyText: string
  /** What to do when there is nothing yet ("New product"). */
  emptyAction?: ReactNode
  onClearFilters?: () => void
}

/**
 * The empty state of a paged list, for its three reasons: a page past the end of the list (back to the
 * first page), filters that match nothing (clear them), or nothing at all yet.
 */
export function PagedEmptyState({
  icon,
  what,
  total,
  filtered = false,
  filteredText = 'Try other filters.',
  emptyText,
  emptyAction,
  onFirstPage,
  onClearFilters,
}: EmptyReasons & {
  /** What the list holds, in the plural: "plans". */
  what: string
  /** The list's match count. */
  total: number
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
  if (filtered) {
    return (
      <EmptyState
        icon={icon}
        title={`No ${what} match the filters`}
        text={filteredText}
        action={
          onClearFilters ? (
            <Button variant="default" onClick={onClearFilters}>
              Clear the filters
            </Button>
          ) : null
        }
      />
    )
  }
  return <EmptyState icon={icon} title={`No ${what} yet`} text={emptyText} action={emptyAction} />
}
