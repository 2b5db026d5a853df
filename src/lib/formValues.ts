import { z } from 'zod'

// Form value helpers with no form library behind them, so route search schemas can use them without
// pulling the form library into the first load.

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
 * A JSON object typed as text (metadata); empty means "not given". The object then goes through the
 * contract's `member`, so its rules (how deep it may nest) refuse it here too.
 */
export const jsonObjectText = <T extends z.ZodType<unknown, Record<string, unknown> | undefined>>(label: string, member: T) =>
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
    .pipe(member)
