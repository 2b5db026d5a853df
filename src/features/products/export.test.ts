import { afterEach, describe, expect, it } from 'vitest'
import { createClient, setActiveClient } from '../../api/client'
import { collectAllPages } from '../../lib/csv'
import { fetchProductsPage } from './export'
import { productsSearchDefaults } from './listSearch'

const defaultProduct = { id: 0, productName: 'Default', description: 'System Default Product', status: 1, metaData: '' }

/** A service that lists `count` products the real service's way: its default product first on every page, counted in total. */
function realService(count: number) {
  const products = Array.from({ length: count }, (_, index) => ({ id: count - index, productName: `Product ${count - index}` }))
  return async (_url: string | URL | Request, init?: RequestInit) => {
    const { page = 0, count: size = 20 } = JSON.parse(String(init?.body ?? '{}')) as { page?: number; count?: number }
    const rows = products.slice(page * size, page * size + size)
    const data = { products: [defaultProduct, ...rows], total: count + 1 }
    return new Response(JSON.stringify({ code: 0, message: '', data, requestId: 'req1', redirect: '' }))
  }
}

afterEach(() => setActiveClient(undefined))

describe('products export', () => {
  it("exports the real service's default product once, and every product once", async () => {
    setActiveClient(createClient({ baseUrl: 'https://billing.example.test', apiKey: 'k', fetch: realService(250) }))
    const rows = await collectAllPages(
      (page, signal) => fetchProductsPage({ ...productsSearchDefaults, page: 0 }, page, signal),
      () => undefined,
      new AbortController().signal,
    )
    const ids = rows.map((row) => row.id)
    expect(ids).toHaveLength(251)
    expect(new Set(ids).size).toBe(251)
    expect(ids[0]).toBe(0)
  })
})
