import { z } from 'zod'
import { paymentTimelineListInput, type PaymentTimelineListInput } from '../../api/contract/extensions/payments'
import { createTimeInOrder } from '../../api/contract/extensions/listing'
import { paymentTimelineSortFields } from '../../api/contract/sorting'
import { dateTimeField } from '../../lib/fields'
import { appliedCount, choiceSearch, countSearch, filterSearch, pageSearch, sortTypeSearch } from '../../lib/listSearch'

const { status, timelineTypes, createTimeStart, createTimeEnd } = paymentTimelineListInput.shape

/**
 * The payments list's view, kept in the URL (the merchant's payments and refunds, `payment/timeline/list`): each
 * filter by the contract's rule for it, a bad value falling back to no filter.
 */
export const paymentsSearchSchema = z.object({
  page: pageSearch,
  count: countSearch(),
  sortField: choiceSearch(paymentTimelineSortFields, 'gmt_create'),
  sortType: sortTypeSearch,
  /** Payment statuses (`paymentTimelineStatus` codes). */
  status: filterSearch(status.unwrap().min(1)),
  /** Payments, refunds or both (`paymentTimelineType` codes). */
  timelineTypes: filterSearch(timelineTypes.unwrap().min(1)),
  /** Created from and until: seconds, inclusive. */
  createTimeStart: filterSearch(createTimeStart.unwrap().min(1)),
  createTimeEnd: filterSearch(createTimeEnd.unwrap().min(1)),
})
export type PaymentsSearch = z.output<typeof paymentsSearchSchema>
export const paymentsSearchDefaults = paymentsSearchSchema.parse({})

/** What the sort fields are called on screen. */
export const paymentSortOptions: { value: (typeof paymentTimelineSortFields)[number]; label: string }[] = [
  { value: 'gmt_create', label: 'Created' },
  { value: 'gmt_modify', label: 'Last changed' },
  { value: 'user_id', label: 'User ID' },
]

/** How many of the view's filters are applied (sorting and paging are none). */
export function paymentFiltersApplied(view: Omit<PaymentsSearch, 'page'>): number {
  return appliedCount([view.status, view.timelineTypes, view.createTimeStart, view.createTimeEnd])
}

/**
 * The request for a view: empty filters are left out, and an end of the creation range before its start (a
 * hand-edited address) is dropped rather than sent.
 */
export function toPaymentListInput(view: PaymentsSearch): PaymentTimelineListInput {
  const { createTimeStart: start, createTimeEnd: end } = view
  const endInOrder = end !== undefined && (start === undefined || start <= end)
  return {
    page: view.page,
    count: view.count,
    sortField: view.sortField,
    sortType: view.sortType,
    ...(view.status ? { status: view.status } : {}),
    ...(view.timelineTypes ? { timelineTypes: view.timelineTypes } : {}),
    ...(start !== undefined ? { createTimeStart: start } : {}),
    ...(endInOrder ? { createTimeEnd: end } : {}),
  }
}

/** The typed filters (the creation range in the chosen time zone), checked by the contract's rules before they apply. */
export const paymentFilterSchema = z
  .object({
    createTimeStart: dateTimeField(createTimeStart),
    createTimeEnd: dateTimeField(createTimeEnd),
  })
  .refine(...createTimeInOrder)
