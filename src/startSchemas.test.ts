import { describe, expect, it, vi } from 'vitest'
import { TEST_KEY } from '../sandbox/testing'
import { TEST_SERVICE_URL, testService } from './testing/render'

/** Where a schema was built: the first frames of the dashboard's own code below the call. */
const builtAt = (stack = '') =>
  stack
    .split('\n')
    .slice(2)
    .filter((line) => line.includes('/src/'))
    .slice(0, 3)
    .map((line) =>
      line
        .trim()
        .replace(/.*\/src\//, '')
        .replace(/\)$/, ''),
    )
    .join(' < ')

/** Runs `work` with every schema built noted (with where it was built), and gives the notes. */
async function schemasBuiltBy(work: () => Promise<void>): Promise<string[]> {
  vi.resetModules()
  const built: string[] = []
  vi.doMock('zod', async (importOriginal) => {
    const actual = await importOriginal<typeof import('zod')>()
    // Every schema starts from a call on `z` (z.object, z.string, z.int, ...): each one is noted.
    const z = new Proxy(actual.z, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown
        if (typeof value !== 'function' || typeof key !== 'string') return value
        return (...args: unknown[]) => {
          built.push(`z.${key} at ${builtAt(new Error().stack)}`)
          return (value as (...args: unknown[]) => unknown).apply(target, args)
        }
      },
    })
    // The contract's modules take the library's own exports (`src/api/contract/z.ts`): each builder is noted too.
    const builders = Object.fromEntries(
      Object.keys(actual)
        .filter((key) => /^[a-z]/.test(key) && typeof actual[key as keyof typeof actual] === 'function')
        .map((key) => [key, z[key as keyof typeof z]]),
    )
    return { ...actual, ...builders, z }
  })
  try {
    await work()
  } finally {
    vi.doUnmock('zod')
    // Test files may share the module registry: later imports get the real schema library again.
    vi.resetModules()
  }
  return built
}

describe('start-up', () => {
  it("builds no schema for a list's first rows: its view, its call, the envelope and the answer", async () => {
    const service = testService('demo')
    const built = await schemasBuiltBy(async () => {
      const { createClient } = await import('./api/client')
      const client = createClient({
        baseUrl: TEST_SERVICE_URL,
        apiKey: TEST_KEY,
        fetch: async (input, init) => service.fetch(input, init),
      })
      const [products, users, invoices, subscriptions, discounts, plans, metrics] = await Promise.all([
        import('./features/products/listSearch'),
        import('./features/users/listSearch'),
        import('./features/invoices/listSearch'),
        import('./features/subscriptions/listSearch'),
        import('./features/discounts/listSearch'),
        import('./features/plans/listSearch'),
        import('./features/metrics/listSearch'),
      ])
      const [contract, extensions] = await Promise.all([import('./api/contract/products'), import('./api/contract/extensions')])
      const firstPages = await Promise.all([
        client.call(contract.productList, products.toListInput(products.productsSearchSchema.parse({})), { view: true }),
        client.call(extensions.userList, users.toUserListInput(users.customersSearchSchema.parse({})), { view: true }),
        client.call(extensions.invoiceList, invoices.toListInput(invoices.invoicesSearchSchema.parse({})), {
          view: true,
        }),
        client.call(
          extensions.subscriptionList,
          subscriptions.toSubscriptionListInput(subscriptions.subscriptionsSearchSchema.parse({})),
          { view: true },
        ),
        client.call(extensions.discountList, discounts.toListInput(discounts.discountsSearchSchema.parse({})), {
          view: true,
        }),
        client.call(extensions.planList, plans.toPlanListInput(plans.plansSearchSchema.parse({})), { view: true }),
        client.call(extensions.metricList, metrics.toMetricListInput(metrics.metricsSearchSchema.parse({})), {
          view: true,
        }),
      ])
      // Each answered a page with records, read in full.
      for (const page of firstPages)
        expect(Object.values(page).some((member) => Array.isArray(member) && member.length)).toBe(true)
    })
    expect(built).toEqual([])
  }, 60_000)

  it('builds no schema when the route tree loads: a page builds the rules it uses when it uses them', async () => {
    // Every route, with its search and path rules, and the pages and contract modules they import.
    const built = await schemasBuiltBy(async () => void (await import('./routeTree.gen')))
    expect(built).toEqual([])
  }, 60_000)

  it("builds no list's search rules for the navigation's links, drawn on every signed-in page", async () => {
    const built = await schemasBuiltBy(async () => {
      const [{ createAppRouter }, { navItems }, { QueryClient }, { createMemoryHistory }] = await Promise.all([
        import('./router'),
        import('./app/nav'),
        import('@tanstack/react-query'),
        import('@tanstack/react-router'),
      ])
      const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: ['/sign-in'] }))
      for (const item of navItems) expect(router.buildLocation({ to: item.to }).pathname).toBe(item.to)
    })
    // The router, on the sign-in page, has read that page's search; no list's rules were built.
    expect(built.filter((note) => !note.includes('routes/sign-in.tsx'))).toEqual([])
  }, 60_000)
})
