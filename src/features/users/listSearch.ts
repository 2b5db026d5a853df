import { z } from 'zod'
import type { InvoiceListInput } from '../../api/contract/extensions/invoices'
import { userListInput, type UserListInput } from '../../api/contract/extensions/users'
import { positiveInt } from '../../api/contract/core'
import { userSortFields } from '../../api/contract/sorting'
import { choiceSearch, countSearch, filterSearch, pageSearch, sortTypeSearch, textSearch } from '../../lib/listSearch'

const { status, subStatus, planIds } = userListInput.shape

/** The customers list's view, kept in the URL; a bad value falls back to its default. */
export const customersSearchSchema = z.object({
  page: pageSearch,
  count: countSearch(),
  sortField: choiceSearch(userSortFields, 'gmt_create'),
  sortType: sortTypeSearch,
  /** Part of the customer's e-mail or name. */
  search: textSearch,
  /** The customer's own status (`accountStatus` codes). */
  status: filterSearch(status.unwrap().min(1)),
  /** The status of the customer's current subscription. */
  subStatus: filterSearch(subStatus.unwrap().min(1)),
  /** The plan of the customer's current subscription. */
  planId: filterSearch(planIds.unwrap().element),
  /** Created from and until: seconds, inclusive. */
  createTimeStart: filterSearch(positiveInt('Created from')),
  createTimeEnd: filterSearch(positiveInt('Created until')),
})
export type CustomersSearch = z.output<typeof customersSearchSchema>
export const customersSearchDefaults = customersSearchSchema.parse({})

/** What the sort fields are called on screen: those of a column the list shows, or of a value a person knows. */
export const customerSortOptions: { value: (typeof userSortFields)[number]; label: string }[] = [
  { value: 'gmt_create', label: 'Created' },
  { value: 'user_id', label: 'User ID' },
  { value: 'email', label: 'E-mail' },
  { value: 'user_name', label: 'User name' },
  { value: 'subscription_name', label: 'Subscription' },
  { value: 'subscription_status', label: 'Subscription status' },
  { value: 'payment_method', label: 'Payment method' },
  { value: 'billing_type', label: 'Billing type' },
]

/** Whether the view narrows the customers (sorting and paging do not). */
export function isFiltered(view: CustomersSearch): boolean {
  return Boolean(
    view.search ||
    view.status ||
    view.subStatus ||
    view.planId !== undefined ||
    view.createTimeStart !== undefined ||
    view.createTimeEnd !== undefined,
  )
}

/**
 * The request for a view: empty filters are left out, and an end of the creation range before its start (a
 * hand-edited address) is dropped rather than sent.
 */
export function toUserListInput(view: CustomersSearch): UserListInput {
  const { createTimeStart: start, createTimeEnd: end } = view
  const endInOrder = end !== undefined && (start === undefined || start <= end)
  return {
    page: view.page,
    count: view.count,
    sortField: view.sortField,
    sortType: view.sortType,
    ...(view.search ? { searchKey: view.search } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.subStatus ? { subStatus: view.subStatus } : {}),
    ...(view.planId !== undefined ? { planIds: [view.planId] } : {}),
    ...(start !== undefined ? { createTimeStart: start } : {}),
    ...(endInOrder ? { createTimeEnd: end } : {}),
  }
}

/** Rows per page of a customer's invoices, on the customer's page. */
export const CUSTOMER_INVOICES_PAGE_SIZE = 10

/** What a page of a customer's invoices asks for, on the customer's page. */
export const customerInvoicesInput = (userId: number, page: number): InvoiceListInput & { userId: number } => ({
  userId,
  page,
  count: CUSTOMER_INVOICES_PAGE_SIZE,
})
