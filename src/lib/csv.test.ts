import { describe, expect, it } from 'vitest'
import { collectAllPages, csvCell, csvFileName, toCsv, type Collected } from './csv'

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
  it('collects every page and reports progress', async () => {
    const data = Array.from({ length: 250 }, (_, i) => i)
    const progress: string[] = []
    const rows = await collectAllPages(
      async (page) => ({ rows: data.slice(page * 100, page * 100 + 100), total: data.length }),
      (done, total) => progress.push(`${done}/${total}`),
      new AbortController().signal,
    )
    expect(rows).toEqual(data)
    expect(progress).toEqual(['100/250', '200/250', '250/250'])
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
    const collected: Collected<number> = { rows: [], page: 0 }
    const signal = new AbortController().signal
    await expect(collectAllPages(fetchPage, () => {}, signal, collected)).rejects.toThrow('could not be reached')
    expect(collected).toEqual({ rows: data.slice(0, 200), page: 2 })
    expect(await collectAllPages(fetchPage, () => {}, signal, collected)).toEqual(data)
    expect(asked).toEqual([0, 1, 2, 2])
  })
  it('stops when cancelled', async () => {
    const controller = new AbortController()
    let calls = 0
    const promise = collectAllPages(
      async () => {
        calls++
        controller.abort()
        return { rows: [1], total: 10 }
      },
      () => {},
      controller.signal,
    )
    await expect(promise).rejects.toThrow()
    expect(calls).toBe(1)
  })
})
