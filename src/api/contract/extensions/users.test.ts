import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import { userListInput as list, userSearchInput as search } from './users'

describe('user list input (list-endpoints 3.1)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(list, {})
    expectAccepted(list, {
      userId: 7,
      email: 'ada@',
      firstName: 'Ad',
      lastName: 'Love',
      searchKey: 'lovelace',
      subscriptionId: 'sub_1',
      externalUserId: 'ext-7',
      subStatus: [2, 7],
      status: [0],
      planIds: [1, 3],
      gatewayIds: [1],
      deleteInclude: false,
      page: 2,
      count: 50,
      sortField: 'recurring_amount',
      sortType: 'asc',
      createTimeStart: 1700000000,
      createTimeEnd: 1800000000,
    })
  })

  it('sorts by the nine fields the service allows', () => {
    for (const sortField of [
      'user_id',
      'gmt_create',
      'email',
      'user_name',
      'subscription_name',
      'subscription_status',
      'payment_method',
      'recurring_amount',
      'billing_type',
    ]) {
      expectAccepted(list, { sortField })
    }
    expectRejected(
      list,
      { sortField: 'name' },
      'sortField',
      'Sort field must be user_id, gmt_create, email, user_name, subscription_name, subscription_status, payment_method, recurring_amount or billing_type',
    )
  })

  it('filters by customer status 0 or 2, and by the subscription statuses', () => {
    expectRejected(list, { status: [1] }, 'status.0', 'Status must be 0 (active) or 2 (suspended)')
    expectRejected(
      list,
      { subStatus: [10] },
      'subStatus.0',
      'Subscription status must be 0 (initialising), 1 (pending), 2 (active), 3 (pending inactive), 4 (cancelled), 5 (expired), 6 (suspended), 7 (incomplete), 8 (processing) or 9 (failed)',
    )
  })

  it('needs ids greater than 0', () => {
    expectRejected(list, { userId: 0 }, 'userId', 'User id must be greater than 0')
    expectRejected(list, { planIds: [2, -1] }, 'planIds.1', 'Plan id must be greater than 0')
    expectRejected(list, { gatewayIds: [1.5] }, 'gatewayIds.0', 'Gateway id must be a whole number')
  })

  it('needs text filters to be text and deleteInclude a boolean', () => {
    expectRejected(list, { email: 3 }, 'email', 'E-mail must be text')
    expectRejected(list, { deleteInclude: 'yes' }, 'deleteInclude', 'Include deleted must be true or false')
  })

  it('refuses a creation range that ends before it starts', () => {
    expect(issuesOf(list, { createTimeStart: 10, createTimeEnd: 9 })).toEqual([
      { path: 'createTimeEnd', message: 'Created until must not be before created from' },
    ])
  })

  it('refuses a page size out of range and a negative page', () => {
    expectRejected(list, { count: 0 }, 'count', 'Page size must be at least 1')
    expectRejected(list, { page: -1 }, 'page', 'Page cannot be negative')
  })
})

describe('user search input (list-endpoints 3.2)', () => {
  it('needs the text to search, trimmed', () => {
    expect(search.parse({ searchKey: ' ada ' })).toEqual({ searchKey: 'ada' })
    expectRejected(search, {}, 'searchKey', 'Search text is required')
    expectRejected(search, { searchKey: '   ' }, 'searchKey', 'Search text is required')
  })
})
