import { z } from 'zod'
import { operationLogListInput, type OperationLogListInput } from '../../api/contract/extensions/memberSession'
import { numberField, textField } from '../../lib/fields'
import { appliedCount, countSearch, filterSearch, pageSearch, textSearch } from '../../lib/listSearch'

const { memberEmail, email, subscriptionId, invoiceId, planId, discountCode } = operationLogListInput.shape

/**
 * The activity log's view, kept in the URL: a page, its size, and its filters (operations.md §3.6): who acted (part
 * of a member's e-mail), on which customer (part of their e-mail), and on which record (a subscription, an invoice,
 * a plan or a discount code, each exact).
 */
export const activitySearchSchema = z.object({
  page: pageSearch,
  count: countSearch(),
  memberEmail: textSearch,
  email: textSearch,
  subscriptionId: textSearch,
  invoiceId: textSearch,
  planId: filterSearch(planId),
  discountCode: textSearch,
})
export type ActivitySearch = z.output<typeof activitySearchSchema>
export const activitySearchDefaults = activitySearchSchema.parse({})

/** The typed filters, checked by the contract's rules before anything is sent. */
export const activityFilterSchema = z.object({
  memberEmail: textField(memberEmail),
  email: textField(email),
  subscriptionId: textField(subscriptionId),
  invoiceId: textField(invoiceId),
  planId: numberField(planId),
  discountCode: textField(discountCode),
})
export type ActivityFilterOutput = z.output<typeof activityFilterSchema>

/** The filters of a view that are in effect. */
export function filtersApplied(search: Omit<ActivitySearch, 'page' | 'count'>): number {
  const { memberEmail, email, subscriptionId, invoiceId, planId, discountCode } = search
  return appliedCount([memberEmail, email, subscriptionId, invoiceId, planId, discountCode])
}

/** The log's request for a view: only the filters in effect are sent. */
export function toActivityInput(search: ActivitySearch): OperationLogListInput {
  const { page, count, memberEmail, email, subscriptionId, invoiceId, planId, discountCode } = search
  return {
    page,
    count,
    ...(memberEmail && { memberEmail }),
    ...(email && { email }),
    ...(subscriptionId && { subscriptionId }),
    ...(invoiceId && { invoiceId }),
    ...(planId !== undefined && { planId }),
    ...(discountCode && { discountCode }),
  }
}
