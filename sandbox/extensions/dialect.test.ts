import { describe, expect, it } from 'vitest'
import type { SubscriptionDetail } from '../../src/api/contract/extensions/subscriptions'
import type { User } from '../../src/api/contract/users'
import { createTestSandbox, TEST_KEY } from '../testing'

/** The list, search and detail calls in the real dialect: the service's texts, codes and beans. */

async function realSandbox() {
  const sandbox = createTestSandbox({ dataset: 'empty', dialect: 'real' })
  const seeded = await sandbox.control('seed', {
    users: [{ id: 1, email: 'ada@example.test' }],
    subscriptions: [{ subscriptionId: 'sub_1', userId: 1, status: 7 }],
    metrics: [{ id: 1, code: 'calls' }],
  })
  expect(seeded.status).toBe(200)
  return sandbox
}

describe('the list calls in the real dialect', () => {
  it('answer the documented empty values', async () => {
    const { call } = await realSandbox()
    expect((await call('/merchant/subscription/list', { currency: 'JPY' })).body.data).toEqual({ subscriptions: null, total: 0 })
    expect((await call('/merchant/plan/list', {})).body.data).toEqual({ plans: null, total: 0 })
    expect((await call('/merchant/user/list', { email: 'nobody' })).body.data).toEqual({ userAccounts: [], total: 0 })
    expect((await call('/merchant/discount/list', {}, { method: 'GET' })).body.data).toEqual({ discounts: [], total: 0 })
  })

  it("refuse a bad sort field with the service's text and code 51", async () => {
    const { call } = await realSandbox()
    const response = await call('/merchant/metric/list', { sortField: 'user_id' })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 51, message: 'sortField should one of gmt_create' })
  })

  it('show records as the service does: an incomplete subscription as active, a customer without a gateway with null', async () => {
    const { call } = await realSandbox()
    const subscriptions = await call<{ subscriptions: SubscriptionDetail[] }>('/merchant/subscription/list', {})
    expect(subscriptions.body.data.subscriptions[0].subscription).toMatchObject({ subscriptionId: 'sub_1', status: 2 })
    const users = await call<{ userAccounts: User[] }>('/merchant/user/list', {})
    expect(users.body.data.userAccounts[0].gateway).toBeNull()
  })

  it.each([
    ['/merchant/subscription/detail', { subscriptionId: 'sub_9' }, 'subscription not found'],
    ['/merchant/invoice/detail', { invoiceId: 'in_9' }, 'invoice not found'],
    ['/merchant/discount/detail', { id: 9 }, 'code not found'],
    ['/merchant/plan/detail', { planId: 9 }, 'plan not found'],
    ['/merchant/subscription/detail', {}, 'The SubscriptionId field is required'],
    ['/merchant/metric/detail', { metricId: 0 }, 'invalid merchantMetricId'],
  ])('answer %s %j with "%s" (code 51)', async (path, input, message) => {
    const { call } = await realSandbox()
    const response = await call(path, input)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 51, message })
  })

  it('answer an unknown metric with null, as the service does', async () => {
    const { call } = await realSandbox()
    expect((await call('/merchant/metric/detail', { metricId: 9 })).body).toMatchObject({
      code: 0,
      data: { merchantMetric: null },
    })
    expect((await call('/merchant/metric/detail', { metricId: 1 })).body.data).toMatchObject({
      merchantMetric: { code: 'calls' },
    })
  })

  it("need the log list's endpoint id with the service's texts", async () => {
    const { call } = await realSandbox()
    const missing = await call('/merchant/webhook/endpoint_log_list', {}, { method: 'GET' })
    expect(missing.body).toMatchObject({ code: 51, message: 'The EndpointId field is required' })
    const zero = await call('/merchant/webhook/endpoint_log_list', { endpointId: 0 }, { method: 'GET' })
    expect(zero.body).toMatchObject({ code: 51, message: 'endpointId not found' })
  })

  it('filter subscriptions on the stored status: one stored incomplete (7) shows as active, and only [2, 7] finds it', async () => {
    const { call } = await realSandbox()
    const list = async (status: number[]) =>
      (await call<{ subscriptions: SubscriptionDetail[] | null }>('/merchant/subscription/list', { status })).body.data
    expect((await list([2])).subscriptions).toBeNull()
    expect((await list([2, 7])).subscriptions?.map(({ subscription }) => subscription)).toEqual([
      expect.objectContaining({ subscriptionId: 'sub_1', status: 2 }),
    ])
  })

  it('answer as unknown paths when switched off: a bare 404 "Not Found"', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', dialect: 'real', extensions: false })
    const response = await sandbox.app.request('/merchant/plan/list', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not Found')
  })
})

describe('the detail calls in the spec dialect', () => {
  it('answer an unknown metric with 404', async () => {
    const { call } = createTestSandbox({ dataset: 'empty' })
    const response = await call('/merchant/metric/detail', { metricId: 9 })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Metric 9 not found')
  })
})
