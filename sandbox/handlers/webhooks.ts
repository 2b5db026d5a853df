import { webhookEventKinds, webhookResend, webhookUpdateEndpoint } from '../../src/api/contract/webhooks'
import { buildWebhookLog, type WebhookEndpointRecord, type WebhookLogRecord } from '../records'
import { defineArea, handle } from '../registry'

/**
 * Webhooks (4.22 update an endpoint, 4.23 resend a delivery).
 *
 * Update: `events`, when given (even empty), replace the endpoint's events; without `events` the dialect
 * decides (the spec's reading keeps them, the real service clears them). Resend's `sendResult`: whether
 * the receiver accepted the delivery (2xx), or, in the real dialect, whether it was sent at all.
 *
 * An endpoint has `id, url, events` and, optionally, a `secret` that signs deliveries. A resend delivers
 * the log's payload again to the endpoint's current address and records the attempt as a new log
 * (`resendOfLogId`, `delivered`, `result`); the original log counts it (`resendCount`, `lastResendTime`).
 *
 * The sandbox really sends a delivery only to a loopback address (127.0.0.0/8, localhost, [::1]), so a
 * merchant can try a receiver running on their machine; it never sends anything anywhere else.
 */

/** An endpoint as the sandbox keeps it: the signing secret is optional. */
export type SandboxWebhookEndpoint = WebhookEndpointRecord & { secret?: string }

/** A delivery log, with what the sandbox adds to the attempts it makes. */
export type SandboxWebhookLog = WebhookLogRecord & {
  /** The log that was resent, 0 for an original delivery. */
  resendOfLogId?: number
  delivered?: boolean
  /** What happened, for people: "delivered: HTTP 200" or "not delivered: ...". */
  result?: string
}

export const DELIVERY_TIMEOUT_MS = 2000
export const NOT_LOOPBACK_REASON = 'not delivered: the sandbox only delivers to loopback addresses'
/** Response bodies longer than this are cut in the log. */
const MAX_LOGGED_RESPONSE = 2000

const knownKinds = new Set<string>(webhookEventKinds)

/** Whether the URL's host is a loopback address: 127.0.0.0/8, localhost or [::1]. */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  // The URL parser has already normalised the host: 127.1 is 127.0.0.1, [0::1] is [::1].
  const host = parsed.hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/** Hex HMAC-SHA256 of the text (Web Crypto, so the sandbox also runs in a browser). */
async function hmacSha256(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const signature = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(text))
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface DeliveryRequest {
  url: string
  event: string
  /** The new log's id. */
  deliveryId: number
  /** The log being resent. */
  resendOf: number
  /** JSON text. */
  body: string
  /** Seconds since the epoch. */
  timestamp: number
  secret?: string
}

export interface DeliveryResult {
  /** Whether a request went out (even if it then failed): the address is on loopback. */
  sent: boolean
  delivered: boolean
  /** 0 when no answer came. */
  httpStatus: number
  responseBody: string
  result: string
}

/**
 * Posts the payload when the URL is on loopback (delivered = a 2xx answer within 2 s, redirects not
 * followed); for any other address nothing is sent.
 */
export async function deliver(request: DeliveryRequest): Promise<DeliveryResult> {
  const notSent = (result: string): DeliveryResult => ({ sent: false, delivered: false, httpStatus: 0, responseBody: '', result })
  if (!request.url) return notSent('not delivered: there is no address to send to')
  if (!isLoopbackUrl(request.url)) return notSent(NOT_LOOPBACK_REASON)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'merchant-billing-sandbox',
    'X-Webhook-Event': request.event,
    'X-Webhook-Delivery': String(request.deliveryId),
    'X-Webhook-Resend-Of': String(request.resendOf),
    'X-Webhook-Timestamp': String(request.timestamp),
  }
  if (request.secret) {
    headers['X-Webhook-Signature'] = `sha256=${await hmacSha256(request.secret, `${request.timestamp}.${request.body}`)}`
  }
  try {
    const response = await globalThis.fetch(request.url, {
      method: 'POST',
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
    const text = (await response.text()).slice(0, MAX_LOGGED_RESPONSE)
    const status = response.status
    if (status >= 200 && status <= 299) {
      return { sent: true, delivered: true, httpStatus: status, responseBody: text, result: `delivered: HTTP ${status}` }
    }
    // A browser reports a redirect that is not followed as status 0 ("opaqueredirect").
    const redirected = response.type === 'opaqueredirect' || (status >= 300 && status <= 399)
    return {
      sent: true,
      delivered: false,
      httpStatus: status,
      responseBody: text,
      result: redirected
        ? 'not delivered: the receiver answered with a redirect, which the sandbox does not follow'
        : `not delivered: the receiver answered HTTP ${status}`,
    }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    // fetch puts the network error (ECONNREFUSED, ...) in `cause`.
    const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    const result = timedOut
      ? `not delivered: no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`
      : `not delivered: the connection failed (${detail})`
    return { sent: true, delivered: false, httpStatus: 0, responseBody: '', result }
  }
}

/** The payload of a resend: the logged payload when it is JSON, else the event around the logged text. */
function payloadOf(log: WebhookLogRecord): string {
  try {
    JSON.parse(log.requestBody)
    return log.requestBody
  } catch {
    return JSON.stringify({ event: log.event, endpointId: log.endpointId, logId: log.id, data: log.requestBody })
  }
}

export default defineArea({
  area: 'webhooks',
  handlers: [
    handle(webhookUpdateEndpoint, ({ input, store, now, dialect, badRequest }) => {
      const endpoint = store.webhookEndpoints.get(input.endpointId) ?? dialect.notFound('webhookEndpoint', input.endpointId)
      const changes: Partial<WebhookEndpointRecord> = { url: input.url, gmtModify: now() }
      if (input.events === undefined) {
        if (dialect.rules.omittedEvents === 'clear') changes.events = []
      } else {
        const unknown = [...new Set(input.events.filter((event) => !knownKinds.has(event)))]
        if (unknown.length) {
          badRequest(
            `Unknown event kind${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')} (known kinds: ${webhookEventKinds.join(', ')})`,
          )
        }
        changes.events = [...new Set(input.events)]
      }
      store.webhookEndpoints.update(endpoint.id, changes)
      return {}
    }),

    handle(webhookResend, async ({ input, store, now, dialect }) => {
      const log = store.webhookLogs.get(input.logId) ?? dialect.notFound('webhookLog', input.logId)
      const endpoint = store.webhookEndpoints.get(log.endpointId) as SandboxWebhookEndpoint | undefined
      const url = endpoint?.url ?? log.url
      const body = payloadOf(log)
      const time = now()
      const attempt = buildWebhookLog(store, {
        endpointId: log.endpointId,
        event: log.event,
        url,
        requestBody: body,
        createTime: time,
      }) as SandboxWebhookLog
      const outcome = await deliver({
        url,
        event: log.event,
        deliveryId: attempt.id,
        resendOf: log.id,
        body,
        timestamp: time,
        secret: endpoint?.secret,
      })
      const recorded: SandboxWebhookLog = {
        ...attempt,
        httpStatus: outcome.httpStatus,
        responseBody: outcome.responseBody,
        resendOfLogId: log.id,
        delivered: outcome.delivered,
        result: outcome.result,
      }
      store.webhookLogs.put(recorded)
      store.webhookLogs.update(log.id, { resendCount: log.resendCount + 1, lastResendTime: time })
      return { sendResult: dialect.rules.sendResult === 'sent' ? outcome.sent : outcome.delivered }
    }),
  ],
})
