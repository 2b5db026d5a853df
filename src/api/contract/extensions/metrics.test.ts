import { describe, it } from 'vitest'
import { expectAccepted, expectRejected } from '../testing'
import { metricDetailInput as detail, metricListInput as list } from './metrics'

describe('metric list input (list-endpoints 3.9)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(list, {})
    expectAccepted(list, { searchKey: 'api', page: 1, count: 10, sortField: 'gmt_create', sortType: 'asc', createTimeStart: 1 })
  })

  it('sorts by gmt_create only', () => {
    expectRejected(list, { sortField: 'user_id' }, 'sortField', 'Sort field must be gmt_create')
  })

  it('refuses a creation range that ends before it starts', () => {
    expectRejected(
      list,
      { createTimeStart: 3, createTimeEnd: 2 },
      'createTimeEnd',
      'Created until must not be before created from',
    )
  })
})

describe('metric detail input (list-endpoints 4)', () => {
  it('needs a metric id greater than 0', () => {
    expectAccepted(detail, { metricId: 8 })
    expectRejected(detail, { metricId: 0 }, 'metricId', 'Metric id must be greater than 0')
  })
})
