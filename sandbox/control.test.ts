import { describe, expect, it } from 'vitest'
import type { CallRecord, Fault, WorkspaceState } from './store'
import { HIDDEN_SECRET } from './control'
import { DEMO_OWNER_TOTP_SECRET, DEMO_PRODUCT_COUNT, OWNER_EMAIL } from './seed'
import { createTestSandbox } from './testing'

const list = '/merchant/product/list'
const newProduct = '/merchant/product/new'
type ListData = { products: { id: number; productName: string }[]; total: number }

async function newWorkspace(sandbox: ReturnType<typeof createTestSandbox>, body?: unknown, key?: string) {
  const response = await sandbox.control<{ apiKey: string; dataset: string; workspaceId: string }>('workspaces', body ?? {}, {
    key,
  })
  expect(response.status).toBe(200)
  return response.body.data
}

describe('control API: auth and health', () => {
  it('needs a valid key', async () => {
    const sandbox = createTestSandbox()
    expect((await sandbox.control('state', undefined, { key: null })).status).toBe(401)
    expect((await sandbox.control('state', undefined, { key: 'sk_wrong' })).status).toBe(401)
    expect((await sandbox.control('seed', {}, { key: 'sk_wrong' })).body.code).toBe(401)
  })

  it('answers health without a key, and 404 for an unknown verb', async () => {
    const sandbox = createTestSandbox()
    const health = await sandbox.control('health', undefined, { key: null })
    expect(health.status).toBe(200)
    expect(health.body.data).toEqual({ ok: true })
    expect((await sandbox.control('nothing')).status).toBe(404)
  })
})

describe('workspaces', () => {
  it('creates an isolated empty workspace with a fresh key', async () => {
    const sandbox = createTestSandbox()
    const created = await newWorkspace(sandbox)
    expect(created.dataset).toBe('empty')
    expect(created.apiKey).toMatch(/^sk_test_[0-9a-f]{32}$/)

    const inNew = await sandbox.call<ListData>(list, {}, { key: created.apiKey })
    expect(inNew.status).toBe(200)
    expect(inNew.body.data.total).toBe(0)

    await sandbox.call(newProduct, { productName: 'Only here' }, { key: created.apiKey })
    const primary = await sandbox.call<ListData>(list, { count: 500 })
    expect(primary.body.data.total).toBe(DEMO_PRODUCT_COUNT)
    expect(primary.body.data.products.some((p) => p.productName === 'Only here')).toBe(false)
    expect((await sandbox.call<ListData>(list, {}, { key: created.apiKey })).body.data.total).toBe(1)
  })

  it('keeps workspaces apart from each other', async () => {
    const sandbox = createTestSandbox()
    const a = await newWorkspace(sandbox, { dataset: 'demo' })
    const b = await newWorkspace(sandbox, { dataset: 'demo' })
    expect(a.apiKey).not.toBe(b.apiKey)
    await sandbox.call(newProduct, { productName: 'In A' }, { key: a.apiKey })
    const inA = await sandbox.call<ListData>(list, {}, { key: a.apiKey })
    const inB = await sandbox.call<ListData>(list, {}, { key: b.apiKey })
    expect(inA.body.data.total).toBe(DEMO_PRODUCT_COUNT + 1)
    expect(inA.body.data.products[0].productName).toBe('In A')
    expect(inB.body.data.total).toBe(DEMO_PRODUCT_COUNT)
    // Ids are per workspace.
    const inBNew = await sandbox.call<{ product: { id: number } }>(newProduct, {}, { key: b.apiKey })
    expect(inBNew.body.data.product.id).toBe(DEMO_PRODUCT_COUNT + 1)
  })

  it('needs the primary key: the key of a workspace cannot create more', async () => {
    const sandbox = createTestSandbox()
    const created = await newWorkspace(sandbox)
    const refused = await sandbox.control('workspaces', {}, { key: created.apiKey })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only the primary key (the one the sandbox was started with) can create workspaces')
    expect(sandbox.store.workspaces()).toHaveLength(2)
  })

  it('rejects an unknown dataset', async () => {
    const sandbox = createTestSandbox()
    const response = await sandbox.control('workspaces', { dataset: 'full' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('dataset: dataset must be demo or empty')
  })
})

describe('revoke', () => {
  it('revokes the calling key only', async () => {
    const sandbox = createTestSandbox()
    const created = await newWorkspace(sandbox)
    const revoked = await sandbox.control('revoke', {}, { key: created.apiKey })
    expect(revoked.status).toBe(200)
    expect(revoked.body.data).toEqual({ revoked: true })
    const after = await sandbox.call(list, {}, { key: created.apiKey })
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Invalid API key')
    expect((await sandbox.control('state', undefined, { key: created.apiKey })).status).toBe(401)
    expect((await sandbox.call(list)).status).toBe(200)
  })
})

describe('reset', () => {
  it('resets to the demo dataset by default', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    await sandbox.call(newProduct, { productName: 'Temp' })
    const response = await sandbox.control('reset', {})
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({ dataset: 'demo' })
    const listed = await sandbox.call<ListData>(list)
    expect(listed.body.data.total).toBe(DEMO_PRODUCT_COUNT)
    const owner = sandbox.store.primary.owner()
    expect(owner?.email).toBe(OWNER_EMAIL)
    expect(owner?.totpType).toBe(1)
    expect(owner?.totpSecret).not.toBe('')
  })

  it('resets to empty: only the merchant and the key owner without two-factor', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('seed', { members: [{ email: 'second@example.test' }], users: [{ email: 'u@example.test' }] })
    await sandbox.control('faults', { path: list, status: 500 })
    expect((await sandbox.control('reset', { dataset: 'empty' })).status).toBe(200)
    const state = (await sandbox.control<WorkspaceState & { faults: Fault[] }>('state')).body.data
    expect(state.merchant.id).toBe(10001)
    expect(state.collections.members).toHaveLength(1)
    expect(state.collections.members[0]).toMatchObject({ email: OWNER_EMAIL, totpType: 0, totpSecret: '', isOwner: true })
    expect(state.ownerMemberId).toBe(state.collections.members[0].id)
    for (const [name, records] of Object.entries(state.collections)) {
      if (name !== 'members') expect(records, name).toEqual([])
    }
    expect(state.faults).toEqual([])
    const created = await sandbox.call<{ product: { id: number } }>(newProduct, {})
    expect(created.body.data.product.id).toBe(1)
  })

  it('rejects an unknown dataset and keeps the state', async () => {
    const sandbox = createTestSandbox()
    expect((await sandbox.control('reset', { dataset: 'x' })).status).toBe(400)
    expect((await sandbox.call<ListData>(list)).body.data.total).toBe(DEMO_PRODUCT_COUNT)
  })
})

describe('seed', () => {
  it('stores partial records of every kind completed with defaults, answering the stored records', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => 1_800_000_000 })
    const body = {
      products: [{ productName: 'Seeded', metadata: { a: 1 } }],
      plans: [{ id: 40, externalPlanId: 'ext-40', planName: 'Pro monthly', status: 2 }],
      gateways: [{ gatewayId: 5, gatewayName: 'stripe', gatewaySecret: 'sk_live_x' }],
      users: [
        {
          id: 7,
          email: 'ada@example.test',
          gateway: { gatewayId: 9, gatewayName: 'paypal' },
          creditAccounts: [{ amount: 500, currency: 'EUR' }],
          promoCreditAccounts: [{ amount: 300, currency: 'USD' }],
        },
        { email: 'bob@example.test', gatewayId: 5 },
      ],
      subscriptions: [{ userId: 7, planId: 40, amount: 1999 }],
      invoices: [
        {
          invoiceId: 'in_split',
          userId: 7,
          currency: 'USD',
          totalAmount: 10000,
          payments: [{ totalAmount: 4000, status: 20 }, { totalAmount: 6000 }],
        },
      ],
      discountCodes: [{ code: 'SPRING', quantity: 10, usedQuantity: 4 }],
      batchTemplates: [{ codePrefix: 'VIP-', childCodeCount: 3 }],
      batchChildren: [{ parentTemplateCode: 'BATCH1', codePrefix: 'VIP-', isRedeemed: true }],
      metrics: [{ code: 'api_calls', metricName: 'API calls' }],
      members: [{ email: 'ops@example.test', firstName: 'Ops', password: 'pw-123456', totpSecret: 'jbsw y3dp ehpk 3pxp' }],
      webhookEndpoints: [{ url: 'https://hooks.example.test/a', events: ['invoice.paid'] }],
      webhookLogs: [{ endpointId: 1, event: 'invoice.paid' }],
      vatNumbers: [{ vatNumber: 'de 123 456 789', companyName: 'Beispiel GmbH' }],
      usVatUploadHistory: [{ invoiceId: 'in_split', gatewayName: 'taxjar' }, { uploadType: 'RefundUpload' }],
    }
    const response = await sandbox.control<Record<string, Record<string, unknown>[]>>('seed', body)
    expect(response.status).toBe(200)
    const data = response.body.data
    expect(Object.keys(data).sort()).toEqual(Object.keys(body).sort())

    expect(data.products[0]).toMatchObject({
      id: 1,
      productName: 'Seeded',
      status: 1,
      metaData: '{"a":1}',
      createTime: 1_800_000_000,
    })
    expect(data.plans[0]).toMatchObject({ id: 40, externalPlanId: 'ext-40', planName: 'Pro monthly', status: 2 })
    expect(data.gateways[0]).toMatchObject({ gatewayId: 5, gatewayName: 'stripe', gatewaySecret: 'sk_live_x', webhookSecret: '' })
    expect(data.gateways[0].bank).toMatchObject({ iban: '', swiftCode: '' })

    const [ada, bob] = data.users as Record<string, never>[]
    expect(ada).toMatchObject({ id: 7, email: 'ada@example.test', gatewayId: 9, vATNumber: '', metadata: {} })
    expect(ada.gateway).toMatchObject({ gatewayId: 9, gatewayName: 'paypal' })
    expect(ada.creditAccounts).toEqual([expect.objectContaining({ amount: 500, currency: 'EUR', userId: 7, type: 1 })])
    expect(ada.promoCreditAccounts).toEqual([expect.objectContaining({ amount: 300, currency: 'USD', userId: 7, type: 2 })])
    expect(bob).toMatchObject({ id: 8, gatewayId: 5 })
    expect(bob.gateway).toMatchObject({ gatewayId: 5, gatewayName: 'stripe' })
    expect(sandbox.store.primary.gateways.get(9)?.gatewayName).toBe('paypal')

    expect(data.subscriptions[0]).toMatchObject({
      id: 1,
      subscriptionId: 'sub_1',
      userId: 7,
      planId: 40,
      amount: 1999,
      status: 2,
      quantity: 1,
    })
    const invoice = data.invoices[0] as Record<string, never>
    expect(invoice).toMatchObject({ invoiceId: 'in_split', currency: 'USD', totalAmount: 10000, status: 1 })
    expect(invoice.payments).toEqual([
      expect.objectContaining({
        splitSequence: 1,
        totalAmount: 4000,
        status: 20,
        currency: 'USD',
        paymentId: expect.stringMatching(/^pay_/),
      }),
      expect.objectContaining({ splitSequence: 2, totalAmount: 6000, status: 10 }),
    ])
    expect(invoice.pdfSettings).toMatchObject({ issueAddress: '', showDetailItem: false, sendUserEmail: false })
    expect(data.discountCodes[0]).toMatchObject({ code: 'SPRING', quantity: 10, usedQuantity: 4, planIds: [], isDeleted: 0 })
    expect(data.discountCodes[0].planApplyGroup).toEqual({ currency: [], groupPlanIntervalSelector: [], type: [] })
    expect(data.batchTemplates[0]).toMatchObject({ codePrefix: 'VIP-', childCodeCount: 3, usedChildCodeCount: 0 })
    expect(data.batchChildren[0]).toMatchObject({ parentTemplateCode: 'BATCH1', isRedeemed: true, code: 'VIP-1' })
    expect(data.metrics[0]).toMatchObject({ code: 'api_calls', metricName: 'API calls', archived: false, metaData: {} })
    expect(data.members[0]).toMatchObject({
      email: 'ops@example.test',
      password: 'pw-123456',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpType: 1,
      MemberRoles: [],
      isOwner: false,
    })
    expect(data.webhookEndpoints[0]).toMatchObject({ id: 1, url: 'https://hooks.example.test/a', events: ['invoice.paid'] })
    expect(data.webhookLogs[0]).toMatchObject({ id: 1, endpointId: 1, event: 'invoice.paid', resendCount: 0 })
    expect(data.vatNumbers[0]).toMatchObject({
      vatNumber: 'DE123456789',
      countryCode: 'DE',
      valid: true,
      companyName: 'Beispiel GmbH',
    })
    expect(data.usVatUploadHistory.map((entry) => entry.uploadType)).toEqual(['PaymentUpload', 'RefundUpload'])

    const state = (await sandbox.control<WorkspaceState>('state')).body.data
    expect(state.collections.users).toHaveLength(2)
    expect(state.collections.invoices[0].invoiceId).toBe('in_split')
  })

  it('takes exchange rates as any number, and every other number whole', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    const response = await sandbox.control('seed', {
      users: [
        {
          id: 5,
          currencyExchange: [{ from_currency: 'EUR', to_currency: 'USD', exchange_rate: 1.0842 }],
          promoCreditAccounts: [{ currency: 'USD', amount: 100, exchangeRate: 0.5 }],
        },
      ],
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const user = sandbox.store.primary.users.get(5)
    expect(user?.promoCreditAccounts[0].exchangeRate).toBe(0.5)
    const refused = await sandbox.control('seed', { users: [{ id: 6, promoCreditAccounts: [{ amount: 100.5 }] }] })
    expect(refused.body.message).toBe('users[0].promoCreditAccounts[0].amount: must be a whole number')
  })

  it('answers only the keys given', async () => {
    const sandbox = createTestSandbox()
    const response = await sandbox.control('seed', { metrics: [{}] })
    expect(Object.keys(response.body.data)).toEqual(['metrics'])
  })

  it('replaces a record whose id exists, and later ids follow the largest', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('seed', {
      products: [
        { id: 3, productName: 'Replaced', status: 2 },
        { id: 500, productName: 'Far' },
      ],
    })
    const products = sandbox.store.primary.products
    expect(products.size).toBe(DEMO_PRODUCT_COUNT + 1)
    expect(products.get(3)).toMatchObject({ productName: 'Replaced', status: 2 })
    const created = await sandbox.call<{ product: { id: number } }>(newProduct, {})
    expect(created.body.data.product.id).toBe(501)
  })

  it('generates many products quickly', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    const response = await sandbox.control('seed', { generateProducts: 10_000 })
    expect(response.body.data).toEqual({ generateProducts: 10_000 })
    expect((await sandbox.call<ListData>(list)).body.data.total).toBe(10_000)
  })

  it.each([
    [{ products: {} }, 'products must be an array of objects'],
    [{ users: [1, 2] }, 'users must be an array of objects'],
    [{ members: [null] }, 'members must be an array of objects'],
    [{ customers: [] }, /^Unknown seed key: customers/],
    [{ generateProducts: -1 }, /^generateProducts must be a whole number/],
    [{ vatNumbers: [{ companyName: 'No number' }] }, 'vatNumbers[0].vatNumber: is required'],
    [{ products: [{ productName: { x: 1 } }] }, 'products[0].productName: must be text'],
    // A product's or plan's change time starts as its creation time, and is stored in whole seconds.
    [{ products: [{ createTime: 1.5 }] }, 'products[0].createTime: must be a whole number'],
    [{ plans: [{ createTime: 1e308 }] }, 'plans[0].createTime: must be a whole number'],
    // Ids given later count up from the highest, quantities used count up, amounts are multiplied: numbers
    // must stay whole numbers held exactly.
    [{ usVatUploadHistory: [{ id: 2 ** 53 - 1 }, {}] }, 'usVatUploadHistory[0].id: must be at most 4503599627370496 in size'],
    [
      { users: [{ gateway: { gatewayId: 2 ** 52 + 1 }, promoCreditAccounts: [{ id: 2 ** 53 - 1 }] }] },
      'users[0].gateway.gatewayId: must be at most 4503599627370496 in size; users[0].promoCreditAccounts[0].id: must be at most 4503599627370496 in size',
    ],
    [
      { users: [{ id: '7', gateway: { gatewayId: true } }] },
      'users[0].gateway.gatewayId: must be a number; users[0].id: must be a number',
    ],
    [
      { discountCodes: [{ usedQuantity: 2 ** 53 - 1 }] },
      'discountCodes[0].usedQuantity: must be at most 4503599627370496 in size',
    ],
    [{ subscriptions: [{ amount: -1e308 }] }, 'subscriptions[0].amount: must be at most 4503599627370496 in size'],
    // Whole numbers all (but an exchange rate): a fractional user id would reach the user's invoices.
    [{ subscriptions: [{ userId: 1.5 }] }, 'subscriptions[0].userId: must be a whole number'],
    [{ members: [{ password: 42 }] }, 'members[0].password: must be text'],
    [{ invoices: [{ payments: [{ status: 'paid' }] }] }, 'invoices[0].payments[0].status: must be a number'],
    [{ webhookEndpoints: [{ events: 'invoice.paid' }] }, 'webhookEndpoints[0].events: must be a list'],
  ])('rejects %j', async (body, message) => {
    const sandbox = createTestSandbox()
    const response = await sandbox.control('seed', body)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe(400)
    expect(response.body.message).toMatch(message)
  })

  it('stores nothing when any record is refused', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    const before = JSON.stringify(sandbox.store.snapshot().workspaces)
    const response = await sandbox.control('seed', {
      products: [{ productName: 'Fine' }],
      metrics: [{}],
      users: [{ email: 'ok@example.test' }, { email: ['not', 'text'] }],
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('users[1].email: must be text')
    expect(JSON.stringify(sandbox.store.snapshot().workspaces)).toBe(before)
    expect((await sandbox.call<ListData>(list)).body.data.total).toBe(0)
  })

  it('rejects a body that is not a JSON object', async () => {
    const sandbox = createTestSandbox()
    const response = await sandbox.request('/__sandbox/seed', undefined, { method: 'POST', rawBody: '[]' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Body must be a JSON object')
  })
})

describe('state', () => {
  it('answers the whole workspace state without the key', async () => {
    const sandbox = createTestSandbox()
    const response = await sandbox.control<WorkspaceState & { faults: Fault[] }>('state')
    expect(response.status).toBe(200)
    const state = response.body.data
    expect(state.collections.products).toHaveLength(DEMO_PRODUCT_COUNT)
    expect(state.merchant).toMatchObject({ id: 10001, name: 'Northwind Software Ltd' })
    expect(state.dataset).toBe('demo')
    expect(state.mailbox.length).toBeGreaterThan(0)
    expect(state).not.toHaveProperty('apiKey')
    expect(state.faults).toEqual([])
  })

  it('hides passwords and secrets unless asked for them explicitly', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('seed', {
      members: [{ id: 9, email: 'no-2fa@example.test', password: 'Plain-Pass-1' }],
      users: [{ id: 99, gateway: { gatewayId: 9, gatewaySecret: 'sk_live_gateway', webhookSecret: '' } }],
    })
    const hidden = (await sandbox.control<WorkspaceState>('state')).body.data.collections
    const owner = hidden.members.find((member) => member.id === 1)!
    expect(owner).toMatchObject({ email: OWNER_EMAIL, password: HIDDEN_SECRET, totpSecret: HIDDEN_SECRET })
    expect(hidden.members.find((member) => member.id === 9)).toMatchObject({ password: HIDDEN_SECRET, totpSecret: '' })
    expect(hidden.webhookEndpoints.every((endpoint) => (endpoint as { secret?: string }).secret === HIDDEN_SECRET)).toBe(true)
    expect(hidden.users.find((user) => user.id === 99)?.gateway).toMatchObject({
      gatewaySecret: HIDDEN_SECRET,
      webhookSecret: '',
    })
    expect(hidden.gateways.find((gateway) => gateway.gatewayId === 9)?.gatewaySecret).toBe(HIDDEN_SECRET)
    const everything = JSON.stringify(hidden)
    expect(everything).not.toContain('Plain-Pass-1')
    expect(everything).not.toContain('sk_live_gateway')
    expect(everything).not.toContain(DEMO_OWNER_TOTP_SECRET)

    const shown = (await sandbox.control<WorkspaceState>('state?secrets=1')).body.data.collections
    expect(shown.members.find((member) => member.id === 1)?.totpSecret).toBe(DEMO_OWNER_TOTP_SECRET)
    expect(shown.members.find((member) => member.id === 9)?.password).toBe('Plain-Pass-1')
    expect(sandbox.store.primary.members.get(9)?.password).toBe('Plain-Pass-1')
  })
})

describe('faults', () => {
  it('fails the next `times` calls of a path, then answers normally', async () => {
    const sandbox = createTestSandbox()
    const added = await sandbox.control<{ fault: Fault; faults: Fault[] }>('faults', { path: list, status: 500, times: 2 })
    expect(added.status).toBe(200)
    expect(added.body.data.fault).toMatchObject({ path: list, status: 500, remaining: 2, delayMs: 0 })

    const first = await sandbox.call(list)
    expect(first.status).toBe(500)
    expect(first.body).toMatchObject({ code: 500, message: 'Internal error' })
    expect((await sandbox.control<{ faults: Fault[] }>('faults')).body.data.faults[0].remaining).toBe(1)
    expect((await sandbox.call(list)).status).toBe(500)
    expect((await sandbox.call(list)).status).toBe(200)
    expect((await sandbox.control<{ faults: Fault[] }>('faults')).body.data.faults).toEqual([])
    // Other paths are not affected.
    await sandbox.control('faults', { path: list, status: 500 })
    expect((await sandbox.call(newProduct)).status).toBe(200)
  })

  it('answers HTTP 200 with a non-zero code and message', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('faults', { path: list, status: 200, code: 51, message: 'Merchant is suspended' })
    const response = await sandbox.call(list)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ code: 51, message: 'Merchant is suspended', merchantId: 10001 })
    expect(response.body.requestId).toMatch(/^req_/)
  })

  it('fails before validation, and with any status', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('faults', { path: list, status: 503 })
    const response = await sandbox.call(list, { page: -1 })
    expect(response.status).toBe(503)
    expect(response.body).toMatchObject({ code: 503, message: 'Service unavailable' })
  })

  it('delays a call and then answers it normally', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('faults', { path: list, delayMs: 120 })
    const started = performance.now()
    const response = await sandbox.call(list)
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
    expect(response.status).toBe(200)
    const next = performance.now()
    await sandbox.call(list)
    expect(performance.now() - next).toBeLessThan(100)
  })

  it('matches every path with "*"', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('faults', { path: '*', status: 502, times: 2 })
    expect((await sandbox.call(list)).status).toBe(502)
    expect((await sandbox.call('/merchant/user/get', { userId: 1 }, { method: 'GET' })).status).toBe(502)
    expect((await sandbox.call(list)).status).toBe(200)
  })

  it('clears faults (all, or one path), and lists them', async () => {
    const sandbox = createTestSandbox()
    await sandbox.control('faults', { path: list, status: 500, times: 5 })
    await sandbox.control('faults', { path: newProduct, status: 500, times: 5 })
    expect((await sandbox.control<{ faults: Fault[] }>('faults')).body.data.faults).toHaveLength(2)
    const one = await sandbox.control<{ faults: Fault[] }>('faults', { clear: true, path: list })
    expect(one.body.data.faults.map((fault) => fault.path)).toEqual([newProduct])
    const all = await sandbox.control<{ faults: Fault[] }>('faults', { clear: true })
    expect(all.body.data.faults).toEqual([])
    expect((await sandbox.call(newProduct)).status).toBe(200)
    await sandbox.control('faults', { path: list, status: 500 })
    expect((await sandbox.control('faults', undefined, { method: 'DELETE' })).body.data).toEqual({ faults: [] })
  })

  it('keeps faults per workspace', async () => {
    const sandbox = createTestSandbox()
    const other = await newWorkspace(sandbox)
    await sandbox.control('faults', { path: list, status: 500 }, { key: other.apiKey })
    expect((await sandbox.call(list)).status).toBe(200)
    expect((await sandbox.call(list, {}, { key: other.apiKey })).status).toBe(500)
  })

  it.each([
    [{ status: 500 }, 'path: path is required'],
    [{ path: 'merchant/x', status: 500 }, /^path: path must start with \//],
    [{ path: list }, 'status: Give a status, a delayMs, or both'],
    [{ path: list, status: 99 }, 'status: status must be 200 to 599'],
    [{ path: list, status: 204 }, /^status: status must allow a body/],
    [{ path: list, status: 500, times: 0 }, 'times: times must be at least 1'],
    [{ path: list, status: 200, code: 0 }, 'code: code must be non-zero'],
  ])('rejects %j', async (body, message) => {
    const sandbox = createTestSandbox()
    const response = await sandbox.control('faults', body)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(message)
  })
})

describe('calls log', () => {
  it('records each merchant API call with method, path, time, status and request id', async () => {
    const sandbox = createTestSandbox({ now: () => 1_900_000_000 })
    await sandbox.control('faults', { path: newProduct, status: 500 })
    const failed = await sandbox.call(newProduct, { productName: 'X' })
    const listed = await sandbox.call(list)
    await sandbox.call(list, { page: -1 })
    const calls = (await sandbox.control<{ calls: CallRecord[] }>('calls')).body.data.calls
    expect(calls).toHaveLength(3)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: newProduct,
      status: 500,
      code: 500,
      time: 1_900_000_000,
      requestId: failed.body.requestId,
      fault: true,
    })
    expect(calls[1]).toMatchObject({ path: list, status: 200, code: 0, requestId: listed.body.requestId, fault: false })
    expect(calls[2]).toMatchObject({ path: list, status: 400 })
    const writes = (await sandbox.request<{ calls: CallRecord[] }>(`/__sandbox/calls?path=${encodeURIComponent(newProduct)}`))
      .body
    expect(writes.data.calls).toHaveLength(1)
    // The failed write was attempted once and stored nothing.
    expect(sandbox.store.primary.products.size).toBe(DEMO_PRODUCT_COUNT)
  })

  it('does not log control calls, and is per workspace', async () => {
    const sandbox = createTestSandbox()
    const other = await newWorkspace(sandbox)
    await sandbox.call(list, {}, { key: other.apiKey })
    await sandbox.control('state')
    expect((await sandbox.control<{ calls: CallRecord[] }>('calls')).body.data.calls).toEqual([])
    expect(
      (await sandbox.control<{ calls: CallRecord[] }>('calls', undefined, { key: other.apiKey })).body.data.calls,
    ).toHaveLength(1)
  })

  it('clears with DELETE or POST { clear: true }', async () => {
    const sandbox = createTestSandbox()
    await sandbox.call(list)
    expect((await sandbox.control('calls', undefined, { method: 'DELETE' })).body.data).toEqual({ calls: [] })
    expect((await sandbox.control<{ calls: CallRecord[] }>('calls')).body.data.calls).toEqual([])
    await sandbox.call(list)
    expect((await sandbox.control('calls', {})).status).toBe(400)
    expect((await sandbox.control('calls', { clear: true })).body.data).toEqual({ calls: [] })
    expect((await sandbox.control<{ calls: CallRecord[] }>('calls')).body.data.calls).toEqual([])
  })
})

describe('mailbox', () => {
  type Mail = { messages: { email: string; code: string; sentAt: number; subject: string }[] }

  it('holds a 6-digit code for a seeded member, oldest first', async () => {
    const sandbox = createTestSandbox({ now: () => 1_850_000_000 })
    await sandbox.control('seed', { members: [{ email: 'new.member@example.test' }] })
    const first = await sandbox.request<Mail>('/__sandbox/mailbox?email=new.member@example.test')
    expect(first.status).toBe(200)
    expect(first.body.data.messages).toEqual([
      {
        email: 'new.member@example.test',
        code: expect.stringMatching(/^\d{6}$/),
        sentAt: 1_850_000_000,
        subject: expect.any(String),
      },
    ])
    const again = sandbox.store.primary.sendCode('new.member@example.test')
    const second = await sandbox.request<Mail>('/__sandbox/mailbox?email=NEW.member@example.test')
    expect(second.body.data.messages.map((message) => message.code)).toEqual([first.body.data.messages[0].code, again.code])
    expect(sandbox.store.primary.latestCode('new.member@example.test')).toBe(again.code)
  })

  it('has a code for the key owner from the start, and nothing for unknown addresses', async () => {
    const sandbox = createTestSandbox()
    const owner = await sandbox.request<Mail>(`/__sandbox/mailbox?email=${OWNER_EMAIL}`)
    expect(owner.body.data.messages).toHaveLength(1)
    const nobody = await sandbox.request<Mail>('/__sandbox/mailbox?email=nobody@example.test')
    expect(nobody.body.data.messages).toEqual([])
  })

  it('is per workspace', async () => {
    const sandbox = createTestSandbox()
    const other = await newWorkspace(sandbox)
    await sandbox.control('seed', { members: [{ email: 'only-other@example.test' }] }, { key: other.apiKey })
    const here = await sandbox.request<Mail>('/__sandbox/mailbox?email=only-other@example.test')
    expect(here.body.data.messages).toEqual([])
  })
})
