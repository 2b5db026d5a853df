import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { codeOptions } from '../api/contract/codes'
import {
  appliedCount,
  codesParam,
  countParam,
  enumParam,
  intParam,
  knownCodesParam,
  pageParam,
  ruleParam,
  searchDefaults,
  searchSchema,
  stripDefaults,
  textParam,
  trimmedTextParam,
  numberTextParam,
} from './listSearch'

const schema = searchSchema({
  page: pageParam,
  count: countParam(),
  sortType: enumParam(['desc', 'asc'], 'desc'),
  email: textParam(),
  userId: intParam(1),
  status: codesParam,
})

/** Values an address may hold for a param: every JSON kind, edges of each rule. */
const samples: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1,
  2,
  7,
  20,
  50,
  1.5,
  -0,
  2 ** 53,
  Number.NaN,
  Infinity,
  '',
  ' ',
  '3',
  'asc',
  'desc',
  ' ada@ ',
  'x'.repeat(200),
  ` ${'x'.repeat(199)}`,
  'x'.repeat(201),
  [],
  [2, 7],
  [2, 'x'],
  [1.5],
  Array(21).fill(1),
  Array(20).fill(2),
  [99, 2],
  [99],
  {},
  { page: 1 },
]

/** Each param as a schema: what the written-out checks stand for. */
const references = {
  page: [pageParam, z.int().min(0).catch(0).default(0)],
  count: [
    countParam(50),
    z
      .int()
      .refine((value) => [10, 20, 50, 100].includes(value))
      .catch(50)
      .default(50),
  ],
  sortType: [enumParam(['asc', 'desc'], 'desc'), z.enum(['asc', 'desc']).catch('desc').default('desc')],
  text: [
    textParam(),
    z
      .string()
      .max(200)
      .transform((value) => value.trim())
      .catch('')
      .default(''),
  ],
  int: [intParam(1), z.int().min(1).optional().catch(undefined)],
  codes: [codesParam, z.array(z.int()).max(20).optional().catch(undefined)],
  known: [
    knownCodesParam('subscriptionStatus'),
    z
      .array(z.int())
      .max(20)
      .optional()
      .catch(undefined)
      .transform((values) => {
        const known = new Set(codeOptions('subscriptionStatus').map((option) => option.value))
        const kept = values?.filter((value) => known.has(value))
        return kept?.length ? kept : undefined
      }),
  ],
  trimmedText: [trimmedTextParam(200), z.string().trim().min(1).max(200).optional().catch(undefined)],
  numberText: [numberTextParam(1), z.coerce.number().int().positive().optional().catch(undefined)],
} as const

describe('list search params', () => {
  it.each(Object.entries(references))(
    'reads a %s param as its schema does, for every kind of value',
    (_name, [param, reference]) => {
      for (const value of [...samples, 'eur', 'EURO']) expect([value, param(value)]).toEqual([value, reference.parse(value)])
    },
  )

  it('reads a filter by its rule, built only once a value is read by it', () => {
    let builds = 0
    const param = ruleParam(() => {
      builds += 1
      return z.int()
    })
    expect(param(undefined)).toBeUndefined()
    expect(builds).toBe(0)
    expect([param(3), param('3')]).toEqual([3, undefined])
    expect(builds).toBe(1)
  })

  it('gives every member of the view, without a value too, so that none of the address shows through', () => {
    const view = schema.parse({ userId: 0, status: 'active', other: 1 } as never)
    expect(Object.keys(view)).toEqual(['page', 'count', 'sortType', 'email', 'userId', 'status'])
    expect(view).toEqual({ page: 0, count: 20, sortType: 'desc', email: '', userId: undefined, status: undefined })
  })

  it('lets a rule between params adjust the whole view', () => {
    const ordered = searchSchema({ from: intParam(), until: intParam() }, (view) =>
      view.from !== undefined && view.until !== undefined && view.from > view.until ? { ...view, until: undefined } : view,
    )
    expect(ordered.parse({ from: 5, until: 3 })).toEqual({ from: 5, until: undefined })
    expect(ordered.parse({ from: 3, until: 5 })).toEqual({ from: 3, until: 5 })
  })

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
