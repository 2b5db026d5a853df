import { describe, it } from 'vitest'
import { expectAccepted, expectRejected } from '../testing'
import { creditNoteListInput as creditNotes, paymentTimelineListInput as timeline } from './payments'

describe('payments and refunds list input (operations 3.6)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(timeline, {})
    expectAccepted(timeline, {
      userId: 3,
      amountStart: 0,
      amountEnd: 5000,
      status: [0, 1, 2, 3],
      timelineTypes: [0, 1],
      gatewayIds: [1],
      currency: 'EUR',
      page: 1,
      count: 50,
      sortField: 'user_id',
      sortType: 'asc',
      createTimeStart: 1,
      createTimeEnd: 2,
    })
  })

  it('takes the timeline codes: status 0 to 3, kind 0 (payment) or 1 (refund)', () => {
    expectRejected(timeline, { status: [4] }, 'status.0', 'Status must be 0 (pending), 1 (success), 2 (failed) or 3 (cancelled)')
    expectRejected(timeline, { timelineTypes: [2] }, 'timelineTypes.0', 'Kind must be 0 (payment) or 1 (refund)')
  })

  it('sorts by the four fields the service allows', () => {
    for (const sortField of ['merchant_id', 'gmt_create', 'gmt_modify', 'user_id']) expectAccepted(timeline, { sortField })
    expectRejected(
      timeline,
      { sortField: 'total_amount' },
      'sortField',
      'Sort field must be merchant_id, gmt_create, gmt_modify or user_id',
    )
  })

  it('refuses ranges in the wrong order', () => {
    expectRejected(
      timeline,
      { amountStart: 10, amountEnd: 9 },
      'amountEnd',
      'Maximum amount must not be less than the minimum amount',
    )
    expectRejected(
      timeline,
      { createTimeStart: 10, createTimeEnd: 9 },
      'createTimeEnd',
      'Created until must not be before created from',
    )
  })
})

describe('credit notes list input (list-endpoints 3.5)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(creditNotes, {})
    expectAccepted(creditNotes, {
      searchKey: 'ada',
      emails: 'ada@analytical.example; grace@navy.example',
      status: [2, 3],
      gatewayIds: [1],
      planIds: [1, 3],
      currency: 'USD',
      page: 0,
      count: 20,
      sortField: 'total_amount',
      sortType: 'desc',
      createTimeStart: 0,
      createTimeEnd: 0,
    })
  })

  it('sorts as the invoice list does', () => {
    expectRejected(
      creditNotes,
      { sortField: 'user_id' },
      'sortField',
      'Sort field must be invoice_id, gmt_create, gmt_modify, period_end or total_amount',
    )
  })

  it('takes invoice statuses and plan ids greater than 0', () => {
    expectRejected(creditNotes, { planIds: [0] }, 'planIds.0', 'Plan id must be greater than 0')
    expectRejected(
      creditNotes,
      { status: [9] },
      'status.0',
      'Status must be 0 (draft), 1 (open), 2 (processing), 3 (paid), 4 (failed), 5 (cancelled) or 6 (reversed)',
    )
  })
})
