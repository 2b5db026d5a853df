import { z } from 'zod'
import { page } from '../api/contract/core'
import { sortTypes } from '../api/contract/sorting'

/**
 * Building blocks of a list page's search params (page, size, order, filters, search text), kept in the URL so
 * that a view can be shared. Each is a zod schema that falls back to its default on a bad value (`.catch()`): a
 * hand-edited or stale URL shows the list, never an error page. A route passes its schema to `validateSearch` and
 * leaves the defaults out of the URL with the router's `stripSearchParams`.
 */

export const pageSizes = [10, 20, 50, 100] as const
export type PageSize = (typeof pageSizes)[number]

/** The page, from 0 as the API counts them (the contract's rule). */
export const pageSearch = page.default(0).catch(0)

/** Rows per page: one of `pageSizes`. */
export const countSearch = (fallback: PageSize = 20) =>
  z
    .int()
    .refine((size) => (pageSizes as readonly number[]).includes(size))
    .default(fallback)
    .catch(fallback)

/** One of the given values (a sort field of the contract's, a choice of the page's). */
export const choiceSearch = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).default(fallback).catch(fallback)

/** The sort direction: newest first unless asked. */
export const sortTypeSearch = choiceSearch(sortTypes, 'desc')

/** A filter by the contract's rule for it (a member of the list's request): a value the rule refuses is no filter. */
export const filterSearch = <T extends z.ZodType>(rule: T) => rule.optional().catch(undefined)

/** Free text (a search, an e-mail): at most 200 characters, trimmed; blank is no filter. */
export const textSearch = z.string().max(200).trim().default('').catch('')

/** How many of a view's filters are in effect: those with a value (a blank text or no chosen code is none). */
export function appliedCount(values: readonly unknown[]): number {
  return values.filter((value) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)).length
}
