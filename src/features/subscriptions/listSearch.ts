import { z } from 'zod'
import { positiveInt } from '../../api/contract/core'
import { subscriptionListInput, type SubscriptionListInput } from '../../api/contract/extensions/subscriptions'
import { subscriptionSortFields } from '../../api/contract/sorting'
import { appliedCount, choiceSearch, countSearch, filterSearch, pageSearch, sortTypeSearch } from '../../lib/listSearch'

const { status, currency, planIds, userId } = subscriptionListInput.shape

/** The subscriptions list's view, kept in the URL; a bad value falls back to its default. */
export const subscriptionsSearchSchema = z.object({
  page: pageSearch,
  count: countSearch(),
  sortField: choiceSearch(subscriptionSortFields, 'gmt_create'),
  sortType: sortTypeSearch,
  /** Stored statuses (`subscriptionStatus` codes). */
  status: filterSearch(status.unwrap().min(1)),
  currency: filterSearch(currency),
  planId: filterSearch(planIds.unwrap().element),
  userId: filterSearch(userId),
  /** Created from and until: seconds, inclusive (0, an open end, is no filter). */
  createTimeStart: filterSearch(positiveInt('Created from')),
  createTimeEnd: filterSearch(positiveInt('Created until')),
})
export type SubscriptionsSearch = z.output<typeof subscriptionsSearchSchema>
export const subscriptionsSearchDefaults = subscriptionsSearchSchema.parse({})

export const subscriptionSortOptions: { value: (typeof subscriptionSortFields)[number]; label: string }[] = [
  { value: 'gmt_create', label: 'Created' },
  { value: 'gmt_modify', label: 'Last modified' },
]

/** How many of the view's filters are applied (sorting and paging are none). */
export function filtersApplied(view: Omit<SubscriptionsSearch, 'page'>): number {
  return appliedCount([view.status, view.currency, view.planId, view.userId, view.createTimeStart, view.createTimeEnd])
}

/** Whether the view narrows the subscriptions. */
export function isFiltered(view: SubscriptionsSearch): boolean {
  return filtersApplied(view) > 0
}

/**
 * The request for a view: empty filters are left out, and an end of the creation range before its start
 * (a hand-edited address) is dropped rather than sent.
 */
export function toSubscriptionListInput(view: SubscriptionsSearch): SubscriptionListInput {
  const { createTimeStart: start, createTimeEnd: end } = view
  const endInOrder = end !== undefined && (start === undefined || start <= end)
  return {
    page: view.page,
    count: view.count,
    sortField: view.sortField,
    sortType: view.sortType,
    ...(view.status ? { status: view.status } : {}),
    ...(view.currency ? { currency: view.currency } : {}),
    ...(view.planId !== undefined ? { planIds: [view.planId] } : {}),
    ...(view.userId !== undefined ? { userId: view.userId } : {}),
    ...(start !== undefined ? { createTimeStart: start } : {}),
    ...(endInOrder ? { createTimeEnd: end } : {}),
  }
}

/** Rows per page of a customer's subscriptions, on the customer's page. */
export const CUSTOMER_SUBSCRIPTIONS_PAGE_SIZE = 10

/** What a page of a customer's subscriptions asks for, on the customer's page. */
export const customerSubscriptionsInput = (userId: number, page: number): SubscriptionListInput => ({
  userId,
  page,
  count: CUSTOMER_SUBSCRIPTIONS_PAGE_SIZE,
})
