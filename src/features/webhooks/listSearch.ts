import type { WebhookEndpointLogListInput } from '../../api/contract/extensions/webhooks'
import { webhookResendInput, webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { countParam, pageParam, ruleParam, searchDefaults, searchSchema } from '../../lib/listSearch'

/** The page of an endpoint's deliveries, kept in the URL. */
export const logsSearchSchema = searchSchema({ page: pageParam, count: countParam(20) })
export type LogsSearch = ReturnType<typeof logsSearchSchema.parse>
export const logsSearchDefaults = searchDefaults(logsSearchSchema)

export function toLogListInput(endpointId: number, search: LogsSearch): WebhookEndpointLogListInput {
  return { endpointId, page: search.page, count: search.count }
}

/** The ids that prefill the by-id forms (`?endpointId=3`, `?logId=8`); a bad value is ignored. */
export const byIdSearchSchema = searchSchema({
  endpointId: ruleParam(() => webhookUpdateEndpointInput.shape.endpointId),
  logId: ruleParam(() => webhookResendInput.shape.logId),
})
export type ByIdSearch = ReturnType<typeof byIdSearchSchema.parse>
