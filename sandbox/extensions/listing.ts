import { badRequest } from '../envelope'
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

/**
 * The real service's reading of a list request before anything else, where it is more lenient than the
 * contract: a negative page is the first page; a page size of 0 or less is the default; an empty sort
 * field is no sort field, and the direction is ignored without one. A sort field must be a substring of
 * the allowed ones joined with "|" (`sortField should one of …` otherwise), a direction a substring of
 * "asc|desc" (`sortType should one of asc|desc`); the service passes them to the database as they are, so
 * a part of a name (`gmt`) or of a direction (`as`) is accepted and then fails there, which the service
 * answers with the list's `empty` answer and no error.
 */
export function readListRequest(sort: SortRule | undefined, empty: () => object): Prepare {
  return (raw) => {
    const input = { ...raw }
    if (typeof input.page === 'number' && input.page < 0) delete input.page
    if (typeof input.count === 'number' && input.count <= 0) delete input.count
    if (!sort) return { input }
    if (input.sortField === '' || input.sortField === undefined || input.sortField === null) {
      delete input.sortField
      delete input.sortType
      return { input }
    }
    if (typeof input.sortField !== 'string') return { input }
    const allowed = sort.fields.join('|')
    if (!allowed.includes(input.sortField)) badRequest(`sortField should one of ${sort.errorText ?? allowed}`)
    if (input.sortType === '' || input.sortType === null) delete input.sortType
    if (typeof input.sortType === 'string' && !'asc|desc'.includes(input.sortType)) {
      badRequest('sortType should one of asc|desc')
    }
    const exact =
      sort.fields.includes(input.sortField) &&
      (input.sortType === undefined || ['asc', 'desc'].includes(input.sortType as string))
    return exact ? { input } : { answer: empty() }
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
