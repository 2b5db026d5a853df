import type { WebhookEventKind } from '../src/api/contract/webhooks'
import type { SandboxWebhookLog } from './handlers/webhooks'
import { randomHex } from './random'
import { buildWebhookLog } from './records'
import type { Workspace } from './store'

/**
 * What the service tells others when a write call changes something: webhook events and e-mails to the customer.
 * The sandbox sends neither: it records each event as a delivery log of every endpoint that receives its kind (a
 * resend delivers it, as resends do), and puts each e-mail in the workspace's mailbox.
 */

/** What a recorded event's delivery log says happened. */
export const RECORDED_NOT_SENT = 'not delivered: the sandbox records events without sending them (resend the log to deliver it)'

/** Records `event` with `data` for every endpoint of the merchant that receives that kind of event. */
export function recordEvent(ws: Workspace, event: WebhookEventKind, data: Record<string, unknown>): void {
  const time = ws.now()
  for (const endpoint of ws.webhookEndpoints.values()) {
    if (endpoint.merchantId !== ws.merchantId || !endpoint.events.includes(event)) continue
    const body = { id: `evt_${randomHex(10)}`, event, createTime: time, merchantId: ws.merchantId, data }
    const log: SandboxWebhookLog = {
      ...buildWebhookLog(ws, {
        endpointId: endpoint.id,
        event,
        url: endpoint.url,
        requestBody: JSON.stringify(body),
        responseBody: '',
        httpStatus: 0,
        createTime: time,
      }),
      resendOfLogId: 0,
      delivered: false,
      result: RECORDED_NOT_SENT,
    }
    ws.webhookLogs.put(log)
  }
}

/** Puts a mail to the customer in the mailbox (nothing when the customer or the address is unknown). */
export function mailCustomer(ws: Workspace, userId: number, subject: string): void {
  const email = ws.users.get(userId)?.email
  if (!email) return
  ws.mailbox.push({ email, code: '', sentAt: ws.now(), subject })
  ws.changed()
}
