import { maxPageSize } from '../../src/api/contract/core'
import { badRequest } from '../envelope'
import type { Dialect } from '../dialect'
import type { Prepare } from '../registry'
import type { Workspace } from '../store'

/**
 * The rules the real service's list calls share (`list-endpoints.md` §1), for the sandbox's handlers of
 * those calls: how it reads paging and sorting, time ranges, merchant scoping, text matching, ordering
 * and pages.
 */

export const DEFAULT_COUNT = 20

export interface SortRule {
  /** The values the service allows, in the order of its error text. */
  fields: readonly string[]
  /** When the service's error text names other values than it allows. */
  errorText?: string
}

/** Members of a list request that are pointers in the service's request: 0 there is a value, not "no filter". */
const POINTER_MEMBERS: ReadonlySet<string> = new Set(['amountStart', 'amountEnd', 'type'])

/**
 * The service's reading of a list's filters where it is more lenient than the contract (list-endpoints §1, in the
 * dialects that read them as the service does): a scalar filter of 0 or "" is no filter (pointers aside: 0 is an
 * amount, and invoice type 0 the payment invoices), a currency is upper-cased, and a page may be of any size (the
 * size beyond the contract's largest is returned apart, for the handler).
 */
function asTheServiceReads(input: Record<string, unknown>): { input: Record<string, unknown>; beyond?: Record<string, unknown> } {
  for (const [name, value] of Object.entries(input)) {
    if ((value === 0 || value === '') && !POINTER_MEMBERS.has(name)) delete input[name]
  }
  if (typeof input.currency === 'string') input.currency = input.currency.toUpperCase()
  const count = input.count
  if (typeof count === 'number' && Number.isSafeInteger(count) && count > maxPageSize) {
    delete input.count
    return { input, beyond: { count } }
  }
  return { input }
}

/**
 * The real service's reading of a list request before anything else, where it is more lenient than the
 * contract: a negative page is the first page; a page size of 0 or less is the default; an empty sort
 * field is no sort field, and the direction is ignored without one. A sort field must be a substring of
 * the allowed ones joined with "|" (`sortField should one of …` otherwise), a direction a substring of
 * "asc|desc" (`sortType should one of asc|desc`); the service passes them to the database as they are, so
 * a part of a name (`gmt`) or of a direction (`as`) is accepted and then fails there, which the service
 * answers with the list's `empty` answer (in the call's dialect) and no error. In a dialect that reads lists as
 * the service does (`rules.listInput`), zero and empty filters are ignored, a currency is upper-cased and a page
 * may hold more than the contract's largest.
 *
 * `serviceOnly`: for a call of the spec (the product list), read so only in those dialects, and leave the spec
 * dialect to the contract.
 */
export function readListRequest(
  sort: SortRule | undefined,
  empty: (dialect: Dialect) => object,
  { serviceOnly = false }: { serviceOnly?: boolean } = {},
): Prepare {
  return (raw, dialect) => {
    const asService = dialect.rules.listInput === 'service'
    if (serviceOnly && !asService) return { input: raw }
    const read = asService ? asTheServiceReads({ ...raw }) : { input: { ...raw } }
    const input = read.input
    const done = { input, ...(read.beyond && { beyond: read.beyond }) }
    if (typeof input.page === 'number' && input.page < 0) delete input.page
    if (typeof input.count === 'number' && input.count <= 0) delete input.count
    if (!sort) return done
    if (input.sortField === '' || input.sortField === undefined || input.sortField === null) {
      delete input.sortField
      delete input.sortType
      return done
    }
    if (typeof input.sortField !== 'string') return done
    const allowed = sort.fields.join('|')
    if (!allowed.includes(input.sortField)) badRequest(`sortField should one of ${sort.errorText ?? allowed}`)
    if (input.sortType === '' || input.sortType === null) delete input.sortType
    if (typeof input.sortType === 'string' && !'asc|desc'.includes(input.sortType)) {
      badRequest('sortType should one of asc|desc')
    }
    const exact =
      sort.fields.includes(input.sortField) &&
      (input.sortType === undefined || ['asc', 'desc'].includes(input.sortType as string))
    return exact ? done : { answer: empty(dialect) }
  }
}

/** The items of page `page` (from 0) of `count` items. */
export function pageOf<T>(items: readonly T[], page = 0, count = DEFAULT_COUNT): T[] {
  return items.slice(page * count, (page + 1) * count)
}

export interface CreateTimeRange {
  createTimeStart?: number
  createTimeEnd?: number
}

/** Inclusive, in seconds; 0 or nothing leaves an end open. */
export function inCreateTimeRange(createTime: number, { createTimeStart, createTimeEnd }: CreateTimeRange): boolean {
  return (!createTimeStart || createTime >= createTimeStart) && (!createTimeEnd || createTime <= createTimeEnd)
}

/** Whether the record belongs to the workspace's merchant: lists never show another merchant's records. */
export function ownedBy(ws: Workspace): (record: { merchantId: number }) => boolean {
  return (record) => record.merchantId === ws.merchantId
}

/** The record when it belongs to the workspace's merchant (a detail call does not show another's). */
export function own<T extends { merchantId: number }>(ws: Workspace, record: T | undefined): T | undefined {
  return record && record.merchantId === ws.merchantId ? record : undefined
}

/** SQL `LIKE '%part%'` under the service's case-insensitive collation; an empty part matches anything. */
export function like(value: string | undefined, part: string): boolean {
  return (value ?? '').toLowerCase().includes(part.toLowerCase())
}

type Check<T> = (record: T) => boolean

/**
 * One predicate for the filters of a request: the checks of the filters given (a filter left out is
 * `undefined`, `false` or empty and is not checked at all, which keeps a long list without filters fast).
 */
export function allOf<T>(...checks: (Check<T> | false | '' | null | undefined)[]): Check<T> {
  const active = checks.filter((check): check is Check<T> => typeof check === 'function')
  return (record) => {
    for (const check of active) if (!check(record)) return false
    return true
  }
}

/** The creation-time check of a request, or nothing when it gives no range. */
export function createTimeCheck<T extends { createTime: number }>(range: CreateTimeRange): Check<T> | undefined {
  return range.createTimeStart || range.createTimeEnd ? (record) => inCreateTimeRange(record.createTime, range) : undefined
}

/** A filter on a list of values: undefined when the list is missing or empty (the service ignores it). */
export function oneOfSet<T>(values: readonly T[] | undefined): Set<T> | undefined {
  return values?.length ? new Set(values) : undefined
}

/** Text filter value: undefined when missing or empty (the service ignores it). */
export function given(text: string | undefined): string | undefined {
  return text ? text : undefined
}

// ---- ordering ----

export type SortKey<T> = (record: T) => number | string

/** Case-insensitive, and numbers inside text in numeric order (in_2 before in_10). */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Compares two records by a key, ascending. */
export function compareBy<T>(key: SortKey<T>): (a: T, b: T) => number {
  return (a, b) => {
    const x = key(a)
    const y = key(b)
    return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
  }
}

/** The first comparison that tells the records apart. */
export function thenBy<T>(...comparisons: ((a: T, b: T) => number)[]): (a: T, b: T) => number {
  return (a, b) => {
    for (const compare of comparisons) {
      const result = compare(a, b)
      if (result) return result
    }
    return 0
  }
}

export const descending =
  <T>(compare: (a: T, b: T) => number) =>
  (a: T, b: T) =>
    compare(b, a)

/** By a key in a direction, ties broken by id in the same direction. */
export function orderBy<T extends { id: number }>(key: SortKey<T>, sortType: 'asc' | 'desc'): (a: T, b: T) => number {
  const ascending = thenBy(
    compareBy(key),
    compareBy((record: T) => record.id),
  )
  return sortType === 'asc' ? ascending : descending(ascending)
}
