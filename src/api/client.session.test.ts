import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient, DUPLICATE_WRITE_NOTE, toCurl, type MemberSessionLink } from './client'
import { memberLogin, memberLogout } from './contract/extensions/memberSession'
import { productList, productNew } from './contract/products'
import { vatNumberValidate } from './contract/vat'
import { ApiError } from './errors'
import { clear, getEntries } from './requestLog'

// A member's session as the real service's portal mode answers it (member-sign-in.md §6): the token as it is,
// every reply HTTP 200 with the code in the envelope.

const BASE = 'https://api.example.test'
const TOKEN = 'UniBee.Portal.eyJhbGciOiJIUzI1NiJ9.eyJpZCI6M30.c2lnbmF0dXJl_20260620101010'
const RENEWED = 'UniBee.Portal.renewed.token.sig'
const TOO_FAST = 'You are clicking too fast. Please wait a moment and try again.'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
const ok = (data: unknown) => json(200, { code: 0, data, message: '', redirect: '', requestId: 'req-ok' })
const refused = (code: number, message: string) =>
  json(200, { code, data: {}, message, redirect: '', requestId: 'req20260620abc' })
/** The portal's sign-in redirect (§6.5): no request id, data null. */
const ended = (code = 61, message = 'invalid token') =>
  json(200, { code, data: null, message, redirect: '/login', requestId: '' })

/** A fetch that answers the given replies in order (the last one repeats), keeping what was sent. */
function fakeFetch(...replies: Array<() => Response>) {
  let calls = 0
  return vi.fn<typeof fetch>(() => Promise.resolve(replies[Math.min(calls++, replies.length - 1)]()))
}

function headersOf(fetch: ReturnType<typeof fakeFetch>, index: number) {
  return new Headers(fetch.mock.calls[index][1]?.headers)
}

/** A session whose sign-in again the test settles by hand. */
function memberSession() {
  let token = TOKEN
  let settle: { resolve: () => void; reject: (reason: unknown) => void } | undefined
  let pending: Promise<void> | undefined
  const link: MemberSessionLink = {
    token: () => token,
    ended: vi.fn((_error: ApiError) => {
      pending ??= new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
      return pending
    }),
    settled: () => pending ?? Promise.resolve(),
  }
  return {
    link,
    signInAgain() {
      token = RENEWED
      settle?.resolve()
      pending = undefined
    },
    giveUp() {
      settle?.reject(new Error('signed out'))
      pending = undefined
    },
  }
}

function memberClient(fetch: typeof globalThis.fetch, link: MemberSessionLink, onUnauthorized = vi.fn()) {
  return createClient({ baseUrl: BASE, session: link, fetch, retryDelayMs: () => 0, lockWaitMs: 5, onUnauthorized })
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

beforeEach(() => clear())

describe("a member's session: what is sent", () => {
  it('sends the token as it is, without Bearer', async () => {
    const fetch = fakeFetch(() => ok({ products: [], total: 0 }))
    await memberClient(fetch, memberSession().link).call(productList, {})
    expect(headersOf(fetch, 0).get('Authorization')).toBe(TOKEN)
  })

  it('sends no session token on the sign-in calls, and nothing when it holds no key', async () => {
    const signIn = { email: 'a@b.test', password: 'pw' }
    for (const config of [{ session: memberSession().link }, {}]) {
      const fetch = fakeFetch(() => ok({ token: TOKEN, merchantMember: {} }))
      await createClient({ baseUrl: BASE, fetch, ...config }).call(memberLogin, signIn)
      expect(headersOf(fetch, 0).has('Authorization')).toBe(false)
    }
  })

  it('never shows the token: not in the request log, not in a failed call, not in "Copy as cURL"', async () => {
    const fetch = fakeFetch(() => refused(51, 'productName too long'))
    const error = await failure(memberClient(fetch, memberSession().link).call(productNew, { productName: 'x' }))
    expect(JSON.stringify(getEntries())).not.toContain(TOKEN)
    expect(JSON.stringify(error.request)).not.toContain(TOKEN)
    expect(error.request?.auth).toBe('session')
    const curl = toCurl({ baseUrl: BASE, endpoint: productNew, input: { productName: 'x' }, auth: 'session' })
    expect(curl).toContain('-H "Authorization: $SESSION_TOKEN"')
    expect(curl).not.toContain('Bearer')
    const signInCurl = toCurl({
      baseUrl: BASE,
      endpoint: memberLogin,
      input: { email: 'a@b.test', password: 'pw' },
      auth: 'session',
    })
    expect(signInCurl).not.toContain('Authorization')
    expect(signInCurl).toContain('"$PASSWORD"')
    expect(signInCurl).not.toContain('"pw"')
  })
})

describe("a member's session: replies are read by their code, not their HTTP status", () => {
  it('HTTP 200 with code 0 is the data', async () => {
    const fetch = fakeFetch(() => ok({ products: [{ id: 4 }], total: 1 }))
    const data = await memberClient(fetch, memberSession().link).call(productList, {})
    expect(data.total).toBe(1)
  })

  it('HTTP 200 with code 51 is a refusal with the message and request id, not retried', async () => {
    const fetch = fakeFetch(() => refused(51, 'subscription not found'))
    const error = await failure(memberClient(fetch, memberSession().link).call(productList, {}))
    expect(error).toMatchObject({ kind: 'api', httpStatus: 200, code: 51, message: 'subscription not found', notFound: true })
    expect(error.requestId).toBe('req20260620abc')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('HTTP 200 with code 49 is the service asking for the two-factor code', async () => {
    const fetch = fakeFetch(() => refused(49, '2FA Code Needed'))
    const error = await failure(createClient({ baseUrl: BASE, fetch }).call(memberLogin, { email: 'a@b.test', password: 'pw' }))
    expect(error).toMatchObject({ kind: 'api', code: 49, message: '2FA Code Needed' })
  })

  it('a masked failure (code 68) on HTTP 200 is an error, not data', async () => {
    const fetch = fakeFetch(() => refused(68, 'Server Error-req1-68'))
    const error = await failure(memberClient(fetch, memberSession().link).call(productNew, { productName: 'x' }))
    expect(error).toMatchObject({ kind: 'api', code: 68 })
  })
})

describe("a member's session: its end does not lose what was under way", () => {
  it.each([
    ['61 (signed out or idle too long)', () => ended()],
    ['62 (permissions changed)', () => ended(62, 'Your permission has changed. Please reLogin.')],
    ['HTTP 401 (the spec reading)', () => json(401, { code: 401, message: 'The session has ended', data: {}, requestId: 'r' })],
  ])('on %s, a write waits for the member to sign in again, then goes out once with the new token', async (_name, end) => {
    const session = memberSession()
    const onUnauthorized = vi.fn()
    const fetch = fakeFetch(end, () => ok({ product: { id: 9 } }))
    const pending = memberClient(fetch, session.link, onUnauthorized).call(productNew, { productName: 'Pro' })
    await vi.waitFor(() => expect(session.link.ended).toHaveBeenCalledTimes(1))
    expect(fetch).toHaveBeenCalledTimes(1)
    session.signInAgain()
    const data = await pending
    expect(data.product?.id).toBe(9)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(headersOf(fetch, 1).get('Authorization')).toBe(RENEWED)
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body))).toEqual({ productName: 'Pro' })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('calls made while the member signs in again wait, and are sent once with the new token', async () => {
    const session = memberSession()
    const fetch = fakeFetch(ended, () => ok({ products: [], total: 0 }))
    const client = memberClient(fetch, session.link)
    const first = client.call(productList, {})
    await vi.waitFor(() => expect(session.link.ended).toHaveBeenCalled())
    const second = client.call(productList, { page: 1 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetch).toHaveBeenCalledTimes(1)
    session.signInAgain()
    await Promise.all([first, second])
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(headersOf(fetch, 1).get('Authorization')).toBe(RENEWED)
    expect(headersOf(fetch, 2).get('Authorization')).toBe(RENEWED)
  })

  it('a member who does not sign in again gets the refusal, and nothing is sent again', async () => {
    const session = memberSession()
    const fetch = fakeFetch(ended)
    const pending = memberClient(fetch, session.link).call(productNew, { productName: 'Pro' })
    await vi.waitFor(() => expect(session.link.ended).toHaveBeenCalled())
    session.giveUp()
    const error = await failure(pending)
    expect(error).toMatchObject({ kind: 'unauthorized', code: 61, message: 'invalid token' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('signing out does not ask for a sign-in again: 61 from logout means it is over already', async () => {
    const session = memberSession()
    const fetch = fakeFetch(ended)
    const error = await failure(memberClient(fetch, session.link).call(memberLogout, {}, { reauthenticate: false }))
    expect(error.code).toBe(61)
    expect(session.link.ended).not.toHaveBeenCalled()
  })

  it('an API key refused with code 61 on HTTP 200 signs out, as a 401 does', async () => {
    const onUnauthorized = vi.fn()
    const fetch = fakeFetch(ended)
    const error = await failure(createClient({ baseUrl: BASE, apiKey: 'k', fetch, onUnauthorized }).call(productList, {}))
    expect(error.kind).toBe('unauthorized')
    expect(onUnauthorized).toHaveBeenCalledWith(error)
  })
})

describe("a member's session: the duplicate-request lock (§6.7)", () => {
  it('a read the lock refuses waits and is sent again once', async () => {
    const fetch = fakeFetch(
      () => refused(51, TOO_FAST),
      () => ok({ products: [], total: 0 }),
    )
    const data = await memberClient(fetch, memberSession().link).call(productList, {})
    expect(data.total).toBe(0)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('a VAT number check the lock refuses waits and is sent again once: it changes nothing', async () => {
    const fetch = fakeFetch(
      () => refused(51, TOO_FAST),
      () => ok({ vatNumberValidate: { vatNumber: 'DE281734053', valid: true } }),
    )
    const data = await memberClient(fetch, memberSession().link).call(vatNumberValidate, { vatNumber: 'DE281734053' })
    expect(data.vatNumberValidate?.valid).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("a read refused twice gives up, with the service's words", async () => {
    const fetch = fakeFetch(() => refused(51, TOO_FAST))
    const error = await failure(memberClient(fetch, memberSession().link).call(productList, {}))
    expect(error).toMatchObject({ duplicate: true, message: TOO_FAST })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('a write is never sent again by itself, and the message says it was not carried out', async () => {
    for (const reply of [
      () => refused(51, TOO_FAST),
      () => json(429, { code: 429, message: TOO_FAST, data: {}, requestId: 'r' }),
    ]) {
      const fetch = fakeFetch(reply)
      const error = await failure(memberClient(fetch, memberSession().link).call(productNew, { productName: 'Pro' }))
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(error.duplicate).toBe(true)
      expect(error.message).toBe(`${TOO_FAST} ${DUPLICATE_WRITE_NOTE}`)
    }
  })
})
