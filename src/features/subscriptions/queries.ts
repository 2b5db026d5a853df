import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { subscriptionRenew, type SubscriptionRenewInput } from '../../api/contract/subscriptions'

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
