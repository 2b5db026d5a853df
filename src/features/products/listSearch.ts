import { z } from 'zod'
import { positiveInt } from '../../api/contract/core'
import type { ProductListInput } from '../../api/contract/products'
import { productSortFields } from '../../api/contract/sorting'
import { choiceSearch, countSearch, filterSearch, pageSearch, sortTypeSearch } from '../../lib/listSearch'

/** The products list's view, kept in the URL; a bad value falls back to its default. */
export const productsSearchSchema = z.object({
  page: pageSearch,
  count: countSearch(),
  sortField: choiceSearch(productSortFields, 'id'),
  sortType: sortTypeSearch,
  status: choiceSearch(['all', 'active', 'inactive'], 'all'),
  /** The id of a product just created, to point it out in the list. */
  created: filterSearch(positiveInt('Product id')),
})
export type ProductsSearch = z.output<typeof productsSearchSchema>
export const productsSearchDefaults = productsSearchSchema.parse({})

export function toListInput(search: ProductsSearch): ProductListInput {
  return {
    page: search.page,
    count: search.count,
    sortField: search.sortField,
    sortType: search.sortType,
    ...(search.status === 'all' ? {} : { status: [search.status === 'active' ? 1 : 2] }),
  }
}
