import { describe, expect, it } from 'vitest'
import { invoiceListInput } from '../../api/contract/extensions/invoices'
import { filtersApplied, invoicesSearchDefaults, invoicesSearchSchema, toListInput } from './listSearch'

describe('invoices list search params', () => {
  it('takes a good view, and sends it as a request the contract accepts', () => {
    const view = {
      page: 2,
      count: 50,
      sortField: 'total_amount',
      sortType: 'asc',
      status: [1, 3],
      currency: 'EUR',
      amountStart: 1000,
      amountEnd: 5000,
      userId: 7,
      email: 'ada@',
    }
    const search = invoicesSearchSchema.parse(view)
    expect(search).toEqual(view)
    const input = toListInput(search)
    expect(input).toEqual({
      page: 2,
      count: 50,
      sortField: 'total_amount',
      sortType: 'asc',
      status: [1, 3],
      currency: 'EUR',
      amountStart: 1000,
      amountEnd: 5000,
      userId: 7,
      sendEmail: 'ada@',
    })
    expect(invoiceListInput.safeParse(input).success).toBe(true)
  })

  it('falls back to no filter on a value the contract refuses, never failing', () => {
    expect(
      invoicesSearchSchema.parse({ sortField: 'price', status: [9], currency: 'euro', userId: 0, amountStart: -5, page: -1 }),
    ).toEqual({ ...invoicesSearchDefaults, status: undefined, currency: undefined, userId: undefined, amountStart: undefined })
  })

  it('drops an amount range without a currency, or whose minimum exceeds its maximum', () => {
    expect(invoicesSearchSchema.parse({ amountStart: 100 })).toMatchObject({ amountStart: undefined })
    expect(invoicesSearchSchema.parse({ currency: 'EUR', amountStart: 500, amountEnd: 100 })).toMatchObject({
      currency: 'EUR',
      amountStart: undefined,
      amountEnd: undefined,
    })
    expect(invoicesSearchSchema.parse({ currency: 'EUR', amountStart: 500 })).toMatchObject({ amountStart: 500 })
  })

  it('leaves the defaults and empty filters out of the request', () => {
    expect(toListInput(invoicesSearchSchema.parse({ status: [] }))).toEqual({
      page: 0,
      count: 20,
      sortField: 'gmt_create',
      sortType: 'desc',
    })
  })
})

describe('filtersApplied', () => {
  it('counts the filters with a value, not the order, the page or the page size', () => {
    expect(filtersApplied(invoicesSearchDefaults)).toBe(0)
    expect(filtersApplied({ ...invoicesSearchDefaults, count: 50, sortType: 'asc', status: [1, 3], email: 'ada@' })).toBe(2)
  })
})
