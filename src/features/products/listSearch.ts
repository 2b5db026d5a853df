import { z } from 'zod'
import { productSortFields, sortTypes, type ProductListInput } from '../../api/contract/products'

/** The products list's view, kept in the URL; a bad value falls back to its default. */
export const productsSearchDefaults = {
  page: 0,
  count: 20,
  sortField: 'id',
  sortType: 'desc',
  status: 'all',
} as const

export const pageSizes = [10, 20, 50, 100] as const

export const productsSearchSchema = z.object({
  page: z.int().min(0).catch(productsSearchDefaults.page).default(productsSearchDefaults.page),
  count: z
    .int()
    .refine((value) => (pageSizes as readonly number[]).includes(value))
    .catch(productsSearchDefaults.count)
    .default(productsSearchDefaults.count),
  sortField: z.enum(productSortFields).catch(productsSearchDefaults.sortField).default(productsSearchDefaults.sortField),
  sortType: z.enum(sortTypes).catch(productsSearchDefaults.sortType).default(productsSearchDefaults.sortType),
  status: z.enum(['all', 'active', 'inactive']).catch(productsSearchDefaults.status).default(productsSearchDefaults.status),
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
