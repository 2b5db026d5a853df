import { call } from '../../api/client'
import { codeWord } from '../../api/contract/codes'
import { maxPageSize } from '../../api/contract/core'
import { productList, type Product } from '../../api/contract/products'
import type { CsvColumn } from '../../lib/csv'
import { csvFileName } from '../../lib/csvFileName'
import { splitDefaultProduct } from './defaultProduct'
import { toListInput, type ProductsSearch } from './listSearch'

export const productCsvColumns: CsvColumn<Product>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'productName', value: (p) => p.productName },
  // The status as a person reads it, and its code in a column of its own.
  { header: 'status', value: (p) => codeWord('productStatus', p.status) },
  { header: 'statusCode', value: (p) => p.status },
  { header: 'description', value: (p) => p.description },
  { header: 'homeUrl', value: (p) => p.homeUrl },
  { header: 'imageUrl', value: (p) => p.imageUrl },
  { header: 'createTime', value: (p) => p.createTime },
  { header: 'merchantId', value: (p) => p.merchantId },
  { header: 'metaData', value: (p) => p.metaData },
  { header: 'usVATConfig', value: (p) => p.usVATConfig },
]

/**
 * One page of the export: the list's filters and sort, in pages of the most a page may hold (`maxPageSize`), so
 * that 10,000 products take 20 round trips, not 100. The real service's default product, listed on every page, is
 * exported once, with the first page.
 */
export async function fetchProductsPage(search: ProductsSearch, page: number, signal: AbortSignal) {
  const data = await call(productList, { ...toListInput(search), page, count: maxPageSize }, { signal })
  const { products, total, defaultProduct } = splitDefaultProduct(data)
  const withDefault = defaultProduct ? 1 : 0
  return { rows: page === 0 && defaultProduct ? [defaultProduct, ...products] : products, total: total + withDefault }
}

/** A product's key in an export: its id, so that a product pushed onto the next page is written once. */
export const productRowKey = (product: Product) => product.id

export function productsCsvFileName(search: ProductsSearch, date = new Date()) {
  return csvFileName('products', { status: search.status, sort: `${search.sortField}-${search.sortType}` }, date)
}
