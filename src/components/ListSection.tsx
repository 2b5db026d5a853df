import type { ReactNode } from 'react'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { Text } from '@mantine/core'
import { isUnsupported } from '../api/errors'
import { usePagedList } from '../lib/usePagedList'
import { ListPagination } from './ListPagination'
import { ListBody } from './ListParts'
import { Section } from './PageParts'

/**
 * A list within a record's page (a customer's invoices): a titled section with the count, the list's
 * states, its rows and its own pages (the next one loaded ahead). A service without the list call gets
 * one line saying so.
 */
export function ListSection<TData, TKey extends QueryKey>({
  title,
  what,
  options,
  total: totalOf,
  page,
  count,
  onPage,
  isEmpty,
  empty,
  actions,
  children,
}: {
  title: string
  /** Beside the title: what can be done about the list (make a new one). */
  actions?: ReactNode
  /** What the list holds, as in "The invoices could not be loaded". */
  what: string
  /** The query of a page. */
  options: (page: number) => UseQueryOptions<TData, Error, TData, TKey>
  total: (data: TData) => number
  page: number
  /** Rows per page. */
  count: number
  onPage: (page: number) => void
  isEmpty: (data: TData) => boolean
  /** Why there are no rows. */
  empty: string
  children: (data: TData) => ReactNode
}) {
  const { query, total, pages, page: shown, turnTo } = usePagedList({ options, page, count, total: totalOf, goTo: onPage })
  if (isUnsupported(query.error)) {
    return (
      <Section title={title} actions={actions}>
        <Text size="sm">This service offers no list of {what}.</Text>
      </Section>
    )
  }
  const data = query.data
  return (
    <Section title={title} count={data === undefined ? undefined : total} actions={actions}>
      <ListBody
        query={query}
        what={what}
        isEmpty={data === undefined || isEmpty(data)}
        empty={
          <Text size="sm" c="dimmed">
            {total > 0 ? 'This page is past the end of the list.' : empty}
          </Text>
        }
      >
        {data === undefined ? null : children(data)}
      </ListBody>
      {data !== undefined && pages > 1 ? <ListPagination page={shown} pages={pages} onPage={turnTo} /> : null}
    </Section>
  )
}
