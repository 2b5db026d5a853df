import { describe, expect, it } from 'vitest'
import type { WebhookEndpoint, WebhookLog } from '../../src/api/contract/extensions/webhooks'
import { createTestSandbox } from '../testing'

const NOW = 1_800_000_000
const ENDPOINTS = '/merchant/webhook/endpoint_list'
const LOGS = '/merchant/webhook/endpoint_log_list'
const GET = { method: 'GET' as const }

async function sandboxWithWebhooks() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const seeded = await sandbox.control('seed', {
    webhookEndpoints: [
      { id: 2, url: 'https://b.example.test/hooks', events: ['invoice.paid'], createTime: NOW - 100, gmtModify: NOW - 50 },
      { id: 1, url: 'https://a.example.test/hooks', events: [], createTime: NOW - 200, gmtModify: NOW - 200 },
      { id: 3, url: 'https://other.example.test/hooks', events: ['user.created'], merchantId: 999 },
    ],
    webhookLogs: [
      {
        id: 1,
        endpointId: 1,
        event: 'invoice.paid',
        url: 'https://a.example.test/hooks',
        requestBody: '{"id":"evt_1","event":"invoice.paid"}',
        responseBody: '{"ok":true}',
        httpStatus: 200,
        createTime: NOW - 30,
        result: 'delivered: HTTP 200',
      },
      {
        id: 2,
        endpointId: 1,
        event: 'invoice.paid',
        url: 'https://a.example.test/hooks',
        requestBody: 'not json',
        responseBody: 'Bad gateway',
        httpStatus: 502,
        resendCount: 2,
        createTime: NOW - 20,
      },
      { id: 3, endpointId: 2, event: 'invoice.paid', createTime: NOW - 10 },
      { id: 4, endpointId: 1, event: 'user.created', createTime: NOW - 5 },
      { id: 5, endpointId: 3, event: 'user.created', merchantId: 999 },
    ],
  })
  expect(seeded.status).toBe(200)
  const logs = async (input: Record<string, unknown>) => {
    const response = await sandbox.call<{ endpointLogList: WebhookLog[]; total: number }>(LOGS, input, GET)
    expect(response.status).toBe(200)
    return {
      ids: response.body.data.endpointLogList.map((log) => log.id),
      total: response.body.data.total,
      data: response.body.data,
    }
  }
  return { ...sandbox, logs }
}

describe('webhook endpoint list (list-endpoints 3.10, GET only)', () => {
  it("lists the merchant's endpoints with their events, in the order they were stored, with no paging or total", async () => {
    const { call } = await sandboxWithWebhooks()
    const response = await call<{ endpointList: WebhookEndpoint[] }>(ENDPOINTS, {}, GET)
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({
      endpointList: [
        {
          id: 2,
          merchantId: 10001,
          webhookUrl: 'https://b.example.test/hooks',
          webhookEvents: ['invoice.paid'],
          gmtModify: NOW - 50,
          createTime: NOW - 100,
        },
        {
          id: 1,
          merchantId: 10001,
          webhookUrl: 'https://a.example.test/hooks',
          webhookEvents: [],
          gmtModify: NOW - 200,
          createTime: NOW - 200,
        },
      ],
    })
  })

  it("shows an endpoint's new address and events after an update", async () => {
    const { call } = await sandboxWithWebhooks()
    await call('/merchant/webhook/update_endpoint', {
      endpointId: 1,
      url: 'https://c.example.test/in',
      events: ['refund.success'],
    })
    const response = await call<{ endpointList: WebhookEndpoint[] }>(ENDPOINTS, {}, GET)
    expect(response.body.data.endpointList[1]).toMatchObject({
      id: 1,
      webhookUrl: 'https://c.example.test/in',
      webhookEvents: ['refund.success'],
      gmtModify: NOW,
    })
  })

  it('answers an empty array without endpoints', async () => {
    const { call } = createTestSandbox({ dataset: 'empty' })
    expect((await call(ENDPOINTS, {}, GET)).body.data).toEqual({ endpointList: [] })
  })
})

describe('webhook log list (list-endpoints 3.10, GET only)', () => {
  it("lists an endpoint's deliveries, newest (highest id) first, with the total", async () => {
    const { ids, total } = await (await sandboxWithWebhooks()).logs({ endpointId: 1 })
    expect(ids).toEqual([4, 2, 1])
    expect(total).toBe(3)
  })

  it("answers each as the service's log bean, mapped from the sandbox's record", async () => {
    const { data } = await (await sandboxWithWebhooks()).logs({ endpointId: 1 })
    const byId = new Map(data.endpointLogList.map((log) => [log.id, log]))
    expect(byId.get(1)).toEqual({
      id: 1,
      merchantId: 10001,
      endpointId: 1,
      reconsumeCount: 0,
      webhookUrl: 'https://a.example.test/hooks',
      webhookEvent: 'invoice.paid',
      requestId: 'evt_1',
      body: '{"id":"evt_1","event":"invoice.paid"}',
      response: '{"ok":true}',
      mamo: 'delivered: HTTP 200',
      createTime: NOW - 30,
    })
    expect(byId.get(2)).toMatchObject({
      reconsumeCount: 2,
      requestId: '',
      body: 'not json',
      response: 'Bad gateway',
      mamo: 'HTTP 502',
    })
  })

  it('pages', async () => {
    const { ids, total } = await (await sandboxWithWebhooks()).logs({ endpointId: 1, page: 1, count: 2 })
    expect(ids).toEqual([1])
    expect(total).toBe(3)
  })

  it('lists a resend as a new delivery and counts it on the original', async () => {
    const sandbox = await sandboxWithWebhooks()
    const resent = await sandbox.call('/merchant/webhook/resend', { logId: 1 })
    expect(resent.status).toBe(200)
    const { ids, data } = await sandbox.logs({ endpointId: 1 })
    expect(ids).toEqual([6, 4, 2, 1])
    expect(data.endpointLogList[0]).toMatchObject({
      webhookEvent: 'invoice.paid',
      requestId: 'evt_1',
      mamo: 'not delivered: the sandbox only delivers to loopback addresses',
    })
    expect(data.endpointLogList[3].reconsumeCount).toBe(1)
  })

  it("answers an empty array for an endpoint without logs, an unknown one and another merchant's", async () => {
    const sandbox = await sandboxWithWebhooks()
    await sandbox.control('seed', { webhookEndpoints: [{ id: 4 }] })
    for (const endpointId of [4, 99, 3])
      expect((await sandbox.logs({ endpointId })).data).toEqual({ endpointLogList: [], total: 0 })
  })

  it('needs the endpoint id', async () => {
    const { call } = await sandboxWithWebhooks()
    const response = await call(LOGS, {}, GET)
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('endpointId: Endpoint id must be a whole number')
  })
})
