import { describe, expect, it } from 'vitest'
import type { User } from '../../src/api/contract/users'
import { createTestSandbox } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const LIST = '/merchant/user/list'
const SEARCH = '/merchant/user/search'

/**
 * Six customers of the merchant and one of another merchant. Current subscriptions: user 1 active on
 * plan 1 ("Basic"), user 2 cancelled on plan 2 ("Pro"), user 3 an old cancelled one and a newer active
 * one on plan 2; users 4 to 6 have none (their stored summary counts).
 */
async function sandboxWithUsers() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const seeded = await sandbox.control('seed', {
    plans: [
      { id: 1, planName: 'Basic' },
      { id: 2, planName: 'Pro' },
    ],
    users: [
      {
        id: 1,
        email: 'ada@lovelace.example',
        firstName: 'Ada',
        lastName: 'Lovelace',
        userName: 'ada',
        createTime: NOW - 10 * DAY,
        paymentMethod: 'pm_b',
        billingType: 1,
        gatewayId: 1,
        phone: '+44 1',
        vATNumber: 'GB111',
        companyName: 'Engines',
      },
      {
        id: 2,
        email: 'bob@builder.example',
        firstName: 'Bob',
        lastName: 'Builder',
        userName: 'bob',
        createTime: NOW - 8 * DAY,
        paymentMethod: 'pm_a',
        billingType: 2,
        status: 2,
        externalUserId: 'crm-2',
      },
      {
        id: 3,
        email: 'carol@example.test',
        firstName: 'Carol',
        lastName: 'Lovelace',
        userName: 'carol',
        createTime: NOW - 6 * DAY,
        gatewayId: 2,
        address: '1 Lovelace Road',
      },
      {
        id: 4,
        email: 'dan@example.test',
        firstName: 'Dan',
        lastName: 'Brown',
        userName: 'dan',
        createTime: NOW - 4 * DAY,
        subscriptionStatus: 5,
        subscriptionName: 'Legacy',
        planId: 9,
        recurringAmount: 700,
      },
      { id: 5, email: 'erin@example.test', firstName: 'Erin', lastName: 'Stone', userName: 'erin', createTime: NOW - 2 * DAY },
      { id: 6, email: 'fay@example.test', firstName: 'Fay', lastName: 'Stone', userName: 'fay', createTime: NOW - 2 * DAY },
      { id: 7, email: 'ada@other.example', firstName: 'Ada', merchantId: 999, createTime: NOW - DAY },
    ],
    subscriptions: [
      { subscriptionId: 'sub_a', userId: 1, planId: 1, status: 2, amount: 900, createTime: NOW - 9 * DAY },
      { subscriptionId: 'sub_b', userId: 2, planId: 2, status: 4, amount: 2900, createTime: NOW - 7 * DAY },
      { subscriptionId: 'sub_c', userId: 3, planId: 1, status: 4, amount: 100, createTime: NOW - 6 * DAY },
      { subscriptionId: 'sub_d', userId: 3, planId: 2, status: 2, amount: 4900, createTime: NOW - 5 * DAY },
    ],
    invoices: [{ invoiceId: 'in_77', userId: 5, payments: [{ paymentId: 'pay_55' }] }],
  })
  expect(seeded.status).toBe(200)
  const list = async (input: Record<string, unknown>) => {
    const response = await sandbox.call<{ userAccounts: User[]; total: number }>(LIST, input)
    expect(response.status).toBe(200)
    return {
      ids: response.body.data.userAccounts.map((user) => user.id),
      total: response.body.data.total,
      data: response.body.data,
    }
  }
  const search = async (searchKey: string) => {
    const response = await sandbox.call<{ userAccounts: User[] }>(SEARCH, { searchKey })
    expect(response.status).toBe(200)
    return response.body.data.userAccounts.map((user) => user.id)
  }
  return { ...sandbox, list, search }
}

describe('user list (list-endpoints 3.1)', () => {
  it("lists the merchant's customers, newest first, with the total and every field of user/get", async () => {
    const { list, call } = await sandboxWithUsers()
    const { ids, total, data } = await list({})
    expect(ids).toEqual([6, 5, 4, 3, 2, 1])
    expect(total).toBe(6)
    const one = await call<{ user: User }>('/merchant/user/get', { userId: 3 }, { method: 'GET' })
    expect(data.userAccounts.find((user) => user.id === 3)).toEqual(one.body.data.user)
  })

  it("shows each customer's current subscription: the latest active one", async () => {
    const { data } = await (await sandboxWithUsers()).list({ userId: 3 })
    expect(data.userAccounts[0]).toMatchObject({
      subscriptionId: 'sub_d',
      subscriptionStatus: 2,
      subscriptionName: 'Pro',
      planId: 2,
      recurringAmount: 4900,
    })
  })

  it('pages with 20 a page by default, a negative page being the first and a page size of 0 the default', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
    await sandbox.control('seed', { users: Array.from({ length: 45 }, (_, index) => ({ createTime: NOW - index })) })
    const page = async (input: Record<string, unknown>) => {
      const response = await sandbox.call<{ userAccounts: User[]; total: number }>(LIST, input)
      return [response.body.data.userAccounts.length, response.body.data.total, response.body.data.userAccounts[0]?.id]
    }
    expect(await page({})).toEqual([20, 45, 1])
    expect(await page({ page: 2 })).toEqual([5, 45, 41])
    expect(await page({ page: -1, count: 0 })).toEqual([20, 45, 1])
    expect(await page({ page: 1, count: 7 })).toEqual([7, 45, 8])
  })

  it('answers an empty array with total 0 when nothing matches', async () => {
    const { data } = await (await sandboxWithUsers()).list({ email: 'nobody' })
    expect(data).toEqual({ userAccounts: [], total: 0 })
  })

  it.each([
    ['userId', { userId: 2 }, [2]],
    ['email, part of it in any case, trimmed', { email: ' LOVELACE.EX ' }, [1]],
    ['firstName, part of it', { firstName: 'a' }, [6, 4, 3, 1]],
    ['lastName, part of it', { lastName: 'lovelace' }, [3, 1]],
    ['first and last name together', { firstName: 'Carol', lastName: 'Love' }, [3]],
    ['searchKey: name, e-mail, phone, address or external id', { searchKey: 'lovelace' }, [3, 1]],
    ['searchKey on the phone', { searchKey: '+44' }, [1]],
    ['searchKey on the external user id', { searchKey: 'crm-' }, [2]],
    ['subscriptionId, the current one', { subscriptionId: 'sub_d' }, [3]],
    ['subscriptionId of a former subscription', { subscriptionId: 'sub_c' }, []],
    ['externalUserId, exact', { externalUserId: 'crm-2' }, [2]],
    ['status', { status: [2] }, [2]],
    ['status 0', { status: [0] }, [6, 5, 4, 3, 1]],
    ['subStatus of the current subscription', { subStatus: [2] }, [3, 1]],
    ['subStatus stored on a customer without subscriptions', { subStatus: [5] }, [4]],
    ['planIds of the current subscription', { planIds: [2] }, [3, 2]],
    ['gatewayIds', { gatewayIds: [1, 2] }, [3, 1]],
    ['created from, inclusive', { createTimeStart: NOW - 4 * DAY }, [6, 5, 4]],
    ['created until, inclusive', { createTimeEnd: NOW - 8 * DAY }, [2, 1]],
    ['an empty array, ignored', { status: [], planIds: [] }, [6, 5, 4, 3, 2, 1]],
    ['an empty text, ignored', { email: '', searchKey: '' }, [6, 5, 4, 3, 2, 1]],
  ])('filters by %s', async (_name, input, expected) => {
    const { ids, total } = await (await sandboxWithUsers()).list(input)
    expect(ids).toEqual(expected)
    expect(total).toBe(expected.length)
  })

  it.each([
    ['user_id', 'asc', [1, 2, 3, 4, 5, 6]],
    ['gmt_create', 'asc', [1, 2, 3, 4, 5, 6]],
    ['email', 'asc', [1, 2, 3, 4, 5, 6]],
    ['user_name', 'desc', [6, 5, 4, 3, 2, 1]],
    ['subscription_name', 'asc', [5, 6, 1, 4, 2, 3]],
    ['subscription_status', 'desc', [4, 2, 3, 1, 6, 5]],
    ['payment_method', 'asc', [3, 4, 5, 6, 2, 1]],
    ['recurring_amount', 'desc', [3, 2, 1, 4, 6, 5]],
    ['billing_type', 'desc', [2, 6, 5, 4, 3, 1]],
  ])('sorts by %s %s, ties by id', async (sortField, sortType, expected) => {
    const { ids } = await (await sandboxWithUsers()).list({ sortField, sortType })
    expect(ids).toEqual(expected)
  })

  it('sorts descending when only the field is given', async () => {
    const { ids } = await (await sandboxWithUsers()).list({ sortField: 'user_id' })
    expect(ids).toEqual([6, 5, 4, 3, 2, 1])
  })

  it('sorts by the current subscription again after it changes', async () => {
    const sandbox = await sandboxWithUsers()
    expect((await sandbox.list({ sortField: 'recurring_amount', sortType: 'asc', subStatus: [2] })).ids).toEqual([1, 3])
    sandbox.store.primary.subscriptions.update('sub_a', { amount: 9900 })
    expect((await sandbox.list({ sortField: 'recurring_amount', sortType: 'asc', subStatus: [2] })).ids).toEqual([3, 1])
  })

  it("refuses a sort field that is not a part of the allowed ones with the service's text", async () => {
    const { call } = await sandboxWithUsers()
    const response = await call(LIST, { sortField: 'phone' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(
      'sortField should one of user_id|gmt_create|email|user_name|subscription_name|subscription_status|payment_method|recurring_amount|billing_type',
    )
    expect((await call(LIST, { sortField: 'email', sortType: 'up' })).body.message).toBe('sortType should one of asc|desc')
  })

  it("answers a part of an allowed sort field with the empty list, as the service's database does", async () => {
    const { call } = await sandboxWithUsers()
    const response = await call(LIST, { sortField: 'user' })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({ userAccounts: [], total: 0 })
  })

  it('refuses what the contract refuses', async () => {
    const { call } = await sandboxWithUsers()
    const response = await call(LIST, { status: [1], createTimeStart: 10, createTimeEnd: 5 })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(
      'status[0]: Status must be 0 (active) or 2 (suspended); createTimeEnd: Created until must not be before created from',
    )
  })
})

describe('user search (list-endpoints 3.2)', () => {
  it('finds a customer by id, current subscription id or VAT number first', async () => {
    const { search } = await sandboxWithUsers()
    expect(await search('2')).toEqual([2])
    expect(await search('sub_d')).toEqual([3])
    expect(await search('GB111')).toEqual([1])
  })

  it('then the customer of an invoice or a payment with that id', async () => {
    const { search } = await sandboxWithUsers()
    expect(await search('in_77')).toEqual([5])
    expect(await search('pay_55')).toEqual([5])
  })

  it('then by part of the e-mail, first name, last name or company name, newest first, each once', async () => {
    const { search } = await sandboxWithUsers()
    expect(await search('lovelace')).toEqual([3, 1])
    expect(await search('STONE')).toEqual([6, 5])
    expect(await search('engines')).toEqual([1])
    expect(await search('zzz')).toEqual([])
  })

  it("leaves out other merchants' customers", async () => {
    const { search } = await sandboxWithUsers()
    expect(await search('7')).toEqual([])
    expect(await search('ada@')).toEqual([1])
  })

  it('answers at most 10 by part of a name', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
    await sandbox.control('seed', {
      users: Array.from({ length: 15 }, (_, index) => ({ firstName: 'Sam', createTime: NOW - index })),
    })
    const response = await sandbox.call<{ userAccounts: User[] }>(SEARCH, { searchKey: 'sam' })
    expect(response.body.data.userAccounts.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('needs a search text', async () => {
    const { call } = await sandboxWithUsers()
    const response = await call(SEARCH, { searchKey: ' ' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('searchKey: Search text is required')
  })
})

describe('user count (list-endpoints 3.2, GET only)', () => {
  const COUNT = '/merchant/user/count'
  const GET = { method: 'GET' as const }
  const count = async (sandbox: Awaited<ReturnType<typeof sandboxWithUsers>>, input: Record<string, unknown>) => {
    const response = await sandbox.call<{ total: number }>(COUNT, input, GET)
    expect(response.status).toBe(200)
    return response.body.data
  }

  it("counts the merchant's customers, not another merchant's", async () => {
    expect(await count(await sandboxWithUsers(), {})).toEqual({ total: 6 })
  })

  it.each([
    ['created from, inclusive', { createTimeStart: NOW - 4 * DAY }, 3],
    ['created until, inclusive', { createTimeEnd: NOW - 8 * DAY }, 2],
    ['both ends', { createTimeStart: NOW - 8 * DAY, createTimeEnd: NOW - 4 * DAY }, 3],
    ['0 leaves an end open', { createTimeStart: 0, createTimeEnd: NOW - 6 * DAY }, 3],
    ['a range with no one in it', { createTimeStart: NOW + DAY }, 0],
  ])('counts the customers %s', async (_name, input, expected) => {
    expect(await count(await sandboxWithUsers(), input)).toEqual({ total: expected })
  })

  it('leaves deleted customers out', async () => {
    const sandbox = await sandboxWithUsers()
    expect((await sandbox.call('/merchant/user/delete', { userId: 5 })).status).toBe(200)
    expect(await count(sandbox, {})).toEqual({ total: 5 })
    expect(await count(sandbox, { createTimeStart: NOW - 2 * DAY })).toEqual({ total: 1 })
  })

  it('counts the same in the real dialect, and reads its numbers from the query', async () => {
    const sandbox = await sandboxWithUsers()
    const real = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect: 'real' })
    await real.control('seed', {
      users: [
        { id: 1, createTime: NOW - DAY },
        { id: 2, createTime: NOW - 3 * DAY },
      ],
    })
    expect((await real.call<{ total: number }>(COUNT, { createTimeStart: NOW - 2 * DAY }, GET)).body).toMatchObject({
      code: 0,
      data: { total: 1 },
    })
    expect(await count(sandbox, { createTimeStart: String(NOW - 4 * DAY) })).toEqual({ total: 3 })
  })

  it('is GET only', async () => {
    const response = await (await sandboxWithUsers()).call(COUNT, {})
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('/merchant/user/count takes GET, not POST')
  })

  it('refuses a range whose end is before its start, or a time that is not a whole number of seconds', async () => {
    const sandbox = await sandboxWithUsers()
    const backwards = await sandbox.call(COUNT, { createTimeStart: 10, createTimeEnd: 5 }, GET)
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toBe('createTimeEnd: Created until must not be before created from')
    const fraction = await sandbox.call(COUNT, { createTimeStart: 1.5 }, GET)
    expect(fraction.status).toBe(400)
  })
})
