import { z } from 'zod'
import { parseMajorUnits } from './money'
import { fromDateTimeLocal } from './time'

/**
 * The form fields' one idiom: every value is typed into a text input and read by the contract's rule
 * for it. Nothing typed is ever changed into another value: "2.5" in a whole-number field reaches the
 * rule as 2.5 and is refused with its message, never read as 25. A blank field is "not given" (the form
 * resolver drops it first): a required field says so with `requiredMessage`.
 *
 * Each helper's input is text and its output the rule's, so a form's values type is
 * `z.input<typeof formSchema>` and its request type the contract's.
 */

const NUMERIC = /^[+-]?\d+(\.\d+)?$/

/**
 * The text of a field: absent when left blank, which a required field refuses with `requiredMessage`.
 * Always optional in the form's values type, so that a form lists only the fields it gives values to.
 */
function text(requiredMessage: string | undefined) {
  return z
    .string()
    .optional()
    .refine((value) => value !== undefined || requiredMessage === undefined, { error: requiredMessage, abort: true })
}

/**
 * A number (an id, a count, basis points) typed as text: digits become a number for `rule`; anything
 * else reaches `rule` as typed, for its own message.
 */
export function numberField<T extends z.ZodType<unknown, number | undefined>>(rule: T, requiredMessage?: string) {
  return text(requiredMessage)
    .transform((value) => {
      const trimmed = value?.trim()
      return trimmed !== undefined && NUMERIC.test(trimmed) ? Number(trimmed) : trimmed
    })
    .pipe(rule)
}

/**
 * An amount typed in the currency's major units ("12.50") and sent in minor units (1250), exactly; a
 * text that is not an amount in that currency is refused with the reason.
 */
export function moneyField<T extends z.ZodType<unknown, number | undefined>>(
  currency: string,
  rule: T,
  requiredMessage?: string,
) {
  return text(requiredMessage)
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const parsed = parseMajorUnits(value, currency)
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message })
        return z.NEVER
      }
      return parsed.minor
    })
    .pipe(rule)
}

/**
 * A percentage typed in per cent ("25", "12.5") and sent in basis points (2500, 1250), exactly; more than two
 * decimal places (finer than a basis point) or a text that is not a number is refused with the reason.
 */
export function percentField<T extends z.ZodType<unknown, number | undefined>>(rule: T, requiredMessage?: string) {
  return text(requiredMessage)
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(value.trim())
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'Enter a percentage, for example 12.5' })
        return z.NEVER
      }
      const [, sign, whole, fraction = ''] = match
      if (fraction.length > 2) {
        ctx.addIssue({ code: 'custom', message: 'A percentage has at most two decimal places' })
        return z.NEVER
      }
      const points = Number(`${whole}${fraction.padEnd(2, '0')}`)
      return sign === '-' ? -points : points
    })
    .pipe(rule)
}

/**
 * A date and time from a `datetime-local` input, meant in the chosen time zone, sent as seconds since the epoch; a
 * text that is not one is left for the rule to refuse.
 */
export function dateTimeField<T extends z.ZodType<unknown, number | undefined>>(rule: T, requiredMessage?: string) {
  return text(requiredMessage)
    .transform((value) => {
      if (value === undefined) return undefined
      return fromDateTimeLocal(value) ?? value
    })
    .pipe(rule)
}

/** A text field: trimmed, then checked by `rule`. */
export function textField<T extends z.ZodType<unknown, string | undefined>>(rule: T) {
  return z
    .string()
    .optional()
    .transform((value) => value?.trim())
    .pipe(rule)
}

/** A currency code typed in any case ("eur"): trimmed and upper-cased, then checked by `rule`. */
export function currencyField<T extends z.ZodType<unknown, string | undefined>>(rule: T) {
  return z
    .string()
    .optional()
    .transform((value) => value?.trim().toUpperCase())
    .pipe(rule)
}

/** What a numeric text input asks of a phone's keyboard: digits for whole numbers, a point for amounts. */
export const wholeNumberInput = { inputMode: 'numeric', autoComplete: 'off' } as const
export const decimalInput = { inputMode: 'decimal', autoComplete: 'off' } as const
