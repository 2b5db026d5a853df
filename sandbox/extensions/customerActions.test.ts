import { describe, expect, it } from 'vitest'
import type { User } from '../../src/api/contract/users'
import type { DialectName } from '../dialect'
import { createTestSandbox, type TestResponse } from '../testing'

const NOW = 1_800_000_000
const NEW = '/merchant/user/new'
const UPDATE = '/merchant/user/update'
const SUSPEND = '/merchant/user/suspend_user'
const RESUME = '/merchant/user/resume_user'
const INCREMENT = '/merchant/credit/promo_credit_increment'
const USER = '/merchant/user/get'
const SUBSCRIPTION = '/merchant/subscription/detail'

/** Customers 1 (Ada, DE, crm-1, 500 EUR promo credits) and 2 (Bob); Ada's subscriptions: active, incomplete, expired. */
async function sandboxWithCustomers(dialect: DialectName = 'spec') {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const seeded = await sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe' }],
    plans: [{ id: 1, planName: 'Basic', status: 2 }],
    users: [
      {
        id: 1,
        email: 'ada@lovelace.example',
        firstName: 'Ada',
        countryCode: 'DE',
        externalUserId: 'crm-1',
        metadata: { tier: 'gold' },
        promoCreditAccounts: [{ id: 1, currency: 'EUR', amount: 500 }],
      },
      { id: 2, email: 'bob@builder.example', externalUserId: 'crm-2' },
    ],
    subscriptions: [
      { subscriptionId: 'sub_active', userId: 1, planId: 1, status: 2, gatewayId: 1 },
      { subscriptionId: 'sub_incomplete', userId: 1, planId: 1, status: 7, gatewayId: 1 },
      { subscriptionId: 'sub_expired', userId: 1, planId: 1, status: 5, gatewayId: 1 },
    ],
  })
  expect(seeded.status).toBe(200)
  const user = async (userId: number) => (await sandbox.call<{ user: User }>(USER, { userId }, { method: 'GET' })).body.data.user
  const subscriptionStatus = async (subscriptionId: string) =>
    (await sandbox.call<{ subscription: { status: number; cancelReason: string } }>(SUBSCRIPTION, { subscriptionId })).body.data
      .subscription
  return { ...sandbox, user, subscriptionStatus }
}

function expectRealRefusal(response: TestResponse<unknown>, message: string) {
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ code: 51, message })
}

describe('user/new (operations.md §3.5)', () => {
  it('creates a customer; an e-mail in use, in any case, is refused as in production', async () => {
    const { call, user } = await sandboxWithCustomers('real')
    const made = await call<{ user: User }>(NEW, { email: 'grace@hopper.example', firstName: 'Grace', language: 'en' })
    expect(made.status).toBe(200)
    expect(await user(made.body.data.user.id!)).toMatchObject({ email: 'grace@hopper.example', firstName: 'Grace' })
    expectRealRefusal(await call(NEW, { email: 'ADA@lovelace.example' }), 'same email exist')
  })

  it('moves the customer with the external id given to the new e-mail', async () => {
    const { call, user } = await sandboxWithCustomers()
    const moved = await call<{ user: User }>(NEW, { email: 'robert@builder.example', externalUserId: 'crm-2' })
    expect(moved.body.data.user.id).toBe(2)
    expect((await user(2)).email).toBe('robert@builder.example')
  })
})

describe('user/update (operations.md §3.5)', () => {
  it('changes only the members given and merges the metadata', async () => {
    const { call, user } = await sandboxWithCustomers()
    const updated = await call(UPDATE, { userId: 1, lastName: 'Lovelace', metadata: { seats: 3 } })
    expect(updated.status).toBe(200)
    expect(await user(1)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', metadata: { tier: 'gold', seats: 3 } })
  })

  it('finds the customer by e-mail when no id is given', async () => {
    const { call, user } = await sandboxWithCustomers()
    expect((await call(UPDATE, { email: 'bob@builder.example', city: 'Leeds' })).status).toBe(200)
    expect((await user(2)).city).toBe('Leeds')
  })

  it("refuses a VAT number of another country than the customer's, and an external id of another customer", async () => {
    const { call } = await sandboxWithCustomers('real')
    expectRealRefusal(await call(UPDATE, { userId: 1, vATNumber: 'FR40303265045' }), 'Your country from vat number is FR')
    expectRealRefusal(
      await call(UPDATE, { userId: 1, externalUserId: 'crm-2' }),
      'ExternalUserId has bean used by another user:2 email:bob@builder.example',
    )
    expect((await call(UPDATE, { userId: 1, vATNumber: 'FR40303265045', countryCode: 'FR' })).status).toBe(200)
  })
})

describe('user/suspend_user and resume_user (operations.md §3.5)', () => {
  it('cancels every active and incomplete subscription at once; resuming restores none', async () => {
    const { call, user, subscriptionStatus } = await sandboxWithCustomers('real')
    expect((await call(SUSPEND, { userId: 1 })).status).toBe(200)
    expect((await user(1)).status).toBe(2)
    expect(await subscriptionStatus('sub_active')).toMatchObject({ status: 4, cancelReason: 'CancelledByAdminSuspendUser' })
    expect((await subscriptionStatus('sub_incomplete')).status).toBe(4)
    expect((await subscriptionStatus('sub_expired')).status).toBe(5)
    expectRealRefusal(await call(SUSPEND, { userId: 1 }), 'user already suspend')
    expect((await call(RESUME, { userId: 1 })).status).toBe(200)
    expect((await user(1)).status).toBe(0)
    expect((await subscriptionStatus('sub_active')).status).toBe(4)
  })

  it('refuses an unknown customer', async () => {
    const { call } = await sandboxWithCustomers('real')
    expectRealRefusal(await call(SUSPEND, { userId: 9 }), 'user not found')
  })
})

describe('credit/promo_credit_increment (operations.md §3.7)', () => {
  it('adds credits to the account of the currency', async () => {
    const { call, user } = await sandboxWithCustomers()
    const answer = await call<{ UserPromoCreditAccount: { amount: number } }>(INCREMENT, {
      userId: 1,
      currency: 'EUR',
      amount: 250,
      name: 'Goodwill',
    })
    expect(answer.body.data.UserPromoCreditAccount.amount).toBe(750)
    expect((await user(1)).promoCreditAccounts?.[0]).toMatchObject({ amount: 750, totalIncrementAmount: 250 })
  })

  it('refuses 0 before anything is read, and a currency without an account', async () => {
    const { call } = await sandboxWithCustomers('real')
    expect((await call(INCREMENT, { userId: 1, currency: 'EUR', amount: 0 })).status).toBe(400)
    expectRealRefusal(await call(INCREMENT, { userId: 1, currency: 'USD', amount: 5 }), 'Invalid Credit Config; invalid currency')
  })
})
