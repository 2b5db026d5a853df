import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { landingPages } from '../scripts/landing-pages.mjs'
import { createClient, setActiveClient } from './api/client'
import type { RequestDescription } from './api/errors'
import { firstRequestTable } from './firstRequests'
import { Route as discounts } from './routes/_app/discounts/index'
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
  '/plans': plans,
  '/metrics': metrics,
}

/** What a route's loader sends when its address holds no query: its own rules, its loader, the app's client. */
async function sentByRoute(route: { options: unknown }): Promise<RequestDescription[]> {
  const { validateSearch, loaderDeps, loader } = route.options as unknown as {
    validateSearch: { parse: (search: Record<string, unknown>) => unknown }
    loaderDeps: (options: { search: unknown }) => unknown
    loader: (options: { context: { queryClient: QueryClient }; deps: unknown }) => unknown
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
        return Promise.reject(new Error('only looked at'))
      },
      maxTries: 1,
    }),
  )
  const queries: Promise<unknown>[] = []
  const queryClient = {
    prefetchQuery: (options: { queryFn: (context: { signal: AbortSignal }) => Promise<unknown> }) => {
      queries.push(options.queryFn({ signal: new AbortController().signal }).catch(() => undefined))
      return Promise.resolve()
    },
  } as unknown as QueryClient
  await loader({ context: { queryClient }, deps: loaderDeps({ search: validateSearch.parse({}) }) })
  await Promise.all(queries)
  return sent
}

afterEach(() => setActiveClient(undefined))

describe("the first requests boot.js sends (the build's table)", () => {
  it('has one for every signed-in landing page that lists rows', () => {
    const lists = landingPages.filter((page) => page.signedIn && 'rows' in page.usable).map((page) => page.path)
    expect(lists.length).toBeGreaterThan(0)
    expect(Object.keys(firstRequestTable()).sort()).toEqual(expect.arrayContaining(lists.sort()))
  })

  it.each(Object.keys(firstRequestTable()))("for %s, is the one request its route's loader sends", async (path) => {
    const route = byPath[path]
    expect(route, `a route for ${path}`).toBeDefined()
    const { url, ...rest } = firstRequestTable()[path]!
    expect(await sentByRoute(route!)).toEqual([{ ...rest, url: BASE + url }])
  })
})
