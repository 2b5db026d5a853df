import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import { z } from 'zod'

/**
 * Form inputs hold '' where a person left a field empty; the API wants the member left out.
 * Drops blank strings (and NumberInput's '') deeply, keeping arrays' positions so that errors still
 * point at the right row.
 */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (Array.isArray(value)) return value.map(blankToUndefined)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, blankToUndefined(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
    return Object.fromEntries(entries)
  }
  return value
}

/**
 * A react-hook-form resolver from a schema of the contract: blanks are dropped first, then every
 * documented rule runs before anything is sent, and the errors land on the fields of the same names.
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, unknown>,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>
  return (values, context, options) => resolve(blankToUndefined(values) as TValues, context, options)
}

/** A JSON object typed as text (metadata); empty means "not given". */
export const jsonObjectText = (label: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx): Record<string, unknown> | undefined => {
      if (text === undefined || text.trim() === '') return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label} is not valid JSON` })
        return z.NEVER
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a JSON object, like {"key": "value"}` })
        return z.NEVER
      }
      return parsed as Record<string, unknown>
    })
