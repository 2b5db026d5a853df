import { SubscriptionStatus } from '../../api/contract/codes'
import type { SubscriptionListInput } from '../../api/contract/extensions/subscriptions'

/**
 * The list's request with the statuses the service stores for those it shows. Called with an API key, the service
 * shows a subscription stored as incomplete (7) as active (2), but filters on the stored status (list-endpoints.md
 * §3.4): asking for active asks for incomplete too, or the rows shown as active would vanish when filtered for.
 */
export function withStoredStatuses(input: SubscriptionListInput): SubscriptionListInput {
  const { status } = input
  if (!status?.includes(SubscriptionStatus.active) || status.includes(SubscriptionStatus.incomplete)) return input
  return { ...input, status: [...status, SubscriptionStatus.incomplete] }
}
