import { useEffect } from 'react'
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'

/**
 * One page of a list query, with its page count, and the next page fetched ahead so that turning to it
 * shows its rows at once. `options(page)` gives the query of a page (a feature's `queryOptions`);
 * `total` reads the match count from a page's data. `page` is the page in the address; `turnTo(page)` (the
 * `goTo` given, which moves the address) is what the list's pager calls.
 */
export function usePagedList<TData, TKey extends QueryKey>({
  options,
  page,
  count,
  total: totalOf,
  goTo,
}: {
  options: (page: number) => UseQueryOptions<TData, Error, TData, TKey>
  page: number
  count: number
  total: (data: TData) => number
  goTo: (page: number) => void
}) {
  const queryClient = useQueryClient()
  const query = useQuery(options(page))
  const total = query.data === undefined ? 0 : totalOf(query.data)
  const pages = Math.max(1, Math.ceil(total / count))
  const hasNext = query.isSuccess && !query.isPlaceholderData && (page + 1) * count < total
  const next = hasNext ? options(page + 1) : null
  // Asking again for a page that is already fresh in the cache sends nothing.
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(next)
  }, [queryClient, next])
  return { query, page, turnTo: goTo, total, pages, hasNext }
}
