import { DiscountType, InvoiceStatus, PaymentStatus, RefundType, SubscriptionStatus } from '../src/api/contract/codes'
import { type AppliedDiscount, type BillingInvoice, DAY, type InvoiceExtras, renewalAmounts } from './billing'
import {
  buildInvoice,
  buildSubscription,
  type Draft,
  type InvoicePdfSettings,
  type SplitPaymentRecord,
  type SubscriptionRecord,
} from './records'
import { makeRefund } from './extensions/refunds'
import type { DatasetContext } from './seed'
import type { Workspace } from './store'

/**
 * Demo subscriptions and invoices.
 *
 * Subscriptions sub_1 … sub_12 belong to users 1 … 12 (sub_N to user N); sub_13 … sub_18 are second
 * subscriptions of users 1, 3, 5, 2, 9 and 12. They use the users' currency, gateway, payment method and
 * tax rate when the customers area seeded them, and the plans' products when plans exist; otherwise the
 * values below. Each subscription has its invoice history (in_1 …), one invoice per period, the latest
 * being its `latestInvoiceId`. Invoices worth opening:
 * - sub_9's latest: four split payments (success, failed, success, pending): paid 2 of 4;
 * - sub_7's latest: four split payments (success, cancelled, pending, pending): paid 1 of 3 instalments;
 * - sub_10's latest: three successful split payments (paid in full);
 * - sub_4's latest: a failed payment and a pending retry (subscription incomplete);
 * - sub_4's latest also has PDF settings (issuer, amounts shown in JPY, detail items);
 * - sub_16's and sub_18's latest: open, no payment (collected by hand);
 * - sub_12's latest: paid by promo credit (nothing left to pay), no payment;
 * - sub_17's latest: paid by bank transfer outside the service, no payment.
 * Then two one-off invoices (no subscription): a wire transfer waiting for its payment, and a card payment partly
 * refunded, with its credit note (`seedOneOffInvoices`).
 * Invoices in_101 … of redeemed batch child codes (when the catalog area seeded them) are created with
 * the child's invoice and payment ids, paid when the code was redeemed.
 */

type LatestKind =
  | { kind: 'paid' }
  | { kind: 'promo' }
  | { kind: 'paid-by-hand' }
  | { kind: 'open-pending' }
  | { kind: 'open-retry' }
  | { kind: 'open-manual' }
  | { kind: 'cancelled' }
  | { kind: 'splits'; statuses: number[] }

interface SubscriptionSpec {
  id: number
  userId: number
  planId: number
  /** Product when the plan is not seeded. */
  productId: number
  status: number
  currency: string
  amount: number
  quantity: number
  /** Days per period. */
  period: number
  /** Periods billed so far (invoices), the last one being the current period. */
  periods: number
  gatewayId: number
  taxPercentage: number
  latest: LatestKind
  /** Days from the base time to the start of the current period (negative = before). */
  startOffset: number
  cancelReason?: string
  pdfSettings?: Partial<InvoicePdfSettings>
}

const success = PaymentStatus.success
const failed = PaymentStatus.failed
const pending = PaymentStatus.pending
const cancelled = PaymentStatus.cancelled

const { active, pending: subPending, cancelled: subCancelled, expired, incomplete } = SubscriptionStatus

const specs: SubscriptionSpec[] = [
  {
    id: 1,
    userId: 1,
    planId: 1,
    productId: 1,
    status: active,
    currency: 'USD',
    amount: 4900,
    quantity: 1,
    period: 30,
    periods: 3,
    gatewayId: 1,
    taxPercentage: 2000,
    latest: { kind: 'paid' },
    startOffset: -12,
  },
  {
    id: 2,
    userId: 2,
    planId: 3,
    productId: 2,
    status: active,
    currency: 'USD',
    amount: 2900,
    quantity: 3,
    period: 30,
    periods: 3,
    gatewayId: 1,
    taxPercentage: 887,
    latest: { kind: 'paid' },
    startOffset: -5,
  },
  {
    id: 3,
    userId: 3,
    planId: 4,
    productId: 2,
    status: active,
    currency: 'GBP',
    amount: 49000,
    quantity: 1,
    period: 365,
    periods: 2,
    gatewayId: 3,
    taxPercentage: 2000,
    latest: { kind: 'paid' },
    startOffset: -140,
  },
  {
    id: 4,
    userId: 4,
    planId: 3,
    productId: 2,
    status: incomplete,
    currency: 'USD',
    amount: 2900,
    quantity: 1,
    period: 30,
    periods: 3,
    gatewayId: 2,
    taxPercentage: 0,
    latest: { kind: 'open-retry' },
    startOffset: -3,
    pdfSettings: {
      issueCompanyName: 'Northwind Software Ltd',
      issueAddress: '12 Fleet Street, London EC4Y 1AA, United Kingdom',
      issueRegNumber: '09876543',
      issueVatNumber: 'GB123456789',
      localizedCurrency: 'JPY',
      localizedExchangeRate: 157.3,
      localizedExchangeRateDescription: 1,
      showDetailItem: true,
      template: 'classic',
    },
  },
  {
    id: 5,
    userId: 5,
    planId: 5,
    productId: 3,
    status: active,
    currency: 'EUR',
    amount: 1900,
    quantity: 5,
    period: 30,
    periods: 3,
    gatewayId: 1,
    taxPercentage: 2000,
    latest: { kind: 'paid' },
    startOffset: -20,
  },
  {
    id: 6,
    userId: 6,
    planId: 2,
    productId: 1,
    status: subCancelled,
    currency: 'EUR',
    amount: 9900,
    quantity: 1,
    period: 365,
    periods: 1,
    gatewayId: 4,
    taxPercentage: 1900,
    latest: { kind: 'paid' },
    startOffset: -400,
    cancelReason: 'Moved to a competitor',
  },
  {
    id: 7,
    userId: 7,
    planId: 6,
    productId: 3,
    status: active,
    currency: 'GBP',
    amount: 45000,
    quantity: 1,
    period: 365,
    periods: 1,
    gatewayId: 3,
    taxPercentage: 0,
    latest: { kind: 'splits', statuses: [success, cancelled, pending, pending] },
    startOffset: -25,
  },
  {
    id: 8,
    userId: 8,
    planId: 1,
    productId: 1,
    status: subPending,
    currency: 'USD',
    amount: 4900,
    quantity: 1,
    period: 30,
    periods: 1,
    gatewayId: 4,
    taxPercentage: 530,
    latest: { kind: 'open-pending' },
    startOffset: -1,
  },
  {
    id: 9,
    userId: 9,
    planId: 7,
    productId: 4,
    status: active,
    currency: 'EUR',
    amount: 120000,
    quantity: 1,
    period: 365,
    periods: 2,
    gatewayId: 3,
    taxPercentage: 0,
    latest: { kind: 'splits', statuses: [success, failed, success, pending] },
    startOffset: -60,
  },
  {
    id: 10,
    userId: 10,
    planId: 4,
    productId: 2,
    status: active,
    currency: 'USD',
    amount: 30000,
    quantity: 1,
    period: 365,
    periods: 1,
    gatewayId: 1,
    taxPercentage: 0,
    latest: { kind: 'splits', statuses: [success, success, success] },
    startOffset: -90,
  },
  {
    id: 11,
    userId: 11,
    planId: 8,
    productId: 5,
    status: expired,
    currency: 'GBP',
    amount: 900,
    quantity: 1,
    period: 30,
    periods: 3,
    gatewayId: 4,
    taxPercentage: 2000,
    latest: { kind: 'cancelled' },
    startOffset: -75,
  },
  {
    id: 12,
    userId: 12,
    planId: 9,
    productId: 6,
    status: active,
    currency: 'EUR',
    amount: 400,
    quantity: 1,
    period: 30,
    periods: 2,
    gatewayId: 2,
    taxPercentage: 2000,
    latest: { kind: 'promo' },
    startOffset: -8,
  },
  {
    id: 13,
    userId: 1,
    planId: 3,
    productId: 2,
    status: subCancelled,
    currency: 'USD',
    amount: 2900,
    quantity: 1,
    period: 30,
    periods: 2,
    gatewayId: 1,
    taxPercentage: 2000,
    latest: { kind: 'paid' },
    startOffset: -200,
    cancelReason: 'Upgraded to Cloud Storage Business',
  },
  {
    id: 14,
    userId: 3,
    planId: 1,
    productId: 1,
    status: expired,
    currency: 'GBP',
    amount: 3900,
    quantity: 1,
    period: 30,
    periods: 2,
    gatewayId: 3,
    taxPercentage: 2000,
    latest: { kind: 'cancelled' },
    startOffset: -160,
  },
  {
    id: 15,
    userId: 5,
    planId: 10,
    productId: 7,
    status: active,
    currency: 'EUR',
    amount: 29000,
    quantity: 1,
    period: 365,
    periods: 1,
    gatewayId: 1,
    taxPercentage: 2000,
    latest: { kind: 'paid' },
    startOffset: -30,
  },
  {
    id: 16,
    userId: 2,
    planId: 5,
    productId: 3,
    status: incomplete,
    currency: 'USD',
    amount: 1900,
    quantity: 10,
    period: 30,
    periods: 2,
    gatewayId: 3,
    taxPercentage: 887,
    latest: { kind: 'open-manual' },
    startOffset: -2,
  },
  {
    id: 17,
    userId: 9,
    planId: 2,
    productId: 1,
    status: subCancelled,
    currency: 'EUR',
    amount: 9900,
    quantity: 1,
    period: 365,
    periods: 1,
    gatewayId: 3,
    taxPercentage: 0,
    latest: { kind: 'paid-by-hand' },
    startOffset: -500,
    cancelReason: 'Consolidated into the enterprise plan',
  },
  {
    id: 18,
    userId: 12,
    planId: 1,
    productId: 1,
    status: subPending,
    currency: 'EUR',
    amount: 4900,
    quantity: 1,
    period: 30,
    periods: 1,
    gatewayId: 2,
    taxPercentage: 2000,
    latest: { kind: 'open-manual' },
    startOffset: 0,
  },
]

const paidKinds = new Set<LatestKind['kind']>(['paid', 'promo', 'paid-by-hand'])

interface Counters {
  invoice: number
  payment: number
}

function gatewayName(ws: Workspace, gatewayId: number): string {
  return ws.gateways.get(gatewayId)?.gatewayName ?? ''
}

function extrasFor(
  subscription: SubscriptionRecord,
  invoiceName: 'SubscriptionCreate' | 'SubscriptionCycle',
  productName: string,
  periodStart: number,
  periodEnd: number,
  discount: AppliedDiscount | undefined,
  promoAvailable: number,
): { extras: InvoiceExtras; total: number } {
  const amounts = renewalAmounts({
    unitAmount: subscription.amount,
    quantity: subscription.quantity,
    discount,
    taxPercentage: subscription.taxPercentage,
    promoCredit: promoAvailable > 0 ? { available: promoAvailable } : undefined,
  })
  return {
    total: amounts.amountDue,
    extras: {
      invoiceName,
      productName,
      productDescription: '',
      lines: [
        { description: productName, unitAmount: subscription.amount, quantity: subscription.quantity, amount: amounts.subtotal },
      ],
      subtotal: amounts.subtotal,
      discountAmount: amounts.discountAmount,
      discountCode: discount?.code ?? '',
      taxPercentage: subscription.taxPercentage,
      taxAmount: amounts.taxAmount,
      promoCreditAmount: amounts.promoCreditAmount,
      periodStart,
      periodEnd,
      gatewayId: subscription.gatewayId,
      gatewayPaymentType: '',
      paymentUIMode: 'hosted',
      manualPayment: false,
      returnUrl: '',
      cancelUrl: '',
    },
  }
}

/** Splits `total` into `parts` amounts that add up to it exactly. */
function instalments(total: number, parts: number): number[] {
  const share = Math.floor(total / parts)
  return Array.from({ length: parts }, (_, index) => (index === parts - 1 ? total - share * (parts - 1) : share))
}

function payment(
  ws: Workspace,
  counters: Counters,
  subscription: SubscriptionRecord,
  fields: Draft<SplitPaymentRecord>,
): Draft<SplitPaymentRecord> {
  counters.payment++
  return {
    paymentId: `pay_${counters.payment}`,
    currency: subscription.currency,
    gatewayId: subscription.gatewayId,
    gatewayName: gatewayName(ws, subscription.gatewayId),
    ...fields,
  }
}

export function seedBilling({ ws, rng, base }: DatasetContext): void {
  const counters: Counters = { invoice: 0, payment: 0 }

  for (const spec of specs) {
    const user = ws.users.get(spec.userId)
    const plan = ws.plans.get(spec.planId)
    const productId = plan?.productId || spec.productId
    const currency = (user?.promoCreditAccounts[0]?.currency || user?.creditAccounts[0]?.currency || spec.currency).toUpperCase()
    const gatewayId = user?.gatewayId || spec.gatewayId
    const periodLength = spec.period * DAY
    const currentStart = base + spec.startOffset * DAY + rng.int(0, 20) * 3600
    const firstStart = currentStart - (spec.periods - 1) * periodLength
    const ended = spec.status === subCancelled || spec.status === expired
    const subscription = buildSubscription(ws, {
      id: spec.id,
      subscriptionId: `sub_${spec.id}`,
      userId: spec.userId,
      planId: spec.planId,
      productId,
      status: spec.status,
      currency,
      amount: spec.id === 1 && user?.recurringAmount ? user.recurringAmount : spec.amount,
      quantity: spec.quantity,
      taxPercentage: user?.taxPercentage || spec.taxPercentage,
      gatewayId,
      defaultPaymentMethodId: user && user.gatewayId === gatewayId ? user.paymentMethod : '',
      countryCode: user?.countryCode ?? '',
      vatNumber: user?.vATNumber ?? '',
      externalSubscriptionId: `ext_sub_${String(spec.id).padStart(4, '0')}`,
      createTime: firstStart - 3600,
      billingCycleAnchor: firstStart,
      currentPeriodStart: currentStart,
      currentPeriodEnd: currentStart + periodLength,
      originalPeriodEnd: currentStart + periodLength,
      currentPeriodPaid:
        paidKinds.has(spec.latest.kind) || (spec.latest.kind === 'splits' && spec.latest.statuses.every((s) => s === success))
          ? 1
          : 0,
      firstPaidTime: spec.status === subPending ? 0 : firstStart + 600,
      cancelAtPeriodEnd: 0,
      cancelOrExpireTime: ended ? currentStart + periodLength : 0,
      cancelReason: spec.cancelReason ?? '',
      lastUpdateTime: currentStart + 600,
      returnUrl: 'https://northwind.example/account/billing',
      metadata: { source: 'demo', seats: spec.quantity },
    })
    ws.subscriptions.put(subscription)

    const productName = ws.products.get(productId)?.productName || plan?.planName || `Plan ${spec.planId}`
    for (let period = 0; period < spec.periods; period++) {
      const periodStart = firstStart + period * periodLength
      const periodEnd = periodStart + periodLength
      const latest = period === spec.periods - 1
      const kind = latest ? spec.latest : ({ kind: 'paid' } as const)
      const promo = kind.kind === 'promo' ? Number.POSITIVE_INFINITY : 0
      const name = period === 0 ? 'SubscriptionCreate' : 'SubscriptionCycle'
      const { extras, total } = extrasFor(subscription, name, productName, periodStart, periodEnd, undefined, promo)
      const createTime = periodStart - 600
      let status: number = InvoiceStatus.paid
      let paidTime = periodStart + 300
      let payments: Draft<SplitPaymentRecord>[] = []
      switch (kind.kind) {
        case 'paid':
          payments = [
            payment(ws, counters, subscription, { totalAmount: total, status: success, createTime, paidTime, splitSequence: 1 }),
          ]
          break
        case 'promo':
        case 'paid-by-hand':
          break
        case 'open-pending':
          status = InvoiceStatus.open
          paidTime = 0
          payments = [payment(ws, counters, subscription, { totalAmount: total, status: pending, createTime, splitSequence: 1 })]
          break
        case 'open-retry':
          status = InvoiceStatus.open
          paidTime = 0
          payments = [
            payment(ws, counters, subscription, { totalAmount: total, status: failed, createTime, splitSequence: 1 }),
            payment(ws, counters, subscription, {
              totalAmount: total,
              status: pending,
              createTime: createTime + 3 * DAY,
              splitSequence: 2,
            }),
          ]
          break
        case 'open-manual':
          status = InvoiceStatus.open
          paidTime = 0
          break
        case 'cancelled':
          status = InvoiceStatus.cancelled
          paidTime = 0
          payments = [payment(ws, counters, subscription, { totalAmount: total, status: failed, createTime, splitSequence: 1 })]
          break
        case 'splits': {
          // Cancelled and failed instalments were replaced: the amounts of the others add up to the total.
          const counted = kind.statuses.filter((s) => s === success || s === pending).length
          const shares = instalments(total, counted)
          let next = 0
          payments = kind.statuses.map((paymentStatus, index) => {
            const replaced = paymentStatus === failed || paymentStatus === cancelled
            const amount = replaced ? shares[Math.min(next, shares.length - 1)] : shares[next++]
            const created = createTime + index * 7 * DAY
            return payment(ws, counters, subscription, {
              totalAmount: amount,
              status: paymentStatus,
              createTime: created,
              paidTime: paymentStatus === success ? created + 3600 : 0,
              splitSequence: index + 1,
            })
          })
          const paid = kind.statuses.every((s) => s === success || s === failed || s === cancelled)
          status = paid ? InvoiceStatus.paid : InvoiceStatus.open
          paidTime = paid ? createTime + (kind.statuses.length - 1) * 7 * DAY + 3600 : 0
          break
        }
      }
      counters.invoice++
      const invoice = buildInvoice(ws, {
        id: counters.invoice,
        invoiceId: `in_${counters.invoice}`,
        userId: spec.userId,
        subscriptionId: subscription.subscriptionId,
        currency,
        totalAmount: total,
        status,
        createTime,
        paidTime,
        payments,
        metadata: { period: period + 1 },
        pdfSettings: latest ? spec.pdfSettings : undefined,
        ...extras,
      }) as BillingInvoice
      ws.invoices.put(invoice)
      if (latest) subscription.latestInvoiceId = invoice.invoiceId
    }
  }
  ws.subscriptions.touch()
  // Later payments (renewals) get ids after the ones used here.
  ws.observeId('payments', counters.payment)

  seedRedemptionInvoices(ws)
  seedOneOffInvoices(ws, base)
}

/**
 * Two one-off invoices for the everyday invoice actions (operations.md §3.3, §3.8, §3.9), after every other invoice
 * (their ids come last): a wire transfer of user 2 waiting for its payment (mark it paid), and a card payment of
 * user 1 of which a part was refunded (its credit note; the rest can be refunded).
 */
function seedOneOffInvoices(ws: Workspace, base: number): void {
  const oneOff = (userId: number, gatewayId: number, description: string, amount: number, createTime: number) => ({
    userId,
    subscriptionId: '',
    currency: 'EUR',
    totalAmount: amount,
    createTime,
    createFrom: 'Admin',
    draft: false,
    finishTime: createTime,
    invoiceName: description,
    productName: description,
    productDescription: '',
    lines: [{ description, unitAmount: amount, quantity: 1, amount }],
    subtotal: amount,
    discountAmount: 0,
    discountCode: '',
    taxPercentage: 0,
    taxAmount: 0,
    promoCreditAmount: 0,
    periodStart: createTime,
    periodEnd: createTime,
    gatewayId,
    gatewayPaymentType: '',
    paymentUIMode: 'hosted',
    manualPayment: false,
    returnUrl: '',
    cancelUrl: '',
  })
  const wireTime = base - 6 * DAY
  const wire = buildInvoice(ws, {
    ...oneOff(2, 3, 'Onboarding workshop', 120_000, wireTime),
    status: InvoiceStatus.processing,
    daysUtilDue: 14,
    payments: [
      {
        currency: 'EUR',
        gatewayId: 3,
        gatewayName: gatewayName(ws, 3),
        totalAmount: 120_000,
        status: pending,
        createTime: wireTime,
      },
    ],
    metadata: { purchaseOrder: 'PO-2291' },
  }) as BillingInvoice
  ws.invoices.put(wire)

  const cardTime = base - 20 * DAY
  const card = buildInvoice(ws, {
    ...oneOff(1, 1, 'Data migration', 40_000, cardTime),
    status: InvoiceStatus.paid,
    paidTime: cardTime + 600,
    daysUtilDue: 3,
    payments: [
      {
        currency: 'EUR',
        gatewayId: 1,
        gatewayName: gatewayName(ws, 1),
        totalAmount: 40_000,
        status: success,
        createTime: cardTime,
        paidTime: cardTime + 600,
      },
    ],
  }) as BillingInvoice
  ws.invoices.put(card)
  const paid = ws.invoices.get(card.invoiceId) as BillingInvoice
  makeRefund(
    ws,
    {
      invoice: paid,
      payment: paid.payments[0],
      amount: 15_000,
      reason: 'Migration took half the estimate',
      refundNo: 'demo-refund-1',
      type: RefundType.gateway,
    },
    {
      now: cardTime + 5 * DAY,
      announce: false,
      ids: { refundId: 'ref20251217DEMOREFUND00001', gatewayRefundId: 're_DEMOREFUND0001' },
    },
  )
}

/** The invoices that redeemed batch child codes point at, paid when the code was redeemed. */
function seedRedemptionInvoices(ws: Workspace): void {
  let highestPayment = 0
  for (const child of ws.batchChildren.values()) {
    if (!child.isRedeemed || !child.invoiceId || ws.invoices.has(child.invoiceId)) continue
    const subscription = ws.subscriptions.get(child.subscriptionId)
    if (!subscription) continue
    const fixed = child.discountType === DiscountType.fixedAmount
    const sameCurrency = !child.currency || child.currency.toUpperCase() === subscription.currency.toUpperCase()
    const discount: AppliedDiscount | undefined =
      fixed && !sameCurrency
        ? undefined
        : {
            source: 'code',
            code: child.code,
            discountAmount: fixed ? child.discountAmount : 0,
            discountPercentage: fixed ? 0 : child.discountPercentage,
          }
    const productName = child.planName || ws.products.get(subscription.productId)?.productName || `Plan ${child.planId}`
    const time = child.redeemedAt || subscription.createTime
    const { extras, total } = extrasFor(
      subscription,
      'SubscriptionCreate',
      productName,
      time,
      time + (subscription.currentPeriodEnd - subscription.currentPeriodStart),
      discount,
      0,
    )
    const paymentNumber = Number(/^pay_(\d+)$/.exec(child.paymentId)?.[1] ?? 0)
    highestPayment = Math.max(highestPayment, paymentNumber)
    const invoiceNumber = Number(/^in_(\d+)$/.exec(child.invoiceId)?.[1] ?? 0)
    const invoice = buildInvoice(ws, {
      id: invoiceNumber > 0 ? invoiceNumber : undefined,
      invoiceId: child.invoiceId,
      userId: subscription.userId,
      subscriptionId: subscription.subscriptionId,
      currency: subscription.currency,
      totalAmount: total,
      status: InvoiceStatus.paid,
      createTime: time,
      paidTime: time + 60,
      payments: child.paymentId
        ? [
            {
              paymentId: child.paymentId,
              currency: subscription.currency,
              gatewayId: subscription.gatewayId,
              gatewayName: gatewayName(ws, subscription.gatewayId),
              totalAmount: total,
              status: success,
              createTime: time,
              paidTime: time + 60,
              splitSequence: 1,
            },
          ]
        : [],
      metadata: { batchCode: child.code },
      ...extras,
    }) as BillingInvoice
    ws.invoices.put(invoice)
  }
  // Later payments (renewals) get ids after the ones used here.
  if (highestPayment > 0) ws.observeId('payments', highestPayment)
}
