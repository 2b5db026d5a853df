import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import { subscriptionDetailInput as detail, subscriptionListInput as list } from './subscriptions'

describe('subscription list input (list-endpoints 3.4)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(list, {})
    expectAccepted(list, {
      userId: 7,
      status: [2, 7],
      currency: 'EUR',
      planIds: [1],
      productIds: [0, 2],
      amountStart: 0,
      amountEnd: 10000,
      email: 'ada',
      externalUserId: 'ext-7',
      searchKey: 'sub_1',
      page: 0,
      count: 20,
      sortField: 'gmt_modify',
      sortType: 'desc',
      createTimeStart: 1,
      createTimeEnd: 2,
    })
  })

  it('sorts by gmt_create or gmt_modify only', () => {
    expectRejected(list, { sortField: 'status' }, 'sortField', 'Sort field must be gmt_create or gmt_modify')
  })

  it('takes subscription statuses 0 to 9', () => {
    expectAccepted(list, { status: [0, 9] })
    expect(issuesOf(list, { status: [2, 12] })[0]).toMatchObject({ path: 'status.1' })
  })

  it('needs the currency as three upper-case letters', () => {
    expectRejected(list, { currency: 'eur' }, 'currency', 'Currency must be a three-letter upper-case code, for example EUR')
  })

  it('takes product 0 (the default product) but no negative one', () => {
    expectAccepted(list, { productIds: [0] })
    expectRejected(list, { productIds: [-1] }, 'productIds.0', 'Product id cannot be negative')
  })

  it('refuses an amount range whose maximum is below its minimum, on the maximum', () => {
    expectRejected(
      list,
      { amountStart: 500, amountEnd: 100 },
      'amountEnd',
      'Maximum amount must not be less than the minimum amount',
    )
    expectRejected(list, { amountStart: -5 }, 'amountStart', 'Minimum amount cannot be negative')
    expectAccepted(list, { amountStart: 100, amountEnd: 100 })
  })

  it('refuses a creation range that ends before it starts', () => {
    expectRejected(
      list,
      { createTimeStart: 9, createTimeEnd: 8 },
      'createTimeEnd',
      'Created until must not be before created from',
    )
  })
})

describe('subscription detail input (list-endpoints 4)', () => {
  it('needs the subscription id', () => {
    expectAccepted(detail, { subscriptionId: 'sub_1' })
    expectRejected(detail, {}, 'subscriptionId', 'Subscription id is required')
    expectRejected(detail, { subscriptionId: ' ' }, 'subscriptionId', 'Subscription id is required')
  })
})
