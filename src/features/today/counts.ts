import { queryOptions } from '@tanstack/react-query'
import { call } from '../../api/client'
import { InvoiceStatus, PaymentTimelineStatus, SubscriptionStatus } from '../../api/contract/codes'
import { invoiceList } from '../../api/contract/extensions/invoices'
import { paymentTimelineList } from '../../api/contract/extensions/payments'
import { subscriptionList } from '../../api/contract/extensions/subscriptions'
import { userCount } from '../../api/contract/extensions/users'
import { momentOf, wallClockAt } from '../../lib/time'

/**
 * What the home page counts, each from one call the service answers (operations.md §4): a list's `total` under a
 * filter, asked for with the smallest page, or the customer count. Each filter is also what the card's list is opened
 * with, so the number and the rows it leads to are the same set.
 *
 * Left out because no call can give them: subscriptions ending at period end this week (no list filters on the period
 * end or on a cancellation at period end), discount codes almost used up (the list filters neither by quantity left
 * nor by what is used), and webhook deliveries failing (the delivery log has no status filter and is per endpoint).
 */

/** Invoices waiting for payment: sent, not yet paid (status 2, processing). */
export const waitingInvoices = { status: [InvoiceStatus.processing] }

/** Subscriptions that have not started: pending, or incomplete (the first payment not made). */
export const unstartedSubscriptions = { status: [SubscriptionStatus.pending, SubscriptionStatus.incomplete] }

/** How far back "the last 7 days" reaches, in seconds. */
export const FAILED_PAYMENTS_WINDOW = 7 * 24 * 60 * 60

/** Payments and refunds that failed, made since `createTimeStart` (seconds): the last 7 days as of the page opening. */
export const failedPayments = (createTimeStart: number) => ({ status: [PaymentTimelineStatus.failure], createTimeStart })

/** The start of the month of `now` (milliseconds) in the zone, as seconds: where "this month" begins. */
export function monthStart(now: number, timeZone?: string | null): number {
  const { year, month } = wallClockAt(now, timeZone)
  return Math.floor(momentOf({ year, month, day: 1 }, timeZone) / 1000)
}

const smallestPage = { page: 0, count: 1 } as const

/** The count of an answer; an answer without one is a failure, not zero. */
function totalOf({ total }: { total?: number | null }): number {
  if (typeof total !== 'number') throw new Error('The service answered without a count.')
  return total
}

export const todayQueries = {
  all: ['today'] as const,
  waitingInvoices: () =>
    queryOptions({
      queryKey: [...todayQueries.all, 'waitingInvoices'],
      queryFn: ({ signal }) => call(invoiceList, { ...waitingInvoices, ...smallestPage }, { signal }).then(totalOf),
    }),
  unstartedSubscriptions: () =>
    queryOptions({
      queryKey: [...todayQueries.all, 'unstartedSubscriptions'],
      queryFn: ({ signal }) => call(subscriptionList, { ...unstartedSubscriptions, ...smallestPage }, { signal }).then(totalOf),
    }),
  /** Payments and refunds that failed since `createTimeStart` (seconds). */
  failedPayments: (createTimeStart: number) =>
    queryOptions({
      queryKey: [...todayQueries.all, 'failedPayments', createTimeStart],
      queryFn: ({ signal }) =>
        call(paymentTimelineList, { ...failedPayments(createTimeStart), ...smallestPage }, { signal }).then(totalOf),
    }),
  /** Customers created since `createTimeStart` (seconds). */
  newCustomers: (createTimeStart: number) =>
    queryOptions({
      queryKey: [...todayQueries.all, 'newCustomers', createTimeStart],
      queryFn: ({ signal }) => call(userCount, { createTimeStart }, { signal }).then(totalOf),
    }),
}
