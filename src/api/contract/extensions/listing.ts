import { z } from 'zod'
import { type CodeKind, codeOptions } from '../codes'
import { count, nonNegativeInt, page, positiveInt } from '../core'
import { sortTypes } from '../sorting'

/**
 * Request building blocks of the real service's list calls (`list-endpoints.md` §1): paging, sorting,
 * creation-time ranges, ordered ranges, lists of ids and of integer codes.
 */

/** "a", "a or b", "a, b or c". */
export function oneOf(values: readonly (string | number)[]): string {
  const words = values.map(String)
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

/** Free text of a filter, sent as typed. */
export const text = (label: string) => z.string({ error: `${label} must be text` })

/** Pages start at 0; the page size is at most 500. */
export const paging = () => ({
  page: page.optional(),
  count: count.optional(),
})

/** The sort field (one of the values the service allows for this list) and the direction. */
export function sorting<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortField: z.enum(fields, { error: `Sort field must be ${oneOf(fields)}` }).optional(),
    sortType: z.enum(sortTypes, { error: 'Sort direction must be asc or desc' }).optional(),
  }
}

/** Seconds since the epoch, inclusive, on the record's creation time; 0 (or nothing) leaves that end open. */
export const createTimeRange = () => ({
  createTimeStart: nonNegativeInt('Created from').optional(),
  createTimeEnd: nonNegativeInt('Created until').optional(),
})

/** Amounts in minor units (cents), inclusive. */
export const amountRange = () => ({
  amountStart: nonNegativeInt('Minimum amount').optional(),
  amountEnd: nonNegativeInt('Maximum amount').optional(),
})

/** Ids of records, each greater than 0. */
export const idList = (label: string) => z.array(positiveInt(label), { error: `${label}s must be a list` })

/** Product ids, 0 being the default product. */
export const productIdList = z.array(nonNegativeInt('Product id'), { error: 'Product ids must be a list' })

/** One integer code of a kind of `codes.ts`: "Status must be 0 (active) or 2 (suspended)". */
export function codeValue(kind: CodeKind, label: string) {
  const options = codeOptions(kind)
  const values = options.map((option) => option.value) as [number, ...number[]]
  return z.literal(values, { error: `${label} must be ${oneOf(options.map(({ value, label }) => `${value} (${label})`))}` })
}

/** A list of integer codes of a kind, each one of its known values. */
export const codeList = (kind: CodeKind, label: string) =>
  z.array(codeValue(kind, label), { error: `${label} must be a list of codes` })

type Ranged = Record<string, unknown>

/**
 * A refinement for `.refine(...inOrder(...))`: the value of `start` must not exceed that of `end`, the
 * message sitting on `end`. With `zeroIsOpen`, 0 at either end means that end is open. Checked even when
 * other members are invalid, so that every reason shows at once.
 */
export function inOrder(
  start: string,
  end: string,
  message: string,
  { zeroIsOpen = false } = {},
): [
  check: (input: Ranged) => boolean,
  params: { path: PropertyKey[]; error: string; when: (payload: z.core.ParsePayload) => boolean },
] {
  const isSet = (value: unknown): value is number => typeof value === 'number' && (!zeroIsOpen || value !== 0)
  return [
    (input) => !(isSet(input[start]) && isSet(input[end]) && input[start] > input[end]),
    {
      path: [end],
      error: message,
      when: (payload) => !payload.issues.some((issue) => !issue.path?.length || [start, end].includes(String(issue.path[0]))),
    },
  ]
}

/** Creation-time ranges in order: "Created until must not be before created from". */
export const createTimeInOrder = inOrder('createTimeStart', 'createTimeEnd', 'Created until must not be before created from', {
  zeroIsOpen: true,
})

/** Amount ranges in order: "Maximum amount must not be less than the minimum amount". */
export const amountInOrder = inOrder('amountStart', 'amountEnd', 'Maximum amount must not be less than the minimum amount')
