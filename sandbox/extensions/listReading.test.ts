import { describe, expect, it } from 'vitest'
import { maxPageSize } from '../../src/api/contract/core'
import {
  invoiceSortFields,
  paymentTimelineSortFields,
  planSortFields,
  productSortFields,
  subscriptionSortFields,
  userSortFields,
} from '../../src/api/contract/sorting'
import type { DialectName } from '../dialect'
import { createTestSandbox, TEST_KEY } from '../testing'

/**
 * The list calls as the real service reads them (list-endpoints.md §1), one point at a time, against the spec
 * dialect where the two differ: the routed methods, no page-size maximum, zero filters, currency filters, sort fields.
 */

const NOW = 1_800_000_000
const DAY = 86_400
const MANY = maxPageSize + 20

async function sandboxWithLists(dialect: DialectName) {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const users = Array.from({ length: MANY }, (_, index) => ({
    id: index + 1,
    email: `user${index + 1}@example.test`,
    createTime: NOW - index * 60,
  }))
  const seeded = await sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    products: [{ id: 1, productName: 'Analytics' }],
    plans: [
      { id: 1, planName: 'Basic', status: 2, currency: 'EUR', productId: 1 },
      { id: 2, planName: 'Pro', status: 2, currency: 'USD', productId: 1 },
    ],
    users,
    subscriptions: [
      { subscriptionId: 'sub_eur', userId: 1, planId: 1, status: 2, currency: 'EUR', createTime: NOW - DAY },
      { subscriptionId: 'sub_usd', userId: 2, planId: 2, status: 2, currency: 'USD', createTime: NOW - 2 * DAY },
    ],
    invoices: [
      {
        invoiceId: 'in_eur',
        userId: 1,
        subscriptionId: 'sub_eur',
        currency: 'EUR',
        totalAmount: 1000,
        status: 3,
        gatewayId: 1,
        payments: [{ paymentId: 'pay_eur', status: 20, totalAmount: 1000, gatewayId: 1 }],
      },
      {
        invoiceId: 'in_usd',
        userId: 2,
        subscriptionId: 'sub_usd',
        currency: 'USD',
        totalAmount: 2000,
        status: 3,
        gatewayId: 1,
        payments: [{ paymentId: 'pay_usd', status: 20, totalAmount: 2000, gatewayId: 1 }],
      },
    ],
  })
  expect(seeded.status).toBe(200)
  return sandbox
}

const USERS = '/merchant/user/list'
const SUBSCRIPTIONS = '/merchant/subscription/list'
const INVOICES = '/merchant/invoice/list'
const PLANS = '/merchant/plan/list'
const TIMELINE = '/merchant/payment/timeline/list'
const PRODUCTS = '/merchant/product/list'

describe('list calls: HTTP methods (list-endpoints §1)', () => {
  const both = [USERS, '/merchant/user/search', SUBSCRIPTIONS, INVOICES, PLANS, '/merchant/metric/list', TIMELINE, PRODUCTS]

  it('answers GET and POST where the service routes both (real dialect)', async () => {
    const { call } = await sandboxWithLists('real')
    for (const path of both) {
      const input = path === '/merchant/user/search' ? { searchKey: 'user1' } : {}
      expect((await call(path, input, { method: 'GET' })).status, `GET ${path}`).toBe(200)
      expect((await call(path, input)).status, `POST ${path}`).toBe(200)
    }
  })

  it('answers the GET-only lists for GET alone (real dialect)', async () => {
    const { call, app } = await sandboxWithLists('real')
    for (const path of ['/merchant/discount/list', '/merchant/webhook/endpoint_list', '/merchant/webhook/endpoint_log_list']) {
      // The log list needs its endpoint: a GET without one is refused, not unrouted.
      expect((await call(path, {}, { method: 'GET' })).status, `GET ${path}`).not.toBe(404)
      const posted = await app.request(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(posted.status, `POST ${path}`).toBe(404)
    }
  })

  it("keeps the contract's one method in the spec dialect", async () => {
    const { call } = await sandboxWithLists('spec')
    expect((await call(USERS, {})).status).toBe(200)
    expect((await call(USERS, {}, { method: 'GET' })).status).toBe(404)
  })

  it("reads arrays on GET as status[]=… and as the portal's JSON text", async () => {
    const { request } = await sandboxWithLists('real')
    const brackets = await request<{ total: number }>(`${SUBSCRIPTIONS}?status[]=2&status[]=4`)
    expect(brackets.body.data.total).toBe(2)
    const json = await request<{ total: number }>(`${SUBSCRIPTIONS}?status=${encodeURIComponent('[2,4]')}`)
    expect(json.body.data.total).toBe(2)
  })
})

describe('list calls: paging (list-endpoints §1)', () => {
  it('has no page-size maximum in the real dialect', async () => {
    const { call } = await sandboxWithLists('real')
    const page = await call<{ userAccounts: unknown[]; total: number }>(USERS, { count: MANY })
    expect(page.status).toBe(200)
    expect(page.body.data.userAccounts).toHaveLength(MANY)
    expect(page.body.data.total).toBe(MANY)
  })

  it(`keeps the contract's maximum of ${maxPageSize} in the spec dialect`, async () => {
    const { call } = await sandboxWithLists('spec')
    expect((await call(USERS, { count: MANY })).status).toBe(400)
  })

  it('reads a negative page as the first and a count of 0 or less as the default (20; plans 100)', async () => {
    const { call } = await sandboxWithLists('real')
    const first = await call<{ userAccounts: { id: number }[] }>(USERS, { page: -3, count: 0 })
    expect(first.body.data.userAccounts).toHaveLength(20)
    expect(first.body.data.userAccounts[0].id).toBe(1)
  })
})

describe('list calls: zero filters (list-endpoints §1)', () => {
  it('ignores a scalar filter of 0 or "" in the real dialect', async () => {
    const { call } = await sandboxWithLists('real')
    expect((await call<{ total: number }>(USERS, { userId: 0, email: '' })).body.data.total).toBe(MANY)
    expect((await call<{ total: number }>(SUBSCRIPTIONS, { userId: 0, currency: '' })).body.data.total).toBe(2)
    expect((await call<{ total: number }>(INVOICES, { userId: 0, sendEmail: '' })).body.data.total).toBe(2)
    expect((await call<{ total: number }>(TIMELINE, { userId: 0 })).body.data.total).toBe(2)
  })

  it('keeps a pointer filter of 0: an amount from 0, invoice type 0 (payment invoices)', async () => {
    const { call } = await sandboxWithLists('real')
    expect((await call<{ total: number }>(INVOICES, { type: 0, amountStart: 0 })).body.data.total).toBe(2)
    expect((await call<{ total: number }>(INVOICES, { type: 1 })).body.data.total).toBe(0)
  })

  it('refuses a user id of 0 in the spec dialect, as the contract does', async () => {
    const { call } = await sandboxWithLists('spec')
    expect((await call(USERS, { userId: 0 })).status).toBe(400)
  })
})

describe('list calls: currency filters (list-endpoints §1)', () => {
  it('upper-cases a currency filter in the real dialect', async () => {
    const { call } = await sandboxWithLists('real')
    const subscriptions = await call<{ subscriptions: { subscription: { subscriptionId: string } }[] }>(SUBSCRIPTIONS, {
      currency: 'eur',
    })
    expect(subscriptions.body.data.subscriptions.map((item) => item.subscription.subscriptionId)).toEqual(['sub_eur'])
    const invoices = await call<{ invoices: { invoiceId: string }[] }>(INVOICES, { currency: 'usd' })
    expect(invoices.body.data.invoices.map((invoice) => invoice.invoiceId)).toEqual(['in_usd'])
    // The plan list shows the default product's plans unless asked for others (list-endpoints §3.8).
    expect((await call<{ total: number }>(PLANS, { currency: 'usd', productIds: [1] })).body.data.total).toBe(1)
    expect((await call<{ total: number }>(TIMELINE, { currency: 'eur' })).body.data.total).toBe(1)
  })
})

describe('list calls: sort fields (list-endpoints §2)', () => {
  const lists = [
    [USERS, userSortFields],
    [SUBSCRIPTIONS, subscriptionSortFields],
    [INVOICES, invoiceSortFields],
    [PLANS, planSortFields],
    [TIMELINE, paymentTimelineSortFields],
    [PRODUCTS, productSortFields],
  ] as const

  it('sorts by every allowed field, both ways, in the real dialect', async () => {
    const { call } = await sandboxWithLists('real')
    for (const [path, fields] of lists) {
      for (const sortField of fields) {
        for (const sortType of ['asc', 'desc']) {
          const answer = await call(path, { sortField, sortType })
          expect(answer.status, `${path} ${sortField} ${sortType}`).toBe(200)
          expect(answer.body.code, `${path} ${sortField} ${sortType}`).toBe(0)
        }
      }
    }
  })

  it('orders users by each of the fields the service allows', async () => {
    const { call } = await sandboxWithLists('real')
    const ids = async (sortField: string, sortType: string) =>
      (await call<{ userAccounts: { id: number }[] }>(USERS, { sortField, sortType, count: 3 })).body.data.userAccounts.map(
        (user) => user.id,
      )
    expect(await ids('user_id', 'asc')).toEqual([1, 2, 3])
    expect(await ids('gmt_create', 'asc')).toEqual([MANY, MANY - 1, MANY - 2])
    expect(await ids('user_id', 'desc')).toEqual([MANY, MANY - 1, MANY - 2])
  })

  it('refuses a field the service does not allow, with its text', async () => {
    const { call } = await sandboxWithLists('real')
    const refused = await call(SUBSCRIPTIONS, { sortField: 'amount' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 51, message: 'sortField should one of gmt_create|gmt_modify' })
  })
})
