import { stripSearchParams, type SearchMiddleware } from '@tanstack/react-router'
import { z } from 'zod'
import { codeOptions, type CodeKind } from '../api/contract/codes'
import { lazyObject, lazySchema } from '../api/contract/core'

/**
 * Building blocks of a list page's search params (page, size, sort, filters, search text), kept in the
 * URL so that a view can be shared. Each one falls back to its default on a bad value: a hand-edited
 * or stale URL shows the list, never an error page. Defaults are left out of the URL (`stripDefaults`).
 */

export const pageSizes = [10, 20, 50, 100] as const

/** Page numbers start at 0, as the API counts them. */
export const pageParam = lazySchema(() => z.int().min(0).catch(0).default(0))

/** Rows per page: one of `pageSizes`. */
export const countParam = (fallback: (typeof pageSizes)[number] = 20) =>
  z
    .int()
    .refine((value) => (pageSizes as readonly number[]).includes(value))
    .catch(fallback)
    .default(fallback)

/** One of the given values. */
export const enumParam = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback).default(fallback)

/** Free text (a search, an e-mail): trimmed, at most `max` characters; blank means "no filter". */
export const textParam = (max = 200) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())
    .catch('')
    .default('')

/** An optional whole number (an id, an amount in minor units, a time in seconds). */
export const intParam = (min = 0) => z.int().min(min).optional().catch(undefined)

/** A filter that takes several values of a code table, e.g. statuses `[2, 7]`. */
export const codesParam = lazySchema(() => z.array(z.int()).max(20).optional().catch(undefined))

/** A filter on the values of one code table: values the table does not know are dropped, none is no filter. */
export const knownCodesParam = (kind: CodeKind) => {
  const known = new Set(codeOptions(kind).map((option) => option.value))
  return codesParam.transform((values) => {
    const kept = values?.filter((value) => known.has(value))
    return kept?.length ? kept : undefined
  })
}

/** How many of a view's filters are in effect: those with a value (a blank text or no chosen code is none). */
export function appliedCount(values: readonly unknown[]): number {
  return values.filter((value) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)).length
}

/**
 * The search params of a page, for `stripSearchParams`: every key with its default. Worked out when first read
 * (a route's search rules are built only once a page goes to it), and kept.
 */
export function searchDefaults<S extends z.ZodObject>(schema: S): z.output<S> {
  return lazyObject(() => schema.parse({}) as z.output<S> & object)[0]
}

/**
 * A list route's search middleware: the view's defaults are left out of the address (`stripSearchParams`). A
 * link that sets no view, as the navigation's links to every list on every page, has nothing to strip, so it
 * reads no defaults and builds no list's search rules.
 */
export function stripDefaults<T extends object>(defaults: T): SearchMiddleware<T> {
  const strip = stripSearchParams<T>(defaults as Parameters<typeof stripSearchParams<T>>[0])
  return (context) => {
    const result = context.next(context.search)
    return Object.keys(result).length === 0 ? result : strip({ ...context, next: () => result })
  }
}
