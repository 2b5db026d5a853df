import { afterEach, describe, expect, it } from 'vitest'
import { createClient, setActiveClient } from '../../api/client'
import { maxPageSize } from '../../api/contract/core'
import { collectAllPages } from '../../lib/csv'
import { fetchProductsPage, productCsvColumns, productRowKey } from './export'
import { productsSearchDefaults } from './listSearch'

const defaultProduct = { id: 0, productName: 'Default', description: 'System Default Product', status: 1, metaData: '' }

/**
 * A service that lists `count` products the real service's way: its default product first on every page, counted in
 * total. `asked` gets each request's page and page size.
 */
function realService(count: number, asked: { page: number; size: number }[] = []) {
  const products = Array.from({ length: count }, (_, index) => ({ id: count - index, productName: `Product ${count - index}` }))
  return async (_url: string | URL | Request, init?: RequestInit) => {
    const { page = 0, count: size = 20 } = JSON.parse(String(init?.body ?? '{}')) as { page?: number; count?: number }
    asked.push({ page, size })
    const rows = products.slice(page * size, page * size + size)
    const data = { products: [defaultProduct, ...rows], total: count + 1 }
    return new Response(JSON.stringify({ code: 0, message: '', data, requestId: 'req1', redirect: '' }))
  }
}

afterEach(() => setActiveClient(undefined))

describe('products export', () => {
  it("exports the real service's default product once, and every product once", async () => {
    setActiveClient(createClient({ baseUrl: 'https://billing.example.test', apiKey: 'k', fetch: realService(250) }))
    const rows = await collectAllPages({
      fetchPage: (page, signal) => fetchProductsPage({ ...productsSearchDefaults, page: 0 }, page, signal),
      key: productRowKey,
      onProgress: () => undefined,
      signal: new AbortController().signal,
    })
    const ids = rows.map((row) => row.id)
    expect(ids).toHaveLength(251)
    expect(new Set(ids).size).toBe(251)
    expect(ids[0]).toBe(0)
  })

  it('asks for pages of the most a page may hold: 1,200 products in 3 requests, not 13', async () => {
    const asked: { page: number; size: number }[] = []
    setActiveClient(createClient({ baseUrl: 'https://billing.example.test', apiKey: 'k', fetch: realService(1200, asked) }))
    const rows = await collectAllPages({
      fetchPage: (page, signal) => fetchProductsPage({ ...productsSearchDefaults, page: 0 }, page, signal),
      key: productRowKey,
      onProgress: () => undefined,
      signal: new AbortController().signal,
    })
    expect(rows).toHaveLength(1201)
    expect(asked).toEqual([0, 1, 2].map((page) => ({ page, size: maxPageSize })))
  })

  it('writes a status as its word, with its code in a column of its own', () => {
    const row = (status: number) => productCsvColumns.map((column) => column.value({ id: 1, productName: 'Pro', status }))
    const headers = productCsvColumns.map((column) => column.header)
    const at = (header: string) => headers.indexOf(header)
    expect(row(1)[at('status')]).toBe('Active')
    expect(row(1)[at('statusCode')]).toBe(1)
    expect(row(2)[at('status')]).toBe('Inactive')
    expect(row(9)[at('status')]).toBe('9 (unknown)')
  })
})
