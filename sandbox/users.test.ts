import { describe, expect, it } from 'vitest'
import { GatewayType } from '../src/api/contract/codes'
import type { CreditAccountRecord, SubscriptionRecord, UserRecord } from './records'
import { demoGatewaySecrets } from './seed-users'
import { createTestSandbox } from './testing'

const NOW = 1_800_000_000
const get = '/merchant/user/get'
const changeGateway = '/merchant/user/change_gateway'
const decrement = '/merchant/credit/promo_credit_decrement'
const remove = '/merchant/user/delete'
const portal = '/merchant/session/customer_portal_url'

type UserData = { user: UserRecord }

const gateways = [
  {
    gatewayId: 1,
    gatewayName: 'stripe',
    displayName: 'Cards',
    gatewayType: GatewayType.card,
    gatewaySecret: 'gw_secret_1',
    gatewayPaymentTypes: [
      { paymentType: 'card', name: 'Card' },
      { paymentType: 'apple_pay', name: 'Apple Pay' },
    ],
    defaultGatewayPaymentType: { paymentType: 'card', name: 'Card' },
  },
  {
    gatewayId: 2,
    gatewayName: 'cryptopay',
    displayName: 'Crypto',
    gatewayType: GatewayType.crypto,
    gatewayPaymentTypes: [{ paymentType: 'crypto_usdc' }],
    defaultGatewayPaymentType: { paymentType: 'crypto_usdc' },
  },
  { gatewayId: 3, gatewayName: 'wire', gatewayType: GatewayType.wireTransfer },
]

async function customers() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const seeded = await sandbox.control('seed', {
    gateways,
    plans: [{ id: 5, planName: 'Pro monthly', status: 2 }],
    products: [{ id: 9, productName: 'Backup Pro' }],
    users: [
      {
        id: 3,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        externalUserId: 'crm-3',
        gatewayId: 1,
        gatewayPaymentType: 'card',
        promoCreditAccounts: [
          { currency: 'EUR', amount: 500, totalIncrementAmount: 800, totalDecrementAmount: 300 },
          { currency: 'USD', amount: 100 },
        ],
        creditAccounts: [{ currency: 'GBP', amount: 900 }],
      },
      { id: 4, firstName: 'Bob', email: 'bob@example.test' },
    ],
    subscriptions: [
      { subscriptionId: 'sub_a', userId: 3, status: 2, planId: 5, amount: 1999, createTime: NOW - 300 },
      { subscriptionId: 'sub_b', userId: 3, status: 7, createTime: NOW - 200 },
      { subscriptionId: 'sub_c', userId: 3, status: 5, createTime: NOW - 100 },
      { subscriptionId: 'sub_d', userId: 4, status: 4 },
    ],
  })
  expect(seeded.status).toBe(200)
  const ws = sandbox.store.primary
  const user = (id: number) => ws.users.get(id)
  const subscription = (id: string) => ws.subscriptions.get(id) as SubscriptionRecord
  const getUser = (userId: unknown) => sandbox.call<UserData>(get, { userId }, { method: 'GET' })
  return { ...sandbox, ws, user, subscription, getUser }
}

describe('user get (4.15)', () => {
  it('answers every field of 2.9 with the gateway from the gateways collection', async () => {
    const { getUser } = await customers()
    const response = await getUser(3)
    expect(response.status).toBe(200)
    const { user } = response.body.data
    expect(user).toMatchObject({ id: 3, firstName: 'Ada', email: 'ada@example.test', gatewayId: 1, vATNumber: '', metadata: {} })
    expect(user.gateway).toMatchObject({
      gatewayId: 1,
      gatewayName: 'stripe',
      gatewaySecret: 'gw_s**********et_1',
      autoChargeEnabled: false,
    })
    expect(user.promoCreditAccounts.map((a) => [a.currency, a.amount, a.type, a.userId])).toEqual([
      ['EUR', 500, 2, 3],
      ['USD', 100, 2, 3],
    ])
    expect(user.creditAccounts).toEqual([expect.objectContaining({ currency: 'GBP', amount: 900, type: 1 })])
  })

  it('shows the subscription summary of the latest active or incomplete subscription', async () => {
    const { getUser } = await customers()
    const { user } = (await getUser(3)).body.data
    expect(user).toMatchObject({ subscriptionId: 'sub_b', subscriptionStatus: 7 })
    const bob = (await getUser(4)).body.data.user
    expect(bob).toMatchObject({ subscriptionId: 'sub_d', subscriptionStatus: 4 })
  })

  it("masks the gateway's key and secrets as the real service does, and keeps them in state", async () => {
    const { getUser, control, ws } = await customers()
    await control('seed', {
      gateways: [{ ...gateways[0], gatewayKey: 'pk_live_51Hx', gatewaySecret: 'sk_live_abcdefgh', webhookSecret: 'whsec_9' }],
    })
    const { gateway } = (await getUser(3)).body.data.user
    expect(gateway).toMatchObject({
      gatewayKey: 'pk_l***********51Hx',
      gatewaySecret: 'sk_l***************efgh',
      webhookSecret: 'wh******_9',
    })
    expect(ws.gateways.get(1)).toMatchObject({ gatewaySecret: 'sk_live_abcdefgh', webhookSecret: 'whsec_9' })
    // A secret that is not set stays empty: it still reads as not set.
    expect((await getUser(4)).body.data.user.gateway).toMatchObject({ gatewaySecret: '', webhookSecret: '' })
  })

  it('shows only the members of 2.9, not what the sandbox keeps beside them', async () => {
    const { getUser, call } = await customers()
    await call(portal, { userId: 3 })
    await call(changeGateway, { userId: 3, gatewayId: 1, gatewayUserId: 'cus_123' })
    const { user } = (await getUser(3)).body.data as { user: Record<string, unknown> }
    expect(user).not.toHaveProperty('portalSessions')
    expect(user).not.toHaveProperty('gatewayUserId')
  })

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const { getUser } = await customers()
    const unknown = await getUser(99)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: 404, message: 'User 99 not found' })
    const bad = await getUser('x')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('userId: User id must be a whole number')
  })
})

describe('change gateway (4.13)', () => {
  it('changes the gateway and payment type, visible in user/get', async () => {
    const { call, getUser, user } = await customers()
    const response = await call(changeGateway, {
      userId: 3,
      gatewayId: 2,
      gatewayPaymentType: 'crypto_usdc',
      gatewayUserId: 'wallet-9',
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({})
    const shown = (await getUser(3)).body.data.user
    expect(shown).toMatchObject({ gatewayId: 2, gatewayPaymentType: 'crypto_usdc', paymentMethod: '' })
    expect(shown.gateway).toMatchObject({ gatewayId: 2, gatewayName: 'cryptopay', autoChargeEnabled: false })
    expect(user(3)).toMatchObject({ gatewayUserId: 'wallet-9' })
  })

  it("takes the gateway's default payment type when none is given", async () => {
    const { call, getUser } = await customers()
    await call(changeGateway, { userId: 4, gatewayId: 1 })
    expect((await getUser(4)).body.data.user).toMatchObject({ gatewayId: 1, gatewayPaymentType: 'card' })
  })

  it('turns on automatic payment with a payment method', async () => {
    const { call, getUser } = await customers()
    await call(changeGateway, { userId: 3, gatewayId: 1, paymentMethodId: 'pm_visa' })
    const shown = (await getUser(3)).body.data.user
    expect(shown).toMatchObject({ paymentMethod: 'pm_visa', gatewayId: 1 })
    expect(shown.gateway.autoChargeEnabled).toBe(true)

    // The payment method stays while the gateway stays, and goes with it.
    await call(changeGateway, { userId: 3, gatewayId: 1, gatewayPaymentType: 'apple_pay' })
    expect((await getUser(3)).body.data.user).toMatchObject({ paymentMethod: 'pm_visa', gatewayPaymentType: 'apple_pay' })
    await call(changeGateway, { userId: 3, gatewayId: 3 })
    const moved = (await getUser(3)).body.data.user
    expect(moved).toMatchObject({ paymentMethod: '', gatewayId: 3, gatewayPaymentType: '' })
    expect(moved.gateway.autoChargeEnabled).toBe(false)
  })

  it("moves the user's current subscription to the new gateway and payment method", async () => {
    const { call, subscription } = await customers()
    await call(changeGateway, { userId: 3, gatewayId: 1, paymentMethodId: 'pm_visa' })
    // sub_b is the latest active or incomplete one; the others keep their gateway.
    expect(subscription('sub_b')).toMatchObject({ gatewayId: 1, defaultPaymentMethodId: 'pm_visa', lastUpdateTime: NOW })
    expect(subscription('sub_a')).toMatchObject({ gatewayId: 0, defaultPaymentMethodId: '' })
    expect(subscription('sub_c')).toMatchObject({ gatewayId: 0 })
    await call(changeGateway, { userId: 3, gatewayId: 3 })
    expect(subscription('sub_b')).toMatchObject({ gatewayId: 3, defaultPaymentMethodId: '' })
  })

  it('answers 404 for an unknown user or gateway', async () => {
    const { call } = await customers()
    const noUser = await call(changeGateway, { userId: 99, gatewayId: 1 })
    expect(noUser.status).toBe(404)
    expect(noUser.body.message).toBe('User 99 not found')
    const noGateway = await call(changeGateway, { userId: 3, gatewayId: 42 })
    expect(noGateway.status).toBe(404)
    expect(noGateway.body.message).toBe('Gateway 42 not found')
  })

  it("refuses a payment type the gateway does not have, naming the gateway's types", async () => {
    const { call, user } = await customers()
    const response = await call(changeGateway, { userId: 3, gatewayId: 2, gatewayPaymentType: 'card' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(
      'gatewayPaymentType: Gateway 2 (Crypto) has no payment type "card"; its payment types are crypto_usdc',
    )
    const none = await call(changeGateway, { userId: 3, gatewayId: 3, gatewayPaymentType: 'sepa' })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('gatewayPaymentType: Gateway 3 (wire) has no payment types')
    expect(user(3)?.gatewayId).toBe(1)
  })

  it('refuses a payment method on a gateway that is not a card gateway', async () => {
    const { call, user } = await customers()
    const response = await call(changeGateway, { userId: 3, gatewayId: 2, paymentMethodId: 'pm_x' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(
      'paymentMethodId: a payment method applies to card gateways only; Gateway 2 (Crypto) is crypto',
    )
    expect(user(3)?.gatewayId).toBe(1)
  })

  it('validates the input with the contract', async () => {
    const { call } = await customers()
    const response = await call(changeGateway, { userId: 3 })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('gatewayId: Gateway id must be a whole number')
  })
})

describe('promo credit decrement (4.10)', () => {
  it("decreases the account in that currency and the user's accounts show it", async () => {
    const { call, getUser, user } = await customers()
    const response = await call<{ UserPromoCreditAccount: CreditAccountRecord }>(decrement, {
      userId: 3,
      currency: 'EUR',
      amount: 120,
      name: 'Goodwill',
      description: 'Reverted by support',
    })
    expect(response.status).toBe(200)
    expect(response.body.data.UserPromoCreditAccount).toMatchObject({
      currency: 'EUR',
      amount: 380,
      totalDecrementAmount: 420,
      totalIncrementAmount: 800,
      userId: 3,
      type: 2,
    })
    const shown = (await getUser(3)).body.data.user
    expect(shown.promoCreditAccounts.find((a) => a.currency === 'EUR')).toMatchObject({ amount: 380, totalDecrementAmount: 420 })
    expect(shown.promoCreditAccounts.find((a) => a.currency === 'USD')?.amount).toBe(100)
    expect((user(3) as { promoCreditLog?: unknown[] }).promoCreditLog).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        amount: 120,
        balanceAfter: 380,
        name: 'Goodwill',
        description: 'Reverted by support',
        time: NOW,
      }),
    ])
  })

  it('refuses a decrease that would not leave more than 0, and changes nothing', async () => {
    const { call, user } = await customers()
    for (const amount of [500, 501]) {
      const response = await call(decrement, { userId: 3, currency: 'EUR', amount })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe(
        `amount: the promo credit must stay greater than 0 after the decrease: the EUR balance is 500 and decreasing it by ${amount} would leave ${500 - amount} (minor units)`,
      )
    }
    expect(user(3)?.promoCreditAccounts[0]).toMatchObject({ amount: 500, totalDecrementAmount: 300 })
    expect((await call(decrement, { userId: 3, currency: 'EUR', amount: 499 })).status).toBe(200)
  })

  it('answers 404 for an unknown user or a currency without a promo account', async () => {
    const { call } = await customers()
    const noUser = await call(decrement, { userId: 99, currency: 'EUR', amount: 1 })
    expect(noUser.status).toBe(404)
    expect(noUser.body.message).toBe('User 99 not found')
    const noAccount = await call(decrement, { userId: 3, currency: 'GBP', amount: 1 })
    expect(noAccount.status).toBe(404)
    expect(noAccount.body.message).toBe('User 3 has no promo credit account in GBP')
  })

  it('refuses an amount that is not greater than 0 (contract)', async () => {
    const { call } = await customers()
    for (const amount of [0, -5]) {
      const response = await call(decrement, { userId: 3, currency: 'EUR', amount })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe('amount: Amount must be greater than 0')
    }
  })
})

describe('user delete (4.16)', () => {
  it('refuses a user with active subscriptions without forceDelete, changing nothing', async () => {
    const { call, user, subscription } = await customers()
    const response = await call(remove, { userId: 3 })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('User 3 has 2 active subscriptions; delete with forceDelete to cancel them first')
    expect(user(3)).toBeDefined()
    expect(subscription('sub_a').status).toBe(2)
    const one = await call(remove, { userId: 3, forceDelete: false })
    expect(one.status).toBe(400)
  })

  it('says "1 active subscription" for one', async () => {
    const { call, control } = await customers()
    await control('seed', { users: [{ id: 5 }], subscriptions: [{ subscriptionId: 'sub_e', userId: 5, status: 2 }] })
    expect((await call(remove, { userId: 5 })).body.message).toBe(
      'User 5 has 1 active subscription; delete with forceDelete to cancel it first',
    )
  })

  it('with forceDelete cancels the active and incomplete subscriptions, then deletes the user', async () => {
    const { call, getUser, subscription, control } = await customers()
    const response = await call(remove, { userId: 3, forceDelete: true })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({})
    for (const id of ['sub_a', 'sub_b']) {
      expect(subscription(id)).toMatchObject({ status: 4, cancelOrExpireTime: NOW, lastUpdateTime: NOW })
    }
    expect(subscription('sub_c')).toMatchObject({ status: 5, cancelOrExpireTime: 0 })
    expect((await getUser(3)).status).toBe(404)
    const state = await control<{ collections: { subscriptions: SubscriptionRecord[]; users: UserRecord[] } }>('state')
    expect(state.body.data.collections.subscriptions.find((s) => s.subscriptionId === 'sub_a')?.status).toBe(4)
    expect(state.body.data.collections.users.map((u) => u.id)).toEqual([4])
    expect((await call(remove, { userId: 3, forceDelete: true })).status).toBe(404)
  })

  it('deletes a user without active subscriptions at once, keeping their past subscriptions', async () => {
    const { call, getUser, subscription } = await customers()
    expect((await call(remove, { userId: 4 })).status).toBe(200)
    expect((await getUser(4)).status).toBe(404)
    expect(subscription('sub_d').status).toBe(4)
  })

  it('answers 404 for an unknown user', async () => {
    const { call } = await customers()
    const response = await call(remove, { userId: 99 })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('User 99 not found')
  })
})

describe('customer portal url (4.6)', () => {
  type PortalData = { url: string }

  it('gives the address of a hosted page that shows the user, their subscriptions and the links', async () => {
    const { call, app } = await customers()
    const response = await call<PortalData>(portal, {
      userId: 3,
      returnUrl: 'https://shop.example/account',
      planId: 5,
      productId: 9,
      vatCountryCode: 'DE',
    })
    expect(response.status).toBe(200)
    const url = new URL(response.body.data.url)
    expect(url.pathname).toMatch(/^\/hosted\/portal\/ps_[0-9a-f]{32}$/)
    const page = await app.request(url.pathname)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>Customer portal</h1>')
    expect(html).toContain('<strong>Ada Lovelace</strong> (ada@example.test)')
    expect(html).toContain('<code>sub_a</code>')
    expect(html).toContain('Pro monthly')
    expect(html).toContain('2 · active')
    expect(html).toContain('€19.99')
    expect(html).toContain('Product: Backup Pro (ID 9)')
    expect(html).toContain('VAT country: DE')
    expect(html).toContain('<a href="https://shop.example/account">Return to the merchant</a>')
    expect(html).not.toContain('Cancel</a>')
  })

  it('finds a user by external user id together with e-mail (case-insensitive)', async () => {
    const { call, app } = await customers()
    const response = await call<PortalData>(portal, { externalUserId: 'crm-3', email: 'ADA@example.test' })
    expect(response.status).toBe(200)
    const html = await (await app.request(new URL(response.body.data.url).pathname)).text()
    expect(html).toContain('Ada Lovelace')
  })

  it('escapes every value and links only http(s) addresses', async () => {
    const { call, app, control } = await customers()
    await control('seed', {
      users: [{ id: 6, firstName: '<img src=x onerror=alert(1)>', email: 'x@example.test' }],
      subscriptions: [{ subscriptionId: 'sub_<b>', userId: 6 }],
    })
    const { url } = (await call<PortalData>(portal, { userId: 6 })).body.data
    const html = await (await app.request(new URL(url).pathname)).text()
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img')
    expect(html).toContain('sub_&lt;b&gt;')
  })

  it('shows a return address that is not http(s) as text, not a link', async () => {
    const { call, app, user } = await customers()
    const { url } = (await call<PortalData>(portal, { userId: 3, returnUrl: 'https://shop.example/ok' })).body.data
    const session = (user(3) as unknown as { portalSessions: { returnUrl: string; cancelUrl: string }[] }).portalSessions[0]
    session.returnUrl = 'javascript:alert(1)'
    session.cancelUrl = 'https://shop.example/cancel?a=1&b=<2>'
    const html = await (await app.request(new URL(url).pathname)).text()
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('<code>javascript:alert(1)</code>')
    expect(html).toContain('<a href="https://shop.example/cancel?a=1&amp;b=%3C2%3E">Cancel</a>')
  })

  it('refuses a call without a valid user identification (400)', async () => {
    const { call } = await customers()
    const none = await call(portal, {})
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('userId: Give a user id, or an external user id together with an e-mail')
    const noEmail = await call(portal, { externalUserId: 'crm-3' })
    expect(noEmail.status).toBe(400)
    expect(noEmail.body.message).toBe('email: E-mail is required together with the external user id')
    const noExternal = await call(portal, { email: 'ada@example.test' })
    expect(noExternal.status).toBe(400)
    expect(noExternal.body.message).toBe('externalUserId: External user id is required together with the e-mail')
    const badUrl = await call(portal, { userId: 3, returnUrl: 'javascript:alert(1)' })
    expect(badUrl.status).toBe(400)
    expect(badUrl.body.message).toBe('returnUrl: Return URL must be an http(s) URL')
  })

  it('answers 404 for an unknown user, plan or product', async () => {
    const { call } = await customers()
    const noUser = await call(portal, { userId: 99 })
    expect(noUser.status).toBe(404)
    expect(noUser.body.message).toBe('User 99 not found')
    const noMatch = await call(portal, { externalUserId: 'crm-3', email: 'bob@example.test' })
    expect(noMatch.status).toBe(404)
    expect(noMatch.body.message).toBe('No user with external user id "crm-3" and e-mail bob@example.test')
    expect((await call(portal, { userId: 3, planId: 77 })).body.message).toBe('Plan 77 not found')
    expect((await call(portal, { userId: 3, productId: 77 })).body.message).toBe('Product 77 not found')
  })

  it('stops serving the page once the user is deleted, and for an unknown token', async () => {
    const { call, app } = await customers()
    const { url } = (await call<PortalData>(portal, { userId: 4 })).body.data
    expect((await app.request(new URL(url).pathname)).status).toBe(200)
    await call(remove, { userId: 4 })
    const gone = await app.request(new URL(url).pathname)
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('not valid')
    expect((await app.request('/hosted/portal/ps_nothing')).status).toBe(404)
  })
})

describe('demo customers', () => {
  it('has users 1–12 and gateways 1–4 with secrets, accounts in several currencies, and some payment methods', () => {
    const { store } = createTestSandbox({ dataset: 'demo' })
    const ws = store.primary
    expect(ws.users.all().map((u) => u.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(ws.gateways.all().map((g) => [g.gatewayId, g.gatewayType])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ])
    expect(ws.gateways.all().flatMap((g) => [g.gatewaySecret, g.webhookSecret])).toEqual(demoGatewaySecrets)
    const currencies = new Set(
      ws.users.all().flatMap((u) => [...u.creditAccounts, ...u.promoCreditAccounts].map((a) => a.currency)),
    )
    expect([...currencies].sort()).toEqual(['EUR', 'GBP', 'USD'])
    const withMethod = ws.users.filter((u) => u.paymentMethod !== '')
    expect(withMethod.map((u) => u.id)).toEqual([1, 5])
    expect(withMethod.every((u) => u.gateway.autoChargeEnabled)).toBe(true)
    expect(ws.users.get(2)?.gateway.autoChargeEnabled).toBe(false)
    expect(ws.gateways.get(3)?.bank.iban).not.toBe('')
  })
})
