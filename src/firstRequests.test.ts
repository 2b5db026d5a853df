import { readdirSync } from 'node:fs'
import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { landingPages, startRedirects } from '../scripts/landing-pages.mjs'
import { detailPages } from '../scripts/page-budgets.mjs'
import { createClient, setActiveClient } from './api/client'
import type { RequestDescription } from './api/errors'
import { firstRequestTable, idSentinels, pageSentinel } from './firstRequests'
import { runBoot } from './testing/boot'
import { Route as batchChild } from './routes/_app/discounts/children/$childId'
import { Route as discountCode } from './routes/_app/discounts/codes/$codeId'
import { Route as batchTemplate } from './routes/_app/discounts/templates/$templateId'
import { Route as invoice } from './routes/_app/invoices/$invoiceId'
import { Route as subscription } from './routes/_app/subscriptions/$subscriptionId'
import { Route as user } from './routes/_app/users/$userId'
import { Route as discounts } from './routes/_app/discounts/index'
import { Route as batchTemplates } from './routes/_app/discounts/templates/index'
import { Route as usVatUploads } from './routes/_app/vat/us-uploads'
import { Route as webhooks } from './routes/_app/webhooks/index'
import { Route as start } from './routes/_app/index'
import { Route as webhookEndpoint } from './routes/_app/webhooks/$endpointId'
import { Route as invoices } from './routes/_app/invoices/index'
import { Route as metrics } from './routes/_app/metrics/index'
import { Route as plans } from './routes/_app/plans/index'
import { Route as products } from './routes/_app/products/index'
import { Route as subscriptions } from './routes/_app/subscriptions/index'
import { Route as users } from './routes/_app/users/index'

const BASE = 'https://api.example.test'

/** The list pages' routes, by their path. */
const byPath: Record<string, { options: unknown }> = {
  '/products': products,
  '/users': users,
  '/invoices': invoices,
  '/subscriptions': subscriptions,
  '/discounts': discounts,
  '/discounts/templates': batchTemplates,
  '/plans': plans,
  '/metrics': metrics,
  '/vat/us-uploads': usVatUploads,
  '/webhooks': webhooks,
}

/** The detail pages' routes, by their path with `*` for the id, and the id's name. */
const detailByPath: Record<string, { route: { options: unknown }; param: string }> = {
  '/users/*': { route: user, param: 'userId' },
  '/subscriptions/*': { route: subscription, param: 'subscriptionId' },
  '/invoices/*': { route: invoice, param: 'invoiceId' },
  '/discounts/codes/*': { route: discountCode, param: 'codeId' },
  '/discounts/templates/*': { route: batchTemplate, param: 'templateId' },
  '/discounts/children/*': { route: batchChild, param: 'childId' },
  '/webhooks/*': { route: webhookEndpoint, param: 'endpointId' },
}

/**
 * What a route's loader sends with `search` in its address (and `id`, the one path parameter of a detail page, as
 * its own rule reads it): its own rules, its loader, the app's client.
 */
async function sentByRoute(
  route: { options: unknown },
  { search = {}, id }: { search?: Record<string, unknown>; id?: { param: string; raw: string } } = {},
): Promise<RequestDescription[]> {
  const { validateSearch, loaderDeps, loader, params } = route.options as unknown as {
    validateSearch?: { parse: (search: Record<string, unknown>) => unknown }
    loaderDeps?: (options: { search: unknown }) => unknown
    loader: (options: { context: { queryClient: QueryClient }; deps: unknown; params: unknown }) => unknown
    params?: { parse: (raw: Record<string, string>) => unknown }
  }
  const sent: RequestDescription[] = []
  setActiveClient(
    createClient({
      baseUrl: BASE,
      apiKey: 'sk_test_first',
      fetch: (url, init) => {
        const { Authorization: _key, ...headers } = init?.headers as Record<string, string>
        sent.push({
          method: init!.method as RequestDescription['method'],
          url: String(url),
          headers,
          body: (init?.body as string) ?? null,
        })
        // Answered as a failure the client reads and does not retry: only the request is looked at.
        return Promise.resolve(new Response('only looked at', { status: 503 }))
      },
      maxTries: 1,
    }),
  )
  const queries: Promise<unknown>[] = []
  type Options = { queryFn: (context: { signal: AbortSignal; client: QueryClient }) => Promise<unknown> }
  const run = (options: Options) => options.queryFn({ signal: new AbortController().signal, client: queryClient })
  const queryClient = {
    prefetchQuery: (options: Options) => {
      queries.push(run(options).catch(() => undefined))
      return Promise.resolve()
    },
    // A query that needs another's data first (the plans, every product's id).
    fetchQuery: run,
  } as unknown as QueryClient
  const parsedSearch = validateSearch ? validateSearch.parse(search) : search
  await loader({
    context: { queryClient },
    deps: loaderDeps?.({ search: parsedSearch }),
    params: id && params ? params.parse({ [id.param]: id.raw }) : undefined,
  })
  await Promise.all(queries)
  return sent
}

/** Whether a detail route takes `raw` as its id. */
function routeTakes(route: { options: unknown }, param: string, raw: string): boolean {
  const { params } = route.options as { params: { parse: (raw: Record<string, string>) => unknown } }
  try {
    params.parse({ [param]: raw })
    return true
  } catch {
    return false
  }
}

/** What public/boot.js, filled with the build's table, asks for as a signed-in page at `address` starts. */
function bootSends(address: string): RequestDescription[] {
  const { sent } = runBoot(address, { environment: { id: 'live', label: 'Live', baseUrl: BASE }, apiKey: 'sk_test_boot' })
  return sent.map(({ url, init }) => {
    const { Authorization: key, ...headers } = init.headers as Record<string, string>
    expect(key).toBe('Bearer sk_test_boot')
    const method = init.method as RequestDescription['method']
    return { method, url, headers, body: (init.body as string | undefined) ?? null }
  })
}

/** Whether a detail page's id is a number or a text, as the table writes it. */
const idKind = (pattern: string) =>
  firstRequestTable()[pattern]!.id!.sentinel === String(idSentinels.number) ? 'number' : 'text'

/** Ids of each kind that an address may end in: those boot.js sends for, then those it leaves to the app. */
const sampleIds = {
  number: { sent: ['1', '42', '123456789012345'], left: ['0', '007', '-3', '1.5', 'abc', '1234567890123456', '%31'] },
  text: { sent: ['sub_1', 'in-2024.05_7', 'A', 'x'.repeat(128)], left: ['a%20b', 'caf%C3%A9', 'a+b', 'x'.repeat(129), '%27'] },
}

afterEach(() => setActiveClient(undefined))

describe("the first requests boot.js sends (the build's table)", () => {
  it('has one for every signed-in landing page that lists rows', () => {
    const lists = landingPages.filter((page) => page.signedIn && 'rows' in page.usable).map((page) => page.path)
    expect(lists.length).toBeGreaterThan(0)
    expect(Object.keys(firstRequestTable()).sort()).toEqual(expect.arrayContaining(lists.sort()))
  })

  const lists = Object.keys(firstRequestTable()).filter((path) => !path.endsWith('/*') && !(path in startRedirects))

  it('holds a list page for each route here, and no other', () => {
    expect(lists.sort()).toEqual(Object.keys(byPath).sort())
  })

  it.each(lists)(
    "for %s, is the one request its route's loader sends, at its first page or at the page its query names",
    async (path) => {
      const route = byPath[path]
      expect(route, `a route for ${path}`).toBeDefined()
      const { requests, id } = firstRequestTable()[path]!
      expect(id).toBeUndefined()
      expect(requests).toHaveLength(1)
      const { defaultView, page, ...written } = requests[0]!
      if (!page) {
        // The webhooks' list, which no query changes: whatever the query.
        expect(defaultView).toBeUndefined()
        const sent = await sentByRoute(route!)
        expect(sent).toEqual([{ ...written, url: BASE + written.url }])
        expect(await sentByRoute(route!, { search: { page: 2, id: 7 } })).toEqual(sent)
        expect(bootSends(path)).toEqual(sent)
        expect(bootSends(`${path}?page=2&id=7`)).toEqual(sent)
        return
      }
      expect(defaultView).toBe(true)
      expect(page).toEqual({ param: 'page', sentinel: String(pageSentinel) })
      // Without a query, its first page; with a query of its page alone, as the list writes it once turned, that page.
      for (const [address, search] of [
        [path, {}],
        [`${path}?page=2`, { page: 2 }],
        [`${path}?page=0`, { page: 0 }],
        [`${path}?page=12345678`, { page: 12345678 }],
      ] as const) {
        const sent = await sentByRoute(route!, { search })
        expect(sent).toHaveLength(1)
        expect(bootSends(address), address).toEqual(sent)
      }
      // Any other query is another view, the app's to ask for; and so is a page the router reads otherwise.
      for (const query of [
        '?page=2&count=50',
        '?count=50',
        '?page=02',
        '?page=-1',
        '?page=1.5',
        '?page=%31',
        '?page=123456789',
      ]) {
        expect(bootSends(path + query), query).toEqual([])
      }
    },
  )

  it("writes each list's request with its page in one place, which the sentinel marks", () => {
    const paged = Object.values(firstRequestTable()).flatMap(({ requests }) => requests.filter((request) => request.page))
    expect(paged.length).toBeGreaterThan(lists.length)
    for (const { url, body, page, defaultView } of paged) {
      expect(`${url}\n${body ?? ''}`.split(page!.sentinel), url).toHaveLength(2)
      // A list whose page the query names is one a query of another view changes.
      expect(defaultView).toBe(true)
    }
  })
})

describe('an address the app sends on to another page as it starts', () => {
  it("is that page's route's redirect, and boot.js asks for that page's first data there", () => {
    expect(Object.keys(startRedirects)).toEqual(['/'])
    const { beforeLoad } = start.options as unknown as { beforeLoad: () => void }
    let sentTo: unknown
    try {
      beforeLoad()
    } catch (redirect) {
      sentTo = (redirect as { options: { to: string } }).options.to
    }
    expect(sentTo).toBe(startRedirects['/'])
    expect(bootSends('/')).toEqual(bootSends('/products'))
    expect(bootSends('/')).toHaveLength(1)
    // With a query, as for the page itself: another view, the app's to ask for.
    expect(bootSends('/?page=2')).toEqual([])
  })
})

describe('what boot.js asks for as a page starts', () => {
  it('has a detail page for every path with an id in the table, and nothing for a path it does not know', () => {
    expect(
      Object.keys(firstRequestTable())
        .filter((path) => path.endsWith('/*'))
        .sort(),
    ).toEqual(Object.keys(detailByPath).sort())
    expect(bootSends('/vat')).toEqual([])
    expect(bootSends('/users/42/more')).toEqual([])
  })

  it.each(Object.keys(detailByPath))(
    "on a page of %s, the requests its route's loader sends for the id in its address; with a query, those it does not change",
    async (pattern) => {
      const { route, param } = detailByPath[pattern]!
      const kind = idKind(pattern)
      // A query that turns every section's list of a record's page to another page.
      const search = { page: 3, subscriptionsPage: 2, invoicesPage: 2 }
      const query = `?${new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]))}`
      for (const raw of sampleIds[kind].sent) {
        const path = pattern.replace('*', raw)
        const all = await sentByRoute(route, { id: { param, raw } })
        expect(bootSends(path), path).toEqual(all)
        const withQuery = bootSends(path + query)
        // The record itself, whatever the query; and nothing the route would not send for that query.
        expect(withQuery[0], path + query).toEqual(all[0])
        expect(await sentByRoute(route, { id: { param, raw }, search })).toEqual(expect.arrayContaining(withQuery))
      }
    },
  )

  it.each(Object.keys(detailByPath).filter((pattern) => firstRequestTable()[pattern]!.requests.some((each) => each.page)))(
    "on a page of %s, with a query naming its lists' pages alone, the requests its route's loader sends for them",
    async (pattern) => {
      const { route, param } = detailByPath[pattern]!
      const raw = sampleIds[idKind(pattern)].sent[1]!
      const params = firstRequestTable()[pattern]!.requests.flatMap((each) => (each.page ? [each.page.param] : []))
      const searches = [...params.map((name) => ({ [name]: 2 })), Object.fromEntries(params.map((name, at) => [name, at + 3]))]
      for (const search of searches) {
        const query = `?${new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]))}`
        const sent = await sentByRoute(route, { id: { param, raw }, search })
        expect(bootSends(pattern.replace('*', raw) + query), query).toEqual(sent)
      }
    },
  )

  it("on a customer's page, asks for the customer and the first pages of its subscriptions and invoices together", () => {
    const paths = (address: string) => bootSends(address).map(({ url, body }) => `${url.slice(BASE.length)} ${body ?? ''}`)
    expect(paths('/users/42')).toEqual([
      '/merchant/user/get?userId=42 ',
      `/merchant/subscription/list ${JSON.stringify({ userId: 42, page: 0, count: 10 })}`,
      `/merchant/invoice/list ${JSON.stringify({ userId: 42, page: 0, count: 10 })}`,
    ])
    // An invoice's page: the invoice and its split payments.
    expect(paths('/invoices/in_7')).toEqual([
      `/merchant/invoice/detail ${JSON.stringify({ invoiceId: 'in_7' })}`,
      '/merchant/invoice/split_payments?invoiceId=in_7 ',
    ])
    // With a query naming the page of its invoices, as the page writes it once they are turned: that page.
    expect(paths('/users/42?invoicesPage=1')).toEqual([
      '/merchant/user/get?userId=42 ',
      `/merchant/subscription/list ${JSON.stringify({ userId: 42, page: 0, count: 10 })}`,
      `/merchant/invoice/list ${JSON.stringify({ userId: 42, page: 1, count: 10 })}`,
    ])
    // With any other query, which may ask for another view: the customer alone.
    expect(paths('/users/42?invoicesPage=1&from=mail')).toEqual(['/merchant/user/get?userId=42 '])
    expect(paths('/users/42?invoicesPage=01')).toEqual(['/merchant/user/get?userId=42 '])
    expect(paths('/invoices/in_7?tab=lines')).toHaveLength(2)
  })

  it.each(Object.keys(detailByPath))(
    'on a page of %s, nothing for an id its route refuses, or one that would read otherwise in a request',
    (pattern) => {
      const { route, param } = detailByPath[pattern]!
      const kind = idKind(pattern)
      for (const raw of sampleIds[kind].left) expect(bootSends(pattern.replace('*', raw)), raw).toEqual([])
      // The ids it sends for are ones the route takes; of those it leaves, the refused ones are the route's to say.
      for (const raw of sampleIds[kind].sent) expect(routeTakes(route, param, raw), raw).toBe(true)
      expect(routeTakes(route, param, kind === 'number' ? 'abc' : ' ')).toBe(false)
    },
  )

  it.each(Object.keys(detailByPath))(
    'on %s, nothing for the pages at the same place that have a name of their own',
    (pattern) => {
      // The route files beside the id's (src/routes/_app/<place>/): a page or folder whose name is not a parameter.
      const folder = `src/routes/_app${pattern.slice(0, -2)}`
      const named = readdirSync(folder, { withFileTypes: true })
        .map((entry) => entry.name.replace(/\.tsx$/, ''))
        .filter((name) => name !== 'index' && !name.startsWith('$') && !name.includes('.'))
      expect([...firstRequestTable()[pattern]!.id!.except].sort()).toEqual(named.sort())
      for (const name of named) expect(bootSends(pattern.replace('*', name))).toEqual([])
    },
  )

  it('writes each detail request with its id in one place, which the sentinels mark', () => {
    for (const pattern of Object.keys(detailByPath)) {
      const { requests, id } = firstRequestTable()[pattern]!
      expect([String(idSentinels.number), idSentinels.text]).toContain(id!.sentinel)
      expect(requests.length).toBeGreaterThan(0)
      // Each holds it once, but for a list the page shows beside its record, the same for every id.
      const held = requests.map(({ url, body }) => `${url}\n${body ?? ''}`.split(id!.sentinel).length - 1)
      expect(held.every((times) => times <= 1)).toBe(true)
      expect(held, pattern).toContain(1)
    }
  })

  it("asks for a detail page's code with its record, for the same addresses", () => {
    const preloads = { '/users': ['assets/list.js'], '/users/*': ['assets/tree.js', 'assets/user.js'], '*': ['assets/tree.js'] }
    const signedIn = { environment: { id: 'live', label: 'Live', baseUrl: BASE }, apiKey: 'sk_test_boot' }
    const run = (address: string) => runBoot(address, signedIn, undefined, preloads)
    expect(run('/users/42?invoicesPage=2').preloaded).toEqual(['/assets/tree.js', '/assets/user.js'])
    expect(run('/users/42').sent).toHaveLength(3)
    expect(run('/users').preloaded).toEqual(['/assets/list.js'])
    // An id the page's request would not carry as it is, the entry's own key, another page's address: the tree only.
    for (const address of ['/users/abc', '/users/*', '/users/42/more', '/vat/validate']) {
      expect(run(address).preloaded, address).toEqual(['/assets/tree.js'])
      expect(run(address).sent, address).toEqual([])
    }
  })

  it("has each detail page's code where it has its request: the file of the route it holds to", async () => {
    const pages = detailPages(Object.keys(firstRequestTable()), (folder) => readdirSync(folder))
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(detailByPath).sort())
    for (const { path, routes } of pages) {
      const file = routes[0]!.replace(/^src\//, './')
      const module = (await import(/* @vite-ignore */ file)) as { Route: unknown }
      expect(module.Route, path).toBe(detailByPath[path]!.route)
    }
  })
})
