import { z } from 'zod'
import { userSortFields } from '../sorting'
import { extensionEndpoint, list, positiveInt, requiredString, resource } from '../core'
import { type User, userSchema } from '../users'
import { codeList, createTimeInOrder, createTimeRange, idList, oneOf, paging, sorting, text } from './listing'

/** The real service's `UserAccountDetail`, which its lists and `user/get` answer, is the spec's user (2.9). */
export type UserAccountDetail = User

// ---- requests (list-endpoints.md §3.1, §3.2) ----

export { userSortFields }

export const userListInput = z
  .object({
    userId: positiveInt('User id').optional(),
    /** Part of the e-mail address. */
    email: text('E-mail').optional(),
    /** Part of the first name. */
    firstName: text('First name').optional(),
    /** Part of the last name. */
    lastName: text('Last name').optional(),
    /** Part of the first or last name, e-mail, phone, address or external user id. */
    searchKey: text('Search text').optional(),
    /** The customer's current subscription. */
    subscriptionId: text('Subscription id').optional(),
    externalUserId: text('External user id').optional(),
    /** The status of the customer's current subscription. */
    subStatus: codeList('subscriptionStatus', 'Subscription status').optional(),
    status: codeList('accountStatus', 'Status').optional(),
    /** The plan of the customer's current subscription. */
    planIds: idList('Plan id').optional(),
    gatewayIds: idList('Gateway id').optional(),
    deleteInclude: z.boolean({ error: 'Include deleted must be true or false' }).optional(),
    ...paging(),
    ...sorting(userSortFields),
    ...createTimeRange(),
  })
  .refine(...createTimeInOrder)
export type UserListInput = z.input<typeof userListInput>

/** Customers created in a period (both ends inclusive, 0 or nothing leaving an end open); deleted ones are not counted. */
export const userCountInput = z.object({ ...createTimeRange() }).refine(...createTimeInOrder)
export type UserCountInput = z.input<typeof userCountInput>

export const userSearchInput = z.object({
  /** A user id, subscription id, VAT number, invoice or payment id; or part of an e-mail, name or company name. */
  searchKey: requiredString('Search text'),
})
export type UserSearchInput = z.input<typeof userSearchInput>

// ---- endpoints ----

export const userList = extensionEndpoint({
  section: 'L3.1',
  name: 'userList',
  method: 'POST',
  path: '/merchant/user/list',
  summary: `List customers (sort by ${oneOf(userSortFields)})`,
  kind: 'read',
  input: userListInput,
  output: resource({ userAccounts: list(userSchema), total: z.number() }),
})

export const userCount = extensionEndpoint({
  section: 'L3.2',
  name: 'userCount',
  method: 'GET',
  path: '/merchant/user/count',
  summary: 'Count the customers created in a period',
  kind: 'read',
  input: userCountInput,
  output: resource({ total: z.number() }),
})

export const userSearch = extensionEndpoint({
  section: 'L3.2',
  name: 'userSearch',
  method: 'POST',
  path: '/merchant/user/search',
  summary:
    'Find customers by id, subscription, VAT number, invoice or payment, else by part of e-mail or name (about 20 at most)',
  kind: 'read',
  input: userSearchInput,
  output: resource({ userAccounts: list(userSchema) }),
})
