import type { ProductListInput } from '../../api/contract/products'
import { productSortFields, sortTypes } from '../../api/contract/sorting'
import { countParam, enumParam, intParam, pageParam, searchDefaults, searchSchema } from '../../lib/listSearch'

/** The products list's view, kept in the URL; a bad value falls back to its default. */
export const productsSearchSchema = searchSchema({
  page: pageParam,
  count: countParam(20),
  sortField: enumParam(productSortFields, 'id'),
  sortType: enumParam(sortTypes, 'desc'),
  status: enumParam(['all', 'active', 'inactive'], 'all'),
  /** The id of a product just created, to point it out in the list. */
  created: intParam(1),
})
export type ProductsSearch = ReturnType<typeof productsSearchSchema.parse>
export const productsSearchDefaults = searchDefaults(productsSearchSchema)

export function toListInput(search: ProductsSearch): ProductListInput {
  return {
    page: search.page,
    count: search.count,
    sortField: search.sortField,
    sortType: search.sortType,
    ...(search.status === 'all' ? {} : { status: [search.status === 'active' ? 1 : 2] }),
  }
}
