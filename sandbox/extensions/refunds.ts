import { InvoiceStatus, PaymentStatus, RefundStatus, RefundType } from '../../src/api/contract/codes'
import type { Refund } from '../../src/api/contract/extensions/invoices'
import { type BillingInvoice, breakdownOf } from '../billing'
import { mailCustomer, recordEvent } from '../events'
import { randomAlphanumeric } from '../random'
import { buildInvoice, type SplitPaymentRecord, type Stored } from '../records'
import type { Workspace } from '../store'

/**
 * Refunds and their credit notes (`operations.md` §3.3). A refund is kept on its credit note: an invoice of the
 * refunded payment (`paymentId`) with a `refundId` and a negative total, as the service writes them. The payment
 * counts what was refunded of it (`refundAmount`). Credit notes seeded without a refund record show one made of
 * their own fields.
 */

/** A refund, as the sandbox keeps it on its credit note. */
export interface RefundRecord {
  refundId: string
  paymentId: string
  /** 10 created, 20 success, 30 failed, 40 cancelled, 50 reversed. */
  status: number
  /** 1 through the gateway, 2 recorded as made outside it. */
  type: number
  refundAmount: number
  /** As given. */
  reason: string
  /** As the service keeps it: "Refund Requested: <reason>" for a gateway refund. */
  refundComment: string
  refundNo: string
  /** `<paymentId>-<refundNo>`: what makes a refund number idempotent. */
  externalRefundId: string
  gatewayRefundId: string
  gatewayId: number
  createTime: number
  refundTime: number
}

/** An invoice that may be a credit note. */
export type CreditNote = BillingInvoice & { refundId?: string; paymentId?: string; refund?: RefundRecord }

/** A payment, with what was refunded of it and the gateway's reference (a bank transfer's number). */
export type RefundablePayment = SplitPaymentRecord & { refundAmount?: number; gatewayPaymentId?: string }

/** The credit notes of a payment, oldest first. */
export function creditNotesOf(ws: Workspace, paymentId: string): CreditNote[] {
  const notes: CreditNote[] = ws.invoices.filter(
    (invoice: CreditNote) => Boolean(invoice.refundId) && invoice.paymentId === paymentId,
  )
  return notes.sort((a, b) => a.createTime - b.createTime || a.id - b.id)
}

/** How much of a credit note's payment it gives back: its refund's amount, else its total (as a positive amount). */
export function refundAmountOf(note: CreditNote): number {
  return note.refund?.refundAmount ?? Math.abs(note.totalAmount)
}

/** The status of a credit note's refund: the record's, else read from the credit note (paid: success). */
export function refundStatusOf(note: CreditNote): number {
  if (note.refund) return note.refund.status
  if (note.status === InvoiceStatus.paid) return RefundStatus.success
  if (note.status === InvoiceStatus.cancelled) return RefundStatus.cancelled
  if (note.status === InvoiceStatus.failed) return RefundStatus.failed
  return RefundStatus.created
}

/** What was refunded of a payment: the amount it keeps, else the sum of its credit notes that were not undone. */
export function refundedOf(ws: Workspace, payment: RefundablePayment): number {
  if (typeof payment.refundAmount === 'number') return payment.refundAmount
  const undone: number[] = [RefundStatus.failed, RefundStatus.cancelled, RefundStatus.reversed]
  return creditNotesOf(ws, payment.paymentId)
    .filter((note) => !undone.includes(refundStatusOf(note)))
    .reduce((sum, note) => sum + refundAmountOf(note), 0)
}

/** The refund a credit note stands for, as the service's `Refund` bean. */
export function refundBean(
  ws: Workspace,
  note: CreditNote,
): Omit<Stored<Refund>, 'gatewayCurrencyExchange'> & { gatewayCurrencyExchange: null } {
  const record = note.refund
  const subscription = ws.subscriptions.get(note.subscriptionId)
  const user = ws.users.get(note.userId)
  return {
    refundId: note.refundId ?? '',
    paymentId: record?.paymentId ?? note.paymentId ?? '',
    invoiceId: note.invoiceId,
    subscriptionId: note.subscriptionId,
    userId: note.userId,
    merchantId: note.merchantId,
    gatewayId: record?.gatewayId ?? breakdownOf(note).gatewayId,
    currency: note.currency,
    countryCode: subscription?.countryCode || user?.countryCode || '',
    refundAmount: refundAmountOf(note),
    reason: record?.reason ?? '',
    refundComment: record?.refundComment ?? '',
    refundCommentExplain: '',
    status: refundStatusOf(note),
    type: record?.type ?? RefundType.gateway,
    gatewayRefundId: record?.gatewayRefundId ?? '',
    externalRefundId: record?.externalRefundId ?? '',
    createTime: record?.createTime ?? note.createTime,
    refundTime: record?.refundTime ?? note.paidTime,
    returnUrl: '',
    metadata: { PaymentId: record?.paymentId ?? note.paymentId ?? '', RefundId: note.refundId ?? '' },
    gatewayCurrencyExchange: null,
  }
}

/** `ref` + yyyymmdd + 15 letters and digits, as the service makes refund ids. */
function refundId(now: number): string {
  return `ref${new Date(now * 1000).toISOString().slice(0, 10).replaceAll('-', '')}${randomAlphanumeric(15)}`
}

/** `amount` less the tax it includes at `basisPoints` (the service: amount × (1 − 1 / (1 + rate))), rounded. */
function taxIncluded(amount: number, basisPoints: number): number {
  return Math.round(amount * (1 - 1 / (1 + basisPoints / 10_000)))
}

export interface NewRefund {
  invoice: CreditNote
  payment: RefundablePayment
  amount: number
  reason: string
  refundNo: string
  type: number
}

/**
 * Makes a refund of `payment` (of `invoice`), successful at once (a gateway refund of the sandbox's gateways, or a
 * refund recorded as made outside them): its credit note (paid), the payment's refunded amount, the events
 * `refund.created` and `refund.success`, and the credit note mailed to the customer (unless `announce` is false: a
 * refund of the demo data, made at `now` with the `ids` given). A full refund (the payment
 * refunded in full) gives back what the invoice took of a discount code's uses and of promo credit.
 */
export function makeRefund(
  ws: Workspace,
  { invoice, payment, amount, reason, refundNo, type }: NewRefund,
  {
    now = ws.now(),
    announce = true,
    ids,
  }: { now?: number; announce?: boolean; ids?: { refundId: string; gatewayRefundId: string } } = {},
): CreditNote {
  const breakdown = breakdownOf(invoice)
  const tax = taxIncluded(amount, breakdown.taxPercentage)
  const refundedBefore = refundedOf(ws, payment)
  const record: RefundRecord = {
    refundId: ids?.refundId ?? refundId(now),
    paymentId: payment.paymentId,
    status: RefundStatus.success,
    type,
    refundAmount: amount,
    reason,
    refundComment: type === RefundType.gateway ? `Refund Requested: ${reason}` : reason,
    refundNo,
    externalRefundId: `${payment.paymentId}-${refundNo}`,
    gatewayRefundId: ids?.gatewayRefundId ?? (type === RefundType.gateway ? `re_${randomAlphanumeric(14)}` : ''),
    gatewayId: payment.gatewayId || breakdown.gatewayId,
    createTime: now,
    refundTime: now,
  }
  const description = `Refund of invoice ${invoice.invoiceId}${reason ? `: ${reason}` : ''}`
  const note = buildInvoice(ws, {
    userId: invoice.userId,
    subscriptionId: invoice.subscriptionId,
    currency: invoice.currency,
    totalAmount: -amount,
    status: InvoiceStatus.paid,
    createTime: now,
    paidTime: now,
    metadata: { refundNo },
    invoiceName: 'CreditNote',
    productName: breakdown.productName,
    lines: [{ description, unitAmount: -(amount - tax), quantity: 1, amount: -(amount - tax) }],
    subtotal: -(amount - tax),
    discountAmount: 0,
    discountCode: '',
    taxPercentage: breakdown.taxPercentage,
    taxAmount: -tax,
    promoCreditAmount: 0,
    periodStart: breakdown.periodStart,
    periodEnd: breakdown.periodEnd,
    gatewayId: record.gatewayId,
  }) as CreditNote
  note.refundId = record.refundId
  note.paymentId = payment.paymentId
  note.refund = record
  ws.invoices.put(note)

  payment.refundAmount = refundedBefore + amount
  invoice.gmtModify = now
  ws.invoices.touch(invoice)

  if (announce) {
    const event = { refundId: record.refundId, paymentId: payment.paymentId, invoiceId: note.invoiceId, refundAmount: amount }
    recordEvent(ws, 'refund.created', event)
    recordEvent(ws, 'refund.success', event)
    mailCustomer(ws, invoice.userId, `Invoice ${note.invoiceId}: credit note for invoice ${invoice.invoiceId}`)
  }
  if (payment.refundAmount >= payment.totalAmount) giveBack(ws, invoice)
  return note
}

/** A full refund gives back the discount code use and the promo credit of the invoice it refunds. */
function giveBack(ws: Workspace, invoice: CreditNote): void {
  const breakdown = breakdownOf(invoice)
  const code = breakdown.discountCode
    ? ws.discountCodes.find((candidate) => candidate.code.toUpperCase() === breakdown.discountCode.toUpperCase())
    : undefined
  if (code && code.usedQuantity > 0) ws.discountCodes.update(code.id, { usedQuantity: code.usedQuantity - 1 })
  if (breakdown.promoCreditAmount <= 0) return
  const user = ws.users.get(invoice.userId)
  const account = user?.promoCreditAccounts.find(
    (candidate) => candidate.currency.toUpperCase() === invoice.currency.toUpperCase(),
  )
  if (!user || !account) return
  const rate = account.exchangeRate > 0 ? account.exchangeRate : 1
  const credits = Math.floor(breakdown.promoCreditAmount / rate)
  account.amount += credits
  account.currencyAmount = Math.round(account.amount * rate)
  account.totalIncrementAmount += credits
  ws.users.touch(user)
}

/** Whether a payment was paid: the only kind that can be refunded. */
export function isPaid(payment: SplitPaymentRecord): boolean {
  return payment.status === PaymentStatus.success
}
