import { describe, expect, it, vi } from 'vitest'
import { productList, productNew } from '../src/api/contract/products'
import { userGet } from '../src/api/contract/users'
import { usVatUploadHistoryList } from '../src/api/contract/vat'
import { parseOrigin } from './cors'
import { areas } from './handlers'
import { escapeHtml, htmlPage } from './html'
import { defineArea, handle } from './registry'
import { createTestSandbox, TEST_KEY } from './testing'

const list = '/merchant/product/list'

describe('envelope', () => {
  it('answers every call with the full envelope and a fresh request id', async () => {
    const { call } = createTestSandbox()
    const first = await call(list)
    const second = await call(list)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/application\/json/)
    expect(Object.keys(first.body).sort()).toEqual(['code', 'data', 'merchantId', 'message', 'redirect', 'requestId'])
    expect(first.body).toMatchObject({ code: 0, merchantId: 10001, redirect: '' })
    expect(first.body.requestId).toMatch(/^req_[0-9a-f]{24}$/)
    expect(second.body.requestId).not.toBe(first.body.requestId)
  })

  it('uses the same envelope for errors, with code = HTTP status', async () => {
    const { call } = createTestSandbox()
    const response = await call(list, { page: -1 })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 400, data: {}, merchantId: 10001, redirect: '' })
    expect(response.body.requestId).toMatch(/^req_/)
  })
})

describe('authentication', () => {
  it('answers 401 without a key', async () => {
    const { call } = createTestSandbox()
    const response = await call(list, {}, { key: null })
    expect(response.status).toBe(401)
    expect(response.body.code).toBe(401)
    expect(response.body.message).toMatch(/Missing API key/)
    expect(response.body.requestId).toMatch(/^req_/)
  })

  it('answers 401 with a wrong key or a non-Bearer header', async () => {
    const { call, request } = createTestSandbox()
    const wrong = await call(list, {}, { key: 'sk_test_wrong' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('Invalid API key')
    const basic = await request(list, {}, { key: null, headers: { Authorization: `Basic ${TEST_KEY}` } })
    expect(basic.status).toBe(401)
  })

  it('accepts the key case-insensitively for the scheme', async () => {
    const { request } = createTestSandbox()
    const response = await request(list, {}, { key: null, headers: { Authorization: `bearer ${TEST_KEY}` } })
    expect(response.status).toBe(200)
  })

  it('checks the key before the path', async () => {
    const { call } = createTestSandbox()
    expect((await call('/merchant/nothing/here', {}, { key: null })).status).toBe(401)
  })
})

describe('paths and methods', () => {
  it('answers 404 for an unknown merchant path', async () => {
    const { call } = createTestSandbox()
    const response = await call('/merchant/nothing/here')
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ code: 404, message: 'Unknown path: /merchant/nothing/here' })
  })

  it('answers 404 for a path outside the API', async () => {
    const { request } = createTestSandbox()
    const response = await request('/no/such/page')
    expect(response.status).toBe(404)
    expect(response.body.code).toBe(404)
  })

  it('answers 404 for the wrong method on a known path', async () => {
    const { call } = createTestSandbox()
    const response = await call(list, {}, { method: 'GET' })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('/merchant/product/list takes POST, not GET')
  })

  it('answers 404 "not implemented" for a contract endpoint without a handler, after validation', async () => {
    const { call } = createTestSandbox({ areas: [] })
    const response = await call(list, { count: 5 })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('/merchant/product/list is not implemented in this sandbox yet')
    const invalid = await call(list, { count: 0 })
    expect(invalid.status).toBe(400)
    const get = await call('/merchant/user/get', { userId: 3 }, { method: 'GET' })
    expect(get.body.message).toBe('/merchant/user/get is not implemented in this sandbox yet')
  })
})

describe('validation from the contract', () => {
  it('names each invalid field, joined with "; "', async () => {
    const { call } = createTestSandbox()
    const response = await call(list, { page: -1, status: [3], sortField: 'name' })
    expect(response.status).toBe(400)
    expect(response.body.message.split('; ').sort()).toEqual([
      'page: Page cannot be negative',
      'sortField: Sort field must be id, create_time or gmt_modify',
      'status[0]: Status must be 1 (active) or 2 (inactive)',
    ])
  })

  it('rejects a count out of range and a wrong type', async () => {
    const { call } = createTestSandbox()
    expect((await call(list, { count: 0 })).body.message).toBe('count: Page size must be at least 1')
    expect((await call(list, { page: 'one' })).body.message).toBe('page: Page must be a whole number')
  })

  it('names nested fields with dots', async () => {
    const { call } = createTestSandbox()
    const response = await call('/merchant/product/new', { usVATConfig: { fromAddress: { countryCode: 'USA' } } })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('usVATConfig.fromAddress.countryCode: Country code must be two letters (ISO 3166-1)')
  })

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const { request } = createTestSandbox()
    const broken = await request(list, undefined, { method: 'POST', rawBody: '{"page": ' })
    expect(broken.status).toBe(400)
    expect(broken.body.message).toBe('Body is not valid JSON')
    const array = await request(list, undefined, { method: 'POST', rawBody: '[1, 2]' })
    expect(array.status).toBe(400)
    expect(array.body.message).toBe('Body must be a JSON object')
    const nothing = await request(list, undefined, { method: 'POST', rawBody: 'null' })
    expect(nothing.body.message).toBe('Body must be a JSON object')
  })

  it('reads an empty POST body as {}', async () => {
    const { request } = createTestSandbox()
    const response = await request(list, undefined, { method: 'POST', rawBody: '' })
    expect(response.status).toBe(200)
  })

  it('converts GET query strings by the schema: numbers, repeated keys as arrays, unknown keys ignored', async () => {
    const seen: unknown[] = []
    const area = defineArea({
      area: 'probe',
      handlers: [
        handle(userGet, ({ input }) => {
          seen.push(input)
          return { user: { id: input.userId } }
        }),
        handle(usVatUploadHistoryList, ({ input }) => {
          seen.push(input)
          return { historyList: [], total: 0 }
        }),
      ],
    })
    const { request } = createTestSandbox({ areas: [area] })
    expect((await request('/merchant/user/get?userId=12&extra=1')).status).toBe(200)
    expect(seen.at(-1)).toEqual({ userId: 12 })
    const history = await request(
      '/merchant/vat/us_vat_upload_history_list?uploadType=PaymentUpload&uploadType=RefundUpload&page=2&count=10&invoiceId=in_1',
    )
    expect(history.status).toBe(200)
    expect(seen.at(-1)).toEqual({ uploadType: ['PaymentUpload', 'RefundUpload'], page: 2, count: 10, invoiceId: 'in_1' })
    const single = await request('/merchant/vat/us_vat_upload_history_list?uploadType=RefundUpload')
    expect(single.status).toBe(200)
    expect(seen.at(-1)).toEqual({ uploadType: ['RefundUpload'] })

    const bad = await request('/merchant/user/get?userId=abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('userId: User id must be a whole number')
    const missing = await request('/merchant/user/get')
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^userId: /)
    const wrongType = await request('/merchant/vat/us_vat_upload_history_list?uploadType=Other')
    expect(wrongType.body.message).toBe('uploadType[0]: Upload type must be PaymentUpload or RefundUpload')
  })
})

describe('handler failures', () => {
  it('answers 500 "Internal error" without details when a handler throws', async () => {
    const onError = vi.fn()
    const area = defineArea({
      area: 'broken',
      handlers: [
        handle(productList, () => {
          throw new Error('secret stack detail')
        }),
      ],
    })
    const { call } = createTestSandbox({ areas: [area], onError })
    const response = await call(list)
    expect(response.status).toBe(500)
    expect(response.body).toMatchObject({ code: 500, message: 'Internal error', data: {} })
    expect(JSON.stringify(response.body)).not.toMatch(/secret|stack|at /)
    expect(onError).toHaveBeenCalledOnce()
  })

  it('turns notFound / badRequest / fail into their envelopes', async () => {
    const area = defineArea({
      area: 'errors',
      handlers: [
        handle(productList, ({ input, notFound, badRequest, fail }) => {
          if (input.page === 1) notFound('Product 9 not found')
          if (input.page === 2) badRequest('Not like this')
          return fail(500, 'Gateway down', 57)
        }),
      ],
    })
    const { call } = createTestSandbox({ areas: [area] })
    expect((await call(list, { page: 1 })).body).toMatchObject({ code: 404, message: 'Product 9 not found' })
    expect((await call(list, { page: 2 })).status).toBe(400)
    const failed = await call(list, { page: 3 })
    expect(failed.status).toBe(500)
    expect(failed.body).toMatchObject({ code: 57, message: 'Gateway down' })
  })
})

describe('registry', () => {
  it('refuses a path outside the contract and a second handler for a path', () => {
    expect(() =>
      createTestSandbox({ areas: [defineArea({ area: 'x', handlers: [handle('/merchant/made/up', () => ({}))] })] }),
    ).toThrow(/not an endpoint of the contract/)
    const twice = defineArea({ area: 'y', handlers: [handle(productNew, () => ({})), handle(productNew, () => ({}))] })
    expect(() => createTestSandbox({ areas: [twice] })).toThrow(/has a handler already/)
  })

  it('serves pages of area modules without auth, per workspace, with hosted links', async () => {
    let link = ''
    const area = defineArea({
      area: 'hosted',
      handlers: [
        handle(productNew, ({ hostedUrl }) => {
          link = hostedUrl('/products/7')
          return {}
        }),
      ],
      pages: [
        {
          path: '/hosted/products/:productId',
          render: ({ params, store }) =>
            htmlPage(
              'Product',
              `<p>${escapeHtml(params.productId)} of ${escapeHtml(store.merchant.name)} (${store.products.size})</p>`,
            ),
        },
        {
          method: 'POST',
          path: '/hosted/echo',
          render: async ({ form }) =>
            new Response(JSON.stringify(await form()), { headers: { 'Content-Type': 'application/json' } }),
        },
        { path: '/hosted/missing', render: ({ notFound }) => notFound('No such page') },
      ],
    })
    const { call, control, app } = createTestSandbox({ areas: [...areas.filter((a) => a.area !== 'products'), area] })
    await call('/merchant/product/new')
    expect(link).toBe('http://localhost/hosted/products/7')

    const page = await app.request('/hosted/products/7')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(await page.text()).toContain('<p>7 of Northwind Software Ltd (120)</p>')

    const created = await control<{ apiKey: string; workspaceId: string }>('workspaces', { dataset: 'empty' })
    await call('/merchant/product/new', {}, { key: created.body.data.apiKey })
    expect(link).toBe(`http://localhost/hosted/products/7?ws=${created.body.data.workspaceId}`)
    const other = await app.request(link)
    expect(await other.text()).toContain('(0)')

    expect((await app.request('/hosted/products/7?ws=ws_unknown')).status).toBe(404)
    expect((await app.request('/hosted/missing')).status).toBe(404)
    const echo = await app.request('/hosted/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=two',
    })
    expect(await echo.json()).toEqual({ a: '1', b: 'two' })
  })

  it('builds hosted links on the public URL when one is set', async () => {
    let link = ''
    const area = defineArea({
      area: 'links',
      handlers: [handle(productNew, ({ hostedUrl, base }) => ({ link: (link = hostedUrl('invoices/in_1')), base }))],
    })
    const { call } = createTestSandbox({ areas: [area], publicUrl: 'https://sandbox.example/' })
    const response = await call('/merchant/product/new')
    expect(link).toBe('https://sandbox.example/hosted/invoices/in_1')
    expect(response.body.data).toEqual({ link, base: 'https://sandbox.example' })
  })
})

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  })

  it("answers the preflight of the dashboard's dev and preview origins", async () => {
    const { app } = createTestSandbox()
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173']) {
      const response = await app.request(list, preflight(origin))
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-methods')).toMatch(/GET,POST,DELETE,OPTIONS/)
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('authorization,content-type')
    }
  })

  it('lets no other web page read an answer: not the state, not an error', async () => {
    const { app, request } = createTestSandbox()
    const elsewhere = { Origin: 'https://some-page.example' }
    expect(
      (await app.request(list, preflight('https://some-page.example'))).headers.get('access-control-allow-origin'),
    ).toBeNull()
    const state = await request('/__sandbox/state', undefined, { headers: elsewhere })
    expect(state.headers.get('access-control-allow-origin')).toBeNull()
    const denied = await request(list, {}, { method: 'POST', key: null, headers: elsewhere })
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('allows the origins it is told about, errors included', async () => {
    const { request } = createTestSandbox({ corsOrigins: ['https://dashboard.example'] })
    const headers = { Origin: 'https://dashboard.example' }
    expect((await request(list, {}, { method: 'POST', headers })).headers.get('access-control-allow-origin')).toBe(
      'https://dashboard.example',
    )
    const denied = await request(list, {}, { method: 'POST', key: null, headers })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('access-control-allow-origin')).toBe('https://dashboard.example')
    const unknown = await request('/nowhere', undefined, { headers })
    expect(unknown.headers.get('access-control-allow-origin')).toBe('https://dashboard.example')
    const dev = await request(list, {}, { method: 'POST', headers: { Origin: 'http://localhost:5173' } })
    expect(dev.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('parseOrigin', () => {
  it('takes an origin or *, and nothing else', () => {
    expect(parseOrigin('http://localhost:4174')).toBe('http://localhost:4174')
    expect(parseOrigin('https://dash.example/')).toBe('https://dash.example')
    expect(parseOrigin('*')).toBe('*')
    expect(parseOrigin('https://dash.example/app')).toBeUndefined()
    expect(parseOrigin('localhost:4174')).toBeUndefined()
    expect(parseOrigin('ftp://x.example')).toBeUndefined()
  })
})
