import { useMutation } from '@tanstack/react-query'
import { call } from '../../api/client'
import {
  webhookResend,
  webhookUpdateEndpoint,
  type WebhookResendInput,
  type WebhookUpdateEndpointInput,
} from '../../api/contract/webhooks'

/**
 * The API has no call that reads webhook endpoints or logs, so there is nothing to cache or invalidate:
 * these are the two writes.
 */
export const webhookKeys = {
  all: ['webhooks'] as const,
}

export function useUpdateEndpoint() {
  return useMutation({
    mutationKey: [...webhookKeys.all, 'update-endpoint'],
    mutationFn: (input: WebhookUpdateEndpointInput) => call(webhookUpdateEndpoint, input),
  })
}

export function useResendDelivery() {
  return useMutation({
    mutationKey: [...webhookKeys.all, 'resend'],
    mutationFn: (input: WebhookResendInput) => call(webhookResend, input),
  })
}
