import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Text } from '@mantine/core'
import { isUnsupported } from '../api/errors'
import { ListPagination } from './ListPagination'
import { ListBody } from './ListParts'
import { Section } from './PageParts'

/**
 * A list within a record's page (a customer's invoices): a titled section with the count, the list's
 * states, its rows and its own pages. A service without the list call gets one line saying so.
 */
export function ListSection({
  title,
  what,
  paged: { query, total, pages },
  page,
  onPage,
  isEmpty,
  empty,
  children,
}: {
  title: string
  /** What the list holds, as in "The invoices could not be loaded". */
  what: string
  paged: { query: UseQueryResult; total: number; pages: number }
  page: number
  onPage: (page: number) => void
  isEmpty: boolean
  /** Why there are no rows. */
  empty: string
  children: ReactNode
}) {
  if (isUnsupported(query.error)) {
    return (
      <Section title={title}>
        <Text size="sm">This service offers no list of {what}.</Text>
      </Section>
    )
  }
  return (
    <Section title={title} count={query.data === undefined ? undefined : total}>
      <ListBody
        query={query}
        what={what}
        isEmpty={isEmpty}
        empty={
          <Text size="sm" c="dimmed">
            {total > 0 ? 'This page is past the end of the list.' : empty}
          </Text>
        }
      >
        {children}
      </ListBody>
      {query.data !== undefined && pages > 1 ? <ListPagination page={page} pages={pages} onPage={onPage} /> : null}
    </Section>
  )
}
