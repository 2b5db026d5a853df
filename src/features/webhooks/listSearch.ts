import { z } from 'zod'
import type { WebhookEndpointLogListInput } from '../../api/contract/extensions/webhooks'
import { webhookResendInput, webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { countParam, pageParam, searchDefaults } from '../../lib/listSearch'
import { lazySchema } from '../../api/contract/core'

/** The page of an endpoint's deliveries, kept in the URL. */
export const logsSearchSchema = lazySchema(() => z.object({ page: pageParam, count: countParam(20) }))
export type LogsSearch = z.infer<typeof logsSearchSchema>
export const logsSearchDefaults = searchDefaults(logsSearchSchema)

export function toLogListInput(endpointId: number, search: LogsSearch): WebhookEndpointLogListInput {
  return { endpointId, page: search.page, count: search.count }
}

/** The ids that prefill the by-id forms (`?endpointId=3`, `?logId=8`); a bad value is ignored. */
export const byIdSearchSchema = lazySchema(() =>
  z.object({
    endpointId: webhookUpdateEndpointInput.shape.endpointId.optional().catch(undefined),
    logId: webhookResendInput.shape.logId.optional().catch(undefined),
  }),
)
export type ByIdSearch = z.infer<typeof byIdSearchSchema>
