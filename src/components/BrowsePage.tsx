import type { ComponentType, ReactNode } from 'react'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { EmptyState } from './EmptyState'
import { ListPagination } from './ListPagination'
import { ListBody } from './ListParts'

/**
 * The frame of an area's list page: the heading with the count (from `total`), the page's actions, its
 * lookups and filters, then the list's states (an empty list says why, and how to get rows back) and
 * its pages.
 */
export function BrowsePage({
  title,
  noun: [one, many],
  paged: { query, total, pages },
  page,
  filtered,
  isEmpty,
  emptyIcon,
  emptyText,
  onPage,
  onClear,
  actions,
  tools,
  children,
}: {
  title: string
  /** What one row is and what several are: ['customer', 'customers']. */
  noun: readonly [string, string]
  paged: {
    query: { data: unknown; isError: boolean; error: unknown; isPending: boolean; isFetching: boolean; refetch: () => unknown }
    total: number
    pages: number
  }
  page: number
  /** Whether filters narrow the list (sorting and paging do not). */
  filtered: boolean
  isEmpty: boolean
  emptyIcon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Why there are no rows at all yet. */
  emptyText: string
  onPage: (page: number) => void
  onClear: () => void
  /** Beside the heading. */
  actions?: ReactNode
  /** Below the heading: lookups by id, filters. */
  tools: ReactNode
  children: ReactNode
}) {
  const loaded = query.data !== undefined
  const pastTheEnd = total > 0
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {loaded
              ? `${total.toLocaleString()} ${total === 1 ? one : many}${filtered ? ` ${total === 1 ? 'matches' : 'match'} the filters` : ''}`
              : '\u00a0'}
          </Text>
        </Stack>
        {actions}
      </Group>
      {tools}
      <ListBody
        query={query}
        what={many}
        isEmpty={isEmpty}
        empty={
          <EmptyState
            icon={emptyIcon}
            title={pastTheEnd ? `No ${many} on this page` : filtered ? `No ${many} match the filters` : `No ${many} yet`}
            text={pastTheEnd ? 'This page is past the end of the list.' : filtered ? 'Try other filters.' : emptyText}
            action={
              pastTheEnd || filtered ? (
                <Button variant="default" onClick={pastTheEnd ? () => onPage(0) : onClear}>
                  {pastTheEnd ? 'Go to the first page' : 'Clear the filters'}
                </Button>
              ) : null
            }
          />
        }
      >
        {children}
      </ListBody>
      {loaded && total > 0 ? <ListPagination page={page} pages={pages} onPage={onPage} /> : null}
    </Stack>
  )
}
