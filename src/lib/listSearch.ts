import type { z } from 'zod'
import { stripSearchParams, type SearchMiddleware, type SearchSchemaInput } from '@tanstack/react-router'
import { codeOptions, type CodeKind } from '../api/contract/codes'
import { lazyObject } from '../api/contract/lazy'

/**
 * Building blocks of a list page's search params (page, size, sort, filters, search text), kept in the
 * URL so that a view can be shared. Each one falls back to its default on a bad value: a hand-edited
 * or stale URL shows the list, never an error page. Defaults are left out of the URL (`stripDefaults`).
 */

export const pageSizes = [10, 20, 50, 100] as const

/**
 * One search param: reads what the address holds (anything, or nothing) and gives the view's value, the
 * default when the value is missing or breaks the param's rule. A list page's params are read by these written
 * out checks rather than by schemas: the view is read before the list's first rows, where each kind of schema
 * costs its first build (the contract's own rules, `ruleParam`, are schemas the list's request builds anyway).
 */
export type SearchParam<T> = (value: unknown) => T

const isInt = (value: unknown): value is number => Number.isSafeInteger(value)

/** Page numbers start at 0, as the API counts them. */
export const pageParam: SearchParam<number> = (value) => (isInt(value) && value >= 0 ? value : 0)

/** Rows per page: one of `pageSizes`. */
export const countParam =
  (fallback: (typeof pageSizes)[number] = 20): SearchParam<number> =>
  (value) =>
    isInt(value) && (pageSizes as readonly number[]).includes(value) ? value : fallback

/** One of the given values. */
export const enumParam =
  <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]): SearchParam<T[number]> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T[number]) : fallback

/** Free text (a search, an e-mail): trimmed, at most `max` characters; blank means "no filter". */
export const textParam =
  (max = 200): SearchParam<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value.trim() : ''

/** An optional whole number (an id, an amount in minor units, a time in seconds). */
export const intParam =
  (min = 0): SearchParam<number | undefined> =>
  (value) =>
    isInt(value) && value >= min ? value : undefined

/** A filter that takes several values of a code table, e.g. statuses `[2, 7]`. */
export const codesParam: SearchParam<number[] | undefined> = (value) =>
  Array.isArray(value) && value.length <= 20 && value.every(isInt) ? value : undefined

/** A filter on the values of one code table: values the table does not know are dropped, none is no filter. */
export const knownCodesParam = (kind: CodeKind): SearchParam<number[] | undefined> => {
  let known: Set<number> | undefined
  return (value) => {
    known ??= new Set(codeOptions(kind).map((option) => option.value))
    const kept = codesParam(value)?.filter((code) => known!.has(code))
    return kept?.length ? kept : undefined
  }
}

/**
 * A filter read by the contract's rule for it (the member of its list request), built when a value is first
 * read: the rule the request is checked by, which the list's call builds anyway. A refused value is no filter.
 */
export const ruleParam = <T extends z.ZodType>(build: () => T): SearchParam<z.output<T> | undefined> => {
  let rule: T | undefined
  return (value) => {
    if (value === undefined) return undefined
    const read = (rule ??= build()).safeParse(value)
    return read.success ? read.data : undefined
  }
}

/** Text that is not blank once trimmed, at most `max` characters: an id typed into an address. */
export const trimmedTextParam =
  (max = Infinity): SearchParam<string | undefined> =>
  (value) => {
    const text = typeof value === 'string' ? value.trim() : ''
    return text && text.length <= max ? text : undefined
  }

/** A whole number of at least `min`, given as a number or as its text (`?userId=7` from a link's template). */
export const numberTextParam =
  (min = 0): SearchParam<number | undefined> =>
  (value) => {
    if (value === undefined) return undefined
    const number = Number(value)
    return isInt(number) && number >= min ? number : undefined
  }

type Params = Record<string, SearchParam<unknown>>
type Flat<T> = { [K in keyof T]: T[K] }
/** The view a page's params read: a param that may have no value is an optional member. */
export type SearchOf<P extends Params> = Flat<
  { [K in keyof P as undefined extends ReturnType<P[K]> ? never : K]: ReturnType<P[K]> } & {
    [K in keyof P as undefined extends ReturnType<P[K]> ? K : never]?: ReturnType<P[K]>
  }
>
/** What a link may set of a view: any of its params (the router's marker says the view's params are all optional). */
export type SearchInputOf<P extends Params> = { [K in keyof P]?: ReturnType<P[K]> } & SearchSchemaInput

/** The search rules of a page, as the router takes them (`validateSearch`): a reader that never fails. */
export interface SearchSchema<Out, In> {
  /** Any address's members (a test's, a hand-edited address's). */
  parse(input: Record<string, unknown>): Out
  /** What a link sets (the router reads the last signature for links' types). */
  parse(input: In): Out
}

/**
 * A page's search params: each param read by its rule (a missing or refused value gives its default, or no
 * value); any other member of the address is not the page's. `adjust` then sees the whole view
 * (a rule between two params).
 */
export function searchSchema<P extends Params>(
  params: P,
  adjust?: (view: SearchOf<P>) => SearchOf<P>,
): SearchSchema<SearchOf<P>, SearchInputOf<P>> {
  const keys = Object.keys(params)
  return {
    parse(input: object) {
      const source = (input ?? {}) as Record<string, unknown>
      const view: Record<string, unknown> = {}
      for (const key of keys) {
        // Every member, those without a value too: the router lays each page's view over the address's own
        // members, and a refused value must not show through.
        view[key] = params[key]!(Object.hasOwn(source, key) ? source[key] : undefined)
      }
      return adjust ? adjust(view as SearchOf<P>) : (view as SearchOf<P>)
    },
  }
}

/** How many of a view's filters are in effect: those with a value (a blank text or no chosen code is none). */
export function appliedCount(values: readonly unknown[]): number {
  return values.filter((value) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)).length
}

/**
 * The search params of a page, for `stripSearchParams`: every key with its default. Worked out when first read
 * (a route's search rules are built only once a page goes to it), and kept.
 */
export function searchDefaults<Out extends object>(schema: { parse(input: object): Out }): Out {
  return lazyObject(() => schema.parse({}))[0]
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
