import { z } from 'zod'
import { emptyOutput, endpoint, httpUrl, positiveInt, resource } from './core'

/**
 * The event kinds the real service sends and accepts (`real-service.md` A6). The spec does not list them;
 * the real service refuses any other name (`Event:<name> Not In Event List`).
 */
export const webhookEventKinds = [
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.cancelled',
  'subscription.expired',
  'subscription.failed',
  'subscription.auto_renew.success',
  'subscription.auto_renew.failure',
  'subscription.end.of.this.cycle',
  'subscription.resume.end.of.this.cycle',
  'subscription.track',
  'subscription.track.willcancel',
  'subscription.track.user.outofsubscribe',
  'subscription.latest_invoice.track',
  'subscription.pending_update.create',
  'subscription.pending_update.success',
  'subscription.pending_update.cancelled',
  'subscription.onetime_addon.created',
  'subscription.onetime_addon.success',
  'subscription.onetime_addon.cancelled',
  'subscription.onetime_addon.expired',
  'user.created',
  'user.updated',
  'user.metric.update',
  'payment.created',
  'payment.authorised.need',
  'payment.success',
  'payment.cancelled',
  'payment.failure',
  'refund.created',
  'refund.success',
  'refund.failure',
  'refund.cancelled',
  'refund.reversed',
  'invoice.created',
  'invoice.paid',
  'invoice.process',
  'invoice.cancelled',
  'invoice.failed',
  'invoice.reversed',
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
