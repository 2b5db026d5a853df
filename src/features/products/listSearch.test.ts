import { describe, expect, it } from 'vitest'
import { productListInput } from '../../api/contract/products'
import { productsSearchSchema, toListInput } from './listSearch'

describe('products list search params', () => {
  it('fills the defaults', () => {
    expect(productsSearchSchema.parse({})).toEqual({ page: 0, count: 20, sortField: 'id', sortType: 'desc', status: 'all' })
  })
  it('keeps good values', () => {
    expect(
      productsSearchSchema.parse({ page: 3, count: 50, sortField: 'create_time', sortType: 'asc', status: 'inactive' }),
    ).toMatchObject({
      page: 3,
      count: 50,
      sortField: 'create_time',
      sortType: 'asc',
      status: 'inactive',
    })
  })
  it('falls back to the default for each bad value', () => {
    expect(
      productsSearchSchema.parse({ page: -2, count: 7, sortField: 'name', sortType: 'up', status: 3, created: 'x' }),
    ).toEqual({ page: 0, count: 20, sortField: 'id', sortType: 'desc', status: 'all', created: undefined })
    expect(productsSearchSchema.parse({ page: 1.5 }).page).toBe(0)
  })
  it('maps to a request the contract accepts', () => {
    const input = toListInput(productsSearchSchema.parse({ status: 'active', page: 2 }))
    expect(input).toEqual({ page: 2, count: 20, sortField: 'id', sortType: 'desc', status: [1] })
    expect(productListInput.safeParse(input).success).toBe(true)
    expect(toListInput(productsSearchSchema.parse({})).status).toBeUndefined()
  })
})
