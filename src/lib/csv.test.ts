import { describe, expect, it } from 'vitest'
import { changedMeanwhile, collectAllPages, collectFromStart, csvCell, toCsv } from './csv'
import { csvFileName } from './csvFileName'

describe('csv', () => {
  it('quotes what needs quoting', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12)).toBe('12')
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"')
  })
  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-12.5')).toBe('-12.5')
    expect(csvCell('-cmd')).toBe("'-cmd")
  })
  it('writes a header and rows', () => {
    expect(toCsv([{ header: 'ID', value: (r: { id: number }) => r.id }], [{ id: 1 }, { id: 2 }])).toBe('ID\r\n1\r\n2\r\n')
  })
  it('names the file after the filters and the date', () => {
    expect(
      csvFileName('products', { status: 'active', sort: 'id desc', page: undefined }, new Date('2026-11-22T10:00:00Z')),
    ).toBe('products_status-active_sort-id-desc_2026-11-22.csv')
  })
  const signal = new AbortController().signal
  const same = (row: number) => row

  it('collects every page and reports progress', async () => {
    const data = Array.from({ length: 250 }, (_, i) => i)
    const progress: string[] = []
    const collected = collectFromStart<number>()
    const rows = await collectAllPages({
      fetchPage: async (page) => ({ rows: data.slice(page * 100, page * 100 + 100), total: data.length }),
      key: same,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
      signal,
      collected,
    })
    expect(rows).toEqual(data)
    expect(progress).toEqual(['100/250', '200/250', '250/250'])
    expect(changedMeanwhile(collected)).toBeNull()
  })
  it('goes on from the page that failed, keeping the rows already fetched', async () => {
    const data = Array.from({ length: 250 }, (_, i) => i)
    const asked: number[] = []
    let failOnce = true
    const fetchPage = async (page: number) => {
      asked.push(page)
      if (page === 2 && failOnce) {
        failOnce = false
        throw new Error('The service could not be reached.')
      }
      return { rows: data.slice(page * 100, page * 100 + 100), total: data.length }
    }
    const collected = collectFromStart<number>()
    const options = { fetchPage, key: same, onProgress: () => {}, signal, collected }
    await expect(collectAllPages(options)).rejects.toThrow('could not be reached')
    expect(collected).toMatchObject({ rows: data.slice(0, 200), page: 2 })
    expect(await collectAllPages(options)).toEqual(data)
    expect(asked).toEqual([0, 1, 2, 2])
    expect(changedMeanwhile(collected)).toBeNull()
  })
  it('keeps a record pushed onto the next page once, and says the list changed', async () => {
    // Newest first, paged by position: a record added after the first page pushes that page's last onto the second.
    const list = Array.from({ length: 250 }, (_, i) => 250 - i)
    const fetchPage = async (page: number) => {
      if (page === 1) list.unshift(251)
      return { rows: list.slice(page * 100, page * 100 + 100), total: list.length }
    }
    const collected = collectFromStart<number>()
    const rows = await collectAllPages({ fetchPage, key: same, onProgress: () => {}, signal, collected })
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => 250 - i))
    expect(collected.repeated).toBe(1)
    expect(changedMeanwhile(collected)).toEqual({ first: 250, last: 251 })
  })
  it('says the list changed when a record was removed meanwhile, though none came twice', async () => {
    const list = Array.from({ length: 250 }, (_, i) => i)
    const fetchPage = async (page: number) => {
      if (page === 1) list.splice(0, 1)
      return { rows: list.slice(page * 100, page * 100 + 100), total: list.length }
    }
    const collected = collectFromStart<number>()
    const rows = await collectAllPages({ fetchPage, key: same, onProgress: () => {}, signal, collected })
    // The record that moved onto the first page is the one paging by position skips.
    expect(rows).toHaveLength(249)
    expect(rows).not.toContain(100)
    expect(changedMeanwhile(collected)).toEqual({ first: 250, last: 249 })
  })
  it('says the list changed when one record was added and another removed, its total the same', async () => {
    const list = Array.from({ length: 150 }, (_, i) => 150 - i)
    const fetchPage = async (page: number) => {
      if (page === 1) {
        list.unshift(151)
        list.pop()
      }
      return { rows: list.slice(page * 100, page * 100 + 100), total: list.length }
    }
    const collected = collectFromStart<number>()
    await collectAllPages({ fetchPage, key: same, onProgress: () => {}, signal, collected })
    expect(changedMeanwhile(collected)).toEqual({ first: 150, last: 150 })
  })
  it('says the list changed when its total moved between pages, though it came back', async () => {
    const data = Array.from({ length: 250 }, (_, i) => i)
    // One added and removed again while the second page was read: the total it says is one more than the others'.
    const fetchPage = async (page: number) => ({ rows: data.slice(page * 100, page * 100 + 100), total: page === 1 ? 251 : 250 })
    const collected = collectFromStart<number>()
    expect(await collectAllPages({ fetchPage, key: same, onProgress: () => {}, signal, collected })).toEqual(data)
    expect(changedMeanwhile(collected)).toEqual({ first: 250, last: 250 })
  })
  it('keeps rows without a key, which cannot be told apart', async () => {
    type Row = { id?: number; name: string }
    const pages: Row[][] = [
      [{ id: 1, name: 'a' }, { name: 'no id' }],
      [{ id: 1, name: 'a' }, { name: 'no id' }],
    ]
    const rows = await collectAllPages({
      fetchPage: async (page) => ({ rows: pages[page] ?? [], total: 4 }),
      key: (row) => row.id,
      onProgress: () => {},
      signal,
    })
    expect(rows.map((row) => row.name)).toEqual(['a', 'no id', 'no id'])
  })
  it('stops on a page that brings no new row, as from a service that answers every page alike', async () => {
    const asked: number[] = []
    const rows = await collectAllPages({
      fetchPage: async (page) => {
        asked.push(page)
        return { rows: [1, 2, 3], total: 10 }
      },
      key: same,
      onProgress: () => {},
      signal,
    })
    expect(rows).toEqual([1, 2, 3])
    expect(asked).toEqual([0, 1])
  })
  it('stops when cancelled', async () => {
    const controller = new AbortController()
    let calls = 0
    const promise = collectAllPages({
      fetchPage: async () => {
        calls++
        controller.abort()
        return { rows: [calls], total: 10 }
      },
      key: same,
      onProgress: () => {},
      signal: controller.signal,
    })
    await expect(promise).rejects.toThrow()
    expect(calls).toBe(1)
  })
})
