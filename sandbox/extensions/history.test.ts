import { describe, expect, it } from 'vitest'
import type { DialectName } from '../dialect'
import { createTestSandbox } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const TIMELINE = '/merchant/subscription/timeline_list'
const SUB_NOTES = '/merchant/subscription/admin_note_list'
const USER_NOTES = '/merchant/user/admin_note_list'
const SUB_NOTE = '/merchant/subscription/new_admin_note'
const USER_NOTE = '/merchant/user/new_admin_note'
const CANCEL = '/merchant/subscription/cancel'
const LOG = '/merchant/member/operation_log_list'
const SEND_EMAIL = '/merchant/invoice/send_email'
const PUBLISH = '/merchant/plan/publish'
const CODE_INCREMENT = '/merchant/discount/quantity_increment'
const CODE_NEW = '/merchant/discount/new'
const LOGIN = '/merchant/auth/sso/login'

type Data = Record<string, unknown>
type Period = { subscriptionId: string; periodStart: number; status: number; invoiceId: string; createTime: number }
type Note = { note: string; email: string; userName: string; subscriptionId: string; createTime: number }

const member = { email: 'ops@example.test', password: 'Ops-Pass-123', firstName: 'Olga', lastName: 'Ops' }

/**
 * Ada (1) with an active subscription billed for two periods (the second current) and an expired one without
 * invoices; Bob (2) with one active subscription. A member to write notes as.
 */
async function setUp(dialect: DialectName) {
  let clock = NOW
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => clock, dialect })
  const seeded = await sandbox.control('seed', {
    members: [member],
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    plans: [{ id: 1, planName: 'Basic', status: 2 }],
    users: [
      { id: 1, email: 'ada@lovelace.example' },
      { id: 2, email: 'bob@builder.example' },
    ],
    subscriptions: [
      {
        subscriptionId: 'sub_ada',
        userId: 1,
        planId: 1,
        status: 2,
        gatewayId: 1,
        currency: 'EUR',
        currentPeriodStart: NOW - 10 * DAY,
        currentPeriodEnd: NOW + 20 * DAY,
      },
      {
        subscriptionId: 'sub_old',
        userId: 1,
        planId: 1,
        status: 5,
        gatewayId: 1,
        currentPeriodStart: NOW - 100 * DAY,
        currentPeriodEnd: NOW - 70 * DAY,
      },
      {
        subscriptionId: 'sub_bob',
        userId: 2,
        planId: 1,
        status: 2,
        gatewayId: 1,
        currentPeriodStart: NOW - 5 * DAY,
        currentPeriodEnd: NOW + 25 * DAY,
      },
    ],
    invoices: [
      {
        invoiceId: 'in_1',
        userId: 1,
        subscriptionId: 'sub_ada',
        currency: 'EUR',
        totalAmount: 1000,
        status: 3,
        periodStart: NOW - 40 * DAY,
        periodEnd: NOW - 10 * DAY,
        createTime: NOW - 40 * DAY,
      },
      {
        invoiceId: 'in_2',
        userId: 1,
        subscriptionId: 'sub_ada',
        currency: 'EUR',
        totalAmount: 1000,
        status: 3,
        periodStart: NOW - 10 * DAY,
        periodEnd: NOW + 20 * DAY,
        createTime: NOW - 10 * DAY,
      },
    ],
  })
  expect(seeded.status, JSON.stringify(seeded.body)).toBe(200)
  const browser = (token: string) => ({ key: null, headers: { 'User-Agent': 'Mozilla/5.0', Authorization: token } })
  const signIn = async () => {
    const answer = await sandbox.call<{ token: string }>(LOGIN, member, { key: null, headers: { 'User-Agent': 'Mozilla/5.0' } })
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0)
    return answer.body.data.token
  }
  const asMember = <T = Data>(token: string, path: string, input: Data, method: 'GET' | 'POST' = 'POST') =>
    sandbox.call<T>(path, input, { ...browser(token), method })
  const periods = async (input: Data = {}) =>
    (await sandbox.call<{ subscriptionTimeLines: Period[] | null; total: number }>(TIMELINE, input)).body.data
  return { ...sandbox, signIn, asMember, periods, tick: (seconds: number) => (clock += seconds) }
}

describe.each(['spec', 'real'] as const)('subscription/timeline_list (%s dialect)', (dialect) => {
  it("lists every customer's billing periods, newest first: one per period invoice, the current one marked", async () => {
    const { periods } = await setUp(dialect)
    const all = await periods()
    expect(all.total).toBe(4)
    expect(all.subscriptionTimeLines!.map((p) => [p.subscriptionId, p.invoiceId, p.status])).toEqual([
      ['sub_bob', '', 1],
      ['sub_ada', 'in_2', 1],
      ['sub_ada', 'in_1', 2],
      ['sub_old', '', 4],
    ])
  })

  it('filters by customer, sorts oldest first on request, and pages; a customer without periods has []', async () => {
    const { periods } = await setUp(dialect)
    const ada = await periods({ userId: 1, sortField: 'gmt_create', sortType: 'asc', page: 0, count: 2 })
    expect(ada.total).toBe(3)
    expect(ada.subscriptionTimeLines!.map((p) => p.subscriptionId)).toEqual(['sub_old', 'sub_ada'])
    expect((await periods({ userId: 99 })).subscriptionTimeLines).toEqual([])
  })

  it('a cancel marks the newest period cancelled, the older stay finished', async () => {
    const { periods, call } = await setUp(dialect)
    expect((await call(CANCEL, { subscriptionId: 'sub_ada' })).body.code).toBe(0)
    const ada = await periods({ userId: 1 })
    expect(ada.subscriptionTimeLines!.filter((p) => p.subscriptionId === 'sub_ada').map((p) => p.status)).toEqual([3, 2])
  })

  it('refuses a sort field the service does not know', async () => {
    const { call } = await setUp(dialect)
    const answer = await call(TIMELINE, { sortField: 'period_end' })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain('gmt_create|gmt_modify')
  })
})

describe.each(['spec', 'real'] as const)('notes (%s dialect)', (dialect) => {
  it("a member's notes are listed newest first with the member's name; a customer's apart from its subscriptions'", async () => {
    const { signIn, asMember, call, tick } = await setUp(dialect)
    const token = await signIn()
    expect((await asMember(token, USER_NOTE, { userId: 1, note: '  Called about the March invoice  ' })).body.code).toBe(0)
    tick(60)
    expect((await asMember(token, SUB_NOTE, { subscriptionId: 'sub_ada', note: 'Asked to pause' })).body.code).toBe(0)
    tick(60)
    expect((await asMember(token, USER_NOTE, { userId: 1, note: 'Promised a refund' })).body.code).toBe(0)

    const user = (await call<{ noteLists: Note[] }>(USER_NOTES, { userId: 1 })).body.data.noteLists
    expect(user.map((n) => n.note)).toEqual(['Promised a refund', 'Called about the March invoice'])
    expect(user[0]).toMatchObject({ email: member.email, userName: 'Olga Ops', firstName: 'Olga', lastName: 'Ops' })
    const sub = (await call<{ noteLists: Note[] }>(SUB_NOTES, { subscriptionId: 'sub_ada' })).body.data.noteLists
    expect(sub).toMatchObject([{ note: 'Asked to pause', subscriptionId: 'sub_ada', createTime: NOW + 60 }])
  })

  it('with an API key writing is refused with invalid token, and nothing is stored', async () => {
    const { call } = await setUp(dialect)
    for (const [path, input] of [
      [USER_NOTE, { userId: 1, note: 'By key' }],
      [SUB_NOTE, { subscriptionId: 'sub_ada', note: 'By key' }],
    ] as const) {
      const answer = await call(path, input)
      expect(answer.status).toBe(400)
      if (dialect === 'real') expect(answer.body).toMatchObject({ code: 51, message: 'invalid token' })
      else expect(answer.body.message).toMatch(/^invalid token: a note is written by a signed-in member/)
    }
    const empty = dialect === 'real' ? null : []
    expect((await call(USER_NOTES, { userId: 1 })).body.data).toEqual({ noteLists: empty })
    expect((await call(SUB_NOTES, { subscriptionId: 'sub_ada' })).body.data).toEqual({ noteLists: empty })
  })

  it('refuses an empty note, one of 20 000 characters, and an unknown customer or subscription', async () => {
    const { signIn, asMember } = await setUp(dialect)
    const token = await signIn()
    expect((await asMember(token, USER_NOTE, { userId: 1, note: '   ' })).body.code).not.toBe(0)
    expect((await asMember(token, USER_NOTE, { userId: 1, note: 'x'.repeat(20_000) })).body.code).not.toBe(0)
    const longest = await asMember(token, USER_NOTE, { userId: 1, note: 'x'.repeat(19_999) })
    expect(longest.body.code, longest.body.message).toBe(0)
    expect((await asMember(token, USER_NOTE, { userId: 404, note: 'Hi' })).body.code).not.toBe(0)
    expect((await asMember(token, SUB_NOTE, { subscriptionId: 'sub_none', note: 'Hi' })).body.code).not.toBe(0)
  })
})

describe.each(['spec', 'real'] as const)('activity log filters (%s dialect)', (dialect) => {
  it("finds a cancel by the customer's e-mail and by the subscription, attributed to the API key", async () => {
    const { call } = await setUp(dialect)
    expect((await call(CANCEL, { subscriptionId: 'sub_bob' })).body.code).toBe(0)
    expect((await call(CANCEL, { subscriptionId: 'sub_ada' })).body.code).toBe(0)
    type Log = { merchantOperationLogs: { subscriptionId: string; optAccountType: number }[] | null; total: number }
    const log = async (input: Data) => (await call<Log>(LOG, input, { method: 'GET' })).body.data
    const byEmail = await log({ email: 'lovelace' })
    expect(byEmail.total).toBe(1)
    expect(byEmail.merchantOperationLogs).toMatchObject([{ subscriptionId: 'sub_ada', optAccountType: 2 }])
    expect((await log({ subscriptionId: 'sub_bob' })).merchantOperationLogs).toMatchObject([{ subscriptionId: 'sub_bob' }])
    expect((await log({ email: 'nobody@' })).total).toBe(0)
  })

  it('finds a write by its invoice, its plan and its discount code, each matched exactly', async () => {
    const { call, control } = await setUp(dialect)
    const seeded = await control('seed', {
      discountCodes: [
        { id: 7, code: 'SPRING', name: 'Spring', status: 2, billingType: 1, discountType: 1, discountPercentage: 1000 },
        { id: 8, code: 'SPRINGTIME', name: 'Later', status: 2, billingType: 1, discountType: 1, discountPercentage: 500 },
      ],
    })
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200)
    for (const [path, input] of [
      [SEND_EMAIL, { invoiceId: 'in_1' }],
      [PUBLISH, { planId: 1 }],
      [CODE_INCREMENT, { id: 7, amount: 2 }],
      [CODE_INCREMENT, { id: 8, amount: 1 }],
    ] as const) {
      const answer = await call(path, input)
      expect(answer.body.code, `${path}: ${JSON.stringify(answer.body)}`).toBe(0)
    }
    const made = await call(CODE_NEW, {
      code: 'AUTUMN',
      billingType: 1,
      discountType: 1,
      discountPercentage: 500,
      startTime: NOW,
      endTime: NOW + 10 * DAY,
    })
    expect(made.body.code, JSON.stringify(made.body)).toBe(0)
    type Log = {
      merchantOperationLogs: { optTarget: string; invoiceId: string; planId: number; discountCode: string }[] | null
      total: number
    }
    const log = async (input: Data) => (await call<Log>(LOG, input, { method: 'GET' })).body.data
    expect((await log({ invoiceId: 'in_1' })).merchantOperationLogs).toMatchObject([
      { invoiceId: 'in_1', optTarget: 'Invoice(in_1)' },
    ])
    expect((await log({ invoiceId: 'in_' })).total).toBe(0)
    expect((await log({ planId: 1 })).merchantOperationLogs).toMatchObject([{ planId: 1, optTarget: 'Plan(1)' }])
    expect((await log({ planId: 2 })).total).toBe(0)
    expect((await log({ discountCode: 'SPRING' })).merchantOperationLogs).toMatchObject([
      { discountCode: 'SPRING', optTarget: 'Discount(SPRING)' },
    ])
    expect((await log({ discountCode: 'AUTUMN' })).total).toBe(1)
    expect((await log({ discountCode: 'SPRIN' })).total).toBe(0)
  })
})
