import { describe, it } from 'vitest'
import { expectAccepted, expectRejected } from '../testing'
import { invoiceDetailInput as detail, invoiceListInput as list } from './invoices'

describe('invoice list input (list-endpoints 3.5)', () => {
  it('accepts no members, or every documented one', () => {
    expectAccepted(list, {})
    expectAccepted(list, {
      userId: 7,
      firstName: 'Ada',
      lastName: 'Love',
      sendEmail: '@example.com',
      currency: 'USD',
      status: [1, 3],
      amountStart: 100,
      amountEnd: 200,
      type: 0,
      deleteInclude: true,
      gatewayIds: [2],
      searchKey: 'Pro',
      page: 1,
      count: 100,
      sortField: 'total_amount',
      sortType: 'asc',
      createTimeStart: 1,
      createTimeEnd: 0,
    })
  })

  it('sorts by the five fields the service allows', () => {
    for (const sortField of ['invoice_id', 'gmt_create', 'gmt_modify', 'period_end', 'total_amount']) {
      expectAccepted(list, { sortField })
    }
    expectRejected(
      list,
      { sortField: 'amount' },
      'sortField',
      'Sort field must be invoice_id, gmt_create, gmt_modify, period_end or total_amount',
    )
  })

  it('takes invoice statuses 0 to 6', () => {
    expectAccepted(list, { status: [0, 6] })
    expectRejected(
      list,
      { status: [7] },
      'status.0',
      'Status must be 0 (draft), 1 (open), 2 (processing), 3 (paid), 4 (failed), 5 (cancelled) or 6 (reversed)',
    )
  })

  it('takes type 0 (payment invoices) or 1 (credit notes)', () => {
    expectAccepted(list, { type: 1 })
    expectRejected(list, { type: 2 }, 'type', 'Type must be 0 (payment invoices) or 1 (credit notes)')
  })

  it('refuses an amount range whose maximum is below its minimum, on the maximum', () => {
    expectRejected(
      list,
      { amountStart: 201, amountEnd: 200 },
      'amountEnd',
      'Maximum amount must not be less than the minimum amount',
    )
    expectRejected(list, { amountEnd: 1.5 }, 'amountEnd', 'Maximum amount must be a whole number')
  })

  it('refuses a creation range that ends before it starts, and a bad currency', () => {
    expectRejected(
      list,
      { createTimeStart: 5, createTimeEnd: 4 },
      'createTimeEnd',
      'Created until must not be before created from',
    )
    expectRejected(list, { currency: 'EURO' }, 'currency', 'Currency must be a three-letter upper-case code, for example EUR')
  })
})

describe('invoice detail input (list-endpoints 4)', () => {
  it('needs the invoice id', () => {
    expectAccepted(detail, { invoiceId: 'in_1' })
    expectRejected(detail, { invoiceId: '' }, 'invoiceId', 'Invoice id is required')
  })
})
