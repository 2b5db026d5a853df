import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, setActiveClient } from '../../api/client'
import { plansSearchDefaults, toPlanListInput, type PlansSearch } from './listSearch'
import { planQueries } from './queries'

afterEach(() => setActiveClient(undefined))

const envelope = (data: unknown) => Response.json({ code: 0, message: '', data })

/**
 * A service whose product list holds `productIds` (with the real service's default product first on every page and
 * in the total, when `withDefault`), and whose plan list answers an empty page. Returns the bodies sent, by path.
 */
function service(productIds: number[], { withDefault = false } = {}) {
  const sent: { path: string; body: Record<string, unknown> }[] = []
  const fetch = vi.fn<typeof globalThis.fetch>((url, init) => {
    const path = new URL(String(url)).pathname
    const body = JSON.parse(String(init?.body)) as { page: number; count: number }
    sent.push({ path, body })
    if (path === '/merchant/product/list') {
      const page = productIds.slice(body.page * body.count, (body.page + 1) * body.count).map((id) => ({ id }))
      return Promise.resolve(
        envelope({
          products: withDefault ? [{ id: 0, productName: 'Default' }, ...page] : page,
          total: productIds.length + (withDefault ? 1 : 0),
        }),
      )
    }
    return Promise.resolve(envelope({ plans: null, total: 0 }))
  })
  setActiveClient(createClient({ baseUrl: 'https://api.example.test', apiKey: 'sk_test_x', fetch }))
  return sent
}

const listPlans = (queryClient: QueryClient, view: Partial<PlansSearch> = {}) =>
  queryClient.fetchQuery(planQueries.list(toPlanListInput({ ...plansSearchDefaults, ...view })))

describe('the plans list request', () => {
  it.each([
    ['as the spec reads the product list', false],
    ['with the default product heading every page and counted, as the real service does', true],
  ])('names every product and the default product when none is chosen, %s', async (_name, withDefault) => {
    const ids = Array.from({ length: 230 }, (_, index) => 1000 + index)
    const sent = service(ids, { withDefault })
    await listPlans(new QueryClient())
    const products = sent.filter(({ path }) => path === '/merchant/product/list')
    // Paged by 100 until the total.
    expect(products.map(({ body }) => body)).toEqual([0, 1, 2].map((page) => ({ page, count: 100 })))
    const plans = sent.filter(({ path }) => path === '/merchant/plan/list')
    expect(plans).toHaveLength(1)
    expect(plans[0].body).toMatchObject({ page: 0, count: 20, productIds: [0, ...ids] })
  })

  it('names only the product chosen, without asking for the others', async () => {
    const sent = service([5, 6])
    await listPlans(new QueryClient(), { productId: 6 })
    expect(sent).toEqual([{ path: '/merchant/plan/list', body: expect.objectContaining({ productIds: [6] }) }])
  })

  it('asks for the product ids once for the pages and views that follow', async () => {
    const sent = service([5, 6])
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    await listPlans(queryClient)
    await listPlans(queryClient, { page: 1 })
    await listPlans(queryClient, { search: 'pro' })
    expect(sent.map(({ path }) => path)).toEqual([
      '/merchant/product/list',
      '/merchant/plan/list',
      '/merchant/plan/list',
      '/merchant/plan/list',
    ])
    expect(sent[3].body).toMatchObject({ searchKey: 'pro', productIds: [0, 5, 6] })
  })

  it('names the default product alone for a service without products', async () => {
    const sent = service([])
    await listPlans(new QueryClient())
    expect(sent.at(-1)?.body).toMatchObject({ productIds: [0] })
  })
})
