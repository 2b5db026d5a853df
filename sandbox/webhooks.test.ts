import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { webhookEventKinds } from '../src/api/contract/webhooks'
import {
  deliver,
  isLoopbackUrl,
  NOT_LOOPBACK_REASON,
  type SandboxWebhookEndpoint,
  type SandboxWebhookLog,
} from './handlers/webhooks'
import { DEMO_WEBHOOK_LOG_COUNT } from './seed-account'
import type { WorkspaceState } from './store'
import { createTestSandbox } from './testing'

const updatePath = '/merchant/webhook/update_endpoint'
const resendPath = '/merchant/webhook/resend'
const NOW = 1_800_000_000

function emptySandbox() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const state = async () => (await sandbox.control<WorkspaceState>('state')).body.data
  const endpoints = async () => (await state()).collections.webhookEndpoints as SandboxWebhookEndpoint[]
  const logs = async () => (await state()).collections.webhookLogs as SandboxWebhookLog[]
  return { ...sandbox, state, endpoints, logs }
}

interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** A receiver on 127.0.0.1 that answers `status` and records what it got. */
async function receiver(status = 200, answer = '{"received":true}', headers: Record<string, string> = {}) {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      response.writeHead(status, { 'Content-Type': 'text/plain', ...headers })
      response.end(answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  servers.push(server)
  return { url: `http://127.0.0.1:${port}/hooks`, port, received }
}

const servers: Server[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('webhook endpoint update (4.22)', () => {
  it('changes the address and replaces the events', async () => {
    const { control, call, endpoints } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 7, url: 'https://old.example.test/hook', events: ['invoice.paid', 'user.created'] }],
    })
    const response = await call(updatePath, {
      endpointId: 7,
      url: ' https://new.example.test/hook ',
      events: ['payment.failure', 'payment.failure', 'invoice.created'],
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({})
    const [endpoint] = await endpoints()
    expect(endpoint).toMatchObject({
      id: 7,
      url: 'https://new.example.test/hook',
      events: ['payment.failure', 'invoice.created'],
      gmtModify: NOW,
    })
  })

  it('keeps the events when none are given, and clears them for an empty list', async () => {
    const { control, call, endpoints } = emptySandbox()
    await control('seed', { webhookEndpoints: [{ id: 1, url: 'https://a.example.test', events: ['invoice.paid'] }] })
    await call(updatePath, { endpointId: 1, url: 'https://b.example.test' })
    expect((await endpoints())[0]).toMatchObject({ url: 'https://b.example.test', events: ['invoice.paid'] })
    await call(updatePath, { endpointId: 1, url: 'https://c.example.test', events: [] })
    expect((await endpoints())[0]).toMatchObject({ url: 'https://c.example.test', events: [] })
  })

  it('refuses unknown event kinds with 400, naming them, and changes nothing', async () => {
    const { control, call, endpoints } = emptySandbox()
    await control('seed', { webhookEndpoints: [{ id: 1, url: 'https://a.example.test', events: ['invoice.paid'] }] })
    const response = await call(updatePath, {
      endpointId: 1,
      url: 'https://b.example.test',
      events: ['invoice.paid', 'invoice.teleported', 'custom.thing'],
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(
      `Unknown event kinds: invoice.teleported, custom.thing (known kinds: ${webhookEventKinds.join(', ')})`,
    )
    expect((await endpoints())[0]).toMatchObject({ url: 'https://a.example.test', events: ['invoice.paid'] })
  })

  it('answers 404 for an unknown endpoint', async () => {
    const { call } = emptySandbox()
    const response = await call(updatePath, { endpointId: 404, url: 'https://a.example.test' })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ code: 404, message: 'Webhook endpoint 404 not found' })
  })

  it('refuses an address that is not http(s) with 400 (the contract)', async () => {
    const { control, call } = emptySandbox()
    await control('seed', { webhookEndpoints: [{ id: 1, url: 'https://a.example.test' }] })
    const response = await call(updatePath, { endpointId: 1, url: 'ftp://files.example.test/hook' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('url: Endpoint URL must be an http(s) URL')
  })
})

describe('loopback addresses', () => {
  it('are 127.0.0.0/8, localhost and [::1], in any spelling the URL parser normalises', () => {
    for (const url of [
      'http://127.0.0.1:9000/x',
      'https://127.8.9.10/',
      'http://localhost/',
      'http://LOCALHOST:3000',
      'http://[::1]:8080/',
      'http://127.1/',
      'http://[0:0::1]/',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true)
    }
  })

  it('are nothing else', () => {
    for (const url of [
      'https://hooks.example.com',
      'http://10.0.0.1/',
      'http://192.168.1.2/',
      'http://128.0.0.1/',
      'http://localhost.example.com/',
      'http://127.0.0.1.nip.io/',
      'http://[::2]/',
      'ftp://127.0.0.1/',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false)
    }
  })
})

describe('webhook resend (4.23)', () => {
  const payload = '{"id":"evt_1","event":"invoice.paid","data":{"invoiceId":"in_1"}}'

  it('really delivers to a loopback receiver, signed with the endpoint secret, and records the delivery', async () => {
    const hook = await receiver(200, 'thanks')
    const { control, call, logs } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 3, url: hook.url, events: ['invoice.paid'], secret: 'whsec_test' }],
      webhookLogs: [{ id: 11, endpointId: 3, event: 'invoice.paid', url: hook.url, requestBody: payload, httpStatus: 500 }],
    })
    const response = await call<{ sendResult: boolean }>(resendPath, { logId: 11 })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({ sendResult: true })

    expect(hook.received).toHaveLength(1)
    const [delivery] = hook.received
    expect(delivery).toMatchObject({ method: 'POST', url: '/hooks', body: payload })
    expect(delivery.headers['content-type']).toBe('application/json')
    expect(delivery.headers['x-webhook-event']).toBe('invoice.paid')
    expect(delivery.headers['x-webhook-resend-of']).toBe('11')
    expect(delivery.headers['x-webhook-timestamp']).toBe(String(NOW))
    const expected = createHmac('sha256', 'whsec_test').update(`${NOW}.${payload}`).digest('hex')
    expect(delivery.headers['x-webhook-signature']).toBe(`sha256=${expected}`)

    const [original, attempt] = await logs()
    expect(original).toMatchObject({ id: 11, resendCount: 1, lastResendTime: NOW, httpStatus: 500 })
    expect(attempt).toMatchObject({
      id: 12,
      endpointId: 3,
      event: 'invoice.paid',
      url: hook.url,
      requestBody: payload,
      httpStatus: 200,
      responseBody: 'thanks',
      resendOfLogId: 11,
      delivered: true,
      result: 'delivered: HTTP 200',
      createTime: NOW,
    })
    expect(delivery.headers['x-webhook-delivery']).toBe('12')
  })

  it('sends to the endpoint address of now, not the one in the log, and signs nothing without a secret', async () => {
    const hook = await receiver(204, '')
    const { control, call } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 1, url: 'https://old.example.test/hook' }],
      webhookLogs: [
        {
          id: 1,
          endpointId: 1,
          event: 'user.updated',
          url: 'https://old.example.test/hook',
          requestBody: '{"event":"user.updated"}',
        },
      ],
    })
    await call(updatePath, { endpointId: 1, url: hook.url.replace('127.0.0.1', 'localhost') })
    expect((await call<{ sendResult: boolean }>(resendPath, { logId: 1 })).body.data.sendResult).toBe(true)
    expect(hook.received).toHaveLength(1)
    expect(hook.received[0].headers['x-webhook-signature']).toBeUndefined()
  })

  it('reports a receiver that answers an error as not delivered, and records why', async () => {
    const hook = await receiver(503, 'busy')
    const { control, call, logs } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 1, url: hook.url }],
      webhookLogs: [{ id: 1, endpointId: 1, event: 'payment.failure', requestBody: '{}' }],
    })
    expect((await call<{ sendResult: boolean }>(resendPath, { logId: 1 })).body.data.sendResult).toBe(false)
    expect(hook.received).toHaveLength(1)
    expect((await logs())[1]).toMatchObject({
      delivered: false,
      httpStatus: 503,
      responseBody: 'busy',
      result: 'not delivered: the receiver answered HTTP 503',
    })
  })

  it('never follows a redirect, even from a loopback receiver', async () => {
    const target = await receiver(200)
    const hook = await receiver(307, '', { Location: target.url })
    const { control, call, logs } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 1, url: hook.url }],
      webhookLogs: [{ id: 1, endpointId: 1, event: 'user.created' }],
    })
    expect((await call<{ sendResult: boolean }>(resendPath, { logId: 1 })).body.data.sendResult).toBe(false)
    expect(hook.received).toHaveLength(1)
    expect(target.received).toHaveLength(0)
    expect((await logs())[1].result).toBe(
      'not delivered: the receiver answered with a redirect, which the sandbox does not follow',
    )
  })

  it('reports a receiver that is not listening as not delivered', async () => {
    const hook = await receiver()
    await new Promise((resolve) => servers.pop()!.close(resolve))
    const { control, call, logs } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 1, url: hook.url }],
      webhookLogs: [{ id: 1, endpointId: 1, event: 'user.created' }],
    })
    expect((await call<{ sendResult: boolean }>(resendPath, { logId: 1 })).body.data.sendResult).toBe(false)
    expect((await logs())[1].result).toMatch(/^not delivered: the connection failed/)
  })

  it('never sends to an address off loopback: not delivered, with the reason, and no request made', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { control, call, logs } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 1, url: 'https://hooks.example.com/billing', secret: 'whsec_x' }],
      webhookLogs: [{ id: 4, endpointId: 1, event: 'invoice.paid', requestBody: payload }],
    })
    const response = await call<{ sendResult: boolean }>(resendPath, { logId: 4 })
    expect(response.body.data).toEqual({ sendResult: false })
    expect(fetchSpy).not.toHaveBeenCalled()
    const [original, attempt] = await logs()
    expect(original.resendCount).toBe(1)
    expect(attempt).toMatchObject({
      resendOfLogId: 4,
      delivered: false,
      httpStatus: 0,
      url: 'https://hooks.example.com/billing',
      result: NOT_LOOPBACK_REASON,
    })
    expect(NOT_LOOPBACK_REASON).toBe('not delivered: the sandbox only delivers to loopback addresses')
  })

  it('says a timed-out delivery took too long', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'))
    const outcome = await deliver({
      url: 'http://127.0.0.1:1/x',
      event: 'user.created',
      deliveryId: 2,
      resendOf: 1,
      body: '{}',
      timestamp: NOW,
    })
    expect(outcome).toEqual({
      sent: true,
      delivered: false,
      httpStatus: 0,
      responseBody: '',
      result: 'not delivered: no answer within 2 s',
    })
  })

  it('records each resend as a new delivery', async () => {
    const { control, call, logs } = emptySandbox()
    await control('seed', {
      webhookEndpoints: [{ id: 1, url: 'https://a.example.test' }],
      webhookLogs: [{ id: 1, endpointId: 1, event: 'user.created' }],
    })
    await call(resendPath, { logId: 1 })
    await call(resendPath, { logId: 1 })
    const all = await logs()
    expect(all.map((log) => [log.id, log.resendOfLogId ?? 0])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
    ])
    expect(all[0].resendCount).toBe(2)
  })

  it('answers 404 for an unknown log, and 400 for a bad log id', async () => {
    const { call } = emptySandbox()
    const response = await call(resendPath, { logId: 999 })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Webhook log 999 not found')
    expect((await call(resendPath, { logId: 0 })).status).toBe(400)
  })
})

describe('webhooks in the demo dataset', () => {
  it('has five endpoints, two on loopback, every event known, and the delivery logs', async () => {
    const { control } = createTestSandbox({ dataset: 'demo' })
    const state = (await control<WorkspaceState>('state')).body.data
    const endpoints = state.collections.webhookEndpoints as SandboxWebhookEndpoint[]
    expect(endpoints.map((endpoint) => endpoint.id)).toEqual([1, 2, 3, 4, 5])
    expect(endpoints.filter((endpoint) => isLoopbackUrl(endpoint.url)).map((endpoint) => endpoint.id)).toEqual([3, 4])
    expect(
      endpoints.every((endpoint) => endpoint.events.every((event) => (webhookEventKinds as readonly string[]).includes(event))),
    ).toBe(true)
    expect(endpoints.every((endpoint) => endpoint.secret?.startsWith('whsec_'))).toBe(true)
    const logs = state.collections.webhookLogs
    expect(logs).toHaveLength(DEMO_WEBHOOK_LOG_COUNT)
    expect(new Set(logs.map((log) => log.endpointId))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(logs.some((log) => log.httpStatus >= 500)).toBe(true)
  })
})
