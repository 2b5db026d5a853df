import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import {
  invoiceEditInput as edit,
  invoiceFinishInput as finish,
  invoiceIdInput,
  invoiceMarkRefundInput as markRefund,
  invoiceMarkWireTransferSuccessInput as markPaid,
  invoiceNewInput as create,
  invoiceRefundInput as refund,
  invoiceRefundInputWithin,
} from './invoiceActions'

const aRefund = { invoiceId: 'in_3', refundAmount: 500, reason: 'Charged twice', refundNo: 'f1b1c2d3' }

describe('refund input (operations 3.3)', () => {
  it('needs the invoice, an amount above 0 in whole minor units, a reason and the refund number', () => {
    expectAccepted(refund, aRefund)
    expect(issuesOf(refund, {})).toEqual([
      { path: 'invoiceId', message: 'Invoice id is required' },
      { path: 'refundAmount', message: 'Refund amount must be a whole number' },
      { path: 'reason', message: 'Reason is required' },
      { path: 'refundNo', message: 'Refund number is required' },
    ])
    expectRejected(refund, { ...aRefund, refundAmount: 0 }, 'refundAmount', 'Refund amount must be greater than 0')
    expectRejected(refund, { ...aRefund, refundAmount: 12.5 }, 'refundAmount', 'Refund amount must be a whole number')
    expectRejected(refund, { ...aRefund, reason: '   ' }, 'reason', 'Reason is required')
    expectRejected(refund, { ...aRefund, refundNo: '' }, 'refundNo', 'Refund number is required')
  })

  it('keeps the reason within 64 characters, as the official portal does', () => {
    expectAccepted(refund, { ...aRefund, reason: 'x'.repeat(64) })
    expectRejected(refund, { ...aRefund, reason: 'x'.repeat(65) }, 'reason', 'Reason cannot exceed 64 characters')
  })

  it('refuses more than what is left to refund, at the amount', () => {
    const within = invoiceRefundInputWithin(1000, '€10.00')
    expectAccepted(within, { ...aRefund, refundAmount: 1000 })
    expectRejected(
      within,
      { ...aRefund, refundAmount: 1001 },
      'refundAmount',
      'Refund amount cannot exceed €10.00, what is left to refund',
    )
    expect(issuesOf(within, { ...aRefund, refundAmount: -1 })).toEqual([
      { path: 'refundAmount', message: 'Refund amount must be greater than 0' },
    ])
  })

  it('records a refund made outside with the same members and rules', () => {
    expectAccepted(markRefund, aRefund)
    expectRejected(markRefund, { ...aRefund, refundNo: undefined }, 'refundNo', 'Refund number is required')
  })
})

describe('mark a wire transfer paid (operations 3.8)', () => {
  it('needs the invoice and the bank reference', () => {
    expectAccepted(markPaid, { invoiceId: 'in_40', transferNumber: 'SEPA-2026-0042', reason: 'Paid by bank transfer' })
    expectRejected(markPaid, { invoiceId: 'in_40', transferNumber: ' ' }, 'transferNumber', 'Transfer reference is required')
  })
})

describe('invoice id input (send e-mail, delete, cancel)', () => {
  it('needs the invoice id', () => {
    expectAccepted(invoiceIdInput, { invoiceId: 'in_1' })
    expectRejected(invoiceIdInput, {}, 'invoiceId', 'Invoice id is required')
  })
})

const line = { name: 'Setup', description: 'Onboarding workshop', unitAmountExcludingTax: 25000, quantity: 2 }

describe('one-off invoice input (operations 3.9)', () => {
  it('needs the customer, the currency, the tax rate and at least one line', () => {
    expectAccepted(create, { userId: 1, currency: 'EUR', taxPercentage: 1900, lines: [line] })
    expectAccepted(create, {
      userId: 1,
      currency: 'EUR',
      taxPercentage: 0,
      gatewayId: 3,
      name: 'Setup',
      lines: [line],
      finish: true,
    })
    expect(issuesOf(create, { lines: [] })).toEqual([
      { path: 'userId', message: 'Customer id must be a whole number' },
      { path: 'currency', message: 'Currency is required' },
      { path: 'taxPercentage', message: 'Tax percentage must be a whole number of basis points' },
      { path: 'lines', message: 'Add at least one line' },
    ])
  })

  it('takes lines with a name, a unit amount of 0 or more and a quantity of at least 1', () => {
    const invoice = { userId: 1, currency: 'EUR', taxPercentage: 1900 }
    expectAccepted(create, { ...invoice, lines: [{ ...line, unitAmountExcludingTax: 0 }] })
    expectRejected(create, { ...invoice, lines: [{ ...line, name: '' }] }, 'lines.0.name', 'Line name is required')
    expectRejected(
      create,
      { ...invoice, lines: [{ ...line, unitAmountExcludingTax: -1 }] },
      'lines.0.unitAmountExcludingTax',
      'Unit amount cannot be negative',
    )
    expectRejected(
      create,
      { ...invoice, lines: [{ ...line, quantity: 0 }] },
      'lines.0.quantity',
      'Quantity must be greater than 0',
    )
    expectRejected(
      create,
      { ...invoice, lines: [{ ...line, unitAmountExcludingTax: Number.MAX_SAFE_INTEGER, quantity: 2 }] },
      'lines',
      'The lines add up to more than an invoice can hold',
    )
  })

  it('takes the tax rate in basis points, 0 to 10000', () => {
    expectRejected(
      create,
      { userId: 1, currency: 'EUR', taxPercentage: 10001, lines: [line] },
      'taxPercentage',
      'Tax percentage cannot exceed 10000 (100 %)',
    )
  })

  it('edits a draft with every member sent: name, currency, tax and lines', () => {
    expectAccepted(edit, { invoiceId: 'in_50', name: '', currency: 'EUR', taxPercentage: 0, lines: [line] })
    expect(issuesOf(edit, { invoiceId: 'in_50', lines: [line] })).toEqual([
      { path: 'name', message: 'Name is required (it may be empty)' },
      { path: 'currency', message: 'Currency is required' },
      { path: 'taxPercentage', message: 'Tax percentage must be a whole number of basis points' },
    ])
  })

  it('publishes with a whole number of days until due, at least 1', () => {
    expectAccepted(finish, { invoiceId: 'in_50', daysUtilDue: 14 })
    expectRejected(finish, { invoiceId: 'in_50', daysUtilDue: 0 }, 'daysUtilDue', 'Days until due must be greater than 0')
    expectRejected(finish, { invoiceId: 'in_50' }, 'daysUtilDue', 'Days until due must be a whole number')
    expectRejected(finish, { invoiceId: 'in_50', daysUtilDue: 3651 }, 'daysUtilDue', 'Days until due cannot exceed 3650')
  })
})
