import { afterEach, describe, expect, it } from 'vitest'
import { createClient, setActiveClient } from '../../api/client'
import { maxPageSize } from '../../api/contract/core'
import { collectAllPages } from '../../lib/csv'
import { fetchUploadsPage, uploadRowKey } from './export'
import { uploadsSearchSchema } from './uploadsSearch'

afterEach(() => setActiveClient(undefined))

describe('US VAT upload history export', () => {
  it('asks for pages of the most a page may hold: 1,100 entries in 3 requests, not 11', async () => {
    const entries = Array.from({ length: 1100 }, (_, index) => ({ id: index + 1, invoiceId: `in_${index + 1}` }))
    const asked: { page: number; size: number }[] = []
    const fetch = async (url: string | URL | Request) => {
      const query = new URL(String(url)).searchParams
      const page = Number(query.get('page') ?? 0)
      const size = Number(query.get('count') ?? 20)
      asked.push({ page, size })
      const data = { historyList: entries.slice(page * size, page * size + size), total: entries.length }
      return new Response(JSON.stringify({ code: 0, message: '', data, requestId: 'req1', redirect: '' }))
    }
    setActiveClient(createClient({ baseUrl: 'https://billing.example.test', apiKey: 'k', fetch }))
    const rows = await collectAllPages({
      fetchPage: (page, signal) => fetchUploadsPage(uploadsSearchSchema.parse({}), page, signal),
      key: uploadRowKey,
      onProgress: () => undefined,
      signal: new AbortController().signal,
    })
    expect(rows.map((row) => row.id)).toEqual(entries.map((entry) => entry.id))
    expect(asked).toEqual([0, 1, 2].map((page) => ({ page, size: maxPageSize })))
  })
})
