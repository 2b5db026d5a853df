import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { call } from '../../api/client'
import { isApiError, isUnsupported } from '../../api/errors'
import { subscriptionAdminNoteList, subscriptionTimelineList, userAdminNoteList } from '../../api/contract/extensions/history'
import { invoiceList } from '../../api/contract/extensions/invoices'
import { operationLogList } from '../../api/contract/extensions/memberSession'
import { paymentTimelineList } from '../../api/contract/extensions/payments'
import type { Source, Sources, SourceName } from './merge'

/**
 * The five lists a timeline reads, page by page (`TIMELINE_PAGE_SIZE` records a call). A customer's are read by its
 * id, its activity by its e-mail; a subscription's periods, payments and invoices are its customer's, kept to the
 * subscription here (the service has no subscription filter on them), its activity and notes by its id.
 */

export const TIMELINE_PAGE_SIZE = 100

export type TimelineScope =
  { kind: 'customer'; userId: number; email?: string } | { kind: 'subscription'; subscriptionId: string; userId: number }

/** One page as the merge reads it: the records kept, the oldest time among all read, and whether there are more. */
interface Page<T> {
  items: T[]
  read: number
  oldest: number
  hasMore: boolean
}

const keyOf = (scope: TimelineScope) =>
  scope.kind === 'customer'
    ? ['timeline', 'customer', scope.userId, scope.email ?? '']
    : ['timeline', 'subscription', scope.subscriptionId]

export const timelineQueries = {
  all: ['timeline'] as const,
  notes: (scope: TimelineScope) => [...keyOf(scope), 'notes'] as const,
}

function page<T extends { createTime?: number | null }>(
  items: readonly T[] | null | undefined,
  total: number | null | undefined,
  pageIndex: number,
  keep: (item: T) => boolean = () => true,
): Page<T> {
  const all = items ?? []
  const read = pageIndex * TIMELINE_PAGE_SIZE + all.length
  return {
    items: all.filter(keep),
    read,
    oldest: all.reduce((min, item) => Math.min(min, item.createTime ?? 0), Infinity),
    hasMore: total == null ? all.length === TIMELINE_PAGE_SIZE : read < total,
  }
}

type Reader = (scope: TimelineScope, pageIndex: number, signal: AbortSignal) => Promise<Page<unknown>> | undefined

const inSubscription = (scope: TimelineScope) => (item: { subscriptionId?: string | null }) =>
  scope.kind === 'customer' || item.subscriptionId === scope.subscriptionId

const readers: Record<SourceName, Reader> = {
  periods: async (scope, at, signal) => {
    const data = await call(subscriptionTimelineList, { userId: scope.userId, page: at, count: TIMELINE_PAGE_SIZE }, { signal })
    return page(data.subscriptionTimeLines, data.total, at, inSubscription(scope))
  },
  payments: async (scope, at, signal) => {
    const data = await call(paymentTimelineList, { userId: scope.userId, page: at, count: TIMELINE_PAGE_SIZE }, { signal })
    return page(data.paymentTimeLines, data.total, at, inSubscription(scope))
  },
  invoices: async (scope, at, signal) => {
    const data = await call(invoiceList, { userId: scope.userId, page: at, count: TIMELINE_PAGE_SIZE }, { signal })
    return page(data.invoices, data.total, at, inSubscription(scope))
  },
  activity: (scope, at, signal) => {
    const filter =
      scope.kind === 'customer' ? (scope.email ? { email: scope.email } : undefined) : { subscriptionId: scope.subscriptionId }
    if (!filter) return undefined
    return call(operationLogList, { ...filter, page: at, count: TIMELINE_PAGE_SIZE }, { signal }).then((data) =>
      page(data.merchantOperationLogs, data.total, at),
    )
  },
  notes: async (scope, at, signal) => {
    const data =
      scope.kind === 'customer'
        ? await call(userAdminNoteList, { userId: scope.userId, page: at, count: TIMELINE_PAGE_SIZE }, { signal })
        : await call(
            subscriptionAdminNoteList,
            { subscriptionId: scope.subscriptionId, page: at, count: TIMELINE_PAGE_SIZE },
            { signal },
          )
    return page(data.noteLists, undefined, at)
  },
}

export function timelineSource(scope: TimelineScope, source: SourceName) {
  return infiniteQueryOptions({
    queryKey: [...keyOf(scope), source],
    queryFn: async ({ pageParam, signal }) =>
      (await readers[source](scope, pageParam, signal)) ?? { items: [], read: 0, oldest: Infinity, hasMore: false },
    initialPageParam: 0,
    getNextPageParam: (last: Page<unknown>, pages) => (last.hasMore ? pages.length : undefined),
    enabled: source !== 'activity' || scope.kind === 'subscription' || Boolean(scope.email),
  })
}

function asSource(query: UseInfiniteQueryResult<InfiniteData<Page<unknown>>>): Source<never> {
  if (query.data) {
    const pages = query.data.pages
    return {
      state: 'loaded',
      items: pages.flatMap((one) => one.items) as never[],
      hasMore: query.hasNextPage,
      oldest: pages.reduce((min, one) => Math.min(min, one.oldest), Infinity),
    }
  }
  if (query.isError) {
    return isUnsupported(query.error)
      ? { state: 'missing', reason: 'not offered' }
      : { state: 'missing', reason: 'failed', message: isApiError(query.error) ? query.error.message : undefined }
  }
  return { state: 'loading' }
}

/** The five sources of a timeline, read together, and a way to read the next page of those that need one. */
export function useTimelineSources(scope: TimelineScope) {
  const periods = useInfiniteQuery(timelineSource(scope, 'periods'))
  const payments = useInfiniteQuery(timelineSource(scope, 'payments'))
  const activity = useInfiniteQuery(timelineSource(scope, 'activity'))
  const invoices = useInfiniteQuery(timelineSource(scope, 'invoices'))
  const notes = useInfiniteQuery(timelineSource(scope, 'notes'))
  const queries = { periods, payments, activity, invoices, notes } as const
  const noActivity = scope.kind === 'customer' && !scope.email
  const sources: Sources = {
    periods: asSource(periods),
    payments: asSource(payments),
    activity: noActivity ? undefined : asSource(activity),
    invoices: asSource(invoices),
    notes: asSource(notes),
  }
  return {
    sources,
    fetching: Object.values(queries).some((query) => query.isFetchingNextPage),
    more: (names: readonly SourceName[]) => {
      for (const name of names) if (!queries[name].isFetchingNextPage) void queries[name].fetchNextPage()
    },
    retry: () => {
      for (const query of Object.values(queries)) if (query.isError) void query.refetch()
    },
  }
}
