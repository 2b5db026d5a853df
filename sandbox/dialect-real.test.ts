import { Secret, TOTP } from 'otpauth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productList } from '../src/api/contract/products'
import type { Envelope } from './envelope'
import { areas } from './handlers'
import { defineArea, handle } from './registry'
import { OWNER_EMAIL } from './seed'
import { createTestSandbox, type TestResponse, TEST_KEY } from './testing'

/**
 * The real dialect, endpoint by endpoint: what the real service answers (real-service.md) for success,
 * validation, unknown records, refused rules, keys, empty lists and its record shapes.
 */

const NOW = 1_800_000_000 // 2027-01-15 08:00 UTC
const DAY = 86_400
const SECRET = 'JBSWY3DPEHPK3PXP'
const REQUEST_ID = /^req20270115[A-Za-z0-9]{15}$/

function totp(steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(SECRET), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: (NOW + steps * 30) * 1000,
  })
}

const world = {
  gateways: [
    {
      gatewayId: 1,
      gatewayName: 'stripe',
      gatewayType: 1,
      autoChargeEnabled: true,
      gatewayKey: 'pk_test_northwind',
      gatewaySecret: 'sk_test_northwind_secret',
      webhookSecret: 'whsec_northwind',
      setupGatewayPaymentTypes: [{ paymentType: 'card' }],
      gatewayPaymentTypes: [{ paymentType: 'card' }],
    },
    { gatewayId: 3, gatewayName: 'wire', gatewayType: 3, bank: { iban: 'GB29NWBK60161331926819' }, countryConfig: { GB: true } },
  ],
  users: [
    {
      id: 3,
      email: 'ada@example.test',
      gatewayId: 1,
      paymentMethod: 'pm_card',
      promoCreditAccounts: [{ currency: 'EUR', amount: 50, exchangeRate: 100, currencyAmount: 5000, totalDecrementAmount: 20 }],
    },
    { id: 4, email: 'grace@example.test', gatewayId: 3 },
    { id: 5, email: 'alan@example.test' },
  ],
  subscriptions: [
    { subscriptionId: 'sub_paid', userId: 3, amount: 1000, currency: 'EUR', gatewayId: 1, status: 2, trialEnd: NOW + 90 * DAY },
    { subscriptionId: 'sub_wire', userId: 4, amount: 1000, currency: 'EUR', gatewayId: 3, status: 5 },
  ],
  invoices: [{ invoiceId: 'in_1', userId: 3, totalAmount: 1000, status: 3 }],
  discountCodes: [
    { id: 2, code: 'SPRING', status: 2, discountPercentage: 1000, quantity: 10 },
    { id: 3, code: 'OLD', status: 2, discountPercentage: 1000, endTime: NOW - DAY },
  ],
  batchTemplates: [{ id: 1, code: 'SUMMER' }],
  batchChildren: [{ id: 1, code: 'SUMMER-1', parentTemplateCode: 'SUMMER' }],
  metrics: [{ id: 1, code: 'api_calls' }],
  plans: [{ id: 1, planName: 'Basic', status: 1 }],
  webhookEndpoints: [{ id: 1, url: 'https://hooks.example.test', events: ['invoice.paid'] }],
  webhookLogs: [
    { id: 1, endpointId: 1, event: 'invoice.paid' },
    { id: 2, endpointId: 2, event: 'invoice.paid', url: 'http://127.0.0.1:9/hook' },
  ],
  members: [
    {
      email: 'ops@example.test',
      password: 'Ops-Pass-123',
      totpSecret: SECRET,
      MemberGroupPermission: { user: ['access'] },
    },
  ],
}

async function realSandbox(options: { seed?: boolean } = {}) {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect: 'real' })
  if (options.seed !== false) {
    const seeded = await sandbox.control('seed', world)
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200)
  }
  const get = <T = Record<string, unknown>>(path: string, input: Record<string, unknown> = {}) =>
    sandbox.call<T>(path, input, { method: 'GET' })
  return { ...sandbox, get, ws: sandbox.store.primary }
}

/** The service's refusal: HTTP 400, code 51, its text. */
function expectRefused(response: TestResponse<unknown>, message: string) {
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ code: 51, message, data: {}, redirect: '' })
  expect(response.body.requestId).toMatch(REQUEST_ID)
}

/** A masked failure: HTTP 400, the code, `Server Error-<requestId>-<code>`. */
function expectMasked(response: TestResponse<unknown>, code: number) {
  expect(response.status).toBe(400)
  expect(response.body.code).toBe(code)
  expect(response.body.message).toBe(`Server Error-${response.body.requestId}-${code}`)
  expect(response.body.requestId).toMatch(REQUEST_ID)
}

afterEach(() => vi.restoreAllMocks())

describe('real dialect: envelope and keys (A1, A2)', () => {
  it('answers success with message "" and a request id of the real form', async () => {
    const { call } = await realSandbox()
    const first = await call(productList.path)
    const second = await call(productList.path)
    expect(first.status).toBe(200)
    expect(Object.keys(first.body).sort()).toEqual(['code', 'data', 'merchantId', 'message', 'redirect', 'requestId'])
    expect(first.body).toMatchObject({ code: 0, message: '', redirect: '', merchantId: 10001 })
    expect(first.body.requestId).toMatch(REQUEST_ID)
    expect(second.body.requestId).not.toBe(first.body.requestId)
  })

  it('answers an unknown or empty key with HTTP 401, code 61, "invalid token"', async () => {
    const { call, request } = await realSandbox({ seed: false })
    for (const response of [
      await call(productList.path, {}, { key: 'sk_test_unknown' }),
      await request(productList.path, {}, { key: null, headers: { Authorization: 'Bearer ' } }),
    ]) {
      expect(response.status).toBe(401)
      expect(response.body).toMatchObject({ code: 61, message: 'invalid token', data: {}, redirect: '' })
      expect(response.body.requestId).toMatch(REQUEST_ID)
    }
  })

  it('takes a call without the case-sensitive "Bearer " prefix as a portal call: HTTP 200, code 61, redirect /login', async () => {
    const { request } = await realSandbox({ seed: false })
    const portalCalls: Record<string, string>[] = [{ Authorization: `bearer ${TEST_KEY}` }, {}]
    for (const headers of portalCalls) {
      const response = await request(productList.path, {}, { key: null, headers })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ code: 61, message: 'invalid token', data: null, redirect: '/login', requestId: '' })
    }
  })

  it('answers a call without a key from an OpenAPI client with 401', async () => {
    const { request } = await realSandbox({ seed: false })
    const response = await request(productList.path, {}, { key: null, headers: { 'User-Agent': 'OpenAPI-Generator/1.0.0/go' } })
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ code: 61, message: 'invalid token' })
  })

  it('masks an unexpected failure as code 50', async () => {
    const broken = defineArea({
      area: 'broken',
      handlers: [
        handle(productList, () => {
          throw new Error('secret stack detail')
        }),
      ],
    })
    const others = areas.filter((area) => area.area !== 'products')
    const { call } = createTestSandbox({ dialect: 'real', now: () => NOW, areas: [broken, ...others], onError: () => {} })
    const response = await call(productList.path)
    expectMasked(response, 50)
    expect(JSON.stringify(response.body)).not.toContain('secret stack detail')
  })

  it("refuses what breaks the contract but the service does not check with code 51 and the sandbox's text", async () => {
    const { call } = await realSandbox({ seed: false })
    expectRefused(await call(productList.path, { status: [3] }), 'status[0]: Status must be 1 (active) or 2 (inactive)')
    expectRefused(await call(productList.path, {}, { rawBody: '{oops' }), 'Body is not valid JSON')
  })

  it('still answers injected faults as they were given', async () => {
    const { call, control } = await realSandbox({ seed: false })
    await control('faults', { path: productList.path, status: 503, code: 77, message: 'Down' })
    const response = await call(productList.path)
    expect(response.status).toBe(503)
    expect(response.body).toMatchObject({ code: 77, message: 'Down' })
    expect(response.body.requestId).toMatch(REQUEST_ID)
  })
})

describe('real dialect: products (B2, B3)', () => {
  type Products = { products: Record<string, unknown>[] | null; total: number }
  const list = productList.path

  it('puts the default product (id 0) first on every page and counts it in total', async () => {
    const { call, control } = await realSandbox({ seed: false })
    await control('seed', { generateProducts: 3 })
    const first = (await call<Products>(list, { count: 2, sortField: 'id', sortType: 'asc' })).body.data
    const second = (await call<Products>(list, { count: 2, page: 1, sortField: 'id', sortType: 'asc' })).body.data
    expect(first.total).toBe(4)
    expect(first.products?.map((p) => p.id)).toEqual([0, 1, 2])
    expect(second.products?.map((p) => p.id)).toEqual([0, 3])
    expect(first.products?.[0]).toEqual({
      id: 0,
      merchantId: 0,
      productName: 'Default',
      description: 'System Default Product',
      imageUrl: '',
      homeUrl: '',
      status: 1,
      isDeleted: 0,
      createTime: NOW,
      metaData: '',
      usVATConfig: null,
    })
    // Not in the workspace's records: nothing else sees it.
    expect((await control<{ collections: { products: unknown[] } }>('state')).body.data.collections.products).toHaveLength(3)
  })

  it('lists the default product when the status filter has 1, and sends null for an empty page', async () => {
    const { call } = await realSandbox({ seed: false })
    expect((await call<Products>(list, { status: [1] })).body.data).toMatchObject({ total: 1, products: [{ id: 0 }] })
    expect((await call<Products>(list, { status: [2] })).body.data).toEqual({ products: null, total: 0 })
  })

  it('refuses a sort field or direction the service does not know, with its texts', async () => {
    const { call } = await realSandbox({ seed: false })
    expectRefused(await call(list, { sortField: 'name' }), 'sortField should one of create_time|gmt_modify')
    expectRefused(await call(list, { sortType: 'up' }), 'sortType should one of asc|desc')
  })

  it('keeps metaData as the text of the metadata, "null" without metadata; refuses a blank name and another status', async () => {
    const { call } = await realSandbox({ seed: false })
    const plain = await call<{ product: { metaData: string } }>('/merchant/product/new', { productName: 'Plain' })
    expect(plain.body.data.product.metaData).toBe('null')
    const tagged = await call<{ product: { metaData: string } }>('/merchant/product/new', {
      productName: 'Tagged',
      metadata: { a: 1 },
    })
    expect(tagged.body.data.product.metaData).toBe('{"a":1}')
    expectRefused(await call('/merchant/product/new', { productName: '  ' }), 'product name should not blank')
    expectRefused(await call('/merchant/product/new', { productName: 'X', status: 3 }), 'status should be 1|2')
  })
})

describe('real dialect: subscriptions (B1)', () => {
  const renew = '/merchant/subscription/renew'

  it('words the lookup failures as the service does', async () => {
    const { call } = await realSandbox()
    expectRefused(await call(renew, {}), 'one of SubscriptionId and UserId should provide')
    expectRefused(await call(renew, { subscriptionId: 'sub_nope' }), 'system_assert: subscription not found')
    expectRefused(await call(renew, { userId: 5 }), 'no subscription found')
    expectRefused(await call(renew, { userId: 77 }), 'no subscription found')
  })

  it('words discount code and gateway failures with the assertion prefix renew keeps', async () => {
    const { call, control } = await realSandbox()
    await control('seed', { subscriptions: [{ subscriptionId: 'sub_none', userId: 5, amount: 100, currency: 'EUR' }] })
    expectRefused(
      await call(renew, { subscriptionId: 'sub_paid', discountCode: 'NOPE' }),
      'system_assert: The discount code is invalid.',
    )
    expectRefused(await call(renew, { subscriptionId: 'sub_paid', discountCode: 'OLD' }), 'system_assert: Code expired')
    expectRefused(await call(renew, { subscriptionId: 'sub_paid', gatewayId: 9 }), 'system_assert: gateway not found')
    expectRefused(await call(renew, { subscriptionId: 'sub_none' }), 'system_assert: gateway need specified')
  })

  it('marks a paid period 1 and an unpaid one with the time it expires; shows incomplete as active', async () => {
    const { call, ws } = await realSandbox()
    type Renewed = { paid: boolean; subscription: Record<string, unknown> }
    const paid = (await call<Renewed>(renew, { subscriptionId: 'sub_paid' })).body.data
    expect(paid.paid).toBe(true)
    expect(paid.subscription).toMatchObject({ currentPeriodPaid: 1, status: 2, taskTime: null })
    // The trial ends after the period: the period end shown covers it, the original end is kept.
    const stored = ws.subscriptions.get('sub_paid')!
    expect(paid.subscription).toMatchObject({ currentPeriodEnd: NOW + 90 * DAY, originalPeriodEnd: stored.currentPeriodEnd })

    const unpaid = (await call<Renewed>(renew, { subscriptionId: 'sub_wire' })).body.data
    expect(unpaid.paid).toBe(false)
    expect(unpaid.subscription).toMatchObject({ currentPeriodPaid: NOW + DAY, status: 2 })
    expect(ws.subscriptions.get('sub_wire')).toMatchObject({ status: 7, currentPeriodPaid: NOW + DAY })
  })
})

describe('real dialect: invoices (B4, B5)', () => {
  it('words a missing and an unknown invoice as the service does', async () => {
    const { call, get } = await realSandbox()
    expectRefused(await call('/merchant/invoice/pdf_update', {}), 'The InvoiceId field is required')
    expectRefused(await call('/merchant/invoice/pdf_update', { invoiceId: 'in_9' }), 'invoice not found')
    expectRefused(await get('/merchant/invoice/split_payments'), 'The InvoiceId field is required')
    expectRefused(await get('/merchant/invoice/split_payments', { invoiceId: 'in_9' }), 'invoice not found')
    expect((await get('/merchant/invoice/split_payments', { invoiceId: 'in_1' })).body).toMatchObject({ code: 0 })
  })
})

describe('real dialect: customers (B6, B10, B13, B15, B16)', () => {
  it('user/get: an unknown or missing id is a masked nil dereference (code 68)', async () => {
    const { get } = await realSandbox()
    expectMasked(await get('/merchant/user/get', { userId: 77 }), 68)
    expectMasked(await get('/merchant/user/get'), 68)
  })

  it('user/get: the gateway bean (masked secrets, null members), null without a gateway, negative decrements', async () => {
    const { get } = await realSandbox()
    type Data = { user: { gateway: unknown; promoCreditAccounts: unknown[]; creditAccounts: unknown[] } }
    const ada = (await get<Data>('/merchant/user/get', { userId: 3 })).body.data.user
    expect(ada.gateway).toMatchObject({
      gatewayId: 1,
      gatewayKey: 'pk_t****************wind',
      gatewaySecret: 'sk_t***********************cret',
      webhookSecret: 'whse**************wind',
      IsSetupFinished: true,
      setupGatewayPaymentTypes: null,
      bank: null,
      countryConfig: null,
    })
    expect(ada.promoCreditAccounts).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        amount: 50,
        currencyAmount: 5000,
        exchangeRate: 100,
        totalDecrementAmount: -20,
      }),
    ])
    expect(ada).toHaveProperty('vATNumber')
    expect(ada).toHaveProperty('whatsAPP')
    const grace = (await get<Data>('/merchant/user/get', { userId: 4 })).body.data.user
    expect(grace.gateway).toMatchObject({ bank: { iban: 'GB29NWBK60161331926819' }, countryConfig: { GB: true } })
    const alan = (await get<Data>('/merchant/user/get', { userId: 5 })).body.data.user
    expect(alan.gateway).toBeNull()
    expect(alan.creditAccounts).toEqual([])
  })

  it('change_gateway: required fields, the unknown user text, and an unknown gateway masked', async () => {
    const { call } = await realSandbox()
    const change = '/merchant/user/change_gateway'
    expectRefused(await call(change, { userId: 3 }), 'The GatewayId field is required')
    expectRefused(await call(change, { userId: 0, gatewayId: 1 }), 'userId is nil')
    expectRefused(await call(change, { userId: 77, gatewayId: 1 }), 'UpdateUserDefaultGatewayPaymentMethod user not found')
    expectMasked(await call(change, { userId: 3, gatewayId: 9 }), 68)
  })

  it('promo_credit_decrement: its texts, and the account with a negative total decrement', async () => {
    const { call } = await realSandbox()
    const decrement = '/merchant/credit/promo_credit_decrement'
    expectRefused(await call(decrement, {}), 'The UserId field is required')
    expectRefused(await call(decrement, { userId: 3, amount: 5 }), 'The Currency field is required')
    expectRefused(await call(decrement, { userId: 3, currency: 'EUR', amount: 0 }), 'Invalid Amount')
    expectRefused(await call(decrement, { userId: 77, currency: 'EUR', amount: 5 }), 'user not found')
    expectRefused(await call(decrement, { userId: 3, currency: 'GBP', amount: 5 }), 'Invalid Credit Config; invalid currency')
    expectRefused(await call(decrement, { userId: 3, currency: 'EUR', amount: 60 }), 'no enough amount to decrement')
    const done = await call<{ UserPromoCreditAccount: Record<string, unknown> }>(decrement, {
      userId: 3,
      currency: 'EUR',
      amount: 5,
    })
    // Credits go down; the money value follows at the account's exchange rate (cents per credit).
    expect(done.body.data.UserPromoCreditAccount).toMatchObject({ amount: 45, currencyAmount: 4500, totalDecrementAmount: -25 })
  })

  it('user/delete and customer_portal_url: their texts', async () => {
    const { call } = await realSandbox()
    expectRefused(await call('/merchant/user/delete', {}), 'The UserId field is required')
    expectRefused(await call('/merchant/user/delete', { userId: 77 }), 'user not found')
    const portal = '/merchant/session/customer_portal_url'
    expectRefused(
      await call(portal, { externalUserId: 'crm-1' }),
      'ExternalUserId|Email is nil, one of it is required when UserId not specified',
    )
    expectRefused(await call(portal, { userId: 77 }), 'user not found')
  })
})

describe('real dialect: discounts, plans and metrics (B7, B8, B9, B14, B21)', () => {
  it('decrease_quantity: its texts', async () => {
    const { call } = await realSandbox()
    const decrease = '/merchant/discount/decrease_quantity'
    expectRefused(await call(decrease, { amount: 1 }), 'The Id field is required')
    expectRefused(await call(decrease, { id: 2 }), 'invalid Decrease Value')
    expectRefused(await call(decrease, { id: 77, amount: 1 }), 'discount not found :77')
    expectRefused(await call(decrease, { id: 2, amount: 10 }), 'decrease value should not greater than code quantity')
    expect((await call(decrease, { id: 2, amount: 1 })).body).toMatchObject({ code: 0, data: { discountCode: { quantity: 9 } } })
  })

  it('batch template and child detail: "code not found"', async () => {
    const { call, get } = await realSandbox()
    expectRefused(await call('/merchant/discount/batch/template/detail', {}), 'The Id field is required')
    expectRefused(await call('/merchant/discount/batch/template/detail', { id: 9 }), 'code not found')
    expectRefused(await get('/merchant/discount/batch/children/detail', { id: 9 }), 'code not found')
  })

  it('plan/activate and metric/delete: their texts, and the metric answered as null', async () => {
    const { call } = await realSandbox()
    expectRefused(await call('/merchant/plan/activate', {}), 'plan should > 0')
    expectRefused(await call('/merchant/plan/activate', { planId: 9 }), 'plan not found')
    expectRefused(await call('/merchant/plan/activate', { externalPlanId: 'nope' }), 'plan not found')
    expectRefused(await call('/merchant/metric/delete', {}), 'The MetricId field is required')
    expectRefused(await call('/merchant/metric/delete', { metricId: 0 }), 'invalid metricId')
    expectRefused(await call('/merchant/metric/delete', { metricId: 9 }), 'endpoint not found')
    const deleted = await call('/merchant/metric/delete', { metricId: 1 })
    expect(deleted.body).toMatchObject({ code: 0, data: { merchantMetric: null } })
  })
})

describe('real dialect: VAT (B17, B18)', () => {
  it('needs the VAT number, and sends null for an empty upload history', async () => {
    const { call, get } = await realSandbox()
    expectRefused(await call('/merchant/vat/vat_number_validate', {}), 'The VatNumber field is required')
    const history = await get('/merchant/vat/us_vat_upload_history_list')
    expect(history.body).toMatchObject({ code: 0, data: { historyList: null, total: 0 } })
  })
})

describe('real dialect: members and password forgotten (B11, B12, B19, B20)', () => {
  type Member = { merchantMember: Record<string, unknown> | null }

  /** Signs the seeded member in (its device trusted for two-factor afterwards) and calls as that member. */
  async function asMember(email: string, password: string, totpCode?: string) {
    const sandbox = await realSandbox()
    const login = await sandbox.call<{ token: string }>(
      '/merchant/auth/sso/login',
      { email, password, ...(totpCode && { totpCode }) },
      { key: null },
    )
    expect(login.body.code, JSON.stringify(login.body)).toBe(0)
    const headers = { Authorization: login.body.data.token }
    const member = {
      get: <T>(path: string) => sandbox.call<T>(path, {}, { method: 'GET', key: null, headers }),
      post: <T>(path: string, input: Record<string, unknown>) => sandbox.call<T>(path, input, { key: null, headers }),
    }
    return { ...sandbox, member }
  }

  it("profile: the session's member, MemberGroupPermission mapping each group to { group, permissions }", async () => {
    const { member, get } = await asMember('ops@example.test', 'Ops-Pass-123', totp())
    const profile = await member.get<Member>('/merchant/member/profile')
    expect(profile.status).toBe(200)
    expect(profile.body.data.merchantMember).toMatchObject({
      email: 'ops@example.test',
      MemberGroupPermission: { user: { group: 'user', permissions: ['access'] } },
    })
    // With the API key the real service has no member.
    expectRefused(await get('/merchant/member/profile'), 'Merchant Member Not Found')
  })

  it('reset_totp: null for a member without two-factor; the current code needed otherwise; masked with a key', async () => {
    const { member, call, ws } = await asMember('ops@example.test', 'Ops-Pass-123', totp())
    const reset = '/merchant/member/reset_totp'
    // Portal mode: HTTP 200 whatever the outcome.
    const wrong = await member.post(reset, {})
    expect(wrong.status).toBe(200)
    expect(wrong.body).toMatchObject({ code: 51, message: 'Invalid 2FA Code' })
    expect((await member.post(reset, { totpCode: totp(5) })).body).toMatchObject({ code: 51, message: 'Invalid 2FA Code' })
    const done = await member.post<Member>(reset, { totpCode: totp() })
    expect(done.body.data.merchantMember).toMatchObject({ email: 'ops@example.test', totpType: 0 })
    expect(ws.memberByEmail('ops@example.test')?.totpSecret).toBe('')
    const again = await member.post<Member>(reset, { totpCode: totp(1) })
    expect(again.body).toMatchObject({ code: 0, data: { merchantMember: null } })
    expectMasked(await call(reset, {}), 68)
  })

  it('passwordForgetOTPVerify and passwordForgetTotpVerify: their texts', async () => {
    const { call } = await realSandbox()
    const otp = '/merchant/auth/sso/passwordForgetOTPVerify'
    const totpPath = '/merchant/auth/sso/passwordForgetTotpVerify'
    expectRefused(await call(otp, { email: 'ops@example.test', newPassword: 'x' }), 'The VerificationCode field is required')
    expectRefused(
      await call(otp, { email: 'who@example.test', verificationCode: '1', newPassword: 'New-Pass-1' }),
      'User Not Found',
    )
    expectRefused(
      await call(otp, { email: 'ops@example.test', verificationCode: 'nope', newPassword: 'New-Pass-1' }),
      'code not match',
    )
    expectRefused(await call(totpPath, { email: 'ops@example.test', newPassword: 'x' }), 'The TotpCode field is required')
    expectRefused(
      await call(totpPath, { email: 'who@example.test', totpCode: '123456', newPassword: 'New-Pass-1' }),
      'Member Not Found',
    )
    expectRefused(
      await call(totpPath, { email: OWNER_EMAIL, totpCode: '123456', newPassword: 'New-Pass-1' }),
      '2FA need setup first',
    )
    expectRefused(
      await call(totpPath, { email: 'ops@example.test', totpCode: totp(5), newPassword: 'New-Pass-1' }),
      'Invalid 2FA Code',
    )
  })
})

describe('real dialect: webhooks (B22, B23)', () => {
  const update = '/merchant/webhook/update_endpoint'
  const resend = '/merchant/webhook/resend'

  it('update_endpoint: its texts, and an omitted events list clears the events', async () => {
    const { call, ws } = await realSandbox()
    expectRefused(await call(update, { endpointId: 1 }), 'The Url field is required')
    expectRefused(await call(update, { endpointId: 0, url: 'https://a.test' }), 'invalid endpointId')
    expectRefused(await call(update, { endpointId: 1, url: 'ftp://a.test' }), 'Invalid Url')
    expectRefused(
      await call(update, { endpointId: 1, url: 'https://a.test', events: ['invoice.paid', 'x.y'] }),
      'Event:x.y Not In Event List',
    )
    expectRefused(await call(update, { endpointId: 9, url: 'https://a.test' }), 'endpoint not found')
    expect((await call(update, { endpointId: 1, url: 'https://b.test' })).body.code).toBe(0)
    expect(ws.webhookEndpoints.get(1)).toMatchObject({ url: 'https://b.test', events: [] })
  })

  it('resend: the unknown log text; sendResult true when the request was sent, whatever the receiver said', async () => {
    const { call, control } = await realSandbox()
    await control('webhook-receivers', { port: 9 })
    expectRefused(await call(resend, {}), 'The LogId field is required')
    expectRefused(await call(resend, { logId: 9 }), 'webhook log not found')
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('boom', { status: 500 }))
    expect((await call<{ sendResult: boolean }>(resend, { logId: 2 })).body.data.sendResult).toBe(true)
    // Nothing is sent to an address off loopback.
    expect((await call<{ sendResult: boolean }>(resend, { logId: 1 })).body.data.sendResult).toBe(false)
  })
})

describe('spec and real side by side', () => {
  it('answers each workspace in its own dialect', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
    const real = await sandbox.control<{ apiKey: string; dialect: string }>('workspaces', { dialect: 'real' })
    expect(real.body.data.dialect).toBe('real')
    const asSpec = await sandbox.call('/merchant/invoice/pdf_update', { invoiceId: 'in_9' })
    const asReal = await sandbox.call('/merchant/invoice/pdf_update', { invoiceId: 'in_9' }, { key: real.body.data.apiKey })
    expect([asSpec.status, asSpec.body.code, asSpec.body.message]).toEqual([404, 404, 'Invoice in_9 not found'])
    expect([asReal.status, asReal.body.code, asReal.body.message]).toEqual([400, 51, 'invoice not found'])
    expect((asSpec.body as Envelope).message).not.toBe('')
  })
})
