import { describe, it } from 'vitest'
import { expectAccepted, expectRejected } from '../testing'
import { planDetailInput as detail, planListInput as list } from './plans'

describe('plan list input (list-endpoints 3.8)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(list, {})
    expectAccepted(list, {
      planIds: [1, 2],
      productIds: [0, 3],
      type: [1, 2, 3],
      status: [1, 2, 3, 4, 5],
      publishStatus: 2,
      currency: 'GBP',
      searchKey: 'monthly',
      page: 0,
      count: 100,
      sortField: 'plan_name',
      sortType: 'asc',
    })
  })

  it('takes the plan types, statuses and publish statuses of the real service', () => {
    expectRejected(list, { type: [0] }, 'type.0', 'Plan type must be 1 (main), 2 (recurring add-on) or 3 (one-time add-on)')
    expectRejected(
      list,
      { status: [6] },
      'status.0',
      'Status must be 1 (editing), 2 (active), 3 (inactive), 4 (archived) or 5 (archived for good)',
    )
    expectRejected(list, { publishStatus: 0 }, 'publishStatus', 'Publish status must be 1 (unpublished) or 2 (published)')
  })

  it('sorts by plan_name, gmt_create or gmt_modify', () => {
    expectRejected(list, { sortField: 'amount' }, 'sortField', 'Sort field must be plan_name, gmt_create or gmt_modify')
  })

  it('takes product 0 (the default product) and plan ids greater than 0', () => {
    expectRejected(list, { planIds: [0] }, 'planIds.0', 'Plan id must be greater than 0')
    expectRejected(list, { productIds: [1.5] }, 'productIds.0', 'Product id must be a whole number')
  })
})

describe('plan detail input (list-endpoints 4)', () => {
  it('needs a plan id greater than 0', () => {
    expectAccepted(detail, { planId: 1 })
    expectRejected(detail, { planId: 0 }, 'planId', 'Plan id must be greater than 0')
  })
})
