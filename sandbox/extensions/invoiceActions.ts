import type { z } from 'zod'
import { codeLabel, GatewayType, InvoiceStatus, PaymentStatus, RefundStatus, RefundType } from '../../src/api/contract/codes'
import {
  DEFAULT_DAYS_UNTIL_DUE,
  invoiceCancel,
  invoiceDelete,
  invoiceEdit,
  invoiceFinish,
  invoiceMarkRefund,
  invoiceMarkWireTransferSuccess,
  invoiceNew,
  invoiceRefund,
  invoiceRefundInput,
  invoiceSendEmail,
  type invoiceLineInput,
} from '../../src/api/contract/extensions/invoiceActions'
import {
  awaitsPayment,
  type BillingInvoice,
  breakdownOf,
  invoicePageUrl,
  isDraft,
  paidByPayments,
  paymentPageUrl,
  settlePayment,
} from '../billing'
import { mailCustomer, recordEvent } from '../events'
import { buildInvoice, buildSplitPayment } from '../records'
import { defineArea, type HandlerContext, handle } from '../registry'
import type { Workspace } from '../store'
import { invoiceBean, invoiceDetailBean, invoicePaymentId } from './beans'
import {
  type CreditNote,
  creditNotesOf,
  makeRefund,
  type RefundablePayment,
  refundBean,
  refundedOf,
  refundStatusOf,
} from './refunds'
import { cancelWaitingInvoice } from './subscriptionActions'

/**
 * The write calls on invoices (operations.md §3.3, §3.8, §3.9).
 *
 * Refunds (`invoice/refund` through the gateway, `invoice/mark_refund` recorded as made outside it), checked in the
 * service's order: the invoice; an amount not above its total; its payment (the latest successful one, else the
 * latest); the payment's gateway; the gateway's kind (the sandbox answers as a production service: crypto and wire
 * transfer invoices are refunded outside and recorded with mark_refund, which takes only those); a successful
 * payment in the invoice's currency; an amount not above what is left to refund of it; no refund of it still being
 * made; the refund number's lock (15 s from its first use: "Submit Too Fast"); a refund number not used for the
 * payment before ("Duplicate Submit"). A refund succeeds at once: see `makeRefund`.
 *
 * Mark paid: a wire-transfer invoice waiting for its payment (not 0), at least the gateway's minimum, in its currency;
 * its waiting payments succeed with the bank reference (a payment for what is left is made when there is none), so
 * the invoice is paid. Send e-mail: 10 s per invoice (taken before anything else); the mail matches the status.
 *
 * One-off invoices: `new` makes a draft (status 1, `draft`) for a customer with an e-mail address and a gateway
 * (given, else the customer's); tax is each line's amount × the rate, rounded down. `edit` replaces a draft's
 * name, currency, tax rate, lines (and gateway, when given). `finish` publishes a draft (10 s lock): processing
 * (2), due in the days given, with a waiting payment on the hosted page (paid at once when it comes to 0). `delete`
 * soft-deletes a draft (again: nothing). `cancel` revokes an invoice waiting for its payment (cancelled or failed
 * ones: nothing), with its waiting payments; a waiting refund's credit note gives the refund back.
 */

type RefundInput = z.output<typeof invoiceRefundInput>

const NO_CENT_CURRENCIES = new Set(['JPY', 'KRW', 'VND'])

/** An amount as the service writes it in "Already refunded": the currency's narrow symbol, then the amount. */
export function serviceAmount(cents: number, currency: string): string {
  let symbol = currency
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0)
    symbol = parts.find((part) => part.type === 'currency')?.value ?? currency
  } catch {
    // An unknown code is written as it is.
  }
  const amount = NO_CENT_CURRENCIES.has(currency.toUpperCase()) ? String(cents) : (cents / 100).toFixed(2).replaceAll('.00', '')
  return `${symbol}${amount}`
}

/** The payment a refund takes money back from: the invoice's latest successful payment, else its latest one. */
function refundedPayment(invoice: CreditNote): RefundablePayment | undefined {
  const latest = (payments: RefundablePayment[]) =>
    [...payments].sort((a, b) => b.splitSequence - a.splitSequence || b.createTime - a.createTime)[0]
  const payments = invoice.payments as RefundablePayment[]
  return latest(payments.filter((payment) => payment.status === PaymentStatus.success)) ?? latest(payments)
}

function refund(ctx: HandlerContext<RefundInput>, type: number) {
  const { input, store, dialect } = ctx
  const invoice: CreditNote = store.invoices.get(input.invoiceId) ?? dialect.notFound('invoice', input.invoiceId)
  const amount = input.refundAmount
  if (invoice.totalAmount < amount) {
    dialect.refuse(
      'refundOverInvoiceTotal',
      `A refund of ${amount} is more than invoice ${invoice.invoiceId}'s total of ${invoice.totalAmount} (minor units)`,
    )
  }
  const paymentId = invoicePaymentId(invoice)
  if (!paymentId) dialect.refuse('refundInvoiceUnpaid', `Invoice ${invoice.invoiceId} has no payment to refund`)
  const payment =
    refundedPayment(invoice) ??
    dialect.refuse('refundPaymentMissing', `Payment ${paymentId} of invoice ${invoice.invoiceId} not found`)
  const gatewayId = payment.gatewayId || breakdownOf(invoice).gatewayId
  const gateway =
    store.gateways.get(gatewayId) ??
    dialect.refuse('refundGatewayMissing', `Gateway ${gatewayId} of payment ${payment.paymentId} not found`)
  const outside = gateway.gatewayType === GatewayType.crypto || gateway.gatewayType === GatewayType.wireTransfer
  const kind = codeLabel('gatewayType', gateway.gatewayType).replace(/^\d+ · /, '')
  if (type === RefundType.gateway && gateway.gatewayType === GatewayType.crypto) {
    dialect.refuse(
      'refundCryptoByApi',
      `Invoice ${invoice.invoiceId} was paid by crypto: refund it outside the service, then record it with mark_refund`,
    )
  }
  if (type === RefundType.gateway && gateway.gatewayType === GatewayType.wireTransfer) {
    dialect.refuse(
      'refundWireTransferByApi',
      `Invoice ${invoice.invoiceId} was paid by wire transfer: refund it by bank transfer, then record it with mark_refund`,
    )
  }
  if (type === RefundType.marked && !outside) {
    dialect.refuse(
      'markRefundGatewayType',
      `Invoice ${invoice.invoiceId} was paid through ${kind} (gateway ${gateway.gatewayId}): refund it with invoice/refund; only crypto and wire transfer refunds are recorded`,
    )
  }
  if (payment.status !== PaymentStatus.success) {
    dialect.refuse(
      'refundPaymentNotSuccess',
      `Payment ${payment.paymentId} of invoice ${invoice.invoiceId} is ${codeLabel('paymentStatus', payment.status)}: only a successful payment can be refunded`,
    )
  }
  const currency = (payment.currency || invoice.currency).toUpperCase()
  if (currency !== invoice.currency.toUpperCase()) {
    dialect.refuse('refundCurrencyMismatch', `Payment ${payment.paymentId} is in ${currency}, the invoice in ${invoice.currency}`)
  }
  const refunded = refundedOf(store, payment)
  if (amount > payment.totalAmount - refunded) {
    dialect.refuse(
      'refundOverRefundable',
      `A refund of ${amount} is more than is left to refund of payment ${payment.paymentId}: ${refunded} of ${payment.totalAmount} ${currency} (minor units) was refunded already`,
      serviceAmount(refunded, currency),
    )
  }
  const notes = creditNotesOf(store, payment.paymentId)
  if (type === RefundType.gateway && notes.some((note) => refundStatusOf(note) === RefundStatus.created)) {
    dialect.refuse('refundInProcess', `Another refund of payment ${payment.paymentId} is still being made`)
  }
  const externalRefundId = `${payment.paymentId}-${input.refundNo}`
  if (!store.tryLock(`refund:${externalRefundId}`, 15)) {
    dialect.refuse(
      'refundSubmitTooFast',
      `A refund numbered ${input.refundNo} of payment ${payment.paymentId} was asked for less than 15 seconds ago: look for it before asking again`,
    )
  }
  const done = notes.find((note) => note.refund?.externalRefundId === externalRefundId)
  if (done) {
    dialect.refuse(
      'refundDuplicate',
      `Refund number ${input.refundNo} was used for payment ${payment.paymentId} already: refund ${done.refundId}, credit note ${done.invoiceId}`,
    )
  }
  const note = makeRefund(store, { invoice, payment, amount, reason: input.reason, refundNo: input.refundNo, type })
  return { refund: refundBean(store, note) }
}

/** A line of a one-off invoice: its amount before tax and its tax (the rate of it, rounded down). */
function lineAmounts(line: z.output<typeof invoiceLineInput>, taxPercentage: number) {
  const excluding = line.unitAmountExcludingTax * line.quantity
  return { excluding, tax: Math.floor((excluding * taxPercentage) / 10_000) }
}

/** The breakdown of a one-off invoice from its lines. */
function oneOffBreakdown(name: string, lines: z.output<typeof invoiceLineInput>[], taxPercentage: number) {
  const amounts = lines.map((line) => lineAmounts(line, taxPercentage))
  const subtotal = amounts.reduce((sum, line) => sum + line.excluding, 0)
  const taxAmount = amounts.reduce((sum, line) => sum + line.tax, 0)
  return {
    totalAmount: subtotal + taxAmount,
    invoiceName: name,
    productName: name,
    lines: lines.map((line, index) => ({
      description: [line.name, line.description].filter(Boolean).join(': '),
      unitAmount: line.unitAmountExcludingTax,
      quantity: line.quantity,
      amount: amounts[index].excluding,
    })),
    subtotal,
    discountAmount: 0,
    discountCode: '',
    taxPercentage,
    taxAmount,
    promoCreditAmount: 0,
  }
}

/** Publishes a draft: processing, due in `days`, with a waiting payment (paid at once when nothing is due). */
function publish(ctx: Pick<HandlerContext, 'store' | 'hostedUrl' | 'now'>, invoice: BillingInvoice, days: number): void {
  const { store, hostedUrl } = ctx
  const now = ctx.now()
  invoice.status = InvoiceStatus.processing
  invoice.draft = false
  invoice.finishTime = now
  invoice.daysUtilDue = days
  invoice.gmtModify = now
  invoice.link = invoicePageUrl(hostedUrl, invoice.invoiceId)
  if (invoice.totalAmount <= 0) {
    invoice.status = InvoiceStatus.paid
    invoice.paidTime = now
  } else {
    const gatewayId = breakdownOf(invoice).gatewayId
    const payment = buildSplitPayment(
      store,
      {
        gatewayId,
        gatewayName: store.gateways.get(gatewayId)?.gatewayName ?? '',
        status: PaymentStatus.pending,
        totalAmount: invoice.totalAmount,
        createTime: now,
      },
      { currency: invoice.currency, sequence: invoice.payments.length + 1 },
    )
    payment.link = paymentPageUrl(hostedUrl, payment.paymentId)
    invoice.payments.push(payment)
  }
  store.invoices.touch(invoice)
  recordEvent(store, 'invoice.process', { invoiceId: invoice.invoiceId, totalAmount: invoice.totalAmount })
  mailCustomer(store, invoice.userId, `Invoice ${invoice.invoiceId}: payment request, due in ${days} days`)
}

function draftOr(ctx: HandlerContext<{ invoiceId: string }>): BillingInvoice {
  const { input, store, dialect } = ctx
  const invoice: BillingInvoice = store.invoices.get(input.invoiceId) ?? dialect.notFound('invoice', input.invoiceId)
  if (!isDraft(invoice)) {
    dialect.refuse(
      'invoiceNotDraft',
      `Invoice ${invoice.invoiceId} is ${codeLabel('invoiceStatus', invoice.status)}${invoice.status === InvoiceStatus.open ? ', not a one-off draft' : ''}: only a draft can be changed`,
    )
  }
  return invoice
}

function gatewayOf(ctx: HandlerContext<unknown>, gatewayId: number) {
  return ctx.store.gateways.get(gatewayId) ?? ctx.dialect.refuse('invoiceGatewayMissing', `Gateway ${gatewayId} not found`)
}

/** What the e-mail of an invoice in this state is about (nothing for a draft). */
function mailAbout(invoice: BillingInvoice): string | undefined {
  if (isDraft(invoice)) return undefined
  if (awaitsPayment(invoice)) return 'payment request'
  if (invoice.status === InvoiceStatus.paid) return (invoice as CreditNote).refundId ? 'credit note' : 'receipt'
  if (invoice.status === InvoiceStatus.cancelled || invoice.status === InvoiceStatus.failed) return 'cancelled'
  return 'notice'
}

export default defineArea({
  area: 'invoice actions',
  handlers: [
    handle(invoiceRefund, (ctx) => refund(ctx, RefundType.gateway)),

    handle(invoiceMarkRefund, (ctx) => refund(ctx, RefundType.marked)),

    handle(invoiceMarkWireTransferSuccess, (ctx) => {
      const { input, store, dialect, hostedUrl } = ctx
      const invoice: BillingInvoice = store.invoices.get(input.invoiceId) ?? dialect.notFound('invoice', input.invoiceId)
      const id = invoice.invoiceId
      if (!awaitsPayment(invoice)) {
        dialect.refuse(
          'wireInvoiceNotProcessing',
          `Invoice ${id} is ${codeLabel('invoiceStatus', invoice.status)}: only an invoice waiting for its payment can be marked paid`,
          id,
        )
      }
      if (invoice.totalAmount === 0) dialect.refuse('wireInvoiceZero', `Invoice ${id} comes to 0: there is nothing to pay`, id)
      const gatewayId = breakdownOf(invoice).gatewayId
      const gateway =
        store.gateways.get(gatewayId) ?? dialect.refuse('wireGatewayMissing', `Gateway ${gatewayId} of invoice ${id} not found`)
      if (gateway.gatewayType !== GatewayType.wireTransfer) {
        dialect.refuse(
          'wireNotWireTransfer',
          `Invoice ${id} is paid through ${codeLabel('gatewayType', gateway.gatewayType)}, not wire transfer`,
        )
      }
      if (invoice.totalAmount < gateway.minimumAmount) {
        dialect.refuse(
          'wireBelowMinimum',
          `Invoice ${id} comes to ${invoice.totalAmount}, below the wire transfer minimum of ${gateway.minimumAmount} (minor units)`,
        )
      }
      if (invoice.currency.toUpperCase() !== gateway.currency.toUpperCase()) {
        dialect.refuse('wireCurrency', `Invoice ${id} is in ${invoice.currency}; wire transfers are taken in ${gateway.currency}`)
      }
      const now = ctx.now()
      const waiting = invoice.payments.filter((payment) => payment.status === PaymentStatus.pending)
      const rest = invoice.totalAmount - paidByPayments(invoice) - waiting.reduce((sum, payment) => sum + payment.totalAmount, 0)
      if (rest > 0 || waiting.length === 0) {
        const payment = buildSplitPayment(
          store,
          {
            gatewayId,
            gatewayName: gateway.gatewayName,
            status: PaymentStatus.pending,
            totalAmount: Math.max(rest, 0) || invoice.totalAmount,
            createTime: now,
          },
          { currency: invoice.currency, sequence: invoice.payments.length + 1 },
        )
        payment.link = paymentPageUrl(hostedUrl, payment.paymentId)
        invoice.payments.push(payment)
        waiting.push(payment)
      }
      for (const payment of waiting) {
        ;(payment as RefundablePayment).gatewayPaymentId = input.transferNumber
        settlePayment(store, invoice, payment, 'success', now)
      }
      return {}
    }),

    handle(invoiceSendEmail, ({ input, store, dialect }) => {
      if (!store.tryLock(`invoice-email:${input.invoiceId}`, 10)) {
        dialect.refuse(
          'clickTooFast',
          `The e-mail of invoice ${input.invoiceId} was asked for less than 10 seconds ago: wait a moment and try again`,
        )
      }
      const invoice: BillingInvoice = store.invoices.get(input.invoiceId) ?? dialect.notFound('invoice', input.invoiceId)
      if (invoice.merchantId !== store.merchantId) {
        dialect.refuse('invoiceOtherMerchant', `Invoice ${invoice.invoiceId} belongs to another merchant`)
      }
      if (!store.users.has(invoice.userId)) {
        dialect.refuse('invoiceUserMissing', `Customer ${invoice.userId} of invoice ${invoice.invoiceId} not found`)
      }
      const about = mailAbout(invoice)
      if (about) mailCustomer(store, invoice.userId, `Invoice ${invoice.invoiceId}: ${about}`)
      return {}
    }),

    handle(invoiceNew, (ctx) => {
      const { input, store, dialect } = ctx
      const user = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      if (!user.email) dialect.refuse('invoiceUserNoEmail', `Customer ${user.id} has no e-mail address`, user.id)
      const gatewayId = input.gatewayId ?? user.gatewayId
      if (!gatewayId) dialect.refuse('invoiceNoGateway', `Customer ${user.id} has no gateway: give gatewayId`)
      gatewayOf(ctx, gatewayId)
      const now = ctx.now()
      const invoice = buildInvoice(store, {
        userId: user.id,
        subscriptionId: '',
        currency: input.currency,
        status: InvoiceStatus.open,
        createTime: now,
        draft: true,
        createFrom: 'Admin',
        isDeleted: 0,
        gatewayId,
        periodStart: now,
        periodEnd: now,
        ...oneOffBreakdown(input.name ?? '', input.lines, input.taxPercentage),
      }) as BillingInvoice
      store.invoices.put(invoice)
      recordEvent(store, 'invoice.created', { invoiceId: invoice.invoiceId, userId: user.id, totalAmount: invoice.totalAmount })
      if (input.finish) publish(ctx, invoice, DEFAULT_DAYS_UNTIL_DUE)
      return { invoice: invoiceDetailBean(ctx, invoice) }
    }),

    handle(invoiceEdit, (ctx) => {
      const { input, store, dialect } = ctx
      const invoice = draftOr(ctx)
      if (invoice.isDeleted) dialect.refuse('invoiceDeleted', `Invoice ${invoice.invoiceId} was deleted`)
      const gatewayId = input.gatewayId ?? breakdownOf(invoice).gatewayId
      if (input.gatewayId !== undefined) gatewayOf(ctx, input.gatewayId)
      Object.assign(invoice, {
        currency: input.currency,
        gatewayId,
        gmtModify: ctx.now(),
        ...oneOffBreakdown(input.name, input.lines, input.taxPercentage),
      })
      store.invoices.touch(invoice)
      if (input.finish) publish(ctx, invoice, DEFAULT_DAYS_UNTIL_DUE)
      return { invoice: invoiceDetailBean(ctx, invoice) }
    }),

    handle(invoiceFinish, (ctx) => {
      const { input, store, dialect } = ctx
      if (!store.tryLock(`invoice-finish:${input.invoiceId}`, 10)) {
        dialect.refuse(
          'clickTooFast',
          `Invoice ${input.invoiceId} was published less than 10 seconds ago: wait a moment and look again`,
        )
      }
      const invoice = draftOr(ctx)
      if (invoice.isDeleted) dialect.refuse('invoiceDeleted', `Invoice ${invoice.invoiceId} was deleted`)
      publish(ctx, invoice, input.daysUtilDue)
      return { invoice: invoiceBean(ctx, invoice) }
    }),

    handle(invoiceDelete, (ctx) => {
      const invoice = draftOr(ctx)
      if (invoice.isDeleted) return {}
      invoice.isDeleted = 1
      invoice.gmtModify = ctx.now()
      ctx.store.invoices.touch(invoice)
      return {}
    }),

    handle(invoiceCancel, (ctx) => {
      const { input, store, dialect } = ctx
      const invoice: CreditNote = store.invoices.get(input.invoiceId) ?? dialect.notFound('invoice', input.invoiceId)
      if (invoice.status === InvoiceStatus.cancelled || invoice.status === InvoiceStatus.failed) return {}
      if (!awaitsPayment(invoice)) {
        dialect.refuse(
          'invoiceNotProcessing',
          `Invoice ${invoice.invoiceId} is ${codeLabel('invoiceStatus', invoice.status)}${isDraft(invoice) ? ' (a draft: delete it instead)' : ''}: only an invoice waiting for its payment can be cancelled${invoice.status === InvoiceStatus.paid ? '; refund a paid one' : ''}`,
        )
      }
      if (invoice.isDeleted) dialect.refuse('invoiceDeleted', `Invoice ${invoice.invoiceId} was deleted`)
      cancelWaitingInvoice(store, invoice, ctx.now())
      if (invoice.refund && invoice.refund.status === RefundStatus.created) {
        invoice.refund.status = RefundStatus.cancelled
        const payment = refundedPaymentOf(store, invoice)
        if (payment) payment.refundAmount = Math.max(0, refundedOf(store, payment) - invoice.refund.refundAmount)
        recordEvent(store, 'refund.cancelled', { refundId: invoice.refund.refundId, invoiceId: invoice.invoiceId })
      }
      return {}
    }),
  ],
})

/** The payment a credit note's refund was taken from. */
function refundedPaymentOf(ws: Workspace, note: CreditNote): RefundablePayment | undefined {
  for (const invoice of ws.invoices.values()) {
    const payment = invoice.payments.find((candidate) => candidate.paymentId === note.paymentId)
    if (payment) return payment
  }
  return undefined
}
