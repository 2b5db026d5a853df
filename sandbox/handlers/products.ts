import { productList, productNew, productSortFields } from '../../src/api/contract/products'
import { readListRequest } from '../extensions/listing'
import { buildProduct, type ProductRecord } from '../records'
import { defineArea, handle } from '../registry'

/**
 * Products (4.2 create, 4.3 list). A product's `metaData` is the text of the metadata it was created with
 * (what it is without metadata depends on the dialect). The dialect may put products at the head of every
 * page (the real service's default product, id 0, counted in `total`), and says what an empty page is; the real
 * dialect reads the list's paging and sorting as the service does (`readListRequest`).
 */

const sortKeys = {
  id: (product: ProductRecord) => product.id,
  create_time: (product: ProductRecord) => product.createTime,
  gmt_modify: (product: ProductRecord) => product.gmtModify,
} as const

export default defineArea({
  area: 'products',
  handlers: [
    handle(productNew, ({ input, store, now, dialect }) => {
      const time = now()
      const { metadata, ...fields } = input
      const metaData = dialect.productMetaData(metadata)
      const product = store.products.put(buildProduct(store, { ...fields, metaData, createTime: time, gmtModify: time }))
      return { product }
    }),

    handle(
      productList,
      ({ input, store, dialect }) => {
        const { page = 0, count = 20, sortField = 'id', sortType = 'desc', status } = input
        const key = sortKeys[sortField]
        const direction = sortType === 'asc' ? 1 : -1
        // Ties (same time) are ordered by id in the same direction.
        const sorted = store.products.sorted(`${sortField}:${sortType}`, (a, b) => (key(a) - key(b) || a.id - b.id) * direction)
        const statuses = status?.length ? new Set<number>(status) : undefined
        const matching = sorted.filter((product) => !product.isDeleted && (!statuses || statuses.has(product.status)))
        const leading = dialect.leadingProducts(statuses)
        const products = [...leading, ...matching.slice(page * count, (page + 1) * count)]
        return { products: dialect.list(products, 'null'), total: matching.length + leading.length }
      },
      // As the service reads it (real dialect): any page size, a negative page as the first; a part of a sort field fails
      // in its database, which it answers with no products at all.
      {
        prepare: readListRequest(
          { fields: productSortFields, errorText: 'create_time|gmt_modify' },
          (dialect) => ({ products: dialect.list([], 'null'), total: 0 }),
          { serviceOnly: true },
        ),
      },
    ),
  ],
})
