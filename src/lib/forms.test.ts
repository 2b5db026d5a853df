import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonMember, maxJsonDepth } from '../api/contract/core'
import { blankToUndefined, errorMessage, fieldBinder, formResolver, jsonObjectText } from './forms'

describe('blankToUndefined', () => {
  it('drops blank strings deeply and keeps everything else', () => {
    expect(blankToUndefined({ a: '', b: '  ', c: 'x', d: 0, e: false, f: { g: '', h: 'y' }, i: ['', 'z'], j: null })).toEqual({
      c: 'x',
      d: 0,
      e: false,
      f: { h: 'y' },
      i: [undefined, 'z'],
      j: null,
    })
  })
})

describe('jsonObjectText', () => {
  const schema = jsonObjectText('Metadata', jsonMember('Metadata').optional())
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
  it("refuses what the contract's member refuses: nesting too deep", () => {
    const deep = `${'{"a":'.repeat(maxJsonDepth)}{}${'}'.repeat(maxJsonDepth)}`
    expect(schema.safeParse(deep).error?.issues[0]?.message).toBe(`Metadata nests deeper than ${maxJsonDepth} levels`)
    expect(schema.safeParse(deep.slice(5, -1)).success).toBe(true)
  })
  it.each(['[1,2]', '"text"', '42', 'null'])('refuses %s, which is not an object', (text) => {
    expect(schema.safeParse(text).error?.issues[0]?.message).toBe('Metadata must be a JSON object, like {"key": "value"}')
  })
})

describe('formResolver', () => {
  const schema = z.object({ name: z.string().min(1, { error: 'Name is required' }).optional(), age: z.number().optional() })
  it('drops blanks before validating and returns the cleaned values', async () => {
    const result = await formResolver<{ name: string; age: number | '' }, unknown>(schema)({ name: '', age: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
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

describe('errorMessage and fieldBinder', () => {
  type Values = { name: string; discount: { cycleLimit: string }; nexus: { state: string }[] }
  const errors = {
    name: { type: 'custom', message: 'Enter a name' },
    discount: { cycleLimit: { type: 'custom', message: 'Must be a whole number' } },
    nexus: [undefined, { state: { type: 'custom', message: 'State is required' } }],
  } as never

  it('finds the message of a field by its path, nested and in arrays', () => {
    expect(errorMessage<Values>(errors, 'name')).toBe('Enter a name')
    expect(errorMessage<Values>(errors, 'discount.cycleLimit')).toBe('Must be a whole number')
    expect(errorMessage<Values>(errors, 'nexus.1.state')).toBe('State is required')
    expect(errorMessage<Values>(errors, 'nexus.0.state')).toBeUndefined()
  })

  it('gives the registration of the field together with its error', () => {
    const registered: string[] = []
    const register = ((name: string) => {
      registered.push(name)
      return { name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined }
    }) as never
    const bind = fieldBinder<Values>(register, errors)
    expect(bind('discount.cycleLimit')).toMatchObject({ name: 'discount.cycleLimit', error: 'Must be a whole number' })
    expect(bind('nexus.0.state').error).toBeUndefined()
    expect(registered).toEqual(['discount.cycleLimit', 'nexus.0.state'])
  })
})
