import type { ReactNode } from 'react'
import type { LinkProps } from '@tanstack/react-router'
import { countLabel } from '../lib/countLabel'
import { usePageCodeAhead } from '../lib/pageCode'
import { useUnsupported } from '../lib/useUnsupported'
import { ListHeading } from './ListHeading'
import { Stack } from '@mantine/core'
import type { EmptyReasons } from './PagedEmptyState'
import { PagedRows, type PagedQuery } from './PagedRows'

/**
 * The frame of an area's list page: the heading with the count (from `total`), the page's actions, its
 * notices, lookups and filters, then the list's states (an empty list says why, and how to get rows
 * back) and its pages.
 */
export function BrowsePage({
  title,
  order,
  description,
  noun,
  loading,
  paged,
  filtered = false,
  isEmpty,
  empty,
  actions,
  tools,
  unsupported,
  opens,
  children,
}: {
  title: string
  order?: 1 | 2
  /** Under the title: what the page is about. */
  description?: ReactNode
  /** What one row is and what several are: ['customer', 'customers']. */
  noun: readonly [string, string]
  /** What is loaded, as in "The upload history could not be loaded" (the plural noun unless said). */
  loading?: string
  paged: PagedQuery
  /** Whether filters narrow the list (sorting and paging do not). */
  filtered?: boolean
  isEmpty: boolean
  empty: Omit<EmptyReasons, 'filtered'>
  /** Beside the heading. */
  actions?: ReactNode
  /** Below the heading: notices, lookups by id, filters. */
  tools?: ReactNode
  /**
   * For a list call beyond the spec: what shows instead of the whole page when the service turns out not to
   * have it (the way to the same records by ID). Once shown it stays (`useUnsupported`).
   */
  unsupported?: ReactNode
  /** The page a row opens (`/users/$userId`): its code loads once rows are drawn, so a record opens on its data alone. */
  opens?: LinkProps['to']
  children: ReactNode
}) {
  const noList = useUnsupported(paged.query.error)
  usePageCodeAhead(paged.query.data === undefined || isEmpty ? undefined : opens)
  if (noList && unsupported !== undefined) return <>{unsupported}</>
  return (
    <Stack gap="md">
      <ListHeading
        title={title}
        order={order}
        description={description}
        count={paged.query.data === undefined ? null : countLabel(paged.total, noun, filtered)}
        actions={actions}
      />
      {tools}
      <PagedRows paged={paged} what={noun[1]} loading={loading} isEmpty={isEmpty} empty={{ ...empty, filtered }}>
        {children}
      </PagedRows>
    </Stack>
  )
}
