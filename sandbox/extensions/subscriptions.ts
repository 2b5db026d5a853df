import { subscriptionDetail, subscriptionList, subscriptionSortFields } from '../../src/api/contract/extensions/subscriptions'
import type { SubscriptionRecord } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { subscriptionDetailBean } from './beans'
import { given, inCreateTimeRange, like, oneOfSet, orderBy, own, ownedBy, pageOf, readListRequest } from './listing'

/**
 * Subscriptions: the list (list-endpoints.md §3.4) and the detail call (§4).
 *
 * - status: the stored statuses (the sandbox shows them as stored).
 * - productIds: the merchant's plans of those products (0 also matches plans without a product) are added
 *   to planIds; a product without plans adds nothing, and when nothing is left there is no plan filter at
 *   all (as the real service does).
 * - email (part of), externalUserId (exact): the matching customers; none gives the empty list.
 * - searchKey: part of the subscription id or of the customer's e-mail.
 * - gmt_modify is the subscription's `lastUpdateTime`.
 */

const sortKeys = {
  gmt_create: (subscription: SubscriptionRecord) => subscription.createTime,
  gmt_modify: (subscription: SubscriptionRecord) => subscription.lastUpdateTime,
} as const

const emptySubscriptionList = () => ({ subscriptions: null, total: 0 })

/** The plan ids a plan and product filter stands for; undefined for no filter. */
function planFilter(ws: Workspace, planIds: number[] = [], productIds: number[] = []): Set<number> | undefined {
  const ids = new Set(planIds)
  if (productIds.length) {
    const products = new Set(productIds)
    for (const plan of ws.plans.values()) {
      if (plan.merchantId === ws.merchantId && products.has(plan.productId)) ids.add(plan.id)
    }
  }
  return ids.size ? ids : undefined
}

/** The ids of the merchant's users an e-mail part and an external user id name; undefined for no filter. */
function userFilter(ws: Workspace, email?: string, externalUserId?: string): Set<number> | undefined {
  if (!email && !externalUserId) return undefined
  const ids = new Set<number>()
  for (const user of ws.users.values()) {
    if (user.merchantId !== ws.merchantId) continue
    if (email && !like(user.email, email)) continue
    if (externalUserId && user.externalUserId !== externalUserId) continue
    ids.add(user.id)
  }
  return ids
}

export default defineArea({
  area: 'subscription lists',
  handlers: [
    handle(
      subscriptionList,
      ({ input, store, hostedUrl }) => {
        const { page, count, sortField = 'gmt_create', sortType = 'desc' } = input
        const users = userFilter(store, given(input.email), given(input.externalUserId))
        if (users?.size === 0) return emptySubscriptionList()
        const plans = planFilter(store, input.planIds, input.productIds)
        const statuses = oneOfSet(input.status)
        const currency = given(input.currency)
        const searchKey = given(input.searchKey)
        const owned = ownedBy(store)
        const sorted = store.subscriptions.sorted(`extension:${sortField}:${sortType}`, orderBy(sortKeys[sortField], sortType))
        const matching = sorted.filter(
          (subscription) =>
            owned(subscription) &&
            (input.userId === undefined || subscription.userId === input.userId) &&
            (!users || users.has(subscription.userId)) &&
            (!statuses || statuses.has(subscription.status)) &&
            (!currency || subscription.currency.toUpperCase() === currency) &&
            (!plans || plans.has(subscription.planId)) &&
            (input.amountStart === undefined || subscription.amount >= input.amountStart) &&
            (input.amountEnd === undefined || subscription.amount <= input.amountEnd) &&
            inCreateTimeRange(subscription.createTime, input) &&
            (!searchKey ||
              like(subscription.subscriptionId, searchKey) ||
              like(store.users.get(subscription.userId)?.email, searchKey)),
        )
        const shown = pageOf(matching, page, count)
        return {
          // An empty page is null, as the real service sends it.
          subscriptions: shown.length
            ? shown.map((subscription) => subscriptionDetailBean(store, subscription, hostedUrl, { listItem: true }))
            : null,
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: subscriptionSortFields }, emptySubscriptionList) },
    ),

    handle(subscriptionDetail, ({ input, store, hostedUrl, notFound }) => {
      const subscription =
        own(store, store.subscriptions.get(input.subscriptionId)) ?? notFound(`Subscription ${input.subscriptionId} not found`)
      return subscriptionDetailBean(store, subscription, hostedUrl)
    }),
  ],
})
