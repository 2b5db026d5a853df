import { describe, expect, it } from 'vitest'
import { createDialect } from '../dialect'
import { SandboxError } from '../envelope'
import { compareBy, inCreateTimeRange, like, orderBy, pageOf, readListRequest, thenBy } from './listing'

const empty = () => ({ items: null, total: 0 })
const dialect = createDialect('spec', { now: 0 })
const reader = (...args: Parameters<typeof readListRequest>) => {
  const prepare = readListRequest(...args)
  return (raw: Record<string, unknown>) => prepare(raw, dialect)
}
const read = reader({ fields: ['gmt_create', 'gmt_modify'] }, empty)

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxError)
    expect((error as SandboxError).status).toBe(400)
    return (error as SandboxError).message
  }
  throw new Error('expected a refusal')
}

describe('reading a list request as the real service does', () => {
  it('reads a negative page as the first page and a page size of 0 or less as the default', () => {
    expect(read({ page: -3, count: 0 })).toEqual({ input: {} })
    expect(read({ page: -1, count: -20 })).toEqual({ input: {} })
    expect(read({ page: 2, count: 5 })).toEqual({ input: { page: 2, count: 5 } })
  })

  it('keeps an allowed sort field and direction', () => {
    expect(read({ sortField: 'gmt_modify', sortType: 'asc' })).toEqual({ input: { sortField: 'gmt_modify', sortType: 'asc' } })
    expect(read({ sortField: 'gmt_create' })).toEqual({ input: { sortField: 'gmt_create' } })
  })

  it('ignores an empty sort field, and the direction without a sort field', () => {
    expect(read({ sortField: '', sortType: 'asc' })).toEqual({ input: {} })
    expect(read({ sortType: 'sideways' })).toEqual({ input: {} })
  })

  it("refuses a sort field that is no part of the allowed ones with the service's text", () => {
    expect(refusal(() => read({ sortField: 'amount' }))).toBe('sortField should one of gmt_create|gmt_modify')
    const invoices = reader({ fields: ['invoice_id', 'gmt_modify'], errorText: 'invoice_id' }, empty)
    expect(refusal(() => invoices({ sortField: 'x' }))).toBe('sortField should one of invoice_id')
  })

  it("refuses a direction that is no part of asc|desc with the service's text", () => {
    expect(refusal(() => read({ sortField: 'gmt_create', sortType: 'DESC' }))).toBe('sortType should one of asc|desc')
    expect(refusal(() => read({ sortField: 'gmt_create', sortType: 'up' }))).toBe('sortType should one of asc|desc')
  })

  it('accepts a part of an allowed field or direction, which the database then fails on: the empty answer', () => {
    expect(read({ sortField: 'gmt' })).toEqual({ answer: { items: null, total: 0 } })
    expect(read({ sortField: 'create|gmt' })).toEqual({ answer: { items: null, total: 0 } })
    expect(read({ sortField: 'gmt_create', sortType: 'as' })).toEqual({ answer: { items: null, total: 0 } })
  })

  it('leaves a sort field of another type to the contract', () => {
    expect(read({ sortField: 3 })).toEqual({ input: { sortField: 3 } })
  })

  it('reads only paging for a list without sorting', () => {
    const paging = reader(undefined, empty)
    expect(paging({ page: -1, sortField: 'anything' })).toEqual({ input: { sortField: 'anything' } })
  })
})

describe('pages, time ranges and text', () => {
  it('cuts a page from 0, 20 items by default', () => {
    const items = Array.from({ length: 45 }, (_, index) => index)
    expect(pageOf(items)).toEqual(items.slice(0, 20))
    expect(pageOf(items, 2)).toEqual([40, 41, 42, 43, 44])
    expect(pageOf(items, 1, 10)).toEqual(items.slice(10, 20))
    expect(pageOf(items, 9)).toEqual([])
  })

  it('takes a creation time range inclusive at both ends, 0 leaving an end open', () => {
    expect(inCreateTimeRange(100, { createTimeStart: 100, createTimeEnd: 100 })).toBe(true)
    expect(inCreateTimeRange(99, { createTimeStart: 100 })).toBe(false)
    expect(inCreateTimeRange(101, { createTimeEnd: 100 })).toBe(false)
    expect(inCreateTimeRange(5, { createTimeStart: 0, createTimeEnd: 0 })).toBe(true)
  })

  it('matches a part of a text in any case', () => {
    expect(like('Ada@Example.com', 'example')).toBe(true)
    expect(like('ada', 'bob')).toBe(false)
    expect(like(undefined, 'a')).toBe(false)
  })
})

describe('ordering', () => {
  const records = [
    { id: 1, name: 'in_10', time: 5 },
    { id: 2, name: 'in_2', time: 5 },
    { id: 3, name: 'IN_3', time: 1 },
  ]

  it('orders by a key in either direction, ties by id in the same direction', () => {
    const by = (type: 'asc' | 'desc') => [...records].sort(orderBy((r) => r.time, type)).map((r) => r.id)
    expect(by('asc')).toEqual([3, 1, 2])
    expect(by('desc')).toEqual([2, 1, 3])
  })

  it('orders text without regard to case and with numbers in numeric order', () => {
    expect([...records].sort(orderBy((r) => r.name, 'asc')).map((r) => r.name)).toEqual(['in_2', 'IN_3', 'in_10'])
  })

  it('takes the first comparison that tells records apart', () => {
    type Item = (typeof records)[number]
    const compare = thenBy(
      compareBy((r: Item) => r.time),
      compareBy((r: Item) => -r.id),
    )
    expect([...records].sort(compare).map((r) => r.id)).toEqual([3, 2, 1])
  })
})
