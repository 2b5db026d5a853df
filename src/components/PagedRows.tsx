import type { ReactNode } from 'react'
import { ListPagination } from './ListPagination'
import { ListBody } from './ListParts'
import { PagedEmptyState, type EmptyReasons } from './PagedEmptyState'

/** What `usePagedList` gives: a page's query, the match count and the page count. */
export interface PagedQuery {
  query: { data: unknown; isError: boolean; error: unknown; isPending: boolean; isFetching: boolean; refetch: () => unknown }
  total: number
  pages: number
  /** The page shown. */
  page: number
  /** Turns the list to a page (moves the address). */
  turnTo: (page: number) => void
}

/**
 * The rows of a paged list with its states: the error (with Retry), the skeleton while nothing is loaded,
 * an empty page saying why (and how to get rows back), the rows, then the pages.
 */
export function PagedRows({
  paged: { query, total, pages, page, turnTo },
  what,
  loading = what,
  isEmpty,
  empty,
  children,
}: {
  paged: PagedQuery
  /** What the list holds, in the plural: "plans". */
  what: string
  /** What is loaded, as in "The upload history could not be loaded" (`what` unless said). */
  loading?: string
  isEmpty: boolean
  empty: EmptyReasons
  children: ReactNode
}) {
  return (
    <>
      <ListBody
        query={query}
        what={loading}
        isEmpty={isEmpty}
        empty={<PagedEmptyState {...empty} what={what} total={total} onFirstPage={() => turnTo(0)} />}
      >
        {children}
      </ListBody>
      {query.data !== undefined && total > 0 ? <ListPagination page={page} pages={pages} onPage={turnTo} /> : null}
    </>
  )
}
