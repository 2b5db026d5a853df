import { describe, expect, it } from 'vitest'
import { maxJsonDepth } from '../src/api/contract/core'
import { clientErrorResponse, defaultLimits, jsonDepthOver, longStringIn } from './limits'
import { createTestSandbox } from './testing'

const newProduct = '/merchant/product/new'

/** `{"metadata": [[[ ... ]]]}` with `levels` nested arrays: about 2 bytes a level. */
const deeplyNested = (levels: number) => `{"productName":"Deep","metadata":{"a":${'['.repeat(levels)}${']'.repeat(levels)}}}`

describe('JSON depth and long strings', () => {
  it('measures depth without building the value, ignoring brackets inside strings', () => {
    expect(jsonDepthOver('{"a":[1,{"b":[]}]}', 4)).toBe(false)
    expect(jsonDepthOver('{"a":[1,{"b":[]}]}', 3)).toBe(true)
    expect(jsonDepthOver('{"a":"[[[[[[[[[\\"[[["}', 1)).toBe(false)
    expect(jsonDepthOver('[]', 0)).toBe(true)
    expect(jsonDepthOver('42', 0)).toBe(false)
  })

  it('finds the first string or key longer than the limit, with its path', () => {
    expect(longStringIn({ a: ['ok', { b: 'x'.repeat(11) }] }, 10)).toBe('a[1].b')
    expect(longStringIn({ ['k'.repeat(11)]: 1 }, 10)).toMatch(/^k+$/)
    expect(longStringIn({ a: ['ok'] }, 10)).toBeUndefined()
  })
})

describe('limits at the edge of the sandbox', () => {
  it('refuses 20,000 levels of nesting with 400 naming the limit; no id is used up and the state stays savable', async () => {
    const sandbox = createTestSandbox()
    const before = sandbox.store.primary.counters.products
    const response = await sandbox.request(newProduct, undefined, { method: 'POST', rawBody: deeplyNested(20_000) })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 400, data: {} })
    expect(response.body.message).toBe(`Body nests arrays and objects deeper than ${defaultLimits.jsonDepth} levels (the limit)`)
    expect(sandbox.store.primary.counters.products).toBe(before)
    expect((await sandbox.control('state')).status).toBe(200)
    expect(() => JSON.stringify(sandbox.store.snapshot())).not.toThrow()
  })

  it('leaves the depth the contract allows for metadata to the contract, which names the field', async () => {
    const sandbox = createTestSandbox()
    const allowed = await sandbox.request(newProduct, undefined, { method: 'POST', rawBody: deeplyNested(maxJsonDepth - 1) })
    expect(allowed.status).toBe(200)
    const tooDeep = await sandbox.request(newProduct, undefined, { method: 'POST', rawBody: deeplyNested(maxJsonDepth) })
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.body.message).toBe(`metadata: Metadata nests deeper than ${maxJsonDepth} levels`)
  })

  it('refuses a body over the size limit with 413, for the API, the control API and the key-less hosted pages', async () => {
    const sandbox = createTestSandbox()
    const big = JSON.stringify({ productName: 'x'.repeat(defaultLimits.bodyBytes) })
    const api = await sandbox.request(newProduct, undefined, { method: 'POST', rawBody: big })
    expect(api.status).toBe(413)
    expect(api.body).toMatchObject({ code: 413, data: {} })
    expect(api.body.message).toBe(`Body larger than ${defaultLimits.bodyBytes} bytes (the limit)`)
    expect(api.body.requestId).toMatch(/^req_/)

    const seed = JSON.stringify({ products: [{ productName: 'y'.repeat(defaultLimits.controlBodyBytes) }] })
    expect((await sandbox.request('/__sandbox/seed', undefined, { method: 'POST', rawBody: seed })).status).toBe(413)

    const hosted = await sandbox.app.request('/hosted/payments/pay_1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `action=pay&pad=${'z'.repeat(defaultLimits.bodyBytes)}`,
    })
    expect(hosted.status).toBe(413)
    expect(await hosted.json()).toMatchObject({ code: 413 })
  })

  it('answers 413 from the Content-Length alone, before reading the body', async () => {
    const sandbox = createTestSandbox()
    let pulled = 0
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled++
          controller.enqueue(new TextEncoder().encode('{}'))
          controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    const response = await sandbox.app.request(newProduct, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_unit', 'Content-Length': String(300 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(pulled).toBe(0)
  })

  it('refuses a string longer than the limit, naming the field and the limit', async () => {
    const sandbox = createTestSandbox()
    const response = await sandbox.call(newProduct, { productName: 'a'.repeat(defaultLimits.stringLength + 1) })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(`productName: text longer than ${defaultLimits.stringLength} characters (the limit)`)
    const atLimit = await sandbox.call(newProduct, { productName: 'a'.repeat(defaultLimits.stringLength) })
    expect(atLimit.status).toBe(200)
  })

  it('refuses a URL longer than the limit with an envelope (414)', async () => {
    const sandbox = createTestSandbox()
    const response = await sandbox.request(`/merchant/user/get?userId=1&pad=${'p'.repeat(defaultLimits.urlLength)}`)
    expect(response.status).toBe(414)
    expect(response.body).toMatchObject({
      code: 414,
      message: `URL longer than ${defaultLimits.urlLength} characters (the limit)`,
    })
  })

  it('takes its limits from the options', async () => {
    const sandbox = createTestSandbox({ limits: { bodyBytes: 100 } })
    const response = await sandbox.call(newProduct, { productName: 'n'.repeat(100) })
    expect(response.status).toBe(413)
    expect(response.body.message).toBe('Body larger than 100 bytes (the limit)')
  })
})

describe('clientErrorResponse', () => {
  it('answers headers too large (a very long query string) with an envelope', () => {
    const text = clientErrorResponse('HPE_HEADER_OVERFLOW')
    const [head, body] = text.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(head).toContain('Content-Type: application/json')
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`)
    expect(JSON.parse(body)).toMatchObject({ code: 431, data: {}, message: expect.stringMatching(/URL and headers larger than/) })
  })

  it('answers other malformed requests with a 400 envelope', () => {
    const [head, body] = clientErrorResponse('HPE_INVALID_METHOD').split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/)
    expect(JSON.parse(body)).toMatchObject({ code: 400, message: 'Malformed HTTP request' })
  })
})
