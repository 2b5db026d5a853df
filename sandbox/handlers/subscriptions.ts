import {
  codeLabel,
  DiscountStatus,
  DiscountType,
  InvoiceStatus,
  PaymentStatus,
  SubscriptionStatus,
} from '../../src/api/contract/codes'
import { subscriptionRenew, type SubscriptionRenewInput } from '../../src/api/contract/subscriptions'
import {
  type AppliedDiscount,
  type BillingInvoice,
  DEFAULT_PERIOD,
  type InvoiceExtras,
  invoicePageUrl,
  markSubscriptionPaid,
  paymentPageUrl,
  publicSubscription,
  renewalAmounts,
  settlePayment,
} from '../billing'
import { addonParamsOf, addonsAmount, applyDueUpdate } from '../pendingUpdates'
import {
  buildInvoice,
  buildSplitPayment,
  type DiscountCodeRecord,
  type GatewayRecord,
  type SubscriptionRecord,
  type UserRecord,
} from '../records'
import type { Dialect } from '../dialect'
import { defineArea, handle, type HandlerContext } from '../registry'
import type { Workspace } from '../store'

/**
 * Subscriptions: manual renewal (4.1).
 *
 * Rules beyond the contract (the contract already refuses a call without subscriptionId and userId):
 * - Lookup: by subscriptionId (userId and productId are then ignored); else the user's latest (by
 *   createTime) active (2) or incomplete (7) subscription, narrowed by productId when it is not 0; when
 *   there is none, the user's latest subscription of any status and product. Unknown → not found.
 * - Invoice: amount × quantity, less the discount, plus tax on the discounted amount at `taxPercentage`
 *   (the override, else the subscription's), rounded half up to the cent, less promo credit. `totalAmount`
 *   is what is left to pay.
 * - Discount: a `discountCode` (case-insensitive) must exist and be usable: status active,
 *   started, not ended, quantity not used up (quantity 0 = no limit); a fixed-amount code must be in the
 *   subscription's currency. Its used quantity grows by one. Or the one-off `discount`: `discountAmount`
 *   or `discountPercentage` (not both), an `endTime` that has not passed; with `recurring` it becomes
 *   the subscription's recurring discount, applied to later renewals that bring no discount of their
 *   own, `cycleLimit` times in all (0 = no limit) until `endTime`. Giving both `discountCode` and
 *   `discount` is a 400.
 * - Promo credit (`applyPromoCredit`): taken from the user's promo credit account in the invoice
 *   currency, in whole credits worth the account's `exchangeRate` minor units each, at most
 *   `applyPromoCreditAmount` credits when given, never more than the account holds or the
 *   invoice total; the account's amount falls (and currencyAmount with it), its totalDecrementAmount grows by
 *   what was used, and the user's promoCreditLog records it.
 * - Gateway: `gatewayId`, when given, must be a known gateway that is not archived (400), and a
 *   `gatewayPaymentType` must be one of the gateway's payment types when it lists any (400). Otherwise the
 *   subscription's gateway, else the user's, is used; a payment without any gateway is refused.
 * - `manualPayment: true`: the invoice stays open (status 1), no payment, `paid` false, `link` = the
 *   invoice's hosted page. Otherwise one payment (status 10 pending) is created: it succeeds at once
 *   (status 20, invoice paid, status 3) when a payment method is on file and automatic payment is on for
 *   it: the user's `paymentMethod` on the user's gateway, with the user's automatic payment on
 *   (user/change_gateway with a payment method turns it on) or the gateway's; or the subscription's
 *   `defaultPaymentMethodId` on its gateway, with the gateway's automatic charging on; and the chosen
 *   payment type does not forbid it. Else `paid` is false and `link` is the hosted payment page, whose Pay
 *   button settles it. Nothing to pay (credit or discount covered everything) → the invoice is paid
 *   without a payment.
 * - The subscription: `latestInvoiceId` is the new invoice; the period moves on (start = the old end,
 *   end = start + the old period's length, 30 days when it had none); paid → status active (2) and
 *   `currentPeriodPaid` 1; unpaid → `currentPeriodPaid` as the dialect reads it (0, or the time the
 *   unpaid period expires) and, unless active, status incomplete (7).
 * - `metadata` is stored on the invoice and on the subscription's timeline (state only).
 * - `action`: {} when paid; `{ type: "redirect_to_payment", url, paymentUIMode }` when a payment waits;
 *   `{ type: "collect_manually", url }` for a manual payment.
 */

/** A discount that the subscription applies to each renewal without a discount of its own. */
export interface RecurringDiscount {
  discountAmount: number
  discountPercentage: number
  /** Renewals it applies to in all; 0 = no limit. */
  cycleLimit: number
  /** 0 = no end. */
  endTime: number
  metadata: Record<string, unknown>
  appliedCycles: number
}

export interface TimelineEntry {
  time: number
  event: 'renewal'
  invoiceId: string
  metadata: Record<string, unknown>
}

/** What the sandbox keeps on a subscription beside the fields of 2.2. */
export type BillingSubscription = SubscriptionRecord & { recurringDiscount?: RecurringDiscount; timeline?: TimelineEntry[] }

type Input = HandlerContext<SubscriptionRenewInput>

const byLatest = (a: SubscriptionRecord, b: SubscriptionRecord) => b.createTime - a.createTime || b.id - a.id

/** The subscription a renewal is for, by the spec's lookup rule. */
export function findRenewalSubscription(
  store: Workspace,
  input: Pick<SubscriptionRenewInput, 'subscriptionId' | 'userId' | 'productId'>,
  dialect: Dialect,
): BillingSubscription {
  const subscriptionId = input.subscriptionId?.trim()
  if (subscriptionId) return store.subscriptions.get(subscriptionId) ?? dialect.notFound('subscription', subscriptionId)
  const userId = input.userId ?? dialect.required('UserId', 'Give a subscription id, or a user id to find the subscription')
  const own = store.subscriptions.filter((subscription) => subscription.userId === userId).sort(byLatest)
  if (own.length === 0) {
    dialect.notFound(
      'userSubscription',
      userId,
      store.users.has(userId) ? `User ${userId} has no subscription` : `User ${userId} not found`,
    )
  }
  const live = own.filter(
    (subscription) =>
      (subscription.status === SubscriptionStatus.active || subscription.status === SubscriptionStatus.incomplete) &&
      (!input.productId || subscription.productId === input.productId),
  )
  return live[0] ?? own[0]
}

function usableRecurring(discount: RecurringDiscount | undefined, now: number): discount is RecurringDiscount {
  if (!discount) return false
  if (discount.cycleLimit > 0 && discount.appliedCycles >= discount.cycleLimit) return false
  return discount.endTime === 0 || discount.endTime > now
}

interface DiscountPlan {
  applied?: AppliedDiscount
  code?: DiscountCodeRecord
  /** The subscription's new recurring discount. */
  newRecurring?: RecurringDiscount
  /** The subscription's existing recurring discount is used once more. */
  usesRecurring: boolean
}

function planDiscount(
  { input, store, badRequest, dialect }: Input,
  subscription: BillingSubscription,
  now: number,
): DiscountPlan {
  const codeText = input.discountCode?.trim()
  if (codeText && input.discount) badRequest('Give discountCode or discount, not both')
  if (codeText) {
    const wanted = codeText.toUpperCase()
    const code =
      store.discountCodes.find((candidate) => !candidate.isDeleted && candidate.code.toUpperCase() === wanted) ??
      dialect.notFound('discountCode', codeText)
    if (code.status !== DiscountStatus.active) {
      dialect.refuse(
        'discountCodeNotActive',
        `Discount code ${code.code} cannot be used: its status is ${codeLabel('discountStatus', code.status)}, not 2 · active`,
      )
    }
    if (code.startTime > now) {
      dialect.refuse('discountCodeNotStarted', `Discount code ${code.code} cannot be used yet: it starts later`)
    }
    if (code.endTime > 0 && code.endTime <= now) {
      dialect.refuse('discountCodeExpired', `Discount code ${code.code} cannot be used: it has ended`)
    }
    if (code.quantity > 0 && code.usedQuantity >= code.quantity) {
      dialect.refuse('discountCodeUsedUp', `Discount code ${code.code} cannot be used: all ${code.quantity} uses are taken`)
    }
    const fixed = code.discountType === DiscountType.fixedAmount
    if (fixed && code.currency && code.currency.toUpperCase() !== subscription.currency.toUpperCase()) {
      dialect.refuse(
        'discountCodeCurrency',
        `Discount code ${code.code} is an amount in ${code.currency}; the subscription is billed in ${subscription.currency}`,
      )
    }
    return {
      code,
      applied: {
        source: 'code',
        code: code.code,
        discountAmount: fixed ? code.discountAmount : 0,
        discountPercentage: fixed ? 0 : code.discountPercentage,
      },
      usesRecurring: false,
    }
  }
  const discount = input.discount
  if (discount) {
    const discountAmount = discount.discountAmount ?? 0
    const discountPercentage = discount.discountPercentage ?? 0
    if (discountAmount > 0 && discountPercentage > 0) badRequest('discount: give discountAmount or discountPercentage, not both')
    const endTime = discount.endTime ?? 0
    if (endTime > 0 && endTime <= now) badRequest('discount: endTime has passed')
    return {
      applied: { source: 'one-off', code: '', discountAmount, discountPercentage },
      newRecurring: discount.recurring
        ? {
            discountAmount,
            discountPercentage,
            cycleLimit: discount.cycleLimit ?? 0,
            endTime,
            metadata: discount.metadata ?? {},
            appliedCycles: 1,
          }
        : undefined,
      usesRecurring: false,
    }
  }
  const recurring = subscription.recurringDiscount
  if (usableRecurring(recurring, now)) {
    return {
      applied: {
        source: 'recurring',
        code: '',
        discountAmount: recurring.discountAmount,
        discountPercentage: recurring.discountPercentage,
      },
      usesRecurring: true,
    }
  }
  return { usesRecurring: false }
}

function planGateway({ input, store, badRequest, dialect }: Input, subscription: SubscriptionRecord) {
  const user = store.users.get(subscription.userId)
  const gatewayId = input.gatewayId ?? (subscription.gatewayId || user?.gatewayId || 0)
  const gateway: GatewayRecord | undefined = gatewayId
    ? (store.gateways.get(gatewayId) ?? (user?.gateway.gatewayId === gatewayId ? user.gateway : undefined))
    : undefined
  if (input.gatewayId !== undefined && !gateway) dialect.notFound('gateway', input.gatewayId)
  if (input.gatewayId !== undefined && gateway?.archive) badRequest(`Gateway ${gatewayId} is archived`)
  const paymentType = input.gatewayPaymentType?.trim() ?? ''
  const types = gateway?.gatewayPaymentTypes ?? []
  const typeInfo = paymentType ? types.find((type) => type.paymentType === paymentType) : undefined
  if (paymentType && types.length > 0 && !typeInfo) {
    badRequest(
      `Gateway ${gatewayId} has no payment type ${paymentType} (it has ${types.map((type) => type.paymentType).join(', ')})`,
    )
  }
  const autoCharge = chargesAutomatically(subscription, user, gatewayId, gateway) && typeInfo?.autoCharge !== false
  return { user, gatewayId, gateway, paymentType, autoCharge }
}

/**
 * Whether a payment of the subscription through `gatewayId` is charged at once: the user's payment method charges
 * automatically when the user's automatic payment is on (user/change_gateway with a payment method turns it on) or
 * the gateway's; the subscription's when its gateway's is on.
 */
export function chargesAutomatically(
  subscription: SubscriptionRecord,
  user: UserRecord | undefined,
  gatewayId: number,
  gateway: GatewayRecord | undefined,
): boolean {
  const gatewayCharges = Boolean(gateway?.autoChargeEnabled)
  const userCharges =
    user !== undefined &&
    gatewayId === user.gatewayId &&
    user.paymentMethod !== '' &&
    (Boolean(user.gateway?.autoChargeEnabled) || gatewayCharges)
  const subscriptionCharges = gatewayId === subscription.gatewayId && subscription.defaultPaymentMethodId !== '' && gatewayCharges
  return userCharges || subscriptionCharges
}

export default defineArea({
  area: 'subscriptions',
  handlers: [
    handle(subscriptionRenew, (ctx) => {
      const { input, store, hostedUrl, dialect } = ctx
      const time = ctx.now()
      const subscription = findRenewalSubscription(store, input, dialect)
      // A change of plan that waits for the period's end takes effect with the new period.
      applyDueUpdate(store, subscription, time)
      const currency = subscription.currency
      const addons = addonParamsOf(subscription).flatMap((addon) => {
        const plan = store.plans.get(addon.addonPlanId)
        return plan ? [{ plan, quantity: addon.quantity }] : []
      })
      const discount = planDiscount(ctx, subscription, time)
      const { user, gatewayId, gateway, paymentType, autoCharge } = planGateway(ctx, subscription)
      const taxPercentage = input.taxPercentage ?? subscription.taxPercentage
      const manual = input.manualPayment === true

      const promoAccount = input.applyPromoCredit
        ? user?.promoCreditAccounts.find(
            (account) => account.currency.toUpperCase() === currency.toUpperCase() && account.amount > 0,
          )
        : undefined
      const amounts = renewalAmounts({
        unitAmount: subscription.amount,
        quantity: subscription.quantity,
        addonsAmount: addonsAmount(
          store,
          addons.map(({ plan, quantity }) => ({ addonPlanId: plan.id, quantity })),
        ),
        discount: discount.applied,
        taxPercentage,
        promoCredit: input.applyPromoCredit
          ? { available: promoAccount?.amount ?? 0, cap: input.applyPromoCreditAmount, creditValue: promoAccount?.exchangeRate }
          : undefined,
      })
      const needsPayment = !manual && amounts.amountDue > 0
      if (needsPayment && !gatewayId) {
        dialect.refuse(
          'renewNoGateway',
          `Subscription ${subscription.subscriptionId} has no gateway, and neither has its user: give gatewayId`,
        )
      }

      // An invoice holds whole minor units: a subscription seeded with a fractional amount (or one too large to
      // count exactly) cannot renew, rather than leave an invoice the state cannot be saved with.
      const { subtotal, discountAmount, taxAmount, promoCreditAmount, amountDue } = amounts
      if (![subtotal, discountAmount, taxAmount, promoCreditAmount, amountDue].every(Number.isSafeInteger)) {
        ctx.badRequest(
          `Subscription ${subscription.subscriptionId} cannot renew: its amount ${subscription.amount} × quantity ${subscription.quantity} is not a whole number of minor units an invoice can hold`,
        )
      }

      // Every check has passed: from here on the renewal happens.
      const periodLength =
        subscription.currentPeriodEnd > subscription.currentPeriodStart
          ? subscription.currentPeriodEnd - subscription.currentPeriodStart
          : DEFAULT_PERIOD
      const periodStart = subscription.currentPeriodEnd > 0 ? subscription.currentPeriodEnd : time
      const periodEnd = periodStart + periodLength
      const quantity = Math.max(1, subscription.quantity)
      const productName =
        input.productData?.name?.trim() ||
        store.products.get(subscription.productId)?.productName ||
        store.plans.get(subscription.planId)?.planName ||
        `Subscription ${subscription.subscriptionId}`
      const extras: InvoiceExtras = {
        invoiceName: 'SubscriptionRenew',
        productName,
        productDescription: input.productData?.description?.trim() ?? '',
        lines: [
          {
            description: productName,
            unitAmount: Math.max(0, subscription.amount),
            quantity,
            amount: Math.max(0, subscription.amount) * quantity,
          },
          ...addons.map(({ plan, quantity: count }) => ({
            description: plan.planName,
            unitAmount: plan.amount,
            quantity: count,
            amount: plan.amount * count,
          })),
        ],
        subtotal: amounts.subtotal,
        discountAmount: amounts.discountAmount,
        discountCode: discount.code?.code ?? '',
        taxPercentage,
        taxAmount: amounts.taxAmount,
        promoCreditAmount: amounts.promoCreditAmount,
        periodStart,
        periodEnd,
        gatewayId,
        gatewayPaymentType: paymentType,
        paymentUIMode: input.paymentUIMode ?? 'hosted',
        manualPayment: manual,
        returnUrl: input.returnUrl ?? '',
        cancelUrl: input.cancelUrl ?? '',
      }
      const invoice = buildInvoice(store, {
        userId: subscription.userId,
        subscriptionId: subscription.subscriptionId,
        currency,
        totalAmount: amounts.amountDue,
        status: InvoiceStatus.open,
        createTime: time,
        metadata: input.metadata ?? {},
        ...extras,
      }) as BillingInvoice
      invoice.link = invoicePageUrl(hostedUrl, invoice.invoiceId)
      const payment = needsPayment
        ? buildSplitPayment(
            store,
            {
              gatewayId,
              gatewayName: gateway?.gatewayName ?? '',
              status: PaymentStatus.pending,
              totalAmount: amounts.amountDue,
              createTime: time,
            },
            { currency, sequence: 1 },
          )
        : undefined
      if (payment) {
        payment.link = paymentPageUrl(hostedUrl, payment.paymentId)
        invoice.payments.push(payment)
      }
      store.invoices.put(invoice)

      if (discount.code) store.discountCodes.update(discount.code.id, { usedQuantity: discount.code.usedQuantity + 1 })
      if (user && promoAccount && amounts.promoCreditAmount > 0) {
        const rate = promoAccount.exchangeRate > 0 ? promoAccount.exchangeRate : 1
        promoAccount.amount -= amounts.promoCreditsUsed
        promoAccount.currencyAmount = Math.round(promoAccount.amount * rate)
        promoAccount.totalDecrementAmount += amounts.promoCreditsUsed
        // The same log the customers area keeps for promo credit decrements.
        const logged = user as typeof user & { promoCreditLog?: unknown[] }
        logged.promoCreditLog = [
          ...(logged.promoCreditLog ?? []),
          {
            accountId: promoAccount.id,
            currency: promoAccount.currency,
            amount: amounts.promoCreditsUsed,
            balanceAfter: promoAccount.amount,
            name: 'Renewal',
            description: `Applied to invoice ${invoice.invoiceId}`,
            time,
          },
        ]
        store.users.touch(user)
      }

      subscription.currentPeriodStart = periodStart
      subscription.currentPeriodEnd = periodEnd
      subscription.latestInvoiceId = invoice.invoiceId
      subscription.lastUpdateTime = time
      if (discount.newRecurring) subscription.recurringDiscount = discount.newRecurring
      else if (discount.usesRecurring && subscription.recurringDiscount) subscription.recurringDiscount.appliedCycles += 1
      subscription.timeline = [
        ...(subscription.timeline ?? []),
        { time, event: 'renewal', invoiceId: invoice.invoiceId, metadata: input.metadata ?? {} },
      ]
      store.subscriptions.touch(subscription)

      if (!manual && !payment) {
        invoice.status = InvoiceStatus.paid
        invoice.paidTime = time
        markSubscriptionPaid(subscription, time)
      } else if (payment && autoCharge) {
        settlePayment(store, invoice, payment, 'success', time)
      }
      const paid = invoice.status === InvoiceStatus.paid
      if (!paid) {
        subscription.currentPeriodPaid = dialect.unpaidPeriodPaid(time)
        if (subscription.status !== SubscriptionStatus.active) subscription.status = SubscriptionStatus.incomplete
      }
      store.subscriptions.touch(subscription)
      store.invoices.touch(invoice)

      const waiting = payment !== undefined && !paid
      const link = waiting ? payment.link : invoice.link
      const action = paid
        ? {}
        : waiting
          ? { type: 'redirect_to_payment', url: link, paymentUIMode: extras.paymentUIMode }
          : { type: 'collect_manually', url: link }
      return {
        action,
        invoiceId: invoice.invoiceId,
        link,
        paid,
        paymentId: payment?.paymentId ?? '',
        subscription: dialect.present.subscription(publicSubscription(subscription)),
      }
    }),
  ],
})
