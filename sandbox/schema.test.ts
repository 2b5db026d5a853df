import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { queryString } from '../src/api/request'
import { discountListInput } from '../src/api/contract/extensions'
import { productListInput, productSchema } from '../src/api/contract/products'
import { blank, complete, formatIssues, queryToInput } from './schema'

describe('queryToInput', () => {
  const schema = z.object({
    id: z.int().optional(),
    ratio: z.number().optional(),
    flag: z.boolean().optional(),
    name: z.string().optional(),
    kinds: z.array(z.enum(['a', 'b'])).optional(),
    codes: z.array(z.union([z.literal(1), z.literal(2)])).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  })

  it('converts by member type and ignores unknown keys', () => {
    const params = new URLSearchParams(
      'id=5&ratio=0.5&flag=true&name=007&kinds=a&kinds=b&codes[]=2&meta=%7B%22x%22%3A1%7D&other=1',
    )
    expect(queryToInput(schema, params)).toEqual({
      id: 5,
      ratio: 0.5,
      flag: true,
      name: '007',
      kinds: ['a', 'b'],
      codes: [2],
      meta: { x: 1 },
    })
  })

  it('reads an array member from key[]=, from a JSON array and from repeated keys', () => {
    expect(queryToInput(schema, new URLSearchParams('codes[]=1&codes[]=2&kinds[]=b'))).toEqual({ codes: [1, 2], kinds: ['b'] })
    const json = new URLSearchParams({ codes: '[1,2]', kinds: '["a","b"]' })
    expect(json.toString()).toBe('codes=%5B1%2C2%5D&kinds=%5B%22a%22%2C%22b%22%5D')
    expect(queryToInput(schema, json)).toEqual({ codes: [1, 2], kinds: ['a', 'b'] })
    expect(queryToInput(schema, new URLSearchParams('codes=1&codes=2'))).toEqual({ codes: [1, 2] })
    expect(queryToInput(schema, new URLSearchParams('codes=[2]&codes[]=1'))).toEqual({ codes: [2, 1] })
  })

  it('converts the text items of a JSON array, and keeps text that is not a JSON array as one item', () => {
    expect(queryToInput(schema, new URLSearchParams({ codes: '["1","2"]' }))).toEqual({ codes: [1, 2] })
    expect(queryToInput(schema, new URLSearchParams({ kinds: '[a' }))).toEqual({ kinds: ['[a'] })
  })

  it('reads integer codes given as a list of literals', () => {
    const codes = z.object({ status: z.array(z.literal([0, 2])).optional() })
    expect(queryToInput(codes, new URLSearchParams('status[]=0&status[]=2'))).toEqual({ status: [0, 2] })
  })

  it('reads back what the client sends for a GET list call', () => {
    const sent = { status: [1, 10], discountType: [2], code: 'SPRING', currency: 'EUR', page: 2, count: 5 }
    const query = new URLSearchParams(queryString(sent))
    expect(discountListInput.parse(queryToInput(discountListInput, query))).toEqual(sent)
  })

  it('leaves text that is not a number or boolean for the schema to reject', () => {
    const input = queryToInput(schema, new URLSearchParams('id=abc&flag=maybe'))
    expect(input).toEqual({ id: 'abc', flag: 'maybe' })
    expect(schema.safeParse(input).success).toBe(false)
  })

  it('reads the members of refined objects and unions', () => {
    const refined = z.object({ page: z.int().optional() }).refine(() => true)
    expect(queryToInput(refined, new URLSearchParams('page=3'))).toEqual({ page: 3 })
    const union = z.union([z.object({ userId: z.int() }), z.object({ email: z.string() })])
    expect(queryToInput(union, new URLSearchParams('userId=3&email=a@b'))).toEqual({ userId: 3, email: 'a@b' })
  })
})

describe('blank and complete', () => {
  it('fills every member of a resource', () => {
    const product = blank(productSchema) as Record<string, unknown>
    expect(Object.keys(product).sort()).toEqual(Object.keys(productSchema.shape).sort())
    expect(product).toMatchObject({ id: 0, productName: '', status: 0, metaData: '' })
  })

  it('completes nested members and keeps unknown ones', () => {
    const completed = complete(productSchema, { id: 4, extra: 'kept', usVATConfig: { fromAddress: { city: 'Austin' } } }) as {
      usVATConfig: { fromAddress: Record<string, unknown>; nexusAddresses: unknown[] }
    } & Record<string, unknown>
    expect(completed.id).toBe(4)
    expect(completed.extra).toBe('kept')
    expect(completed.usVATConfig.fromAddress).toEqual({
      address: '',
      city: 'Austin',
      countryCode: '',
      state: '',
      verified: false,
      zipCode: '',
    })
    expect(completed.usVATConfig.nexusAddresses).toEqual([])
  })
})

describe('formatIssues', () => {
  it('prefixes paths and removes duplicates', () => {
    const result = productListInput.safeParse({ page: -1, status: [3, 3] })
    expect(result.success).toBe(false)
    expect(formatIssues(result.error!.issues)).toBe(
      'page: Page cannot be negative; status[0]: Status must be 1 (active) or 2 (inactive); status[1]: Status must be 1 (active) or 2 (inactive)',
    )
    expect(formatIssues([{ code: 'custom', path: [], message: 'Whole body wrong', input: {} }])).toBe('Whole body wrong')
  })
})
