import { describe, expect, it } from 'vitest'
import type { DialectName } from '../dialect'
import { createTestSandbox } from '../testing'

/**
 * The payments and refunds timeline's status and creation-time filters, as the home page's count of failed payments
 * and the payments list send them (operations.md §3.6 item 2, §4), in both dialects.
 */

const NOW = 1_800_000_000
const DAY = 86_400
const TIMELINE = '/merchant/payment/timeline/list'

async function sandboxWithPayments(dialect: DialectName) {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const payment = (paymentId: string, status: number, createTime: number) => ({
    paymentId,
    status,
    totalAmount: 1000,
    gatewayId: 1,
    createTime,
  })
  const seeded = await sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    users: [{ id: 1, email: 'ada@example.test' }],
    invoices: [
      {
        invoiceId: 'in_1',
        userId: 1,
        currency: 'EUR',
        totalAmount: 1000,
        status: 2,
        gatewayId: 1,
        payments: [
          payment('pay_failed_old', 30, NOW - 10 * DAY),
          payment('pay_failed_new', 30, NOW - 2 * DAY),
          payment('pay_failed_today', 30, NOW - 60),
          payment('pay_ok_new', 20, NOW - DAY),
        ],
      },
    ],
  })
  expect(seeded.status).toBe(200)
  return sandbox
}

type Answer = { paymentTimeLines: { paymentId: string }[] | null; total: number }

describe.each(['spec', 'real'] as const)('payment/timeline/list: status and creation time (%s dialect)', (dialect) => {
  it('counts the failed payments of a time range, and lists them newest first', async () => {
    const { call } = await sandboxWithPayments(dialect)
    const since = NOW - 7 * DAY
    const failed = (await call<Answer>(TIMELINE, { status: [2], createTimeStart: since, page: 0, count: 1 })).body.data
    expect(failed.total).toBe(2)
    expect(failed.paymentTimeLines?.map((entry) => entry.paymentId)).toEqual(['pay_failed_today'])
    const bounded = (await call<Answer>(TIMELINE, { status: [2], createTimeStart: since, createTimeEnd: NOW - DAY })).body.data
    expect(bounded.paymentTimeLines?.map((entry) => entry.paymentId)).toEqual(['pay_failed_new'])
    expect((await call<Answer>(TIMELINE, { status: [1, 2], createTimeStart: since })).body.data.total).toBe(3)
    expect((await call<Answer>(TIMELINE, { status: [2] })).body.data.total).toBe(3)
  })

  it('finds none outside the range', async () => {
    const { call } = await sandboxWithPayments(dialect)
    const none = (await call<Answer>(TIMELINE, { status: [3], createTimeStart: NOW - 7 * DAY })).body.data
    expect(none.total).toBe(0)
    expect(none.paymentTimeLines).toEqual([])
  })
})

describe('payment/timeline/list: the filters on GET (real dialect)', () => {
  it("reads status as the portal's JSON text and as status[]=…, with the time range", async () => {
    const { request } = await sandboxWithPayments('real')
    const range = `createTimeStart=${NOW - 7 * DAY}&createTimeEnd=${NOW}`
    const json = await request<Answer>(`${TIMELINE}?status=${encodeURIComponent('[2]')}&${range}`)
    expect(json.body.data.total).toBe(2)
    const brackets = await request<Answer>(`${TIMELINE}?status[]=2&status[]=1&${range}`)
    expect(brackets.body.data.total).toBe(3)
  })

  it('ignores an empty status list and a zero time range, as the service does', async () => {
    const { call } = await sandboxWithPayments('real')
    expect((await call<Answer>(TIMELINE, { status: [], createTimeStart: 0, createTimeEnd: 0 })).body.data.total).toBe(4)
  })
})
