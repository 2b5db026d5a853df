import { z } from 'zod'
import { planListInput, type PlanListInput } from '../../api/contract/extensions/plans'
import { planSortFields } from '../../api/contract/sorting'
import {
  appliedCount,
  choiceSearch,
  countSearch,
  filterSearch,
  pageSearch,
  sortTypeSearch,
  textSearch,
} from '../../lib/listSearch'

const { status, type, productIds } = planListInput.shape

/**
 * The plans list's view, kept in the URL; a bad value falls back to its default. The service pages
 * plans by 100 unless asked: the page asks for its own size, always.
 */
export const plansSearchSchema = z.object({
  page: pageSearch,
  count: countSearch(),
  sortField: choiceSearch(planSortFields, 'gmt_create'),
  sortType: sortTypeSearch,
  /** Plan statuses (`planStatus` codes); none is every status. */
  status: filterSearch(status.unwrap().min(1)),
  /** Plan types (`planType` codes); none is every type. */
  type: filterSearch(type.unwrap().min(1)),
  /** One product's plans; 0 is the default product. */
  productId: filterSearch(productIds.unwrap().element),
  /** Part of the plan's name or description. */
  search: textSearch,
})
export type PlansSearch = z.output<typeof plansSearchSchema>
export const plansSearchDefaults = plansSearchSchema.parse({})

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

/** The request for a view: empty filters are left out. */
export function toPlanListInput(search: PlansSearch): PlanListInput {
  const { status, type } = search
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
