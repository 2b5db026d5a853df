import { describe, expect, it } from 'vitest'
import { batchChildListInput, batchTemplateListInput, discountListInput } from '../../api/contract/extensions/discounts'
import {
  childrenSearchSchema,
  discountsSearchDefaults,
  filtersApplied,
  discountsSearchSchema,
  toChildListInput,
  toListInput,
} from './listSearch'

describe('discount lists search params', () => {
  it('take a good view, sent as a request the contract accepts for codes and for templates', () => {
    const view = {
      page: 1,
      count: 50,
      sortField: 'gmt_modify',
      sortType: 'asc',
      status: [1, 2],
      discountType: [2],
      billingType: [1],
      currency: 'EUR',
      search: 'summer',
    }
    const search = discountsSearchSchema.parse(view)
    expect(search).toEqual(view)
    const input = toListInput(search)
    expect(input).toEqual({
      page: 1,
      count: 50,
      sortField: 'gmt_modify',
      sortType: 'asc',
      status: [1, 2],
      discountType: [2],
      billingType: [1],
      currency: 'EUR',
      searchKey: 'summer',
    })
    expect(discountListInput.safeParse(input).success).toBe(true)
    expect(batchTemplateListInput.safeParse(input).success).toBe(true)
  })

  it('fall back to no filter on a value the contract refuses, never failing', () => {
    expect(
      discountsSearchSchema.parse({
        status: [7],
        discountType: [3],
        billingType: 'x',
        currency: 'eur',
        sortField: 'code',
        count: 3,
      }),
    ).toEqual(discountsSearchDefaults)
  })

  it('leave the defaults and empty filters out of the request', () => {
    expect(toListInput(discountsSearchSchema.parse({ status: [] }))).toEqual({
      page: 0,
      count: 20,
      sortField: 'gmt_create',
      sortType: 'desc',
    })
  })

  it('of a template’s child codes name the template', () => {
    const input = toChildListInput(5, childrenSearchSchema.parse({ code: ' aaa ', page: 2 }))
    expect(input).toEqual({ templateId: 5, code: 'aaa', page: 2, count: 20, sortField: 'gmt_create', sortType: 'desc' })
    expect(batchChildListInput.safeParse(input).success).toBe(true)
  })
})

describe('filtersApplied', () => {
  it('counts the filters with a value, not the order, the page or the page size', () => {
    expect(filtersApplied(discountsSearchDefaults)).toBe(0)
    expect(filtersApplied({ ...discountsSearchDefaults, count: 50, status: [1], currency: 'EUR', search: '' })).toBe(2)
  })
})
