import type { ReactNode } from 'react'
import { DimmedText, PlainGroup, PlainStack, PlainTitle } from './PlainLayout'

/**
 * The head of a list page: its title, what the page is about, the list's count (announced when it
 * changes; `null` until it is known) and the page's actions beside them.
 */
export function ListHeading({
  title,
  order = 1,
  count,
  description,
  actions,
}: {
  title: ReactNode
  order?: 1 | 2
  count: string | null
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <PlainGroup spread align="flex-end">
      <PlainStack gap="tight">
        <PlainTitle order={order}>{title}</PlainTitle>
        {description}
        <DimmedText aria-live="polite">{count ?? '\u00a0'}</DimmedText>
      </PlainStack>
      {actions}
    </PlainGroup>
  )
}
