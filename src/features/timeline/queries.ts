import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query'
import { call } from '../../api/client'
import { isApiError, isUnsupported } from '../../api/errors'
import {
  subscriptionAdminNoteList,
  subscriptionTimelineList,
  userAdminNoteList,
  type AdminNote,
} from '../../api/contract/extensions/history'
import { invoiceList } from '../../api/contract/extensions/invoices'
import { subscriptionList } from '../../api/contract/extensions/subscriptions'
import { maxPageSize } from '../../api/contract/core'
import { operationLogList } from '../../api/contract/extensions/memberSession'
import { paymentTimelineList } from '../../api/contract/extensions/payments'
import type { Source, Sources, SourceName } from './merge'

/**
 * The five lists a timeline reads, page by page (`TIMELINE_PAGE_SIZE` records a call). A customer's are read by its
 * id, its activity by its e-mail; a subscription's periods, payments and invoices are its customer's, kept to the
 * subscription here (the service has no subscription filter on them), its activity and notes by its id. A customer's
 * timeline also shows the notes of each of the customer's subscriptions (`subscriptionNotes`).
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

/** A customer's timeline: its activity is read by their e-mail, and a customer without one has none. */
export const customerScope = (userId: number, email: string | null | undefined): TimelineScope => ({
  kind: 'customer',
  userId,
  email: email || undefined,
})

/** A subscription's timeline, whose money is read by its customer's id. */
export const subscriptionScope = (subscriptionId: string, userId: number): TimelineScope => ({
  kind: 'subscription',
  subscriptionId,
  userId,
})

const keyOf = (scope: TimelineScope) =>
  scope.kind === 'customer'
    ? ['timeline', 'customer', scope.userId, scope.email ?? '']
    : ['timeline', 'subscription', scope.subscriptionId]

export const timelineQueries = {
  all: ['timeline'] as const,
  notes: (scope: TimelineScope) => [...keyOf(scope), 'notes'] as const,
  /** Every list of a customer's timeline. */
  customer: (userId: number) => ['timeline', 'customer', userId] as const,
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

/** The ids of all of a customer's subscriptions, read a full page at a time. */
async function subscriptionIdsOf(userId: number, signal: AbortSignal): Promise<string[]> {
  const ids: string[] = []
  for (let at = 0; ; at += 1) {
    const data = await call(subscriptionList, { userId, page: at, count: maxPageSize }, { signal })
    const rows = data.subscriptions ?? []
    for (const row of rows) if (row.subscription?.subscriptionId) ids.push(row.subscription.subscriptionId)
    const read = at * maxPageSize + rows.length
    if (rows.length < maxPageSize || (typeof data.total === 'number' && read >= data.total)) return ids
  }
}

/**
 * One page of the notes of every one of the customer's subscriptions, as one source: each note names its subscription
 * (the one asked for, when the service leaves it out). It has more while any subscription has; entries older than the
 * newest of the oldest notes read from those could still be missing, and wait (`oldest`).
 */
async function subscriptionNotesPage(userId: number, at: number, signal: AbortSignal): Promise<Page<AdminNote>> {
  const ids = await subscriptionIdsOf(userId, signal)
  const pages = await Promise.all(
    ids.map(async (subscriptionId) => {
      const data = await call(subscriptionAdminNoteList, { subscriptionId, page: at, count: TIMELINE_PAGE_SIZE }, { signal })
      return page(
        (data.noteLists ?? []).map((note) => ({ ...note, subscriptionId: note.subscriptionId || subscriptionId })),
        undefined,
        at,
      )
    }),
  )
  const unfinished = pages.filter((one) => one.hasMore)
  return {
    items: pages.flatMap((one) => one.items),
    read: pages.reduce((sum, one) => sum + one.read, 0),
    oldest: unfinished.length ? Math.max(...unfinished.map((one) => one.oldest)) : Infinity,
    hasMore: unfinished.length > 0,
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
  subscriptionNotes: (scope, at, signal) =>
    scope.kind === 'customer' ? subscriptionNotesPage(scope.userId, at, signal) : undefined,
}

export function timelineSource(scope: TimelineScope, source: SourceName) {
  return infiniteQueryOptions({
    queryKey: [...keyOf(scope), source],
    queryFn: async ({ pageParam, signal }) =>
      (await readers[source](scope, pageParam, signal)) ?? { items: [], read: 0, oldest: Infinity, hasMore: false },
    initialPageParam: 0,
    getNextPageParam: (last: Page<unknown>, pages) => (last.hasMore ? pages.length : undefined),
    enabled:
      source === 'activity'
        ? scope.kind === 'subscription' || Boolean(scope.email)
        : source !== 'subscriptionNotes' || scope.kind === 'customer',
  })
}

/**
 * Asks for the first page of each list of a timeline, so that a record's route can do so as soon as it knows the
 * record, not once its page has been drawn.
 */
export function prefetchTimeline(queryClient: QueryClient, scope: TimelineScope) {
  for (const source of Object.keys(readers) as SourceName[]) {
    const options = timelineSource(scope, source)
    if (options.enabled !== false) void queryClient.prefetchInfiniteQuery(options)
  }
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

/** The sources of a timeline, read together, and a way to read the next page of those that need one. */
export function useTimelineSources(scope: TimelineScope) {
  const periods = useInfiniteQuery(timelineSource(scope, 'periods'))
  const payments = useInfiniteQuery(timelineSource(scope, 'payments'))
  const activity = useInfiniteQuery(timelineSource(scope, 'activity'))
  const invoices = useInfiniteQuery(timelineSource(scope, 'invoices'))
  const notes = useInfiniteQuery(timelineSource(scope, 'notes'))
  const subscriptionNotes = useInfiniteQuery(timelineSource(scope, 'subscriptionNotes'))
  const queries = { periods, payments, activity, invoices, notes, subscriptionNotes } as const
  const noActivity = scope.kind === 'customer' && !scope.email
  const sources: Sources = {
    periods: asSource(periods),
    payments: asSource(payments),
    activity: noActivity ? undefined : asSource(activity),
    invoices: asSource(invoices),
    notes: asSource(notes),
    subscriptionNotes: scope.kind === 'customer' ? asSource(subscriptionNotes) : undefined,
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
