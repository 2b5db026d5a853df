import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { positiveInt } from '../api/contract/core'
import { appliedCount, choiceSearch, countSearch, filterSearch, pageSearch, sortTypeSearch, textSearch } from './listSearch'

const schema = z.object({
  page: pageSearch,
  count: countSearch(),
  sortField: choiceSearch(['id', 'name'], 'id'),
  sortType: sortTypeSearch,
  email: textSearch,
  userId: filterSearch(positiveInt('User id')),
})

describe('list search params', () => {
  it('fill the defaults of an address that sets none, and have only the filters left without a value', () => {
    expect(schema.parse({})).toEqual({ page: 0, count: 20, sortField: 'id', sortType: 'desc', email: '' })
  })

  it('take a good view as it is, and trim search text', () => {
    const view = { page: 3, count: 50, sortField: 'name', sortType: 'asc', email: 'ada', userId: 7 }
    expect(schema.parse(view)).toEqual(view)
    expect(schema.parse({ email: '  ada@ ' }).email).toBe('ada@')
  })

  it('fall back to each default on a bad value, never failing, and leave out members the page does not have', () => {
    const bad = { page: -1, count: 37, sortField: 'price', sortType: 'sideways', email: 'x'.repeat(201), userId: 0, other: 1 }
    expect(schema.parse(bad)).toEqual({
      page: 0,
      count: 20,
      sortField: 'id',
      sortType: 'desc',
      email: '',
      userId: undefined,
    })
    for (const value of [null, true, '3', 1.5, Number.NaN, [], {}]) {
      expect(schema.parse({ page: value, count: value, userId: value })).toMatchObject({ page: 0, count: 20, userId: undefined })
    }
  })

  it('offer the page sizes of the lists, with a default of their own', () => {
    expect([10, 20, 50, 100].map((count) => countSearch().parse(count))).toEqual([10, 20, 50, 100])
    expect(countSearch(50).parse(undefined)).toBe(50)
    expect(countSearch(50).parse(500)).toBe(50)
  })
})

describe('appliedCount', () => {
  it('counts the filters with a value: not a blank text, not an empty choice of codes', () => {
    expect(appliedCount([undefined, '', [], 'EUR', 0, [2]])).toBe(3)
    expect(appliedCount([])).toBe(0)
  })
})
