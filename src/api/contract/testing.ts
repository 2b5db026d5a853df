import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { Endpoint } from './core'

/** The issues of a failed parse as `{ path, message }`, with the path joined by dots. */
export function issuesOf(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

export function expectAccepted(schema: z.ZodType, input: unknown): void {
  expect(issuesOf(schema, input)).toEqual([])
}

export function expectRejected(schema: z.ZodType, input: unknown, path: string, message: string): void {
  expect(issuesOf(schema, input)).toContainEqual({ path, message })
}

type ObjectSchema = z.ZodObject<z.ZodRawShape>

/**
 * The lenient-parsing checks of response resources: each example has every field of its schema and
 * parses unchanged; missing fields, null fields, unknown extra fields and values of an unexpected type
 * are all tolerated.
 */
export function describeResourceSchemas(resources: [name: string, schema: ObjectSchema, example: Record<string, unknown>][]) {
  describe.each(resources)('%s response schema', (_name, schema, example) => {
    it('has an example with every field of the schema', () => {
      expect(Object.keys(example).sort()).toEqual(Object.keys(schema.shape).sort())
    })

    it('accepts a realistic example unchanged', () => {
      expect(schema.parse(example)).toEqual(example)
    })

    it('accepts an object with every field missing', () => {
      expect(schema.parse({})).toEqual({})
    })

    it('accepts null in place of every field', () => {
      const allNull = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, null]))
      expect(schema.parse(allNull)).toEqual(allNull)
    })

    it('keeps unknown extra fields', () => {
      expect(schema.parse({ ...example, addedLater: { x: 1 } })).toEqual({ ...example, addedLater: { x: 1 } })
    })

    it('reads a value of an unexpected type as missing', () => {
      const [key] = Object.keys(schema.shape)
      const parsed = schema.parse({ ...example, [key]: Symbol('unexpected') })
      expect(parsed[key]).toBeUndefined()
    })
  })
}

/** The lenient-parsing checks of endpoints' response data, with a realistic example per endpoint name. */
export function describeOutputs(endpoints: readonly Endpoint[], examples: Record<string, unknown>) {
  describe.each(endpoints.map((e) => [e.section, e.name, e] as const))('%s %s response data', (_section, name, e) => {
    const output: z.ZodType = e.output

    it('accepts a realistic example unchanged', () => {
      expect(output.parse(examples[name])).toEqual(examples[name])
    })

    it('accepts an empty object', () => {
      expect(output.parse({})).toEqual({})
    })

    it('accepts null for every member and keeps unknown members', () => {
      const example = examples[name] as Record<string, unknown>
      const allNull = Object.fromEntries(Object.keys(example).map((key) => [key, null]))
      expect(output.parse({ ...allNull, extra: 'kept' })).toEqual({ ...allNull, extra: 'kept' })
    })
  })
}
