import type { z } from 'zod'
import {
  codeLabel,
  DiscountStatus,
  DiscountType,
  InvoiceStatus,
  PaymentStatus,
  PendingUpdateStatus,
  PlanApplyType,
  PlanStatus,
  PlanType,
  SubscriptionStatus,
} from '../../src/api/contract/codes'
import {
  subscriptionAddNewTrialStart,
  subscriptionCancel,
  subscriptionCancelAtPeriodEnd,
  subscriptionCancelLastCancelAtPeriodEnd,
  subscriptionUpdatePreview,
  subscriptionUpdatePreviewInput,
  subscriptionUpdateSubmit,
  subscriptionUpdateSubmitInput,
} from '../../src/api/contract/extensions/subscriptionActions'
import {
  type AppliedDiscount,
  awaitsPayment,
  type BillingInvoice,
  type InvoiceExtras,
  invoicePageUrl,
  paymentPageUrl,
  renewalAmounts,
  settlePayment,
} from '../billing'
import { mailCustomer, recordEvent } from '../events'
import { publicDiscountCode } from '../handlers/discounts'
import { chargesAutomatically } from '../handlers/subscriptions'
import {
  type AddonParam,
  addonParamsOf,
  addonsAmount,
  applyUpdate,
  cancelUnfinishedUpdates,
  type ChangeableSubscription,
  intervalLength,
  type PendingUpdateRecord,
  periodEnd,
} from '../pendingUpdates'
import {
  buildInvoice,
  buildSplitPayment,
  type CreditAccountRecord,
  type DiscountCodeRecord,
  type GatewayRecord,
  type PlanRecord,
  type SubscriptionRecord,
  type UserRecord,
} from '../records'
import { defineArea, type HandlerContext, handle } from '../registry'
import type { Workspace } from '../store'
import { invoiceBean, pendingUpdateBean } from './beans'

/**
 * The everyday write calls on subscriptions (operations.md §3.1, §3.2, §3.4, §3.10).
 *
 * - Lookup by user (cancel, cancel at period end and its undo, a change submitted with a user id): the user's
 *   active or incomplete subscription whose plan belongs to `productId` (0, or nothing: the default product, plans
 *   without a product), the most recently changed one.
 * - cancel: a cancelled or expired subscription is left as it is (success). Otherwise status 4, the reason
 *   ("CancelledByAdmin" by default), `trialEnd` = period start − 1, `cancelOrExpireTime` now; the latest invoice is
 *   cancelled when it still waits for its payment (its waiting payments too), a paid one stays paid; waiting changes
 *   of plan are cancelled. No refund, no credit note. The subscription's gateway must exist.
 * - cancel at period end / undo: only a subscription stored as active (2; an incomplete one, which the real dialect
 *   shows as active, is refused); `cancelAtPeriodEnd` 1 / 0, nothing when it is so already. The undo by user id
 *   without an active subscription succeeds and changes nothing.
 * - add_new_trial_start: its plan must exist and be active, its gateway exist. `trialEnd` and `billingCycleAnchor`
 *   become the current period's end + the hours; when that lies ahead the subscription becomes active (any status,
 *   cancelled and expired ones too, as the service does), and a latest invoice still waiting for payment is cancelled.
 * - update_preview / update_submit: see `prepareChange`.
 * Each records its webhook events and e-mails the customer (mailbox).
 */

type Lookup = { subscriptionId?: string; userId?: number; productId?: number }

/** The product a subscription belongs to: its plan's (0: the default product). */
function productOf(ws: Workspace, subscription: SubscriptionRecord): number {
  return ws.plans.get(subscription.planId)?.productId ?? subscription.productId
}

/** The user's active or incomplete subscription of a product, the most recently changed one. */
function liveSubscriptionOf(ws: Workspace, userId: number, productId = 0): SubscriptionRecord | undefined {
  const live: number[] = [SubscriptionStatus.active, SubscriptionStatus.incomplete]
  return ws.subscriptions
    .filter(
      (subscription) =>
        subscription.userId === userId &&
        subscription.merchantId === ws.merchantId &&
        live.includes(subscription.status) &&
        productOf(ws, subscription) === productId,
    )
    .sort((a, b) => b.lastUpdateTime - a.lastUpdateTime || b.id - a.id)[0]
}

/** The subscription named by id, or the user's live one; `undefined` only when `missingIsFine` and there is none. */
function lookUp(ctx: HandlerContext<Lookup>, missingIsFine = false): ChangeableSubscription | undefined {
  const { input, store, dialect } = ctx
  const subscriptionId = input.subscriptionId?.trim()
  if (subscriptionId) return store.subscriptions.get(subscriptionId) ?? dialect.notFound('subscription', subscriptionId)
  const userId = input.userId ?? 0
  const found = liveSubscriptionOf(store, userId, input.productId ?? 0)
  if (found || missingIsFine) return found
  return dialect.notFound(
    'userSubscription',
    userId,
    `User ${userId} has no active or incomplete subscription of ${input.productId ? `product ${input.productId}` : 'the default product'}`,
  )
}

function requireGateway(ctx: HandlerContext<unknown>, subscription: SubscriptionRecord): GatewayRecord {
  return (
    ctx.store.gateways.get(subscription.gatewayId) ??
    ctx.dialect.refuse(
      'subscriptionGatewayMissing',
      `Subscription ${subscription.subscriptionId} has no gateway the sandbox knows (gateway ${subscription.gatewayId})`,
    )
  )
}

/** Cancels an invoice that waits for its payment, with its waiting payments. */
export function cancelWaitingInvoice(ws: Workspace, invoice: BillingInvoice, now: number): void {
  invoice.status = InvoiceStatus.cancelled
  invoice.gmtModify = now
  for (const payment of invoice.payments) if (payment.status === PaymentStatus.pending) payment.status = PaymentStatus.cancelled
  ws.invoices.touch(invoice)
  recordEvent(ws, 'invoice.cancelled', { invoiceId: invoice.invoiceId, userId: invoice.userId })
  mailCustomer(ws, invoice.userId, `Invoice ${invoice.invoiceId}: cancelled`)
}

/** Cancels the subscription's latest invoice when it still waits for its payment (a paid one stays paid). */
function cancelLatestWaitingInvoice(ws: Workspace, subscription: SubscriptionRecord, now: number): void {
  const latest = ws.invoices.get(subscription.latestInvoiceId) as BillingInvoice | undefined
  if (latest && awaitsPayment(latest)) cancelWaitingInvoice(ws, latest, now)
}

const subscriptionEvent = (subscription: SubscriptionRecord) => ({
  subscriptionId: subscription.subscriptionId,
  userId: subscription.userId,
  planId: subscription.planId,
  status: subscription.status,
})

/**
 * Cancels a subscription at once (§3.1 effects): status 4 with the reason, `trialEnd` = period start − 1, its latest
 * invoice cancelled when it still waits for its payment, its waiting changes of plan cancelled. No refund.
 */
export function cancelNow(store: Workspace, subscription: SubscriptionRecord, reason: string, now: number): void {
  subscription.status = SubscriptionStatus.cancelled
  subscription.cancelReason = reason
  subscription.trialEnd = subscription.currentPeriodStart - 1
  subscription.cancelOrExpireTime = now
  subscription.lastUpdateTime = now
  store.subscriptions.touch(subscription)
  cancelLatestWaitingInvoice(store, subscription, now)
  cancelUnfinishedUpdates(store, subscription as ChangeableSubscription)
  recordEvent(store, 'subscription.cancelled', subscriptionEvent(subscription))
  mailCustomer(store, subscription.userId, `Subscription ${subscription.subscriptionId}: cancelled`)
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

// ---- changes of plan, quantity or add-ons (§3.4) ----

/** What a change would do, worked out the way the service does it. */
interface Change {
  subscription: ChangeableSubscription
  plan: PlanRecord
  oldPlan: PlanRecord
  user: UserRecord
  gatewayId: number
  gateway: GatewayRecord
  quantity: number
  addons: AddonParam[]
  isUpgrade: boolean
  effectNow: boolean
  restartsPeriod: boolean
  currency: string
  taxPercentage: number
  prorationDate: number
  code?: DiscountCodeRecord
  discountMessage: string
  invoice: ChangeInvoice
  next: ChangeInvoice
  promoAccount?: CreditAccountRecord
}

interface ChangeInvoice {
  name: 'SubscriptionUpdate' | 'SubscriptionCycle'
  lines: InvoiceExtras['lines']
  subtotal: number
  discountAmount: number
  discountCode: string
  taxAmount: number
  promoCreditAmount: number
  promoCreditsUsed: number
  total: number
  periodStart: number
  periodEnd: number
}

const DAY = 86_400

/**
 * Why a discount code cannot be used for this change, as the service says it (its English texts); undefined when
 * it can.
 */
function codeProblem(code: DiscountCodeRecord | undefined, plan: PlanRecord, currency: string, now: number): string | undefined {
  if (!code || code.isDeleted) return 'The discount code is invalid.'
  if (code.status !== DiscountStatus.active) return 'Code not active'
  if (code.startTime > now) return "The discount code haven't started."
  if (code.endTime > 0 && code.endTime <= now) return 'Code expired'
  if (code.quantity > 0 && code.usedQuantity >= code.quantity) return 'The discount code usage limit has been reached.'
  const listed = code.planIds.includes(plan.id)
  if (
    (code.planApplyType === PlanApplyType.listedPlans && !listed) ||
    (code.planApplyType === PlanApplyType.exceptListedPlans && listed)
  ) {
    return 'The discount code cannot be used with this plan.'
  }
  if (code.discountType === DiscountType.fixedAmount && code.currency && code.currency.toUpperCase() !== currency.toUpperCase()) {
    return 'Code currency not match plan'
  }
  return undefined
}

/**
 * Upgrade or downgrade, as the service decides (update.go isUpgradeForSubscription): a longer interval, a higher unit
 * price or a higher price × quantity is an upgrade; a lower one a downgrade; the same price on another plan an
 * upgrade; on the same plan and price, a new add-on or more of one is an upgrade, other add-on changes a downgrade,
 * and no change at all is refused.
 */
function classify(
  subscription: SubscriptionRecord,
  oldPlan: PlanRecord,
  plan: PlanRecord,
  quantity: number,
  addons: AddonParam[],
): { isUpgrade: boolean; changed: boolean } {
  const [newLength, oldLength] = [intervalLength(plan), intervalLength(oldPlan)]
  const [newTotal, oldTotal] = [plan.amount * quantity, oldPlan.amount * subscription.quantity]
  if (newLength > oldLength) return { isUpgrade: true, changed: true }
  if (plan.amount > oldPlan.amount || newTotal > oldTotal) return { isUpgrade: true, changed: true }
  if (plan.amount === oldPlan.amount && newTotal === oldTotal && newLength === oldLength && plan.id !== oldPlan.id) {
    return { isUpgrade: true, changed: true }
  }
  if (plan.amount < oldPlan.amount || newTotal < oldTotal) return { isUpgrade: false, changed: true }
  const before = new Map(addonParamsOf(subscription).map((addon) => [addon.addonPlanId, addon.quantity]))
  const after = new Map(addonParamsOf({ addonData: JSON.stringify(addons) }).map((addon) => [addon.addonPlanId, addon.quantity]))
  const isUpgrade = [...after].some(([id, count]) => (before.get(id) ?? 0) < count)
  const changed = isUpgrade || before.size !== after.size || [...after].some(([id, count]) => before.get(id) !== count)
  return { isUpgrade, changed }
}

/** Checks the add-ons of a change, in the service's order, and returns them with their plans. */
function checkAddons(ctx: HandlerContext<unknown>, plan: PlanRecord, currency: string, params: AddonParam[]): AddonParam[] {
  const { store, dialect } = ctx
  const addons = addonParamsOf({ addonData: JSON.stringify(params) })
  const plans = addons.map((addon) => {
    const addonPlan =
      store.plans.get(addon.addonPlanId) ??
      dialect.refuse('updateAddonNotFound', `Add-on plan ${addon.addonPlanId} not found`, addon.addonPlanId)
    if (addonPlan.type !== PlanType.recurringAddon) {
      dialect.refuse('updateAddonNotAddon', `Plan ${addonPlan.id} is not a recurring add-on`, addonPlan.id)
    }
    if (addonPlan.status === PlanStatus.softArchived || addonPlan.status === PlanStatus.hardArchived) {
      dialect.refuse('updateAddonDeleted', `Add-on plan ${addonPlan.id} is archived`, addonPlan.id)
    }
    return addonPlan
  })
  for (const addonPlan of plans) {
    if (addonPlan.currency.toUpperCase() !== currency.toUpperCase()) {
      dialect.refuse(
        'updateAddonCurrency',
        `Add-on plan ${addonPlan.id} is in ${addonPlan.currency}; the subscription is billed in ${currency}`,
        `planId:${plan.id} addonId:${addonPlan.id}`,
      )
    }
    if (addonPlan.status !== PlanStatus.active) {
      dialect.refuse('updateAddonNotActive', `Add-on plan ${addonPlan.id} is not active`, addonPlan.id)
    }
    if (addonPlan.intervalUnit !== plan.intervalUnit || addonPlan.intervalCount !== plan.intervalCount) {
      dialect.refuse(
        'updateAddonInterval',
        `Add-on plan ${addonPlan.id} is billed every ${addonPlan.intervalCount} ${addonPlan.intervalUnit}, the plan every ${plan.intervalCount} ${plan.intervalUnit}: they must match`,
      )
    }
  }
  return addons
}

/** An invoice of the change: the subtotal, less the code's discount, plus tax, less promo credit. */
function changeInvoice(
  name: ChangeInvoice['name'],
  subtotal: number,
  lines: InvoiceExtras['lines'],
  period: [number, number],
  options: { discount?: AppliedDiscount; taxPercentage: number; promoAccount?: CreditAccountRecord; promoCap?: number },
): ChangeInvoice {
  const amounts = renewalAmounts({
    unitAmount: Math.max(0, subtotal),
    quantity: 1,
    discount: options.discount,
    taxPercentage: options.taxPercentage,
    promoCredit: options.promoAccount
      ? { available: options.promoAccount.amount, cap: options.promoCap, creditValue: options.promoAccount.exchangeRate }
      : undefined,
  })
  return {
    name,
    lines,
    subtotal: amounts.subtotal,
    discountAmount: amounts.discountAmount,
    discountCode: options.discount?.code ?? '',
    taxAmount: amounts.taxAmount,
    promoCreditAmount: amounts.promoCreditAmount,
    promoCreditsUsed: amounts.promoCreditsUsed,
    total: amounts.amountDue,
    periodStart: period[0],
    periodEnd: period[1],
  }
}

type ChangeInput = Omit<z.output<typeof subscriptionUpdatePreviewInput>, 'subscriptionId'> &
  Partial<z.output<typeof subscriptionUpdateSubmitInput>>

/**
 * A change of plan, quantity or add-ons, checked and priced in the service's order (update.go): the plan (active,
 * not a recurring add-on), the gateway (the one given on submit, the subscription's, else the customer's), the
 * customer (not suspended), the add-ons (recurring add-ons that are not archived, active, in the subscription's
 * currency and the plan's interval), the old plan, the same product, a real change. An upgrade takes effect now, a
 * downgrade at the period's end; `effectImmediate` says otherwise; a subscription that is not active changes now.
 *
 * Now, on an active subscription within its period: the rest of the period is prorated, (new − old) × the share of
 * the period left, on the same interval; on another interval the new plan's whole period is charged less the old
 * one's unused share, and the period starts again. A subscription that is not active pays the new plan's period
 * from now. At the period's end: nothing now. A change that would cost less than nothing now and is no upgrade waits
 * for the period's end (nothing is refunded). A discount code that cannot be used is left out (`discountMessage`);
 * the next period's invoice is the new plan, add-ons and quantity at the full price.
 */
function prepareChange(ctx: HandlerContext<ChangeInput>, subscription: ChangeableSubscription, submit: boolean): Change {
  const { input, store, dialect } = ctx
  const now = ctx.now()
  const plan = store.plans.get(input.newPlanId) ?? dialect.notFound('plan', input.newPlanId)
  if (plan.status !== PlanStatus.active) {
    dialect.refuse('updatePlanNotActive', `Plan ${plan.id} is ${codeLabel('planStatus', plan.status)}, not 2 · active`, plan.id)
  }
  if (plan.type === PlanType.recurringAddon) dialect.refuse('updatePlanIsAddon', `Plan ${plan.id} is a recurring add-on`, plan.id)
  const user = store.users.get(subscription.userId) ?? dialect.notFound('user', subscription.userId)
  const gatewayId = input.gatewayId ?? (subscription.gatewayId || user.gatewayId)
  if (!gatewayId) {
    dialect.refuse('updateNoGateway', `Subscription ${subscription.subscriptionId} has no gateway, and neither has its customer`)
  }
  const gateway = store.gateways.get(gatewayId) ?? dialect.notFound('gateway', gatewayId)
  if (user.status === 2) dialect.refuse('updateUserSuspended', `Customer ${user.id} is suspended`)
  const quantity = input.quantity && input.quantity > 0 ? input.quantity : 1
  const currency = subscription.currency
  const addons = checkAddons(ctx, plan, currency, input.addonParams ?? [])
  const oldPlan =
    store.plans.get(subscription.planId) ??
    dialect.refuse('updateOldPlanMissing', `The subscription's plan ${subscription.planId} no longer exists`)
  if (oldPlan.productId !== plan.productId) {
    dialect.refuse(
      'updateOtherProduct',
      `Plan ${plan.id} belongs to product ${plan.productId}; the subscription's plan to product ${oldPlan.productId}`,
    )
  }
  const { isUpgrade, changed } = classify(subscription, oldPlan, plan, quantity, addons)
  if (!changed) {
    dialect.refuse(
      'updateNothingChanged',
      `Subscription ${subscription.subscriptionId} is on plan ${plan.id} with these add-ons already`,
    )
  }
  let effectNow = isUpgrade
  if (input.effectImmediate) effectNow = input.effectImmediate === 1
  if (subscription.status !== SubscriptionStatus.active) effectNow = true

  const taxPercentage = input.taxPercentage ?? subscription.taxPercentage
  const codeText = input.discountCode?.trim()
  let code: DiscountCodeRecord | undefined
  let discountMessage = ''
  if (codeText) {
    const found = store.discountCodes.find((candidate) => candidate.code.toUpperCase() === codeText.toUpperCase())
    const problem = codeProblem(found, plan, currency, now)
    if (problem && submit) dialect.refuse('updateDiscountCode', `Discount code ${codeText} cannot be used: ${problem}`, problem)
    if (problem) discountMessage = problem
    else code = found
  }
  const discount: AppliedDiscount | undefined = code && {
    source: 'code',
    code: code.code,
    discountAmount: code.discountType === DiscountType.fixedAmount ? code.discountAmount : 0,
    discountPercentage: code.discountType === DiscountType.fixedAmount ? 0 : code.discountPercentage,
  }
  const promoAccount = input.applyPromoCredit
    ? user.promoCreditAccounts.find((account) => account.currency.toUpperCase() === currency.toUpperCase() && account.amount > 0)
    : undefined

  const newRecurring = plan.amount * quantity + addonsAmount(store, addons)
  const oldRecurring = oldPlan.amount * subscription.quantity + addonsAmount(store, addonParamsOf(subscription))
  const newLines = (share = 1): InvoiceExtras['lines'] => [
    { description: plan.planName, unitAmount: plan.amount, quantity, amount: Math.round(plan.amount * quantity * share) },
    ...addons.map((addon) => {
      const addonPlan = store.plans.get(addon.addonPlanId)!
      return {
        description: addonPlan.planName,
        unitAmount: addonPlan.amount,
        quantity: addon.quantity,
        amount: Math.round(addonPlan.amount * addon.quantity * share),
      }
    }),
  ]
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription
  let prorationDate = input.prorationDate ?? now
  let restartsPeriod = false
  let subtotal = 0
  let lines: InvoiceExtras['lines'] = []
  let period: [number, number] = [start, end]
  const fullPeriod = () => {
    subtotal = newRecurring
    lines = newLines()
    period = [prorationDate, periodEnd(plan, prorationDate)]
    restartsPeriod = true
  }
  if (effectNow) {
    if (subscription.status !== SubscriptionStatus.active || prorationDate > end) fullPeriod()
    else if (prorationDate >= start) {
      const left = end > start ? (end - prorationDate) / (end - start) : 0
      const credit = Math.round(oldRecurring * left)
      const unused = { description: `Unused time on ${oldPlan.planName}`, unitAmount: -credit, quantity: 1, amount: -credit }
      if (intervalLength(plan) === intervalLength(oldPlan)) {
        subtotal = Math.round(newRecurring * left) - credit
        lines = [...newLines(left), unused]
        period = [prorationDate, end]
      } else {
        fullPeriod()
        subtotal = newRecurring - credit
        lines = [...lines, unused]
      }
    }
  }
  if (effectNow && subtotal <= 0 && !isUpgrade) effectNow = false
  if (!effectNow) {
    prorationDate = Math.max(end, subscription.trialEnd)
    subtotal = 0
    lines = []
    period = [start, end]
    restartsPeriod = false
  }
  const invoice = changeInvoice('SubscriptionUpdate', subtotal, lines, period, {
    discount: subtotal > 0 ? discount : undefined,
    taxPercentage,
    promoAccount,
    promoCap: input.applyPromoCreditAmount,
  })
  const nextStart = Math.max(invoice.periodEnd, subscription.trialEnd)
  const recurringCode = code && code.billingType === 2 && code.cycleLimit !== 1 ? discount : undefined
  const next = changeInvoice('SubscriptionCycle', newRecurring, newLines(), [nextStart, periodEnd(plan, nextStart)], {
    discount: recurringCode,
    taxPercentage,
  })
  return {
    subscription,
    plan,
    oldPlan,
    user,
    gatewayId,
    gateway,
    quantity,
    addons,
    isUpgrade,
    effectNow,
    restartsPeriod,
    currency,
    taxPercentage,
    prorationDate,
    code,
    discountMessage,
    invoice,
    next,
    promoAccount,
  }
}

/** A change's invoice as the service's `Invoice` bean (not stored: the preview's). */
function previewInvoice(ctx: HandlerContext<unknown>, change: Change, invoice: ChangeInvoice): object {
  const record = {
    ...buildInvoicePreview(ctx.store, change, invoice),
    invoiceId: '',
    link: '',
  }
  const bean = invoiceBean(ctx, record) as Record<string, unknown>
  return { ...bean, invoiceId: '', link: '', sendPdf: '', paymentId: '' }
}

function extrasOf(change: Change, invoice: ChangeInvoice): InvoiceExtras {
  return {
    invoiceName: invoice.name,
    productName: change.plan.planName,
    productDescription: change.plan.description,
    lines: invoice.lines,
    subtotal: invoice.subtotal,
    discountAmount: invoice.discountAmount,
    discountCode: invoice.discountCode,
    taxPercentage: change.taxPercentage,
    taxAmount: invoice.taxAmount,
    promoCreditAmount: invoice.promoCreditAmount,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    gatewayId: change.gatewayId,
    gatewayPaymentType: '',
    paymentUIMode: 'hosted',
    manualPayment: false,
    returnUrl: '',
    cancelUrl: '',
  }
}

/** An unsaved invoice record of a change (the preview shows it without keeping it). */
function buildInvoicePreview(ws: Workspace, change: Change, invoice: ChangeInvoice): BillingInvoice {
  return {
    id: 0,
    invoiceId: '',
    merchantId: ws.merchantId,
    userId: change.subscription.userId,
    subscriptionId: change.subscription.subscriptionId,
    currency: change.currency,
    totalAmount: invoice.total,
    status: InvoiceStatus.init,
    createTime: ws.now(),
    paidTime: 0,
    link: '',
    metadata: {},
    gmtModify: ws.now(),
    payments: [],
    pdfSettings: {} as BillingInvoice['pdfSettings'],
    ...extrasOf(change, invoice),
  }
}

function changeLookup(ctx: HandlerContext<z.output<typeof subscriptionUpdateSubmitInput>>): ChangeableSubscription {
  const { input, store, dialect } = ctx
  const subscriptionId = input.subscriptionId?.trim()
  if (subscriptionId) {
    const subscription = store.subscriptions.get(subscriptionId) ?? dialect.notFound('subscription', subscriptionId)
    if (subscription.merchantId !== store.merchantId) {
      dialect.refuse('updateOtherMerchant', `Subscription ${subscriptionId} belongs to another merchant`)
    }
    return subscription
  }
  const plan = store.plans.get(input.newPlanId) ?? dialect.notFound('plan', input.newPlanId)
  const userId = input.userId ?? 0
  return (
    liveSubscriptionOf(store, userId, plan.productId) ??
    dialect.notFound(
      'userSubscription',
      userId,
      `User ${userId} has no active or incomplete subscription of product ${plan.productId}`,
    )
  )
}

export default defineArea({
  area: 'subscription actions',
  handlers: [
    handle(subscriptionCancel, (ctx) => {
      const subscription = lookUp(ctx)!
      if (subscription.status === SubscriptionStatus.cancelled || subscription.status === SubscriptionStatus.expired) return {}
      requireGateway(ctx, subscription)
      cancelNow(ctx.store, subscription, ctx.input.reason || 'CancelledByAdmin', ctx.now())
      return {}
    }),

    handle(subscriptionCancelAtPeriodEnd, (ctx) => {
      const subscription = lookUp(ctx)!
      if (subscription.status !== SubscriptionStatus.active) {
        ctx.dialect.refuse(
          'subscriptionNotActive',
          `Subscription ${subscription.subscriptionId} is ${codeLabel('subscriptionStatus', subscription.status)}: only an active subscription can be cancelled at the end of its period`,
        )
      }
      if (subscription.cancelAtPeriodEnd === 1) return {}
      requireGateway(ctx, subscription)
      subscription.cancelAtPeriodEnd = 1
      subscription.lastUpdateTime = ctx.now()
      ctx.store.subscriptions.touch(subscription)
      recordEvent(ctx.store, 'subscription.end.of.this.cycle', subscriptionEvent(subscription))
      mailCustomer(
        ctx.store,
        subscription.userId,
        `Subscription ${subscription.subscriptionId}: ends on ${day(Math.max(subscription.currentPeriodEnd, subscription.trialEnd))}`,
      )
      return {}
    }),

    handle(subscriptionCancelLastCancelAtPeriodEnd, (ctx) => {
      const subscription = lookUp(ctx, true)
      if (!subscription) return {}
      if (subscription.status !== SubscriptionStatus.active) {
        ctx.dialect.refuse(
          'subscriptionNotActive',
          `Subscription ${subscription.subscriptionId} is ${codeLabel('subscriptionStatus', subscription.status)}: only an active subscription can have its cancellation undone`,
        )
      }
      if (subscription.cancelAtPeriodEnd !== 1) return {}
      requireGateway(ctx, subscription)
      subscription.cancelAtPeriodEnd = 0
      subscription.lastUpdateTime = ctx.now()
      ctx.store.subscriptions.touch(subscription)
      recordEvent(ctx.store, 'subscription.resume.end.of.this.cycle', subscriptionEvent(subscription))
      mailCustomer(ctx.store, subscription.userId, `Subscription ${subscription.subscriptionId}: continues`)
      return {}
    }),

    handle(subscriptionAddNewTrialStart, (ctx) => {
      const { input, store, dialect } = ctx
      const subscription = store.subscriptions.get(input.subscriptionId) ?? dialect.notFound('subscription', input.subscriptionId)
      const plan =
        store.plans.get(subscription.planId) ??
        dialect.notFound(
          'plan',
          subscription.planId,
          `Plan ${subscription.planId} of subscription ${subscription.subscriptionId} not found`,
        )
      if (plan.status !== PlanStatus.active) {
        dialect.refuse(
          'planNotPublishedForExtension',
          `Plan ${plan.id} of subscription ${subscription.subscriptionId} is ${codeLabel('planStatus', plan.status)}, not 2 · active: the due date cannot move`,
          plan.id,
        )
      }
      requireGateway(ctx, subscription)
      const now = ctx.now()
      const newEnd = subscription.currentPeriodEnd + input.appendTrialEndHour * 3600
      const wasActive = subscription.status === SubscriptionStatus.active
      if (newEnd > now) {
        if (!wasActive) cancelLatestWaitingInvoice(store, subscription, now)
        subscription.status = SubscriptionStatus.active
        subscription.cancelOrExpireTime = 0
      }
      subscription.trialEnd = newEnd
      subscription.billingCycleAnchor = newEnd
      subscription.dunningTime = Math.max(newEnd, subscription.currentPeriodEnd) - 3 * DAY
      subscription.lastUpdateTime = now
      store.subscriptions.touch(subscription)
      if (!wasActive && subscription.status === SubscriptionStatus.active) {
        recordEvent(store, 'subscription.activated', subscriptionEvent(subscription))
      }
      recordEvent(store, 'subscription.updated', subscriptionEvent(subscription))
      return {}
    }),

    handle(subscriptionUpdatePreview, (ctx) => {
      const subscription =
        ctx.store.subscriptions.get(ctx.input.subscriptionId) ?? ctx.dialect.notFound('subscription', ctx.input.subscriptionId)
      const change = prepareChange(ctx, subscription, false)
      const { invoice } = change
      return {
        originAmount: invoice.total + invoice.discountAmount,
        totalAmount: invoice.total,
        discountAmount: invoice.discountAmount,
        currency: change.currency,
        invoice: previewInvoice(ctx, change, invoice),
        nextPeriodInvoice: previewInvoice(ctx, change, change.next),
        prorationDate: change.prorationDate,
        discount: change.code ? publicDiscountCode(change.code) : null,
        discountMessage: change.discountMessage,
        applyPromoCredit: Boolean(ctx.input.applyPromoCredit),
      }
    }),

    handle(subscriptionUpdateSubmit, (ctx) => {
      const { input, store, dialect, hostedUrl } = ctx
      const subscription = changeLookup(ctx)
      const change = prepareChange(ctx, subscription, true)
      const { invoice } = change
      if (input.confirmTotalAmount > 0 && input.confirmTotalAmount !== invoice.total) {
        dialect.refuse(
          'updateAmountNotMatch',
          `The total has changed since the preview: it is ${invoice.total} now, not ${input.confirmTotalAmount} (minor units); preview again`,
        )
      }
      if (input.confirmCurrency.toUpperCase() !== change.currency.toUpperCase()) {
        dialect.refuse(
          'updateCurrencyNotMatch',
          `The subscription is billed in ${change.currency}, not ${input.confirmCurrency}; preview again`,
        )
      }
      const now = ctx.now()
      const update: PendingUpdateRecord = {
        pendingUpdateId: `pu_${store.nextId('pendingUpdates')}`,
        status: PendingUpdateStatus.created,
        createTime: now,
        effectImmediate: change.effectNow ? 1 : 0,
        effectTime: change.effectNow ? now : subscription.currentPeriodEnd,
        planId: subscription.planId,
        quantity: subscription.quantity,
        addonData: subscription.addonData,
        amount: subscription.amount * subscription.quantity + addonsAmount(store, addonParamsOf(subscription)),
        currency: subscription.currency,
        updatePlanId: change.plan.id,
        updateQuantity: change.quantity,
        updateAddonData: change.addons.length ? JSON.stringify(change.addons) : '',
        updateAmount: change.next.subtotal,
        updateCurrency: change.currency,
        prorationAmount: invoice.total,
        invoiceId: '',
        link: '',
        paid: 0,
        note: '',
        gatewayId: change.gatewayId,
        metadata: { ...input.metadata, IsUpgrade: change.isUpgrade, SubscriptionUpdate: true },
        restartsPeriod: change.restartsPeriod,
      }
      cancelUnfinishedUpdates(store, subscription)
      subscription.pendingUpdates = [...(subscription.pendingUpdates ?? []), update]
      subscription.pendingUpdateId = update.pendingUpdateId
      store.subscriptions.touch(subscription)
      recordEvent(store, 'subscription.pending_update.create', {
        subscriptionId: subscription.subscriptionId,
        pendingUpdateId: update.pendingUpdateId,
      })

      let paymentId = ''
      if (!change.effectNow) {
        update.paid = 1
        update.note = 'Will Effect At Period End'
      } else {
        const record = buildInvoice(store, {
          ...buildInvoicePreview(store, change, invoice),
          id: undefined,
          invoiceId: undefined,
          status: InvoiceStatus.processing,
          metadata: input.metadata ?? {},
          manualPayment: input.manualPayment === true,
        }) as BillingInvoice
        record.link = invoicePageUrl(hostedUrl, record.invoiceId)
        record.finishTime = now
        update.invoiceId = record.invoiceId
        subscription.latestInvoiceId = record.invoiceId
        if (change.promoAccount && invoice.promoCreditsUsed > 0) {
          const account = change.promoAccount
          account.amount -= invoice.promoCreditsUsed
          account.currencyAmount = Math.round(account.amount * (account.exchangeRate > 0 ? account.exchangeRate : 1))
          account.totalDecrementAmount += invoice.promoCreditsUsed
          store.users.touch(change.user)
        }
        if (change.code) store.discountCodes.update(change.code.id, { usedQuantity: change.code.usedQuantity + 1 })
        if (invoice.total === 0) {
          record.status = InvoiceStatus.paid
          record.paidTime = now
          store.invoices.put(record)
          applyUpdate(store, subscription, update, now)
          update.note = 'Success'
        } else {
          const payment =
            input.manualPayment === true
              ? undefined
              : buildSplitPayment(
                  store,
                  {
                    gatewayId: change.gatewayId,
                    gatewayName: change.gateway.gatewayName,
                    status: PaymentStatus.pending,
                    totalAmount: invoice.total,
                    createTime: now,
                  },
                  { currency: change.currency, sequence: 1 },
                )
          if (payment) {
            payment.link = paymentPageUrl(hostedUrl, payment.paymentId)
            record.payments.push(payment)
            paymentId = payment.paymentId
          }
          store.invoices.put(record)
          recordEvent(store, 'invoice.process', { invoiceId: record.invoiceId, totalAmount: record.totalAmount })
          update.link = payment?.link ?? record.link
          if (payment && chargesAutomatically(subscription, change.user, change.gatewayId, change.gateway)) {
            settlePayment(store, record, payment, 'success', now)
          }
          update.note = update.status === PendingUpdateStatus.finished ? 'Success' : 'Payment Action Required'
          if (update.status === PendingUpdateStatus.finished) update.link = ''
        }
        store.subscriptions.touch(subscription)
      }
      const paid = update.paid === 1 || update.link === ''
      const action = paid ? {} : { type: paymentId ? 'redirect_to_payment' : 'collect_manually', url: update.link }
      return {
        subscriptionPendingUpdate: pendingUpdateBean(store, subscription, update),
        paid,
        link: update.link,
        note: update.note,
        invoiceId: update.invoiceId,
        paymentId,
        action,
      }
    }),
  ],
})
