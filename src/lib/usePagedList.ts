import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { afterPaint } from './afterPaint'

/**
 * One page of a list query, with its page count, and the next page loaded ahead so that turning to it
 * shows its rows at once. `options(page)` gives the query of a page (a feature's `queryOptions`);
 * `total` reads the match count from a page's data.
 *
 * `page` is the page in the address and `goTo(page)` moves the address to another. `turnTo(page)` turns the
 * list (every pager turns through it): the page asked for is rendered straight away and the address follows
 * once it is painted (the router renders a new address in a transition, later and in slices: a list that
 * waited for it would turn late).
 * The page shown is returned as `page`; once the address moves (to it or elsewhere, Back included), or the list
 * changes before it has (another order or filter, its page kept), it rules again, and the turn's own move of
 * the address is dropped.
 */
export function usePagedList<TData, TKey extends QueryKey>({
  options,
  page: addressed,
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
  // The list as addressed: its page, order and filters.
  const view = JSON.stringify(options(addressed).queryKey)
  const viewNow = useRef(view)
  useLayoutEffect(() => {
    viewNow.current = view
  }, [view])
  const [turn, setTurn] = useState<{ from: string; to: number } | null>(null)
  if (turn && turn.from !== view) setTurn(null)
  const page = turn?.from === view ? turn.to : addressed
  const turnTo = useCallback(
    (to: number) => {
      setTurn({ from: view, to })
      afterPaint(() => {
        if (viewNow.current === view) goTo(to)
      })
    },
    [view, goTo],
  )

  const query = useQuery(options(page))
  const total = query.data === undefined ? 0 : totalOf(query.data)
  const pages = Math.max(1, Math.ceil(total / count))
  const hasNext = query.isSuccess && !query.isPlaceholderData && (page + 1) * count < total
  const next = hasNext ? options(page + 1) : null
  // Once the page is painted (preparing a request is work a page turn need not wait for). Asking again for a
  // page that is already fresh in the cache costs nothing: no request is sent.
  useEffect(() => {
    if (next) return afterPaint(() => void queryClient.prefetchQuery(next))
  }, [queryClient, next])
  return { query, page, turnTo, total, pages, hasNext }
}
