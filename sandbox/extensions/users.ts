import { userCount, userList, userSearch, userSortFields } from '../../src/api/contract/extensions/users'
import { type SubscriptionSummary, subscriptionSummary } from '../handlers/users'
import type { Dialect } from '../dialect'
import type { UserRecord } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { currentSubscriptions, userBean } from './beans'
import { allOf, createTimeCheck, given, like, oneOfSet, orderBy, ownedBy, pageOf, readListRequest, type SortKey } from './listing'

/**
 * Customers: the user list (list-endpoints.md §3.1), the count of customers created in a period and the user search
 * (§3.2).
 *
 * The real service keeps a summary of each customer's current subscription on the customer
 * (subscriptionId, subscriptionStatus, subscriptionName, planId, recurringAmount); the sandbox works it
 * out from the subscriptions, as `user/get` shows it, and filters and sorts by what it shows.
 */

type UserSortField = (typeof userSortFields)[number]
type Summarise = (user: UserRecord) => SubscriptionSummary

const sortKeys: Record<UserSortField, (summary: Summarise) => SortKey<UserRecord>> = {
  user_id: () => (user) => user.id,
  gmt_create: () => (user) => user.createTime,
  email: () => (user) => user.email,
  user_name: () => (user) => user.userName,
  subscription_name: (summary) => (user) => summary(user).subscriptionName,
  subscription_status: (summary) => (user) => summary(user).subscriptionStatus,
  payment_method: () => (user) => user.paymentMethod,
  recurring_amount: (summary) => (user) => summary(user).recurringAmount,
  billing_type: () => (user) => user.billingType,
}

/** Sort fields read from the subscriptions (and, for the name, from plans and products). */
const summarySorts = new Set<UserSortField>(['subscription_name', 'subscription_status', 'recurring_amount'])

const emptyUserList = (dialect: Dialect) => ({ userAccounts: dialect.list([], '[]'), total: 0 })

/** Users of the merchant, newest first (the order of the search's every step). */
function newestUsers(ws: Workspace): UserRecord[] {
  const newest = ws.users.sorted(
    'extension:gmt_create:desc',
    orderBy((user) => user.createTime, 'desc'),
  )
  return newest.filter(ownedBy(ws))
}

export default defineArea({
  area: 'customer lists',
  handlers: [
    handle(
      userList,
      (ctx) => {
        const { input, store, dialect } = ctx
        const { page, count, sortField = 'gmt_create', sortType = 'desc' } = input
        const current = currentSubscriptions(store)
        const summaries = new Map<number, SubscriptionSummary>()
        const summary: Summarise = (user) => {
          let found = summaries.get(user.id)
          if (!found) summaries.set(user.id, (found = subscriptionSummary(store, user, current.get(user.id) ?? null)))
          return found
        }
        const stamp = summarySorts.has(sortField)
          ? `${store.subscriptions.version}:${store.plans.version}:${store.products.version}`
          : ''
        const sorted = store.users.sorted(
          `extension:${sortField}:${sortType}`,
          orderBy(sortKeys[sortField](summary), sortType),
          stamp,
        )

        const email = given(input.email?.trim())
        const firstName = given(input.firstName)
        const lastName = given(input.lastName)
        const searchKey = given(input.searchKey)
        const subscriptionId = given(input.subscriptionId)
        const externalUserId = given(input.externalUserId)
        const statuses = oneOfSet(input.status)
        const subStatuses = oneOfSet(input.subStatus)
        const planIds = oneOfSet(input.planIds)
        const gatewayIds = oneOfSet(input.gatewayIds)
        const matching = sorted.filter(
          allOf<UserRecord>(
            ownedBy(store),
            input.userId !== undefined && ((user) => user.id === input.userId),
            createTimeCheck(input),
            statuses && ((user) => statuses.has(user.status)),
            gatewayIds && ((user) => gatewayIds.has(user.gatewayId)),
            externalUserId && ((user) => user.externalUserId === externalUserId),
            email && ((user) => like(user.email, email)),
            firstName && ((user) => like(user.firstName, firstName)),
            lastName && ((user) => like(user.lastName, lastName)),
            searchKey &&
              ((user) =>
                [user.firstName, user.lastName, user.email, user.phone, user.address, user.externalUserId].some((value) =>
                  like(value, searchKey),
                )),
            subscriptionId && ((user) => summary(user).subscriptionId === subscriptionId),
            subStatuses && ((user) => subStatuses.has(summary(user).subscriptionStatus)),
            planIds && ((user) => planIds.has(summary(user).planId)),
          ),
        )
        return {
          userAccounts: dialect.list(
            pageOf(matching, page, count).map((user) => userBean(ctx, user)),
            '[]',
          ),
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: userSortFields }, emptyUserList) },
    ),

    // The merchant's customers created in the range (inclusive; 0 or nothing leaves an end open). Deleted customers
    // are not counted: the sandbox removes them.
    handle(
      userCount,
      ({ input, store }) => {
        const created = createTimeCheck<UserRecord>(input)
        let total = 0
        for (const user of store.users.values()) if (user.merchantId === store.merchantId && (!created || created(user))) total++
        return { total }
      },
      { prepare: readListRequest(undefined, () => ({ total: 0 })) },
    ),

    handle(userSearch, (ctx) => {
      const { input, store } = ctx
      const key = input.searchKey
      const current = currentSubscriptions(store)
      const newest = newestUsers(store)
      const found = new Map<number, UserRecord>()
      const add = (user: UserRecord | undefined) => {
        if (user && user.merchantId === store.merchantId) found.set(user.id, user)
      }

      // 1. Up to 10 exact matches on the user id, the current subscription id or the VAT number.
      const numeric = /^\d+$/.test(key) ? Number(key) : undefined
      newest
        .filter(
          (user) =>
            user.id === numeric ||
            current.get(user.id)?.subscriptionId === key ||
            (user.vATNumber !== '' && user.vATNumber === key),
        )
        .slice(0, 10)
        .forEach(add)
      // 2. The customer of the invoice, and of the payment, with that id.
      if (found.size < 10) {
        const invoice = store.invoices.get(key)
        if (invoice) add(store.users.get(invoice.userId))
        for (const candidate of store.invoices.values()) {
          if (candidate.payments.some((payment) => payment.paymentId === key)) add(store.users.get(candidate.userId))
        }
      }
      // 3. Up to 10 more by part of the e-mail, first name, last name or company name.
      if (found.size < 10) {
        newest
          .filter((user) => [user.email, user.firstName, user.lastName, user.companyName].some((value) => like(value, key)))
          .slice(0, 10)
          .forEach((user) => {
            if (!found.has(user.id)) add(user)
          })
      }
      return {
        userAccounts: ctx.dialect.list(
          [...found.values()].map((user) => userBean(ctx, user)),
          '[]',
        ),
      }
    }),
  ],
})
