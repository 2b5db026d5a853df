import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstRequestTable } from '../firstRequests'
import { createClient } from './client'
import { userList } from './contract/extensions/users'
import { productList } from './contract/products'
import { buildRequest } from './request'
import { clear as clearLog, getEntries } from './requestLog'
import { answerOf, dropSentAhead, sendAhead, takeSentAhead, type SentAhead } from './sentAhead'
import { runBoot } from '../testing/boot'

const BASE = 'https://api.example.test/'
const KEY = 'sk_test_ahead'
const usersView = { page: 0, count: 20, sortField: 'gmt_create', sortType: 'desc' } as const

const page = globalThis as {
  __dashboardFirstRequests?: SentAhead[]
  __dashboardSendAhead?: (path: string, search: string, session: unknown) => void
}

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '', requestId: 'req-ahead', merchantId: 1 }), { status: 200 })

const signedIn = { environment: { id: 'live', label: 'Live', baseUrl: BASE, sandbox: false, demo: false }, apiKey: KEY }

// The request log is the module's, which other test files of the same worker write to as well.
beforeEach(() => clearLog())
afterEach(() => {
  delete page.__dashboardFirstRequests
  delete page.__dashboardSendAhead
  clearLog()
})

describe("a list page's first request, sent by boot.js as the page starts", () => {
  it('is the request the client would send for the page, with the key, and is taken by it in place of its own', async () => {
    const { sent, aheads } = runBoot('/users', signedIn, () => Promise.resolve(envelope({ userAccounts: [{ id: 7 }], total: 1 })))
    const own = buildRequest(BASE, userList, usersView)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://api.example.test/merchant/user/list')
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      body: own.body,
      headers: { ...own.headers, Authorization: `Bearer ${KEY}` },
    })

    page.__dashboardFirstRequests = aheads
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new Error('not sent again')))
    vi.stubGlobal('fetch', fetch)
    try {
      const answer = await createClient({ baseUrl: BASE, apiKey: KEY }).call(userList, usersView)
      expect(answer.userAccounts?.map((user) => user.id)).toEqual([7])
      expect(fetch).not.toHaveBeenCalled()
      // Logged as the call it answers, timed from when boot.js sent it.
      expect(getEntries()).toMatchObject([{ method: 'POST', path: '/merchant/user/list', ok: true, requestId: 'req-ahead' }])
      expect(page.__dashboardFirstRequests).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('goes out with the query of a list read by GET, for each list page the table holds', () => {
    const { sent } = runBoot('/discounts/', signedIn)
    expect(sent.map((each) => [each.url, each.init.method, each.init.body])).toEqual([
      ['https://api.example.test/merchant/discount/list?page=0&count=20&sortField=gmt_create&sortType=desc', 'GET', undefined],
    ])
    const lists = Object.keys(firstRequestTable()).filter((path) => !path.endsWith('/*'))
    for (const path of lists) expect(runBoot(path, signedIn).sent).toHaveLength(1)
  })

  it('goes out for the page a list was turned to, when its query names that alone', () => {
    const { sent } = runBoot('/discounts?page=3', signedIn)
    expect(sent.map((each) => each.url)).toEqual([
      'https://api.example.test/merchant/discount/list?page=3&count=20&sortField=gmt_create&sortType=desc',
    ])
  })

  it('is not sent for an address with a query of another view, a page without a table entry, a signed-out tab or the demo', () => {
    expect(runBoot('/users?page=2&sortType=asc', signedIn).sent).toEqual([])
    expect(runBoot('/users?search=ada', signedIn).sent).toEqual([])
    expect(runBoot('/vat/validate', signedIn).sent).toEqual([])
    // A detail page's entry, for an address that is the entry's own key rather than a page's.
    expect(runBoot('/users/*', signedIn).sent).toEqual([])
    expect(runBoot('/users', undefined).sent).toEqual([])
    expect(runBoot('/users', { ...signedIn, environment: { ...signedIn.environment, demo: true } }).sent).toEqual([])
    expect(runBoot('/users', 'not a session').sent).toEqual([])
  })
})

describe('taking a request sent ahead', () => {
  const ahead = (over: Partial<SentAhead> = {}): SentAhead => ({
    ...buildRequest(BASE, productList, { page: 0, count: 20 }),
    response: Promise.resolve(envelope({ products: [], total: 0 })),
    abort: vi.fn(),
    sentAt: 0,
    ...over,
  })

  it('takes it once, and only for the very same request', () => {
    const sent = ahead()
    page.__dashboardFirstRequests = [sent]
    expect(takeSentAhead(buildRequest(BASE, productList, { page: 1, count: 20 }))).toBeUndefined()
    expect(takeSentAhead(buildRequest('https://other.example.test', productList, { page: 0, count: 20 }))).toBeUndefined()
    expect(takeSentAhead({ ...buildRequest(BASE, productList, { page: 0, count: 20 }), headers: {} })).toBeUndefined()
    expect(takeSentAhead(buildRequest(BASE, productList, { page: 0, count: 20 }))).toBe(sent)
    expect(takeSentAhead(buildRequest(BASE, productList, { page: 0, count: 20 }))).toBeUndefined()
  })

  it('takes each of several sent ahead by its own request, in any order, each once', () => {
    const first = ahead()
    const second = ahead({ ...buildRequest(BASE, productList, { page: 1, count: 20 }) })
    page.__dashboardFirstRequests = [first, second]
    expect(takeSentAhead(buildRequest(BASE, productList, { page: 1, count: 20 }))).toBe(second)
    expect(page.__dashboardFirstRequests).toEqual([first])
    expect(takeSentAhead(buildRequest(BASE, productList, { page: 1, count: 20 }))).toBeUndefined()
    expect(takeSentAhead(buildRequest(BASE, productList, { page: 0, count: 20 }))).toBe(first)
    expect(page.__dashboardFirstRequests).toBeUndefined()
  })

  it('is not taken by a client given its own fetch, which sends the request itself', async () => {
    page.__dashboardFirstRequests = [ahead()]
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(envelope({ products: [], total: 0 })))
    await createClient({ baseUrl: BASE, apiKey: KEY, fetch }).call(productList, { page: 0, count: 20 })
    expect(fetch).toHaveBeenCalledOnce()
    expect(page.__dashboardFirstRequests).toHaveLength(1)
  })

  it('is cancelled with the call that took it, and dropped when no call took it', () => {
    const cancelled = ahead()
    const controller = new AbortController()
    void answerOf(cancelled, controller.signal)
    expect(cancelled.abort).not.toHaveBeenCalled()
    controller.abort()
    expect(cancelled.abort).toHaveBeenCalledOnce()

    const left = [ahead(), ahead()]
    page.__dashboardFirstRequests = left
    dropSentAhead()
    for (const each of left) expect(each.abort).toHaveBeenCalledOnce()
    expect(page.__dashboardFirstRequests).toBeUndefined()
  })
})

describe("the next page's first request, sent as the app signs in", () => {
  it("is boot.js's own sending: on the sign-in page it sends nothing, and then the request a page sends as it starts", () => {
    const signInPage = runBoot('/sign-in', undefined, () => Promise.resolve(envelope({ userAccounts: [], total: 0 })))
    // The runtime config only.
    expect(signInPage.sent.map((each) => each.url)).toEqual(['/config.json'])
    expect(signInPage.aheads).toEqual([])

    const [left, ...more] = signInPage.sendAhead('/users', '', signedIn)
    const started = runBoot('/users', signedIn)
    const asSent = (each: { url: string; init: RequestInit }) => [each.url, each.init.method, each.init.headers, each.init.body]
    expect(signInPage.sent.slice(1).map(asSent)).toEqual(started.sent.map(asSent))
    expect(more).toEqual([])
    expect(left).toMatchObject({
      method: 'POST',
      url: 'https://api.example.test/merchant/user/list',
      body: started.aheads[0]!.body,
    })
    expect(left!.headers).toEqual(started.aheads[0]!.headers)

    // A detail page's, with its id; a trailing slash as the address bar may have it.
    const detail = signInPage.sendAhead('/invoices/in_42/', '?tab=lines', signedIn)
    const detailStarted = runBoot('/invoices/in_42', signedIn).aheads
    const asTaken = (each: SentAhead) => [each.method, each.url, each.body]
    expect(detail.map(asTaken)).toEqual(detailStarted.map(asTaken))
    expect(detail.map((each) => each.url + (each.body ?? ''))).toEqual([
      expect.stringContaining('in_42'),
      expect.stringContaining('in_42'),
    ])
  })

  it('sends nothing for a list with a query of another view, a page without an entry, or the demo', () => {
    for (const [path, search, session] of [
      ['/users', '?page=2&count=50', signedIn],
      ['/vat/validate', '', signedIn],
      ['/users', '', { ...signedIn, environment: { ...signedIn.environment, demo: true } }],
    ] as const) {
      const boot = runBoot('/sign-in', undefined)
      expect(boot.sendAhead(path, search, session)).toEqual([])
      expect(boot.sent.map((each) => each.url)).toEqual(['/config.json'])
    }
  })

  it("takes the page's path and query from the address it goes to, in place of an earlier request sent ahead", () => {
    const earlier = {
      ...buildRequest(BASE, productList, { page: 0, count: 20 }),
      response: new Promise<Response>(() => {}),
      abort: vi.fn(),
      sentAt: 0,
    }
    page.__dashboardFirstRequests = [earlier]
    const send = vi.fn()
    page.__dashboardSendAhead = send
    sendAhead('/invoices/in_42?tab=lines#top', signedIn)
    expect(earlier.abort).toHaveBeenCalledOnce()
    expect(page.__dashboardFirstRequests).toBeUndefined()
    expect(send).toHaveBeenCalledExactlyOnceWith('/invoices/in_42', '?tab=lines', signedIn)
  })

  it('does nothing without boot.js (development)', () => {
    expect(() => sendAhead('/users', signedIn)).not.toThrow()
    expect(page.__dashboardFirstRequests).toBeUndefined()
  })
})
