import { z } from 'zod'
import { emptyOutput, endpoint, httpUrl, positiveInt, resource } from './core'

/**
 * Event kinds known to be sent by the service family. The spec does not list them, so an endpoint may
 * subscribe to other names too.
 */
export const webhookEventKinds = [
  'subscription.created',
  'subscription.updated',
  'subscription.cancelled',
  'subscription.expired',
  'subscription.renewed',
  'invoice.created',
  'invoice.paid',
  'invoice.cancelled',
  'payment.success',
  'payment.failed',
  'payment.refunded',
  'user.created',
  'user.updated',
  'user.deleted',
  'discount.updated',
  'metric.deleted',
] as const
export type WebhookEventKind = (typeof webhookEventKinds)[number]

// ---- requests ----

export const webhookUpdateEndpointInput = z.object({
  endpointId: positiveInt('Endpoint id'),
  url: httpUrl('Endpoint URL'),
  events: z
    .array(z.string({ error: 'Event names must be text' }).trim().min(1, { error: 'Event names cannot be empty' }), {
      error: 'Events must be a list of event names',
    })
    .optional(),
})
export type WebhookUpdateEndpointInput = z.input<typeof webhookUpdateEndpointInput>

export const webhookResendInput = z.object({ logId: positiveInt('Log id') })
export type WebhookResendInput = z.input<typeof webhookResendInput>

// ---- endpoints ----

export const webhookUpdateEndpoint = endpoint({
  section: '4.22',
  name: 'webhookUpdateEndpoint',
  method: 'POST',
  path: '/merchant/webhook/update_endpoint',
  summary: 'Update the address and events of a webhook endpoint',
  kind: 'write',
  input: webhookUpdateEndpointInput,
  output: emptyOutput,
})

export const webhookResend = endpoint({
  section: '4.23',
  name: 'webhookResend',
  method: 'POST',
  path: '/merchant/webhook/resend',
  summary: 'Resend a webhook delivery',
  kind: 'write',
  input: webhookResendInput,
  output: resource({ sendResult: z.boolean() }),
})
