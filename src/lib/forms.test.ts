import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blankToUndefined, formResolver, jsonObjectText } from './forms'

describe('blankToUndefined', () => {
  it('drops blank strings deeply and keeps everything else', () => {
    expect(
      blankToUndefined({ a: '', b: '  ', c: 'x', d: 0, e: false, f: { g: '', h: 'y' }, i: ['', 'z'], j: null }),
    ).toEqual({ c: 'x', d: 0, e: false, f: { h: 'y' }, i: [undefined, 'z'], j: null })
  })
})

describe('jsonObjectText', () => {
  const schema = jsonObjectText('Metadata')
  it('reads an object', () => {
    expect(schema.parse('{"plan": "pro"}')).toEqual({ plan: 'pro' })
  })
  it('treats empty as not given', () => {
    expect(schema.parse('')).toBeUndefined()
    expect(schema.parse(undefined)).toBeUndefined()
  })
  it('refuses malformed JSON', () => {
    expect(schema.safeParse('{plan: pro}').error?.issues[0]?.message).toBe('Metadata is not valid JSON')
  })
  it.each(['[1,2]', '"text"', '42', 'null'])('refuses %s, which is not an object', (text) => {
    expect(schema.safeParse(text).error?.issues[0]?.message).toBe('Metadata must be a JSON object, like {"key": "value"}')
  })
})

describe('formResolver', () => {
  const schema = z.object({ name: z.string().min(1, { error: 'Name is required' }).optional(), age: z.number().optional() })
  it('drops blanks before validating and returns the cleaned values', async () => {
    const result = await formResolver<{ name: string; age: number | '' }, unknown>(schema)(
      { name: '', age: '' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    )
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({})
  })
  it('reports errors at the field', async () => {
    const strict = z.object({ name: z.string({ error: 'Name is required' }) })
    const result = await formResolver<{ name: string }, unknown>(strict)({ name: ' ' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(result.errors.name?.message).toBe('Name is required')
  })
})
