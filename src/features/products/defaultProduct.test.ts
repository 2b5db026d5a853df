import { describe, expect, it } from 'vitest'
import { splitDefaultProduct } from './defaultProduct'

const product = (id: number) => ({ id, productName: `Product ${id}` })
const defaultProduct = { id: 0, productName: 'Default', description: 'System Default Product', status: 1 }

describe('splitDefaultProduct', () => {
  it("takes the real service's default product out of the page and the count", () => {
    const page = splitDefaultProduct({ products: [defaultProduct, product(120), product(119)], total: 121 })
    expect(page).toEqual({ products: [product(120), product(119)], total: 120, defaultProduct })
  })

  it('leaves a page without it as it is', () => {
    expect(splitDefaultProduct({ products: [product(5)], total: 5 })).toEqual({
      products: [product(5)],
      total: 5,
      defaultProduct: null,
    })
  })

  it('reads an empty or null list, and no answer yet, as no products', () => {
    expect(splitDefaultProduct({ products: null, total: 0 })).toEqual({ products: [], total: 0, defaultProduct: null })
    expect(splitDefaultProduct(undefined)).toEqual({ products: [], total: 0, defaultProduct: null })
  })

  it('counts only the default product on a page past the end', () => {
    expect(splitDefaultProduct({ products: [defaultProduct], total: 121 })).toEqual({ products: [], total: 120, defaultProduct })
  })
})
