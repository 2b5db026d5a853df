import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkKey } from './keyCheck'

const environment = { id: 'live', label: 'Live', baseUrl: 'https://api.example.test', sandbox: false, demo: false }

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }))

afterEach(() => vi.unstubAllGlobals())

describe("the key's check", () => {
  it('asks for a one-product list with the key, and resolves when the service takes it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      answer(200, { code: 0, message: '', requestId: 'req-check', data: { products: [], total: 0 } }),
    )
    vi.stubGlobal('fetch', fetch)
    await expect(checkKey(environment, 'sk_live_taken', 5000)).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://api.example.test/merchant/product/list')
    expect(JSON.parse(init!.body as string)).toEqual({ page: 0, count: 1 })
    expect(init!.headers).toMatchObject({ Authorization: 'Bearer sk_live_taken' })
  })

  it("rejects with the call's error when the key is refused", async () => {
    vi.stubGlobal('fetch', () => answer(401, { code: 61, message: 'invalid key', requestId: 'req-refused' }))
    const refused = await checkKey(environment, 'sk_live_refused', 5000).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ kind: 'unauthorized', requestId: 'req-refused' })
  })
})
