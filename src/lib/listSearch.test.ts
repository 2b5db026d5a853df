import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  appliedCount,
  codesParam,
  countParam,
  enumParam,
  intParam,
  pageParam,
  searchDefaults,
  stripDefaults,
  textParam,
} from './listSearch'

const schema = z.object({
  page: pageParam,
  count: countParam(),
  sortType: enumParam(['desc', 'asc'], 'desc'),
  email: textParam(),
  userId: intParam(1),
  status: codesParam,
})

describe('list search params', () => {
  it('takes a good view as it is', () => {
    const view = { page: 3, count: 50, sortType: 'asc', email: 'ada', userId: 7, status: [2, 7] }
    expect(schema.parse(view)).toEqual(view)
  })

  it('falls back to each default on a bad value, never failing', () => {
    expect(
      schema.parse({ page: -1, count: 37, sortType: 'sideways', email: 'x'.repeat(500), userId: 0, status: 'active' }),
    ).toEqual({ page: 0, count: 20, sortType: 'desc', email: '', userId: undefined, status: undefined })
  })

  it('trims search text', () => {
    expect(schema.parse({ email: '  ada@ ' }).email).toBe('ada@')
  })

  it('lists the defaults, for leaving them out of the URL', () => {
    expect(searchDefaults(schema)).toEqual({ page: 0, count: 20, sortType: 'desc', email: '' })
  })

  it('leaves the defaults out of an address, and reads none for a link that sets no view', () => {
    let reads = 0
    const defaults = new Proxy(searchDefaults(schema), {
      ownKeys: (target) => {
        reads += 1
        return Reflect.ownKeys(target)
      },
    })
    const strip = stripDefaults(defaults)
    const run = (search: object) => strip({ search, next: (next) => next } as Parameters<typeof strip>[0])
    expect(run({})).toEqual({})
    expect(reads).toBe(0)
    expect(run({ page: 0, count: 50, sortType: 'desc', email: 'ada' })).toEqual({ count: 50, email: 'ada' })
    expect(reads).toBe(1)
  })
})

describe('appliedCount', () => {
  it('counts the filters with a value: not a blank text, not an empty choice of codes', () => {
    expect(appliedCount([undefined, '', [], 'EUR', 0, [2]])).toBe(3)
    expect(appliedCount([])).toBe(0)
  })
})
