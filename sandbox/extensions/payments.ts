import { PaymentStatus, PaymentTimelineStatus, PaymentTimelineType, RefundStatus } from '../../src/api/contract/codes'
import {
  creditNoteList,
  creditNoteSortFields,
  paymentTimelineList,
  paymentTimelineSortFields,
} from '../../src/api/contract/extensions/payments'
import { type BillingInvoice, breakdownOf } from '../billing'
import type { Dialect } from '../dialect'
import { defineArea, type HandlerContext, handle } from '../registry'
import type { Workspace } from '../store'
import { invoiceDetailBean, isCreditNote, paymentBean } from './beans'
import { allOf, createTimeCheck, given, like, oneOfSet, orderBy, ownedBy, pageOf, readListRequest } from './listing'
import { type CreditNote, type RefundablePayment, refundBean, refundedOf, refundStatusOf } from './refunds'

/**
 * The payments and refunds timeline (operations.md §3.6 item 2) and the credit notes list (list-endpoints.md §3.5),
 * over the invoices' payments and credit notes.
 *
 * - Timeline: one entry per payment of an invoice (`timelineType` 0) and per refund (1), numbered in the order they
 *   were made. Status 0 pending, 1 success, 2 failed, 3 cancelled (from the payment's 10/20/30/40, the refund's
 *   10/20/30/40/50). Filters: userId (0 is every customer), amount range on `totalAmount`, status, timelineTypes,
 *   gatewayIds, currency, creation time. Sort: merchant_id, gmt_create (default, newest first), gmt_modify (when it
 *   was paid or refunded), user_id. The empty list is `[]`.
 * - Credit notes: the merchant's invoices of refunds, newest first. searchKey: part of the customer's e-mail; emails:
 *   the customers' exact addresses, separated by commas or semicolons (no such customer: `[]`); status, gatewayIds,
 *   currency; planIds: of the subscription's plan. The sort fields of the invoice list. The empty list is `null`.
 */

interface TimelineEntry {
  id: number
  merchantId: number
  userId: number
  createTime: number
  modifyTime: number
  totalAmount: number
  status: number
  timelineType: number
  currency: string
  gatewayId: number
  invoice: BillingInvoice
  payment: RefundablePayment
  note?: CreditNote
}

const paymentStatuses: Record<number, number> = {
  [PaymentStatus.pending]: PaymentTimelineStatus.pending,
  [PaymentStatus.success]: PaymentTimelineStatus.success,
  [PaymentStatus.failed]: PaymentTimelineStatus.failure,
  [PaymentStatus.cancelled]: PaymentTimelineStatus.cancelled,
}

const refundStatuses: Record<number, number> = {
  [RefundStatus.created]: PaymentTimelineStatus.pending,
  [RefundStatus.success]: PaymentTimelineStatus.success,
  [RefundStatus.failed]: PaymentTimelineStatus.failure,
  [RefundStatus.cancelled]: PaymentTimelineStatus.cancelled,
  [RefundStatus.reversed]: PaymentTimelineStatus.cancelled,
}

const timelineCache = new WeakMap<Workspace, { version: number; entries: TimelineEntry[] }>()

/** Every payment and refund of the workspace, numbered in the order they were made (kept until the invoices change). */
function timeline(ws: Workspace): TimelineEntry[] {
  const cached = timelineCache.get(ws)
  if (cached?.version === ws.invoices.version) return cached.entries
  const entries: Omit<TimelineEntry, 'id'>[] = []
  const invoices = ws.invoices.all() as CreditNote[]
  const byPayment = new Map<string, { invoice: BillingInvoice; payment: RefundablePayment }>()
  for (const invoice of invoices) {
    if (isCreditNote(invoice)) continue
    for (const payment of invoice.payments as RefundablePayment[]) {
      byPayment.set(payment.paymentId, { invoice, payment })
      entries.push({
        merchantId: invoice.merchantId,
        userId: invoice.userId,
        createTime: payment.createTime,
        modifyTime: payment.paidTime || payment.createTime,
        totalAmount: payment.totalAmount,
        status: paymentStatuses[payment.status] ?? PaymentTimelineStatus.pending,
        timelineType: PaymentTimelineType.payment,
        currency: payment.currency || invoice.currency,
        gatewayId: payment.gatewayId,
        invoice,
        payment,
      })
    }
  }
  for (const note of invoices) {
    if (!isCreditNote(note)) continue
    const paid = byPayment.get(note.paymentId ?? '')
    if (!paid) continue
    const refund = refundBean(ws, note)
    entries.push({
      merchantId: note.merchantId,
      userId: note.userId,
      createTime: refund.createTime,
      modifyTime: refund.refundTime || refund.createTime,
      totalAmount: refund.refundAmount,
      status: refundStatuses[refundStatusOf(note)] ?? PaymentTimelineStatus.pending,
      timelineType: PaymentTimelineType.refund,
      currency: note.currency,
      gatewayId: refund.gatewayId,
      invoice: paid.invoice,
      payment: paid.payment,
      note,
    })
  }
  entries.sort((a, b) => a.createTime - b.createTime || a.timelineType - b.timelineType)
  const numbered = entries.map((entry, index) => ({ ...entry, id: index + 1 }))
  timelineCache.set(ws, { version: ws.invoices.version, entries: numbered })
  return numbered
}

function timelineBean(ctx: Pick<HandlerContext, 'store' | 'hostedUrl'>, entry: TimelineEntry) {
  const { store: ws, hostedUrl } = ctx
  const { invoice, payment, note } = entry
  const refund = note ? refundBean(ws, note) : null
  const gateway = ws.gateways.get(entry.gatewayId)
  return {
    id: entry.id,
    merchantId: entry.merchantId,
    userId: entry.userId,
    subscriptionId: invoice.subscriptionId,
    invoiceId: invoice.invoiceId,
    currency: entry.currency,
    totalAmount: entry.totalAmount,
    gatewayId: entry.gatewayId,
    paymentId: payment.paymentId,
    payment: paymentBean(ws, invoice, payment, hostedUrl),
    refundId: refund?.refundId ?? '',
    refund,
    status: entry.status,
    timelineType: entry.timelineType,
    fullRefund: refund && refundedOf(ws, payment) >= payment.totalAmount ? 1 : 0,
    transactionId: refund?.refundId ?? payment.paymentId,
    externalTransactionId: refund ? refund.gatewayRefundId || refund.externalRefundId : (payment.gatewayPaymentId ?? ''),
    createTime: entry.createTime,
    failureReason: !refund && payment.status === PaymentStatus.failed ? 'The payment failed' : '',
    autoCharge: Boolean(gateway?.autoChargeEnabled),
  }
}

const timelineSortKeys = {
  merchant_id: (entry: TimelineEntry) => entry.merchantId,
  gmt_create: (entry: TimelineEntry) => entry.createTime,
  gmt_modify: (entry: TimelineEntry) => entry.modifyTime,
  user_id: (entry: TimelineEntry) => entry.userId,
} as const

const creditNoteSortKeys = {
  invoice_id: (note: BillingInvoice) => note.invoiceId,
  gmt_create: (note: BillingInvoice) => note.createTime,
  gmt_modify: (note: BillingInvoice) => note.gmtModify,
  period_end: (note: BillingInvoice) => note.periodEnd ?? 0,
  total_amount: (note: BillingInvoice) => note.totalAmount,
} as const

const emptyTimeline = (dialect: Dialect) => ({ paymentTimeLines: dialect.list([], '[]'), total: 0 })
const emptyCreditNotes = (dialect: Dialect) => ({ creditNotes: dialect.list([], 'null'), total: 0 })

/** The ids of the merchant's customers a search key (part of the e-mail) and a list of addresses name. */
function customersOf(ws: Workspace, searchKey?: string, emails?: string): Set<number> | undefined {
  const addresses = emails
    ?.split(/[,;]/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean)
  if (!searchKey && !addresses?.length) return undefined
  const wanted = addresses?.length ? new Set(addresses) : undefined
  const ids = new Set<number>()
  for (const user of ws.users.values()) {
    if (user.merchantId !== ws.merchantId) continue
    if (searchKey && !like(user.email, searchKey)) continue
    if (wanted && !wanted.has(user.email.toLowerCase())) continue
    ids.add(user.id)
  }
  return ids
}

export default defineArea({
  area: 'payments and credit notes',
  handlers: [
    handle(
      paymentTimelineList,
      (ctx) => {
        const { input, store, dialect } = ctx
        const { sortField = 'gmt_create', sortType = 'desc', amountStart, amountEnd } = input
        const statuses = oneOfSet(input.status)
        const kinds = oneOfSet(input.timelineTypes)
        const gatewayIds = oneOfSet(input.gatewayIds)
        const currency = given(input.currency)
        const matching = timeline(store)
          .filter(
            allOf<TimelineEntry>(
              ownedBy(store),
              input.userId !== undefined && ((entry) => entry.userId === input.userId),
              statuses && ((entry) => statuses.has(entry.status)),
              kinds && ((entry) => kinds.has(entry.timelineType)),
              gatewayIds && ((entry) => gatewayIds.has(entry.gatewayId)),
              currency && ((entry) => entry.currency.toUpperCase() === currency),
              amountStart !== undefined && ((entry) => entry.totalAmount >= amountStart),
              amountEnd !== undefined && ((entry) => entry.totalAmount <= amountEnd),
              createTimeCheck(input),
            ),
          )
          .sort(orderBy(timelineSortKeys[sortField], sortType))
        return {
          paymentTimeLines: dialect.list(
            pageOf(matching, input.page, input.count).map((entry) => timelineBean(ctx, entry)),
            '[]',
          ),
          total: matching.length,
        }
      },
      { prepare: readListRequest({ fields: paymentTimelineSortFields }, emptyTimeline) },
    ),

    handle(
      creditNoteList,
      (ctx) => {
        const { input, store, dialect } = ctx
        const { sortField = 'gmt_create', sortType = 'desc' } = input
        const customers = customersOf(store, given(input.searchKey), given(input.emails))
        if (customers?.size === 0) return { creditNotes: dialect.list([], '[]'), total: 0 }
        const statuses = oneOfSet(input.status)
        const gatewayIds = oneOfSet(input.gatewayIds)
        const planIds = oneOfSet(input.planIds)
        const currency = given(input.currency)
        const sorted = store.invoices.sorted(
          `extension:${sortField}:${sortType}`,
          orderBy(creditNoteSortKeys[sortField], sortType),
        )
        const matching = (sorted as CreditNote[]).filter(
          allOf<CreditNote>(
            ownedBy(store),
            (note) => isCreditNote(note) && !note.isDeleted,
            customers && ((note) => customers.has(note.userId)),
            statuses && ((note) => statuses.has(note.status)),
            gatewayIds && ((note) => gatewayIds.has(breakdownOf(note).gatewayId)),
            planIds && ((note) => planIds.has(store.subscriptions.get(note.subscriptionId)?.planId ?? 0)),
            currency && ((note) => note.currency.toUpperCase() === currency),
            createTimeCheck(input),
          ),
        )
        return {
          creditNotes: dialect.list(
            pageOf(matching, input.page, input.count).map((note) => invoiceDetailBean(ctx, note)),
            'null',
          ),
          total: matching.length,
        }
      },
      {
        prepare: readListRequest(
          { fields: creditNoteSortFields, errorText: 'invoice_id|gmt_create|period_end|total_amount' },
          emptyCreditNotes,
        ),
      },
    ),
  ],
})
