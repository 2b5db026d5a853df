import { codeOptions } from '../../api/contract/codes'
import type { PlanListInput } from '../../api/contract/extensions/plans'
import { planSortFields, sortTypes } from '../../api/contract/sorting'
import {
  appliedCount,
  codesParam,
  countParam,
  enumParam,
  intParam,
  pageParam,
  searchDefaults,
  searchSchema,
  textParam,
} from '../../lib/listSearch'

/**
 * The plans list's view, kept in the URL; a bad value falls back to its default. The service pages
 * plans by 100 unless asked: the page asks for its own size, always.
 */
export const plansSearchSchema = searchSchema({
  page: pageParam,
  count: countParam(20),
  sortField: enumParam(planSortFields, 'gmt_create'),
  sortType: enumParam(sortTypes, 'desc'),
  /** Plan statuses (`planStatus` codes); none is every status. */
  status: codesParam,
  /** Plan types (`planType` codes); none is every type. */
  type: codesParam,
  /** One product's plans; 0 is the default product. */
  productId: intParam(0),
  /** Part of the plan's name or description. */
  search: textParam(),
})
export type PlansSearch = ReturnType<typeof plansSearchSchema.parse>
export const plansSearchDefaults = searchDefaults(plansSearchSchema)

/** The view with no filter (sorting and page size kept). */
export const noPlanFilters = {
  status: undefined,
  type: undefined,
  productId: undefined,
  search: '',
  page: 0,
} satisfies Partial<PlansSearch>

/** How many of the view's filters are applied (sorting and paging are none). */
export function filtersApplied(search: Omit<PlansSearch, 'page'>): number {
  return appliedCount([search.status, search.type, search.productId, search.search])
}

/** Whether the view narrows the plans. */
export function isFiltered(search: PlansSearch): boolean {
  return filtersApplied(search) > 0
}

/** Only the known codes of a kind, so that a stale URL never sends a value the contract refuses. */
const known = (kind: 'planStatus' | 'planType', values: number[] | undefined) => {
  const allowed = new Set(codeOptions(kind).map((option) => option.value))
  const kept = values?.filter((value) => allowed.has(value))
  return kept?.length ? kept : undefined
}

/** The request for a view: empty filters are left out. */
export function toPlanListInput(search: PlansSearch): PlanListInput {
  const status = known('planStatus', search.status)
  const type = known('planType', search.type)
  return {
    page: search.page,
    count: search.count,
    sortField: search.sortField,
    sortType: search.sortType,
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...(search.productId !== undefined ? { productIds: [search.productId] } : {}),
    ...(search.search ? { searchKey: search.search } : {}),
  }
}
