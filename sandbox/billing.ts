import { InvoiceStatus, PaymentStatus, SubscriptionStatus } from '../src/api/contract/codes'
import { subscriptionSchema } from '../src/api/contract/subscriptions'
import type { InvoiceRecord, SplitPaymentRecord, SubscriptionRecord } from './records'
import { recordEvent } from './events'
import { applyUpdate, updateOfInvoice } from './pendingUpdates'
import type { Workspace } from './store'

/**
 * Invoices and payments of the sandbox: the renewal arithmetic, the breakdown kept on each invoice,
 * and settling a payment (which may pay the invoice and reactivate its subscription).
 *
 * Amounts are integers in minor units (cents); percentages are basis points (1000 = 10 %).
 */

export const DAY = 86_400
/** The period of a subscription whose stored period is empty or inverted. */
export const DEFAULT_PERIOD = 30 * DAY

/** `amount` × `basisPoints` / 10000, rounded half up to the cent, in integers only. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  const product = amount * basisPoints
  const whole = Math.floor(product / 10_000)
  const rest = product - whole * 10_000
  return rest * 2 >= 10_000 ? whole + 1 : whole
}

/** A discount applied to one renewal invoice: a fixed amount, or a percentage in basis points. */
export interface AppliedDiscount {
  /** Where it comes from: a discount code, the one-off `discount` of the request, or the subscription's recurring one. */
  source: 'code' | 'one-off' | 'recurring'
  /** The code, for source "code". */
  code: string
  discountAmount: number
  discountPercentage: number
}

export interface RenewalAmountsInput {
  /** The subscription's amount (per unit). */
  unitAmount: number
  quantity: number
  /** What the subscription's add-ons add per period (minor units). */
  addonsAmount?: number
  discount?: AppliedDiscount
  /** Basis points. */
  taxPercentage: number
  promoCredit?: {
    /** What the user's promo credit account in the invoice currency holds, in credits. */
    available: number
    /** `applyPromoCreditAmount`, in credits; undefined = as much as possible. */
    cap?: number
    /** What one credit is worth in minor units: the account's `exchangeRate` (default 1). */
    creditValue?: number
  }
}

export interface RenewalAmounts {
  /** unitAmount × quantity. */
  subtotal: number
  /** Never more than the subtotal. */
  discountAmount: number
  taxAmount: number
  /** Subtotal less the discount, plus tax. */
  totalBeforeCredit: number
  /** Minor units the promo credit takes off. */
  promoCreditAmount: number
  /** Credits that takes from the account. */
  promoCreditsUsed: number
  /** What is left to pay: the invoice's totalAmount. */
  amountDue: number
}

/**
 * The renewal invoice: amount × quantity, less the discount, plus tax on the discounted amount (rounded
 * to the cent), then promo credit taken off, capped by the maximum asked for and by what the user has.
 * Promo credit is counted in credits, each worth `creditValue` minor units; only whole credits are taken,
 * never more than the invoice owes.
 */
export function renewalAmounts({
  unitAmount,
  quantity,
  addonsAmount = 0,
  discount,
  taxPercentage,
  promoCredit,
}: RenewalAmountsInput): RenewalAmounts {
  const subtotal = Math.max(0, unitAmount) * Math.max(1, quantity) + Math.max(0, addonsAmount)
  const rawDiscount = discount
    ? discount.discountPercentage > 0
      ? basisPointsOf(subtotal, discount.discountPercentage)
      : discount.discountAmount
    : 0
  const discountAmount = Math.min(subtotal, Math.max(0, rawDiscount))
  const discounted = subtotal - discountAmount
  const taxAmount = basisPointsOf(discounted, Math.max(0, taxPercentage))
  const totalBeforeCredit = discounted + taxAmount
  const creditValue = promoCredit?.creditValue && promoCredit.creditValue > 0 ? promoCredit.creditValue : 1
  const promoCreditsUsed = promoCredit
    ? Math.max(
        0,
        Math.min(promoCredit.available, promoCredit.cap ?? Number.POSITIVE_INFINITY, Math.floor(totalBeforeCredit / creditValue)),
      )
    : 0
  const promoCreditAmount = Math.min(totalBeforeCredit, Math.floor(promoCreditsUsed * creditValue))
  return {
    subtotal,
    discountAmount,
    taxAmount,
    totalBeforeCredit,
    promoCreditAmount,
    promoCreditsUsed,
    amountDue: totalBeforeCredit - promoCreditAmount,
  }
}

/** One line of an invoice (shown with unit amount and quantity when the PDF settings ask for detail items). */
export interface InvoiceLine {
  description: string
  unitAmount: number
  quantity: number
  amount: number
}

/**
 * What the sandbox keeps on an invoice beside the stored fields: how its total came about and the
 * options of the renewal that created it. Seeded invoices may lack any of these.
 */
export interface InvoiceExtras {
  /** What the invoice is for, as the real service names it: SubscriptionCreate, SubscriptionCycle, SubscriptionRenew. */
  invoiceName: string
  productName: string
  productDescription: string
  lines: InvoiceLine[]
  subtotal: number
  discountAmount: number
  discountCode: string
  /** Basis points. */
  taxPercentage: number
  taxAmount: number
  promoCreditAmount: number
  periodStart: number
  periodEnd: number
  gatewayId: number
  gatewayPaymentType: string
  paymentUIMode: string
  manualPayment: boolean
  returnUrl: string
  cancelUrl: string
}

/** What the sandbox keeps on an invoice beside its breakdown, for the real service's write calls (operations.md §3). */
export interface InvoiceOperations {
  /** A one-off invoice not published yet (`isDraft`). */
  draft: boolean
  /** How the invoice came to be: "Admin" for a one-off invoice. */
  createFrom: string
  /** Soft-deleted (a draft): 1. */
  isDeleted: number
  /** Days to pay a published one-off invoice. */
  daysUtilDue: number
  /** When a one-off invoice was published. */
  finishTime: number
}

export type BillingInvoice = InvoiceRecord & Partial<InvoiceExtras> & Partial<InvoiceOperations>

/** The breakdown of an invoice, with defaults for what a seeded invoice left out. */
export function breakdownOf(invoice: BillingInvoice): InvoiceExtras {
  const subtotal = invoice.subtotal ?? invoice.totalAmount
  const productName = invoice.productName ?? (invoice.subscriptionId ? `Subscription ${invoice.subscriptionId}` : 'Invoice')
  return {
    invoiceName: invoice.invoiceName ?? '',
    productName,
    productDescription: invoice.productDescription ?? '',
    lines: invoice.lines ?? [{ description: productName, unitAmount: subtotal, quantity: 1, amount: subtotal }],
    subtotal,
    discountAmount: invoice.discountAmount ?? 0,
    discountCode: invoice.discountCode ?? '',
    taxPercentage: invoice.taxPercentage ?? 0,
    taxAmount: invoice.taxAmount ?? 0,
    promoCreditAmount: invoice.promoCreditAmount ?? 0,
    periodStart: invoice.periodStart ?? 0,
    periodEnd: invoice.periodEnd ?? 0,
    gatewayId: invoice.gatewayId ?? 0,
    gatewayPaymentType: invoice.gatewayPaymentType ?? '',
    paymentUIMode: invoice.paymentUIMode ?? '',
    manualPayment: invoice.manualPayment ?? false,
    returnUrl: invoice.returnUrl ?? '',
    cancelUrl: invoice.cancelUrl ?? '',
  }
}

// ---- links ----

type HostedUrl = (path: string) => string

export function invoicePageUrl(hostedUrl: HostedUrl, invoiceId: string): string {
  return hostedUrl(`/invoices/${encodeURIComponent(invoiceId)}`)
}

export function paymentPageUrl(hostedUrl: HostedUrl, paymentId: string): string {
  return hostedUrl(`/payments/${encodeURIComponent(paymentId)}`)
}

/** A payment's link: the one stored, else the sandbox's hosted payment page. */
export function paymentLink(hostedUrl: HostedUrl, payment: SplitPaymentRecord): string {
  return payment.link || paymentPageUrl(hostedUrl, payment.paymentId)
}

// ---- split payment summary (2.12) ----

const paymentFields = [
  'createTime',
  'currency',
  'gatewayId',
  'gatewayName',
  'link',
  'paidTime',
  'paymentId',
  'splitSequence',
  'status',
  'totalAmount',
] as const satisfies readonly (keyof SplitPaymentRecord)[]

/** Sum of the successful payments (status 20). */
export function paidByPayments(invoice: InvoiceRecord): number {
  return invoice.payments
    .filter((payment) => payment.status === PaymentStatus.success)
    .reduce((sum, payment) => sum + payment.totalAmount, 0)
}

/**
 * The split payment summary of an invoice: its payments in sequence, `paidAmount` the sum of the
 * successful ones; an invoice without payments counts as fully paid when its status is paid (it was
 * settled without a payment, e.g. by promo credit), else as nothing paid.
 */
export function splitPaymentSummary(invoice: InvoiceRecord, hostedUrl: HostedUrl) {
  const payments = [...invoice.payments]
    .sort((a, b) => a.splitSequence - b.splitSequence || a.createTime - b.createTime)
    .map((payment) => {
      const out = Object.fromEntries(paymentFields.map((key) => [key, payment[key]])) as Pick<
        SplitPaymentRecord,
        (typeof paymentFields)[number]
      >
      return { ...out, link: paymentLink(hostedUrl, payment) }
    })
  const paidAmount =
    payments.length === 0 ? (invoice.status === InvoiceStatus.paid ? invoice.totalAmount : 0) : paidByPayments(invoice)
  return {
    totalAmount: invoice.totalAmount,
    paidAmount,
    remainingAmount: Math.max(0, invoice.totalAmount - paidAmount),
    payments,
  }
}

// ---- subscriptions ----

const subscriptionFields = Object.keys(subscriptionSchema.shape) as (keyof SubscriptionRecord)[]

/** A subscription as the API shows it: the fields of 2.2, without what the sandbox keeps beside them. */
export function publicSubscription(subscription: SubscriptionRecord): SubscriptionRecord {
  return Object.fromEntries(subscriptionFields.map((key) => [key, subscription[key]])) as SubscriptionRecord
}

/** The subscription's period has been paid: it is active. */
export function markSubscriptionPaid(subscription: SubscriptionRecord, now: number): void {
  subscription.status = SubscriptionStatus.active
  subscription.currentPeriodPaid = 1
  subscription.cancelOrExpireTime = 0
  if (!subscription.firstPaidTime) subscription.firstPaidTime = now
  subscription.lastUpdateTime = now
}

// ---- settling payments ----

export function findPayment(
  store: Workspace,
  paymentId: string,
): { invoice: BillingInvoice; payment: SplitPaymentRecord } | undefined {
  for (const invoice of store.invoices.values()) {
    const payment = invoice.payments.find((candidate) => candidate.paymentId === paymentId)
    if (payment) return { invoice, payment }
  }
  return undefined
}

/**
 * A one-off invoice being written (`invoice/new` without `finish`): status 1, as the service keeps its drafts. The
 * sandbox marks it `draft`, as its renewals (and seeded invoices) are status 1 too, open and waiting for payment.
 */
export function isDraft(invoice: Pick<BillingInvoice, 'status' | 'draft'>): boolean {
  return invoice.status === InvoiceStatus.open && invoice.draft === true
}

/** An invoice waiting for its payment: processing (2), or open (1) and not a draft. */
export function awaitsPayment(invoice: Pick<BillingInvoice, 'status' | 'draft'>): boolean {
  return invoice.status === InvoiceStatus.processing || (invoice.status === InvoiceStatus.open && !isDraft(invoice))
}

/**
 * A pending payment succeeds (status 20) or is cancelled (status 40). When the successful payments
 * cover the invoice, the invoice is paid (status 3) and its subscription becomes active for the period;
 * the change of plan it was made for, if any, is applied.
 */
export function settlePayment(
  store: Workspace,
  invoice: BillingInvoice,
  payment: SplitPaymentRecord,
  outcome: 'success' | 'cancelled',
  now: number,
): void {
  payment.status = outcome === 'success' ? PaymentStatus.success : PaymentStatus.cancelled
  if (outcome === 'success') payment.paidTime = now
  invoice.gmtModify = now
  const event = { paymentId: payment.paymentId, invoiceId: invoice.invoiceId, totalAmount: payment.totalAmount }
  recordEvent(store, outcome === 'success' ? 'payment.success' : 'payment.cancelled', event)
  if (outcome === 'success' && awaitsPayment(invoice) && paidByPayments(invoice) >= invoice.totalAmount) {
    invoice.status = InvoiceStatus.paid
    invoice.paidTime = now
    recordEvent(store, 'invoice.paid', { invoiceId: invoice.invoiceId, totalAmount: invoice.totalAmount })
    const change = updateOfInvoice(store, invoice.invoiceId)
    if (change) applyUpdate(store, change.subscription, change.update, now)
    const subscription = store.subscriptions.get(invoice.subscriptionId)
    if (subscription && subscription.latestInvoiceId === invoice.invoiceId) {
      markSubscriptionPaid(subscription, now)
      store.subscriptions.touch(subscription)
    }
  }
  store.invoices.touch(invoice)
}
