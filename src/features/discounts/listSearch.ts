import { z } from 'zod'
import {
  discountListInput,
  type BatchChildListInput,
  type BatchTemplateListInput,
  type DiscountListInput,
} from '../../api/contract/extensions/discounts'
import { discountSortFields } from '../../api/contract/sorting'
import {
  appliedCount,
  choiceSearch,
  countSearch,
  filterSearch,
  pageSearch,
  sortTypeSearch,
  textSearch,
} from '../../lib/listSearch'

const paging = {
  page: pageSearch,
  count: countSearch(),
  sortField: choiceSearch(discountSortFields, 'gmt_create'),
  sortType: sortTypeSearch,
}

const { status, discountType, billingType, currency } = discountListInput.shape

/**
 * The view of the discount codes list, kept in the URL, and of the batch templates list (they take the
 * same filters): each filter by the contract's rule for it, a bad value falling back to no filter.
 * `search` is part of the code (templates: of the code prefix) or of the name.
 */
export const discountsSearchSchema = z.object({
  ...paging,
  status: filterSearch(status),
  discountType: filterSearch(discountType),
  billingType: filterSearch(billingType),
  currency: filterSearch(currency),
  search: textSearch,
})
export type DiscountsSearch = z.output<typeof discountsSearchSchema>
export const discountsSearchDefaults = discountsSearchSchema.parse({})

/** How many of the view's filters are applied (sorting and paging are none). */
export function filtersApplied(search: Omit<DiscountsSearch, 'page'>): number {
  return appliedCount([search.status, search.discountType, search.billingType, search.currency, search.search])
}

/** The list request of a view, for codes and for templates alike. */
export function toListInput(search: DiscountsSearch): DiscountListInput & BatchTemplateListInput {
  const { search: searchKey, status, discountType, billingType, ...rest } = search
  return {
    ...rest,
    ...(status?.length ? { status } : {}),
    ...(discountType?.length ? { discountType } : {}),
    ...(billingType?.length ? { billingType } : {}),
    ...(searchKey ? { searchKey } : {}),
  }
}

/** The view of a template's child codes list, kept in the URL of the template's page. */
export const childrenSearchSchema = z.object({ ...paging, code: textSearch })
export type ChildrenSearch = z.output<typeof childrenSearchSchema>
export const childrenSearchDefaults = childrenSearchSchema.parse({})

export function toChildListInput(templateId: number, { code, ...rest }: ChildrenSearch): BatchChildListInput {
  return { templateId, ...rest, ...(code ? { code } : {}) }
}

/** The fields the codes and templates lists sort by. */
export const sortFields = [
  { value: 'gmt_create', label: 'Created' },
  { value: 'gmt_modify', label: 'Last modified' },
] as const
