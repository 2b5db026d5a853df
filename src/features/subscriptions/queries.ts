import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import type { Endpoint, EndpointInput } from '../../api/contract/core'
import {
  subscriptionDetail,
  subscriptionList,
  type SubscriptionDetail,
  type SubscriptionListInput,
} from '../../api/contract/extensions/subscriptions'
import { subscriptionRenew, type SubscriptionRenewInput } from '../../api/contract/subscriptions'
import { customerSubscriptionsInput } from './listSearch'
import { withStoredStatuses } from './storedStatuses'

export const subscriptionQueries = {
  all: ['subscriptions'] as const,
  lists: () => [...subscriptionQueries.all, 'list'] as const,
  /** A page of subscriptions (the service sends an empty page as null); "active" finds those shown so (`withStoredStatuses`). */
  list: (input: SubscriptionListInput) =>
    queryOptions({
      queryKey: [...subscriptionQueries.lists(), input],
      queryFn: async ({ signal }) => {
        const { subscriptions, total } = await call(subscriptionList, withStoredStatuses(input), { signal })
        return { subscriptions: subscriptions ?? [], total: total ?? 0 }
      },
      placeholderData: keepPreviousData,
    }),
  /** A subscription with its customer, plan, gateway and latest invoice; null when the service sends none. */
  detail: (subscriptionId: string) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'detail', subscriptionId],
      queryFn: async ({ signal }) => {
        const detail = await call(subscriptionDetail, { subscriptionId }, { signal })
        return detail.subscription ? detail : null
      },
      // A failure (often "not found") stays until the person retries, instead of being fetched again on mount.
      retryOnMount: false,
    }),
}

/** The customer a subscription belongs to, from its customer or, without one, from the subscription itself. */
export const subscriptionCustomer = (detail: SubscriptionDetail | null | undefined) =>
  detail?.user?.id ?? detail?.subscription?.userId

/** A page of one customer's subscriptions on the customer's page: its section's query, which the route asks for with the customer. */
export const customerSubscriptionsPage = (userId: number, page: number) =>
  subscriptionQueries.list(customerSubscriptionsInput(userId, page))

/** Manual renewal (4.1). A write: never retried on its own. */
export function useRenewSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SubscriptionRenewInput) => call(subscriptionRenew, input),
    // A renewal changes records of other areas too (the user's promo credit, a discount code's used
    // quantity, invoices and their payments): every cached read is stale now.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

/**
 * One of the everyday writes on a subscription (cancel, cancel at the period's end and its undo, extend, change).
 * A write: never retried on its own. It changes other records too (the latest invoice, the customer's current
 * subscription, pending changes): every cached read is stale after it.
 */
export function useSubscriptionWrite<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => call(endpoint, input),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
