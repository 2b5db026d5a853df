import { describe, expect, it } from 'vitest'
import type { Invoice, InvoiceDetail, Refund } from '../../src/api/contract/extensions/invoices'
import type { DialectName } from '../dialect'
import { createTestSandbox, type TestResponse } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const REFUND = '/merchant/invoice/refund'
const MARK_REFUND = '/merchant/invoice/mark_refund'
const MARK_PAID = '/merchant/invoice/mark_wire_transfer_success'
const SEND_EMAIL = '/merchant/invoice/send_email'
const NEW = '/merchant/invoice/new'
const EDIT = '/merchant/invoice/edit'
const FINISH = '/merchant/invoice/finish'
const DELETE = '/merchant/invoice/delete'
const CANCEL = '/merchant/invoice/cancel'
const DETAIL = '/merchant/invoice/detail'
const CREDIT_NOTES = '/merchant/invoice/credit_note/list'
const TIMELINE = '/merchant/payment/timeline/list'

/**
 * Gateways: 1 card, 2 wire transfer (EUR, minimum 100), 3 crypto. Invoices: in_card paid by card (1000 EUR),
 * in_wire waiting for a wire transfer (500 EUR), in_wire_paid paid by wire transfer, in_crypto paid by crypto,
 * in_open waiting for a card payment, in_small waiting for a wire transfer of 50 EUR.
 */
async function sandboxWithInvoices(dialect: DialectName = 'spec') {
  let clock = NOW
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => clock, dialect })
  const paid = (invoiceId: string, gatewayId: number, totalAmount = 1000) => ({
    invoiceId,
    userId: 1,
    currency: 'EUR',
    totalAmount,
    status: 3,
    createTime: NOW - 5 * DAY,
    paidTime: NOW - 5 * DAY + 60,
    gatewayId,
    payments: [{ paymentId: `pay_${invoiceId}`, status: 20, totalAmount, gatewayId, paidTime: NOW - 5 * DAY + 60 }],
  })
  const waiting = (invoiceId: string, gatewayId: number, totalAmount: number) => ({
    invoiceId,
    userId: 1,
    currency: 'EUR',
    totalAmount,
    status: 2,
    createTime: NOW - DAY,
    gatewayId,
    payments: [{ paymentId: `pay_${invoiceId}`, status: 10, totalAmount, gatewayId }],
  })
  const seeded = await sandbox.control('seed', {
    gateways: [
      { gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 },
      { gatewayId: 2, gatewayName: 'wire_transfer', gatewayType: 3, currency: 'EUR', minimumAmount: 100 },
      { gatewayId: 3, gatewayName: 'cryptadium', gatewayType: 2 },
    ],
    users: [{ id: 1, email: 'ada@lovelace.example', gatewayId: 1 }],
    invoices: [
      paid('in_card', 1),
      waiting('in_wire', 2, 500),
      paid('in_wire_paid', 2),
      paid('in_crypto', 3),
      waiting('in_open', 1, 700),
      waiting('in_small', 2, 50),
    ],
  })
  expect(seeded.status).toBe(200)
  return {
    ...sandbox,
    advance: (seconds: number) => {
      clock += seconds
    },
    detail: async (invoiceId: string) =>
      (await sandbox.call<{ invoice: InvoiceDetail }>(DETAIL, { invoiceId })).body.data.invoice,
  }
}

function expectRealRefusal(response: TestResponse<unknown>, message: string) {
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ code: 51, message })
}

function expectSpecRefusal(response: TestResponse<unknown>, pattern: RegExp) {
  expect(response.status).toBe(400)
  expect(response.body.message).toMatch(pattern)
}

const refundOf = (invoiceId: string, refundAmount: number, refundNo: string) => ({
  invoiceId,
  refundAmount,
  reason: 'Charged twice',
  refundNo,
})

describe('invoice/refund (operations.md §3.3)', () => {
  it('refunds part of a card payment: a successful refund, a paid credit note, the payment counts it', async () => {
    const { call, detail } = await sandboxWithInvoices()
    const answer = await call<{ refund: Refund }>(REFUND, refundOf('in_card', 300, 'r-1'))
    expect(answer.status).toBe(200)
    const refund = answer.body.data.refund
    expect(refund).toMatchObject({ paymentId: 'pay_in_card', refundAmount: 300, currency: 'EUR', status: 20 })
    expect(refund.externalRefundId).toBe('pay_in_card-r-1')
    expect(refund.refundComment).toBe('Refund Requested: Charged twice')
    const note = await detail(refund.invoiceId!)
    expect(note).toMatchObject({ refundId: refund.refundId, status: 3, totalAmount: -300 })
    const invoice = await detail('in_card')
    expect(invoice.status).toBe(3)
    expect(invoice.payment?.refundAmount).toBe(300)
  })

  it('adds partial refunds up and refuses what is over what is left, in each dialect', async () => {
    for (const dialect of ['spec', 'real'] as const) {
      const { call } = await sandboxWithInvoices(dialect)
      expect((await call(REFUND, refundOf('in_card', 600, 'a'))).status).toBe(200)
      expect((await call(REFUND, refundOf('in_card', 400, 'b'))).status).toBe(200)
      const over = await call(REFUND, refundOf('in_card', 1, 'c'))
      if (dialect === 'real') expectRealRefusal(over, 'Already refunded €10')
      else expectSpecRefusal(over, /more than is left to refund of payment pay_in_card: 1000 of 1000 EUR/)
    }
  })

  it("refuses more than the invoice's total before anything else", async () => {
    const real = await sandboxWithInvoices('real')
    expectRealRefusal(await real.call(REFUND, refundOf('in_card', 1001, 'x')), 'not enough amount to refund')
    const spec = await sandboxWithInvoices('spec')
    expectSpecRefusal(await spec.call(REFUND, refundOf('in_card', 1001, 'x')), /more than invoice in_card's total of 1000/)
  })

  it('refuses a refund number used already: "Submit Too Fast" for 15 seconds, then "Duplicate Submit"; the refund is made once', async () => {
    const { call, advance, detail } = await sandboxWithInvoices('real')
    expect((await call(REFUND, refundOf('in_card', 100, 'once'))).status).toBe(200)
    advance(14)
    expectRealRefusal(await call(REFUND, refundOf('in_card', 100, 'once')), 'Submit Too Fast')
    advance(1)
    expectRealRefusal(await call(REFUND, refundOf('in_card', 100, 'once')), 'Duplicate Submit')
    expect((await detail('in_card')).payment?.refundAmount).toBe(100)
    // Another number is another refund.
    expect((await call(REFUND, refundOf('in_card', 100, 'twice'))).status).toBe(200)
    expect((await detail('in_card')).payment?.refundAmount).toBe(200)
  })

  it('sends wire transfer and crypto refunds to mark_refund, and mark_refund takes only those', async () => {
    const { call } = await sandboxWithInvoices('real')
    expectRealRefusal(
      await call(REFUND, refundOf('in_wire_paid', 100, 'w')),
      'wire transfer payment refund not available, should refund manual and then mark a payment refund in admin portal',
    )
    expectRealRefusal(
      await call(REFUND, refundOf('in_crypto', 100, 'c')),
      'crypto payment refund not available, refund manual is need and then mark a payment refund',
    )
    expectRealRefusal(
      await call(MARK_REFUND, refundOf('in_card', 100, 'm')),
      'mark refund only support crypto or wire transfer invoice',
    )
    const marked = await call<{ refund: Refund }>(MARK_REFUND, refundOf('in_wire_paid', 250, 'm'))
    expect(marked.status).toBe(200)
    expect(marked.body.data.refund).toMatchObject({ status: 20, refundAmount: 250, type: 2 })
  })

  it('refuses an unpaid invoice: no successful payment to refund', async () => {
    const real = await sandboxWithInvoices('real')
    expectRealRefusal(await real.call(REFUND, refundOf('in_open', 100, 'u')), 'payment not success')
    const spec = await sandboxWithInvoices('spec')
    expectSpecRefusal(await spec.call(REFUND, refundOf('in_open', 100, 'u')), /only a successful payment can be refunded/)
  })

  it('refuses, before any record is read, what the contract refuses: no refund number, an amount of 0', async () => {
    const { call } = await sandboxWithInvoices('spec')
    expect((await call(REFUND, { invoiceId: 'in_card', refundAmount: 100, reason: 'x' })).status).toBe(400)
    expect((await call(REFUND, refundOf('in_card', 0, 'z'))).status).toBe(400)
  })

  it('lists the credit note and the refund in the payments timeline', async () => {
    const { call } = await sandboxWithInvoices('real')
    const refund = (await call<{ refund: Refund }>(REFUND, refundOf('in_card', 300, 'r-1'))).body.data.refund
    const notes = (await call<{ creditNotes: InvoiceDetail[]; total: number }>(CREDIT_NOTES, {})).body.data
    expect(notes.total).toBe(1)
    expect(notes.creditNotes[0]).toMatchObject({ invoiceId: refund.invoiceId, refundId: refund.refundId })
    const refunds = (
      await call<{ paymentTimeLines: { refundId: string; totalAmount: number; status: number }[]; total: number }>(TIMELINE, {
        timelineTypes: [1],
      })
    ).body.data
    expect(refunds.paymentTimeLines.map((entry) => [entry.refundId, entry.totalAmount, entry.status])).toEqual([
      [refund.refundId, 300, 1],
    ])
    const payments = (await call<{ total: number }>(TIMELINE, { timelineTypes: [0], status: [1] })).body.data
    expect(payments.total).toBe(3)
  })
})

describe('invoice/mark_wire_transfer_success (operations.md §3.8)', () => {
  it('pays a wire-transfer invoice waiting for its payment, with the bank reference', async () => {
    const { call, detail } = await sandboxWithInvoices('real')
    expect((await call(MARK_PAID, { invoiceId: 'in_wire', transferNumber: 'BANK-77' })).status).toBe(200)
    const invoice = await detail('in_wire')
    expect(invoice.status).toBe(3)
    expect(invoice.payment?.status).toBe(20)
  })

  it('refuses an invoice not waiting for payment, not by wire transfer, or below the minimum, in the real texts', async () => {
    const { call } = await sandboxWithInvoices('real')
    expectRealRefusal(
      await call(MARK_PAID, { invoiceId: 'in_wire_paid', transferNumber: 'B' }),
      'invoice not process status, InvoiceId:in_wire_paid',
    )
    expectRealRefusal(await call(MARK_PAID, { invoiceId: 'in_open', transferNumber: 'B' }), 'invoice not wire transfer type')
    expectRealRefusal(
      await call(MARK_PAID, { invoiceId: 'in_small', transferNumber: 'B' }),
      "Total Amount not reach the gateway's minimum amount",
    )
    expectRealRefusal(
      await call(MARK_PAID, { invoiceId: 'in_none', transferNumber: 'B' }),
      'invoice not found, InvoiceId:in_none',
    )
  })

  it('in the spec dialect says why in its own words', async () => {
    const { call } = await sandboxWithInvoices('spec')
    expectSpecRefusal(await call(MARK_PAID, { invoiceId: 'in_open', transferNumber: 'B' }), /not wire transfer/)
    expect((await call(MARK_PAID, { invoiceId: 'in_none', transferNumber: 'B' })).status).toBe(404)
  })
})

describe('invoice/send_email (operations.md §3.8)', () => {
  it('mails the customer, then refuses the same invoice for 10 seconds', async () => {
    const { call, advance, request } = await sandboxWithInvoices('real')
    expect((await call(SEND_EMAIL, { invoiceId: 'in_card' })).status).toBe(200)
    advance(9)
    expectRealRefusal(
      await call(SEND_EMAIL, { invoiceId: 'in_card' }),
      'You are clicking too fast. Please wait a moment and try again.',
    )
    // Another invoice is not locked.
    expect((await call(SEND_EMAIL, { invoiceId: 'in_open' })).status).toBe(200)
    advance(1)
    expect((await call(SEND_EMAIL, { invoiceId: 'in_card' })).status).toBe(200)
    const mailbox = (await request<{ messages: { subject: string }[] }>('/__sandbox/mailbox')).body.data
    const subjects = mailbox.messages.map((mail) => mail.subject)
    expect(subjects.filter((subject) => subject === 'Invoice in_card: receipt')).toHaveLength(2)
    expect(subjects).toContain('Invoice in_open: payment request')
  })
})

describe('one-off invoices: new, edit, finish, delete, cancel (operations.md §3.9)', () => {
  const lines = [
    { name: 'Setup', unitAmountExcludingTax: 1000, quantity: 1 },
    { name: 'Training', description: 'Two hours', unitAmountExcludingTax: 333, quantity: 2 },
  ]

  it('makes a draft with tax per line rounded down, replaces it on edit, publishes it with a payment link', async () => {
    const { call, detail } = await sandboxWithInvoices('real')
    const made = await call<{ invoice: Invoice }>(NEW, { userId: 1, currency: 'EUR', taxPercentage: 1950, lines })
    expect(made.status).toBe(200)
    const draft = made.body.data.invoice
    // 1000 × 19.5 % = 195; 666 × 19.5 % = 129.87 → 129.
    expect(draft).toMatchObject({ status: 1, subscriptionId: '', totalAmount: 1666 + 195 + 129, taxAmount: 324 })
    const edited = await call<{ invoice: Invoice }>(EDIT, {
      invoiceId: draft.invoiceId,
      name: 'Onboarding',
      currency: 'EUR',
      taxPercentage: 0,
      lines: [lines[0]],
    })
    expect(edited.body.data.invoice).toMatchObject({ totalAmount: 1000, taxAmount: 0, invoiceName: 'Onboarding' })
    const published = await call<{ invoice: Invoice }>(FINISH, { invoiceId: draft.invoiceId, daysUtilDue: 7 })
    expect(published.body.data.invoice.status).toBe(2)
    const invoice = await detail(draft.invoiceId!)
    expect(invoice.status).toBe(2)
    expect(invoice.payment?.status).toBe(10)
    // A published invoice is no draft any more.
    expectRealRefusal(await call(DELETE, { invoiceId: draft.invoiceId }), 'invoice not in pending status')
    expectRealRefusal(
      await call(EDIT, { invoiceId: draft.invoiceId, name: '', currency: 'EUR', taxPercentage: 0, lines }),
      'invoice not in pending status',
    )
  })

  it('deletes a draft (again: nothing), and refuses to publish it then', async () => {
    const { call, detail } = await sandboxWithInvoices('real')
    const draft = (await call<{ invoice: Invoice }>(NEW, { userId: 1, currency: 'EUR', taxPercentage: 0, lines })).body.data
      .invoice
    expect((await call(DELETE, { invoiceId: draft.invoiceId })).status).toBe(200)
    expect((await call(DELETE, { invoiceId: draft.invoiceId })).status).toBe(200)
    expect((await detail(draft.invoiceId!)).isDeleted).toBe(1)
    expectRealRefusal(await call(FINISH, { invoiceId: draft.invoiceId, daysUtilDue: 3 }), 'invoice is deleted')
  })

  it('refuses an unknown customer in the real text', async () => {
    const { call } = await sandboxWithInvoices('real')
    expectRealRefusal(await call(NEW, { userId: 99, currency: 'EUR', taxPercentage: 0, lines }), 'send user not found:99')
  })

  it('cancels an invoice waiting for payment with its payment; cancelled again: nothing; a paid one is refused', async () => {
    for (const dialect of ['spec', 'real'] as const) {
      const { call, detail } = await sandboxWithInvoices(dialect)
      expect((await call(CANCEL, { invoiceId: 'in_open' })).status).toBe(200)
      const invoice = await detail('in_open')
      expect(invoice.status).toBe(5)
      expect(invoice.payment?.status).toBe(40)
      expect((await call(CANCEL, { invoiceId: 'in_open' })).status).toBe(200)
      const paid = await call(CANCEL, { invoiceId: 'in_card' })
      if (dialect === 'real') expectRealRefusal(paid, 'invoice not in processing status')
      else expectSpecRefusal(paid, /refund a paid one/)
    }
  })
})
