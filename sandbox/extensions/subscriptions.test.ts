import { describe, expect, it } from 'vitest'
import type { SubscriptionDetail } from '../../src/api/contract/extensions/subscriptions'
import type { DialectName } from '../dialect'
import { createTestSandbox } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const LIST = '/merchant/subscription/list'
const DETAIL = '/merchant/subscription/detail'

/**
 * Plans 1 and 2 of product 1, plan 3 of product 2, plan 4 without a product; five subscriptions of the
 * merchant (1 to 5) and one of another merchant (6).
 */
/** The empty list: [] in the spec dialect, null in the real one (the service sends null). */
const EMPTY = [
  ['spec', []],
  ['real', null],
] as const

async function sandboxWithSubscriptions(dialect: DialectName = 'spec') {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const seeded = await sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    plans: [
      { id: 1, planName: 'Basic', productId: 1 },
      { id: 2, planName: 'Pro', productId: 1 },
      { id: 3, planName: 'Team', productId: 2 },
      { id: 4, planName: 'Starter', productId: 0 },
    ],
    users: [
      { id: 1, email: 'ada@lovelace.example', externalUserId: 'crm-1' },
      { id: 2, email: 'bob@builder.example', externalUserId: 'crm-2' },
    ],
    discountCodes: [{ id: 1, code: 'SPRING' }],
    subscriptions: [
      {
        id: 1,
        userId: 1,
        planId: 1,
        status: 2,
        currency: 'EUR',
        amount: 1000,
        createTime: NOW - 5 * DAY,
        lastUpdateTime: NOW - DAY,
        gatewayId: 1,
        latestInvoiceId: 'in_1',
      },
      {
        id: 2,
        userId: 1,
        planId: 2,
        status: 7,
        currency: 'USD',
        amount: 2000,
        createTime: NOW - 4 * DAY,
        lastUpdateTime: NOW - 4 * DAY,
      },
      {
        id: 3,
        userId: 2,
        planId: 3,
        status: 4,
        currency: 'EUR',
        amount: 3000,
        createTime: NOW - 3 * DAY,
        lastUpdateTime: NOW - 2 * DAY,
      },
      {
        id: 4,
        userId: 2,
        planId: 4,
        status: 2,
        currency: 'GBP',
        amount: 4000,
        createTime: NOW - 2 * DAY,
        lastUpdateTime: NOW - 3 * DAY,
      },
      { id: 5, userId: 3, planId: 9, status: 1, currency: 'EUR', amount: 5000, createTime: NOW - DAY, lastUpdateTime: NOW },
      { id: 6, userId: 1, planId: 1, status: 2, currency: 'EUR', amount: 1000, createTime: NOW, merchantId: 999 },
    ],
    invoices: [
      {
        invoiceId: 'in_1',
        userId: 1,
        subscriptionId: 'sub_1',
        totalAmount: 1190,
        status: 3,
        discountCode: 'spring',
        discountAmount: 100,
        subtotal: 1100,
        taxAmount: 190,
        taxPercentage: 1900,
      },
    ],
  })
  expect(seeded.status).toBe(200)
  const list = async (input: Record<string, unknown>) => {
    const response = await sandbox.call<{ subscriptions: SubscriptionDetail[] | null; total: number }>(LIST, input)
    expect(response.status).toBe(200)
    const items = response.body.data.subscriptions
    return { ids: (items ?? []).map((item) => item.subscription?.id), total: response.body.data.total, data: response.body.data }
  }
  return { ...sandbox, list }
}

describe('subscription list (list-endpoints 3.4)', () => {
  it("lists the merchant's subscriptions, newest first, with the total", async () => {
    const { ids, total } = await (await sandboxWithSubscriptions()).list({})
    expect(ids).toEqual([5, 4, 3, 2, 1])
    expect(total).toBe(5)
  })

  it('answers each as a SubscriptionDetail: customer, plan, gateway, latest invoice and its discount', async () => {
    const { data } = await (await sandboxWithSubscriptions()).list({ userId: 1, status: [2] })
    const [item] = data.subscriptions ?? []
    expect(Object.keys(item).sort()).toEqual(
      [
        'addonParams',
        'addons',
        'dayLeft',
        'discount',
        'gateway',
        'latestInvoice',
        'plan',
        'subscription',
        'unfinishedSubscriptionPendingUpdate',
        'user',
      ].sort(),
    )
    expect(item).toMatchObject({
      dayLeft: 0,
      user: { id: 1, email: 'ada@lovelace.example' },
      subscription: { subscriptionId: 'sub_1', status: 2, amount: 1000 },
      plan: { id: 1, planName: 'Basic', productId: 1 },
      gateway: { gatewayId: 1, gatewayName: 'stripe' },
      latestInvoice: { invoiceId: 'in_1', totalAmount: 1190, discountAmount: 100, originAmount: 1290, taxAmount: 190 },
      discount: { id: 1, code: 'SPRING' },
      addonParams: null,
      addons: null,
      unfinishedSubscriptionPendingUpdate: null,
    })
  })

  it('answers null for what a subscription lacks: its customer, plan, gateway, invoice or discount', async () => {
    const { data } = await (await sandboxWithSubscriptions()).list({ userId: 3 })
    expect(data.subscriptions?.[0]).toMatchObject({ user: null, plan: null, gateway: null, latestInvoice: null, discount: null })
  })

  it.each(EMPTY)(
    "answers the %s dialect's empty list with total 0 when nothing matches, and for a page past the end",
    async (dialect, empty) => {
      const sandbox = await sandboxWithSubscriptions(dialect)
      expect((await sandbox.list({ currency: 'JPY' })).data).toEqual({ subscriptions: empty, total: 0 })
      expect((await sandbox.list({ page: 3 })).data).toEqual({ subscriptions: empty, total: 5 })
    },
  )

  it('pages with 20 a page by default', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
    await sandbox.control('seed', { subscriptions: Array.from({ length: 25 }, (_, index) => ({ createTime: NOW - index })) })
    const response = await sandbox.call<{ subscriptions: SubscriptionDetail[]; total: number }>(LIST, { page: -2, count: -1 })
    expect(response.body.data.subscriptions).toHaveLength(20)
    expect(response.body.data.total).toBe(25)
  })

  it.each([
    ['userId', { userId: 2 }, [4, 3]],
    ['status, stored (7 is not 2)', { status: [2] }, [4, 1]],
    ['status 2 and 7', { status: [2, 7] }, [4, 2, 1]],
    ['currency', { currency: 'EUR' }, [5, 3, 1]],
    ['planIds', { planIds: [1, 3] }, [3, 1]],
    ['productIds: the plans of the product', { productIds: [1] }, [2, 1]],
    ['productIds 0: plans without a product', { productIds: [0] }, [4]],
    ['productIds added to planIds', { planIds: [3], productIds: [0] }, [4, 3]],
    ['productIds of a product without plans: no filter at all', { productIds: [42] }, [5, 4, 3, 2, 1]],
    ['minimum amount, inclusive', { amountStart: 3000 }, [5, 4, 3]],
    ['maximum amount, inclusive', { amountEnd: 2000 }, [2, 1]],
    ['amount range', { amountStart: 2000, amountEnd: 3000 }, [3, 2]],
    ['amount 0 as a minimum', { amountStart: 0, amountEnd: 1000 }, [1]],
    ["email, part of the customer's", { email: 'BUILDER' }, [4, 3]],
    ['externalUserId, exact', { externalUserId: 'crm-1' }, [2, 1]],
    ['searchKey on the subscription id', { searchKey: 'sub_5' }, [5]],
    ["searchKey on the customer's e-mail", { searchKey: 'lovelace' }, [2, 1]],
    ['created from and until, inclusive', { createTimeStart: NOW - 4 * DAY, createTimeEnd: NOW - 2 * DAY }, [4, 3, 2]],
  ])('filters by %s', async (_name, input, expected) => {
    const { ids, total } = await (await sandboxWithSubscriptions()).list(input)
    expect(ids).toEqual(expected)
    expect(total).toBe(expected.length)
  })

  it.each(EMPTY)(
    "answers the %s dialect's empty list when the e-mail or external user id names no customer",
    async (dialect, empty) => {
      const sandbox = await sandboxWithSubscriptions(dialect)
      expect((await sandbox.list({ email: 'nobody' })).data).toEqual({ subscriptions: empty, total: 0 })
      expect((await sandbox.list({ externalUserId: 'crm-9' })).data).toEqual({ subscriptions: empty, total: 0 })
    },
  )

  it.each([
    ['gmt_create', 'asc', [1, 2, 3, 4, 5]],
    ['gmt_modify', 'desc', [5, 1, 3, 4, 2]],
    ['gmt_modify', 'asc', [2, 4, 3, 1, 5]],
  ])('sorts by %s %s', async (sortField, sortType, expected) => {
    expect((await (await sandboxWithSubscriptions()).list({ sortField, sortType })).ids).toEqual(expected)
  })

  it("refuses a bad sort field with the service's text, and answers a part of one with the empty list", async () => {
    const { call } = await sandboxWithSubscriptions()
    const refused = await call(LIST, { sortField: 'status' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('sortField should one of gmt_create|gmt_modify')
    const partial = await call(LIST, { sortField: 'gmt' })
    expect(partial.body.data).toEqual({ subscriptions: [], total: 0 })
    const real = await (await sandboxWithSubscriptions('real')).call(LIST, { sortField: 'gmt' })
    expect(real.body.data).toEqual({ subscriptions: null, total: 0 })
  })

  it('refuses an amount range in the wrong order, on the maximum', async () => {
    const { call } = await sandboxWithSubscriptions()
    const response = await call(LIST, { amountStart: 5, amountEnd: 1 })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('amountEnd: Maximum amount must not be less than the minimum amount')
  })
})

describe('subscription detail (list-endpoints 4)', () => {
  it('answers the subscription with its customer, plan, gateway and latest invoice, without discount or dayLeft', async () => {
    const { call } = await sandboxWithSubscriptions()
    const response = await call<SubscriptionDetail>(DETAIL, { subscriptionId: 'sub_1' })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      user: { id: 1 },
      subscription: { subscriptionId: 'sub_1' },
      plan: { id: 1 },
      gateway: { gatewayId: 1 },
      latestInvoice: { invoiceId: 'in_1' },
    })
    expect(response.body.data).not.toHaveProperty('discount')
    expect(response.body.data).not.toHaveProperty('dayLeft')
  })

  it("answers 404 for an unknown subscription and for another merchant's", async () => {
    const { call } = await sandboxWithSubscriptions()
    for (const subscriptionId of ['sub_99', 'sub_6']) {
      const response = await call(DETAIL, { subscriptionId })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe(`Subscription ${subscriptionId} not found`)
    }
  })

  it("shows a renewal's new invoice as the latest one", async () => {
    const sandbox = createTestSandbox({ dataset: 'demo' })
    const renewed = await sandbox.call<{ invoiceId: string }>('/merchant/subscription/renew', { subscriptionId: 'sub_1' })
    const detail = await sandbox.call<SubscriptionDetail>(DETAIL, { subscriptionId: 'sub_1' })
    expect(detail.body.data.latestInvoice).toMatchObject({
      invoiceId: renewed.body.data.invoiceId,
      invoiceName: 'SubscriptionRenew',
    })
  })
})
