import { describe, it } from 'vitest'
import { expectAccepted, expectRejected } from '../testing'
import {
  batchChildListInput as children,
  batchTemplateListInput as templates,
  discountDetailInput as detail,
  discountListInput as list,
} from './discounts'

describe('discount list input (list-endpoints 3.6)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(list, {})
    expectAccepted(list, {
      discountType: [1, 2],
      billingType: [2],
      status: [1, 10],
      code: 'spring',
      searchKey: 'sale',
      currency: 'EUR',
      page: 0,
      count: 20,
      sortField: 'gmt_create',
      sortType: 'asc',
      createTimeStart: 0,
      createTimeEnd: 1,
    })
  })

  it('takes the discount codes of the real service', () => {
    expectRejected(list, { discountType: [3] }, 'discountType.0', 'Discount type must be 1 (percentage) or 2 (fixed amount)')
    expectRejected(list, { billingType: [0] }, 'billingType.0', 'Billing type must be 1 (one-time) or 2 (recurring)')
    expectRejected(
      list,
      { status: [5] },
      'status.0',
      'Status must be 1 (editable), 2 (active), 3 (deactivated), 4 (expired) or 10 (archived)',
    )
  })

  it('sorts by gmt_create or gmt_modify', () => {
    expectRejected(list, { sortField: 'code' }, 'sortField', 'Sort field must be gmt_create or gmt_modify')
  })

  it('refuses a creation range that ends before it starts', () => {
    expectRejected(
      list,
      { createTimeStart: 2, createTimeEnd: 1 },
      'createTimeEnd',
      'Created until must not be before created from',
    )
  })
})

describe('discount detail input (list-endpoints 4)', () => {
  it('needs a discount id greater than 0', () => {
    expectAccepted(detail, { id: 3 })
    expectRejected(detail, { id: 0 }, 'id', 'Discount id must be greater than 0')
    expectRejected(detail, {}, 'id', 'Discount id must be a whole number')
  })
})

describe('batch template list input (list-endpoints 3.7)', () => {
  it('accepts the discount filters and a code prefix', () => {
    expectAccepted(templates, { codePrefix: 'SUM', searchKey: 'summer', status: [2], discountType: [1], currency: 'EUR' })
    expectRejected(templates, { codePrefix: 7 }, 'codePrefix', 'Code prefix must be text')
    expectRejected(
      templates,
      { status: [0] },
      'status.0',
      'Status must be 1 (editable), 2 (active), 3 (deactivated), 4 (expired) or 10 (archived)',
    )
  })
})

describe('batch child list input (list-endpoints 3.7)', () => {
  it('needs the template id', () => {
    expectAccepted(children, { templateId: 1, code: 'sum', page: 1, count: 10, sortField: 'gmt_modify' })
    expectRejected(children, {}, 'templateId', 'Template id must be a whole number')
    expectRejected(children, { templateId: -2 }, 'templateId', 'Template id must be greater than 0')
  })

  it('refuses a creation range that ends before it starts', () => {
    expectRejected(
      children,
      { templateId: 1, createTimeStart: 2, createTimeEnd: 1 },
      'createTimeEnd',
      'Created until must not be before created from',
    )
  })
})
