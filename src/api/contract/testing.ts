import { expect } from 'vitest'
import type { z } from 'zod'

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
