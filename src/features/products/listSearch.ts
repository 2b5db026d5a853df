import { z } from 'zod'
import { productSortFields, sortTypes, type ProductListInput } from '../../api/contract/products'
import { countParam, enumParam, pageParam, searchDefaults } from '../../lib/listSearch'
import { lazySchema } from '../../api/contract/core'

/** The products list's view, kept in the URL; a bad value falls back to its default. */
export const productsSearchSchema = lazySchema(() =>
  z.object({
    page: pageParam,
    count: countParam(20),
    sortField: enumParam(productSortFields, 'id'),
    sortType: enumParam(sortTypes, 'desc'),
    status: enumParam(['all', 'active', 'inactive'], 'all'),
    /** The id of a product just created, to point it out in the list. */
    created: z.int().positive().optional().catch(undefined),
  }),
)
export type ProductsSearch = z.infer<typeof productsSearchSchema>
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
