import { z } from 'zod'
import { productSortFields, sortTypes, type ProductListInput } from '../../api/contract/products'
import { countParam, enumParam, pageParam } from '../../lib/listSearch'

/** The products list's view, kept in the URL; a bad value falls back to its default. */
export const productsSearchDefaults = {
  page: 0,
  count: 20,
  sortField: 'id',
  sortType: 'desc',
  status: 'all',
} as const

export const productsSearchSchema = z.object({
  page: pageParam,
  count: countParam(productsSearchDefaults.count),
  sortField: enumParam(productSortFields, productsSearchDefaults.sortField),
  sortType: enumParam(sortTypes, productsSearchDefaults.sortType),
  status: enumParam(['all', 'active', 'inactive'], productsSearchDefaults.status),
  /** The id of a product just created, to point it out in the list. */
  created: z.int().positive().optional().catch(undefined),
})
export type ProductsSearch = z.infer<typeof productsSearchSchema>

export function toListInput(search: ProductsSearch): ProductListInput {
  return {
    page: search.page,
    count: search.count,
    sortField: search.sortField,
    sortType: search.sortType,
    ...(search.status === 'all' ? {} : { status: [search.status === 'active' ? 1 : 2] }),
  }
}
