import { z } from 'zod'
import type { WebhookEndpointLogListInput } from '../../api/contract/extensions/webhooks'
import { webhookResendInput, webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { countSearch, filterSearch, pageSearch } from '../../lib/listSearch'

/** The page of an endpoint's deliveries, kept in the URL. */
export const logsSearchSchema = z.object({ page: pageSearch, count: countSearch() })
export type LogsSearch = z.output<typeof logsSearchSchema>
export const logsSearchDefaults = logsSearchSchema.parse({})

export function toLogListInput(endpointId: number, search: LogsSearch): WebhookEndpointLogListInput {
  return { endpointId, page: search.page, count: search.count }
}

/** The ids that prefill the by-id forms (`?endpointId=3`, `?logId=8`); a bad value is ignored. */
export const byIdSearchSchema = z.object({
  endpointId: filterSearch(webhookUpdateEndpointInput.shape.endpointId),
  logId: filterSearch(webhookResendInput.shape.logId),
})
export type ByIdSearch = z.output<typeof byIdSearchSchema>
