import { z } from 'zod'
import { userListInput, userSortFields, type UserListInput } from '../../api/contract/extensions/users'
import { sortTypes } from '../../api/contract/products'
import { numberField, textField } from '../../lib/fields'
import {
  countParam,
  enumParam,
  intParam,
  knownCodesParam,
  pageParam,
  searchDefaults,
  searchSchema,
  textParam,
} from '../../lib/listSearch'
import { lazySchema } from '../../api/contract/core'

/** The customers list's view, kept in the URL; a bad value falls back to its default. */
export const customersSearchSchema = searchSchema({
  page: pageParam,
  count: countParam(20),
  sortField: enumParam(userSortFields, 'gmt_create'),
  sortType: enumParam(sortTypes, 'desc'),
  /** Part of the customer's e-mail or name. */
  search: textParam(),
  /** The customer's own status (`accountStatus` codes). */
  status: knownCodesParam('accountStatus'),
  /** The status of the customer's current subscription. */
  subStatus: knownCodesParam('subscriptionStatus'),
  /** The plan of the customer's current subscription. */
  planId: intParam(1),
})
export type CustomersSearch = ReturnType<typeof customersSearchSchema.parse>
export const customersSearchDefaults = searchDefaults(customersSearchSchema)

/** What the sort fields are called on screen. */
export const customerSortOptions: { value: (typeof userSortFields)[number]; label: string }[] = [
  { value: 'gmt_create', label: 'Created' },
  { value: 'user_id', label: 'User ID' },
  { value: 'email', label: 'E-mail' },
  { value: 'user_name', label: 'User name' },
  { value: 'subscription_name', label: 'Subscription' },
  { value: 'subscription_status', label: 'Subscription status' },
  { value: 'recurring_amount', label: 'Recurring amount' },
  { value: 'payment_method', label: 'Payment method' },
  { value: 'billing_type', label: 'Billing type' },
]

/** Whether the view narrows the customers (sorting and paging do not). */
export function isFiltered(view: CustomersSearch): boolean {
  return Boolean(view.search || view.status || view.subStatus || view.planId !== undefined)
}

/** The request for a view: empty filters are left out. */
export function toUserListInput(view: CustomersSearch): UserListInput {
  return {
    page: view.page,
    count: view.count,
    sortField: view.sortField,
    sortType: view.sortType,
    ...(view.search ? { searchKey: view.search } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.subStatus ? { subStatus: view.subStatus } : {}),
    ...(view.planId !== undefined ? { planIds: [view.planId] } : {}),
  }
}

/** The typed filters (search text and a plan ID), checked by the contract's rules before they apply. */
export const customerFilterSchema = lazySchema(() =>
  z.object({
    search: textField(userListInput.shape.searchKey),
    planId: numberField(userListInput.shape.planIds.unwrap().element.optional()),
  }),
)
export type CustomerFilterValues = z.input<typeof customerFilterSchema>
