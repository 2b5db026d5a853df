import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { call, createClient, defaultRetryDelay, getActiveClient, setActiveClient, type ClientConfig } from './client'
import { buildRequest, queryString } from './request'
import { endpoint } from './contract/core'
import { discountDetail, discountList } from './contract/extensions'
import { productList, productNew } from './contract/products'
import { usVatUploadHistoryList } from './contract/vat'
import { ApiError } from './errors'
import { clear, getEntries } from './requestLog'
import { MemoryStorage } from '../lib/testing'
import { onUnauthorized, signIn, signOut } from '../session/session'

const KEY = 'sk_test_secret_123'
const BASE = 'https://api.example.test/'

/** A GET read with an array parameter, shaped like the US VAT upload history list. */
const historyList = endpoint({
  section: '4.18',
  name: 'usVatUploadHistoryList',
  method: 'GET',
  path: '/merchant/vat/us_vat_upload_history_list',
  summary: 'List US VAT uploads',
  kind: 'read',
  input: z.object({
    invoiceId: z.string().nullish(),
    uploadType: z.array(z.enum(['PaymentUpload', 'RefundUpload'])).optional(),
    page: z.int().optional(),
    archived: z.boolean().optional(),
  }),
  output: z.looseObject({ total: z.number() }),
})

type Reply = Response | Error | 'hang'

function json(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

const ok = (data: unknown) => json(200, { code: 0, data, message: '', requestId: 'req-ok', merchantId: 7 })

/** A fetch that answers the given replies in order (the last one repeats). */
function fakeFetch(...replies: Array<() => Reply>) {
  let calls = 0
  return vi.fn<typeof fetch>((_url, init) => {
    const reply = replies[Math.min(calls++, replies.length - 1)]()
    if (reply === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply)
  })
}

function client(fetch: typeof globalThis.fetch, config: Partial<ClientConfig> = {}) {
  return createClient({ baseUrl: BASE, apiKey: KEY, fetch, retryDelayMs: () => 0, ...config })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

function sent(fetch: ReturnType<typeof fakeFetch>, index = 0) {
  const [url, init] = fetch.mock.calls[index]
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) }
}

beforeEach(() => {
  clear()
  setActiveClient(null)
})

afterEach(() => setActiveClient(undefined))

describe('requests', () => {
  it('sends a POST with the bearer key, JSON headers and the validated body', async () => {
    const fetch = fakeFetch(() => ok({ product: { id: 1, productName: 'Pro' } }))
    const data = await client(fetch).call(productNew, { productName: 'Pro', status: 2 })

    expect(data.product?.id).toBe(1)
    const { url, init, headers } = sent(fetch)
    expect(url).toBe('https://api.example.test/merchant/product/new')
    expect(init.method).toBe('POST')
    expect(headers.get('Authorization')).toBe(`Bearer ${KEY}`)
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual({ productName: 'Pro', status: 2 })
  })

  it('sends a GET with a query string: arrays as key[]=, booleans, no null or undefined', async () => {
    const fetch = fakeFetch(() => ok({ total: 0 }))
    await client(fetch).call(historyList, {
      uploadType: ['PaymentUpload', 'RefundUpload'],
      page: 0,
      archived: false,
      invoiceId: null,
    })

    const { url, init, headers } = sent(fetch)
    expect(url).toBe(
      'https://api.example.test/merchant/vat/us_vat_upload_history_list?uploadType%5B%5D=PaymentUpload&uploadType%5B%5D=RefundUpload&page=0&archived=false',
    )
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    expect(headers.get('Content-Type')).toBeNull()
    expect(headers.get('Authorization')).toBe(`Bearer ${KEY}`)
  })

  it('sends every item of an array under key[], never as repeated plain keys (the real service keeps only the last)', () => {
    const { url } = buildRequest(BASE, discountList, { status: [1, 2], discountType: [2], code: 'SPRING', page: 0 })
    const query = new URL(url).searchParams
    expect(query.getAll('status[]')).toEqual(['1', '2'])
    expect(query.getAll('discountType[]')).toEqual(['2'])
    expect(query.has('status')).toBe(false)
    expect(query.get('code')).toBe('SPRING')
    expect(query.get('page')).toBe('0')
  })

  it('sends the upload types of the US VAT upload history as uploadType[]', () => {
    const { url } = buildRequest(BASE, usVatUploadHistoryList, { uploadType: ['RefundUpload'], count: 20 })
    expect(new URL(url).search).toBe('?uploadType%5B%5D=RefundUpload&count=20')
  })

  it('leaves an empty array out of the query, and sends an object as JSON', () => {
    expect(queryString({ status: [], page: 1 })).toBe('?page=1')
    expect(queryString({ filter: { a: [1] } })).toBe(`?filter=${encodeURIComponent('{"a":[1]}')}`)
    expect(queryString({})).toBe('')
  })

  it('tolerates a base URL with or without trailing slashes', () => {
    for (const base of ['https://h.test', 'https://h.test/', 'https://h.test//']) {
      expect(buildRequest(base, historyList, {}).url).toBe('https://h.test/merchant/vat/us_vat_upload_history_list')
    }
    expect(client(fakeFetch()).baseUrl).toBe(BASE)
  })

  it('refuses invalid input without sending anything', async () => {
    const fetch = fakeFetch(() => ok({}))
    const error = await failure(client(fetch).call(productList, { count: 9999, status: [3 as 1] }))

    expect(fetch).not.toHaveBeenCalled()
    expect(error).toMatchObject({ kind: 'validation', httpStatus: null, path: '/merchant/product/list', retryable: false })
    expect(error.issues).toEqual([
      { path: 'count', message: 'Page size cannot exceed 500' },
      { path: 'status.0', message: 'Status must be 1 (active) or 2 (inactive)' },
    ])
    expect(error.message).toContain('count: Page size cannot exceed 500')
    expect(getEntries()).toHaveLength(0)
  })
})

describe('responses', () => {
  it.each([
    [400, { code: 51, message: 'productName too long', requestId: 'r-400' }, 'http', 'productName too long'],
    [401, { code: 61, message: 'invalid api key', requestId: 'r-401' }, 'unauthorized', 'invalid api key'],
    [404, { code: 404, message: 'user not found', requestId: 'r-404' }, 'http', 'user not found'],
    [500, { code: 1, message: 'database down', requestId: 'r-500' }, 'http', 'database down'],
  ])('maps HTTP %i with an envelope', async (status, body, kind, message) => {
    const error = await failure(
      client(
        fakeFetch(() => json(status, body)),
        { maxTries: 1 },
      ).call(productNew, {}),
    )
    expect(error).toMatchObject({
      kind,
      httpStatus: status,
      code: body.code,
      message,
      requestId: body.requestId,
      path: '/merchant/product/new',
      method: 'POST',
      retryable: status >= 500,
    })
    expect(error.request).toEqual({
      method: 'POST',
      url: 'https://api.example.test/merchant/product/new',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
      auth: 'key',
    })
  })

  it.each([
    [400, 'http', 'The request was refused as invalid.'],
    [401, 'unauthorized', 'The service refused the credentials. Sign in again.'],
    [404, 'http', 'Not found.'],
    [500, 'http', 'The service failed.'],
    [502, 'http', 'The service failed.'],
  ])('maps HTTP %i without an envelope to a plain message', async (status, kind, message) => {
    const fetch = fakeFetch(() => new Response('<html>Bad Gateway</html>', { status }))
    const error = await failure(client(fetch, { maxTries: 1 }).call(productNew, {}))
    expect(error).toMatchObject({ kind, httpStatus: status, code: null, requestId: null, message })
  })

  it.each([
    ['a 404 without an envelope', () => new Response('Not Found', { status: 404 })],
    ['a 404 naming the path', () => json(404, { code: 404, message: 'Unknown path: /merchant/vat/us_vat_upload_history_list' })],
    ['a success without data', () => json(200, { code: 0, data: null, message: '' })],
  ])('marks %s as a call the service does not have', async (_name, reply) => {
    const error = await failure(client(fakeFetch(reply), { maxTries: 1 }).call(historyList, {}))
    expect(error.unsupported).toBe(true)
  })

  it("drops the real service's internal prefix from a refusal's message", async () => {
    const reply = () => json(400, { code: 51, message: 'system_assert: subscription not found', requestId: 'r' })
    const error = await failure(client(fakeFetch(reply), { maxTries: 1 }).call(productNew, {}))
    expect(error).toMatchObject({ message: 'subscription not found', notFound: true })
  })

  it('does not mark a record that is not found as a missing call', async () => {
    const reply = () => json(404, { code: 404, message: 'Invoice in_9 not found', requestId: 'r' })
    const error = await failure(client(fakeFetch(reply), { maxTries: 1 }).call(historyList, {}))
    expect(error).toMatchObject({ unsupported: false, notFound: true })
  })

  it('calls onUnauthorized on HTTP 401 and does not retry', async () => {
    const onUnauthorized = vi.fn()
    const fetch = fakeFetch(() => json(401, { code: 61, message: '', requestId: 'r' }))
    const error = await failure(client(fetch, { onUnauthorized }).call(productList, {}))

    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('maps HTTP 200 with a non-zero code to an api error', async () => {
    const fetch = fakeFetch(() => json(200, { code: 12, message: 'quantity must stay above 0', requestId: 'r-12' }))
    const error = await failure(client(fetch).call(productList, {}))

    expect(error).toMatchObject({
      kind: 'api',
      httpStatus: 200,
      code: 12,
      message: 'quantity must stay above 0',
      requestId: 'r-12',
      retryable: false,
    })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('gives a plain message for a non-zero code without message', async () => {
    const error = await failure(client(fakeFetch(() => json(200, { code: 3 }))).call(productNew, {}))
    expect(error).toMatchObject({ kind: 'api', code: 3, message: 'The service refused the request (code 3).' })
  })

  it.each([
    ['a body that is not JSON', 'Internal things happened'],
    ['JSON that is not the envelope', { product: { id: 1 } }],
    ['an envelope whose code is not a number', { code: '0', data: {} }],
  ])('maps %s to an envelope error', async (_label, body) => {
    const error = await failure(client(fakeFetch(() => json(200, body))).call(productList, {}))
    expect(error).toMatchObject({
      kind: 'envelope',
      httpStatus: 200,
      code: null,
      message: 'The service answered with something that is not a valid response.',
      retryable: false,
    })
  })

  it('maps data that does not fit the output to an envelope error', async () => {
    const error = await failure(
      client(fakeFetch(() => json(200, { code: 0, data: 'nope', requestId: 'r-d' }))).call(productList, {}),
    )
    expect(error).toMatchObject({ kind: 'envelope', httpStatus: 200, code: 0, requestId: 'r-d' })
  })

  it('parses the output leniently: nulls, missing and extra fields are fine', async () => {
    const fetch = fakeFetch(() =>
      ok({ products: [{ id: 4, productName: null, status: 'weird', extra: true }, 'junk'], total: null }),
    )
    const data = await client(fetch).call(productList, {})

    expect(data.total).toBeNull()
    expect(data.products).toHaveLength(1)
    expect(data.products?.[0]).toMatchObject({ id: 4, productName: null, status: undefined, extra: true })
  })

  it('maps a fetch that throws to a network error', async () => {
    const error = await failure(
      client(
        fakeFetch(() => new TypeError('fetch failed')),
        { maxTries: 1 },
      ).call(productNew, {}),
    )
    expect(error).toMatchObject({
      kind: 'network',
      httpStatus: null,
      message: 'The service could not be reached. Check your connection.',
      retryable: true,
    })
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('times out a request that takes too long, without retrying', async () => {
    const fetch = fakeFetch(() => 'hang')
    const error = await failure(client(fetch, { timeoutMs: 20 }).call(productList, {}))

    expect(error).toMatchObject({ kind: 'timeout', message: 'The service took longer than 0.02 s to answer.', retryable: false })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("stops on the caller's abort, without retrying", async () => {
    const fetch = fakeFetch(() => 'hang')
    const controller = new AbortController()
    const pending = client(fetch).call(productList, {}, { signal: controller.signal })
    controller.abort()
    const error = await failure(pending)

    expect(error).toMatchObject({ kind: 'aborted', retryable: false })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('retries', () => {
  const serverError = () => json(500, { code: 1, message: 'boom', requestId: 'r-500' })

  it('retries a read on HTTP 500 until it succeeds, waiting between tries', async () => {
    const fetch = fakeFetch(serverError, serverError, () => ok({ products: [], total: 0 }))
    const retryDelayMs = vi.fn(() => 0)
    const data = await client(fetch, { retryDelayMs }).call(productList, {})

    expect(data.total).toBe(0)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(retryDelayMs.mock.calls).toEqual([[1], [2]])
  })

  it('gives up on a read after maxTries attempts', async () => {
    const fetch = fakeFetch(serverError)
    const error = await failure(client(fetch).call(productList, {}))

    expect(error).toMatchObject({ kind: 'http', httpStatus: 500, message: 'boom' })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('retries a read on a network failure', async () => {
    const fetch = fakeFetch(
      () => new TypeError('fetch failed'),
      () => ok({ total: 2 }),
    )
    await expect(client(fetch).call(productList, {})).resolves.toEqual({ total: 2 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('never retries a write', async () => {
    const fetch = fakeFetch(serverError)
    await failure(client(fetch).call(productNew, {}))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([400, 404])('does not retry HTTP %i', async (status) => {
    const fetch = fakeFetch(() => json(status, { code: 1, message: 'no' }))
    await failure(client(fetch).call(productList, {}))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('stops waiting for a retry when the caller aborts', async () => {
    const fetch = fakeFetch(serverError)
    const controller = new AbortController()
    const pending = client(fetch, { retryDelayMs: () => 60_000 }).call(productList, {}, { signal: controller.signal })
    await vi.waitFor(() => expect(getEntries()).toHaveLength(1))
    controller.abort()
    const error = await failure(pending)

    expect(error.kind).toBe('aborted')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('uses a growing default delay of about 300 ms, then 900 ms', () => {
    for (let i = 0; i < 20; i++) {
      expect(defaultRetryDelay(1)).toBeGreaterThanOrEqual(240)
      expect(defaultRetryDelay(1)).toBeLessThanOrEqual(360)
      expect(defaultRetryDelay(2)).toBeGreaterThanOrEqual(720)
      expect(defaultRetryDelay(2)).toBeLessThanOrEqual(1080)
    }
  })
})

describe('a list or detail call the service does not have, seen from another origin', () => {
  // The real service answers a path it lacks with a bare 404 without CORS headers: the browser's fetch just fails.
  const unreadable = () => new TypeError('Failed to fetch')
  const PROBE = 'https://api.example.test/merchant/product/list'

  /** A fetch that fails `missing` paths as the browser does, and answers `answer` for the others. */
  function serviceWithout(missing: string[], answer: () => Reply = () => ok({ products: [], total: 0 })) {
    return vi.fn<typeof fetch>((url) => {
      const reply = missing.some((path) => String(url).includes(path)) ? unreadable() : answer()
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply as Response)
    })
  }

  it('is not offered when the service answers another call: said at once, without retries, and not sent again', async () => {
    const fetch = serviceWithout(['/merchant/discount/'])
    const api = client(fetch)
    const error = await failure(api.call(discountList, {}))
    expect(error).toMatchObject({
      kind: 'network',
      unsupported: true,
      retryable: false,
      message: 'This service does not offer /merchant/discount/list.',
    })
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([`${BASE}merchant/discount/list`, PROBE])
    // The check is the sign-in's: a one-product list.
    expect(sent(fetch, 1).init).toMatchObject({ method: 'POST', body: '{"page":0,"count":1}' })
    expect(sent(fetch, 1).headers.get('Authorization')).toBe(`Bearer ${KEY}`)

    // Remembered: the same call fails so at once; another one is tried on its own.
    expect(await failure(api.call(discountList, { page: 1 }))).toMatchObject({ unsupported: true })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(await failure(api.call(discountDetail, { id: 3 }))).toMatchObject({ unsupported: true })
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('is not offered when the other call is answered with an error: the service is up', async () => {
    const fetch = serviceWithout(['/merchant/discount/list'], () => json(500, { code: 50, message: 'Server Error' }))
    expect(await failure(client(fetch).call(discountList, {}))).toMatchObject({ unsupported: true })
  })

  it('is an outage when the other call fails too: the usual network error, retried, and not remembered', async () => {
    let down = true
    const fetch = vi.fn<typeof globalThis.fetch>((url) =>
      down ? Promise.reject(unreadable()) : Promise.resolve(String(url).includes('discount') ? ok({ total: 4 }) : ok({})),
    )
    const api = client(fetch, { maxTries: 2 })
    const error = await failure(api.call(discountList, {}))
    expect(error).toMatchObject({
      kind: 'network',
      unsupported: false,
      retryable: true,
      message: 'The service could not be reached. Check your connection.',
    })
    // Each failed try was checked: call, check, call again, check.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      `${BASE}merchant/discount/list`,
      PROBE,
      `${BASE}merchant/discount/list`,
      PROBE,
    ])
    down = false
    await expect(api.call(discountList, {})).resolves.toMatchObject({ total: 4 })
  })

  it('is remembered too when an answer said so (a readable 404 naming the path)', async () => {
    const fetch = fakeFetch(() => json(404, { code: 404, message: 'Unknown path: /merchant/discount/list' }))
    const api = client(fetch)
    expect(await failure(api.call(discountList, {}))).toMatchObject({ kind: 'http', unsupported: true })
    expect(await failure(api.call(discountList, { page: 1 }))).toMatchObject({ unsupported: true, retryable: false })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('shares one check among the calls that fail together', async () => {
    const fetch = serviceWithout(['/merchant/discount/'])
    const api = client(fetch)
    const errors = await Promise.all([failure(api.call(discountList, {})), failure(api.call(discountDetail, { id: 3 }))])
    expect(errors.map((error) => error.unsupported)).toEqual([true, true])
    expect(fetch.mock.calls.filter(([url]) => String(url) === PROBE)).toHaveLength(1)
  })

  it("is never assumed of the spec's calls: a failed one is a network failure, retried without a check", async () => {
    const fetch = serviceWithout(['/merchant/product/list'])
    const error = await failure(client(fetch).call(productList, {}))
    expect(error).toMatchObject({ kind: 'network', unsupported: false })
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})

describe('request log', () => {
  it('records every attempt, newest first, without the key or bodies', async () => {
    const fetch = fakeFetch(
      () => json(500, { code: 1, message: 'boom', requestId: 'r-1' }),
      () => new TypeError('fetch failed'),
      () => ok({ total: 1 }),
    )
    await client(fetch).call(productList, { count: 10 })
    const entries = getEntries()

    expect(entries.map((e) => e.attempt)).toEqual([3, 2, 1])
    expect(entries[0]).toMatchObject({
      method: 'POST',
      path: '/merchant/product/list',
      httpStatus: 200,
      code: 0,
      requestId: 'req-ok',
      ok: true,
    })
    expect(entries[0].errorKind).toBeUndefined()
    expect(entries[1]).toMatchObject({ httpStatus: null, code: null, ok: false, errorKind: 'network' })
    expect(entries[2]).toMatchObject({ httpStatus: 500, code: 1, requestId: 'r-1', ok: false, errorKind: 'http' })
    for (const entry of entries) {
      expect(entry.durationMs).toBeGreaterThanOrEqual(0)
      expect(entry.time).toBeGreaterThan(Date.now() - 60_000)
    }
    const stored = JSON.stringify(entries)
    expect(stored).not.toContain(KEY)
    expect(stored).not.toContain('count')
  })
})

describe('active client', () => {
  it("is the tab's session's: one per session, none once signed out", async () => {
    Object.assign(globalThis, { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() })
    setActiveClient(undefined)
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(ok({ total: 5 })))
    try {
      const environment = { id: 'sandbox', label: 'Sandbox', baseUrl: 'https://billing.example.test' }
      signIn({ environment, apiKey: 'sk_test_1' })
      const first = getActiveClient()
      expect(first?.baseUrl).toBe('https://billing.example.test')
      expect(getActiveClient()).toBe(first)
      await expect(call(productList, {})).resolves.toEqual({ total: 5 })
      expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer sk_test_1')

      signIn({ environment, apiKey: 'sk_test_2' })
      expect(getActiveClient()).not.toBe(first)
      const refused = vi.fn()
      onUnauthorized(refused)
      fetch.mockImplementation(() => Promise.resolve(new Response('{"code":61,"message":"invalid key"}', { status: 401 })))
      await failure(call(productList, {}))
      expect(refused).toHaveBeenCalledTimes(1)

      signOut()
      expect(getActiveClient()).toBeNull()
    } finally {
      fetch.mockRestore()
      onUnauthorized(() => {})
    }
  })

  it('fails as signed out without an active client', async () => {
    expect(getActiveClient()).toBeNull()
    const error = await failure(call(productList, {}))
    expect(error).toMatchObject({ kind: 'unauthorized', message: 'You are signed out.', path: '/merchant/product/list' })
  })

  it('calls through the active client', async () => {
    const fetch = fakeFetch(() => ok({ total: 5 }))
    const active = client(fetch)
    setActiveClient(active)

    expect(getActiveClient()).toBe(active)
    await expect(call(productList, {})).resolves.toEqual({ total: 5 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
