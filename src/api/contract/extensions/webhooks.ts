import { z } from 'zod'
import { extensionEndpoint, list, noInput, positiveInt, resource } from '../core'
import { paging } from './listing'

// ---- resources (real-service.md A7; list-endpoints.md §3.10) ----

export const webhookEndpointSchema = resource({
  createTime: z.number(),
  gmtModify: z.number(),
  id: z.number(),
  merchantId: z.number(),
  /** Event kinds the endpoint receives (`webhookEventKinds`). */
  webhookEvents: list(z.string()),
  webhookUrl: z.string(),
})
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>

/** One delivery of an event to an endpoint. */
export const webhookLogSchema = resource({
  /** The payload sent: JSON text. */
  body: z.string(),
  createTime: z.number(),
  endpointId: z.number(),
  id: z.number(),
  /** A note on the delivery (the service's own spelling). */
  mamo: z.string(),
  merchantId: z.number(),
  reconsumeCount: z.number(),
  requestId: z.string(),
  /** What the receiver answered. */
  response: z.string(),
  webhookEvent: z.string(),
  webhookUrl: z.string(),
})
export type WebhookLog = z.infer<typeof webhookLogSchema>

// ---- requests ----

export const webhookEndpointLogListInput = z.object({
  endpointId: positiveInt('Endpoint id'),
  ...paging(),
})
export type WebhookEndpointLogListInput = z.input<typeof webhookEndpointLogListInput>

// ---- endpoints ----

/** Every endpoint at once: no paging and no total. */
export const webhookEndpointList = extensionEndpoint({
  section: 'L3.10',
  name: 'webhookEndpointList',
  method: 'GET',
  path: '/merchant/webhook/endpoint_list',
  summary: 'List the webhook endpoints with their events',
  kind: 'read',
  input: noInput,
  output: resource({ endpointList: list(webhookEndpointSchema) }),
})

export const webhookEndpointLogList = extensionEndpoint({
  section: 'L3.10',
  name: 'webhookEndpointLogList',
  method: 'GET',
  path: '/merchant/webhook/endpoint_log_list',
  summary: 'List the deliveries to a webhook endpoint, newest first',
  kind: 'read',
  input: webhookEndpointLogListInput,
  output: resource({ endpointLogList: list(webhookLogSchema), total: z.number() }),
})
