import type { EndpointOutput } from '../../api/contract/core'
import type { Product, productList } from '../../api/contract/products'

type ProductListOutput = EndpointOutput<typeof productList>

/** The real service's default product, which plans without a product of their own belong to. */
export const DEFAULT_PRODUCT_ID = 0

export interface ProductPage {
  /** The page's own products, without the default product. */
  products: Product[]
  /** How many products match, without the default product. */
  total: number
  /** The default product, when the service listed it. */
  defaultProduct: Product | null
}

/**
 * One page of the product list, read the same way from the spec's answer and the real service's: the
 * real service puts its default product (id 0) first on every page and counts it once more in `total`
 * (when the list is not limited to inactive products). The page keeps it apart, so that paging, counts
 * and exports see every product once.
 */
export function splitDefaultProduct(data: ProductListOutput | undefined): ProductPage {
  const listed = data?.products ?? []
  const defaultProduct = listed.find((product) => product.id === DEFAULT_PRODUCT_ID) ?? null
  const total = data?.total ?? 0
  return {
    products: defaultProduct ? listed.filter((product) => product !== defaultProduct) : listed,
    total: defaultProduct ? Math.max(0, total - 1) : total,
    defaultProduct,
  }
}
