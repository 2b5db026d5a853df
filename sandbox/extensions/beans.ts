import { DiscountStatus, PaymentStatus, PlanType } from '../../src/api/contract/codes'
import type { DiscountCodeDetail } from '../../src/api/contract/extensions/discounts'
import {
  type CreditTransaction,
  creditTransactionSchema,
  type Invoice,
  type InvoiceDetail,
  type InvoiceLine,
  type Merchant,
  type Payment,
} from '../../src/api/contract/extensions/invoices'
import type { PlanDetail } from '../../src/api/contract/extensions/plans'
import { type Plan, planSchema } from '../../src/api/contract/plans'
import type { SubscriptionDetail } from '../../src/api/contract/extensions/subscriptions'
import type { WebhookEndpoint, WebhookLog } from '../../src/api/contract/extensions/webhooks'
import { type Product, productSchema } from '../../src/api/contract/products'
import { defaultProduct } from '../dialect-real'
import { type BillingInvoice, breakdownOf, type InvoiceExtras, invoicePageUrl, paymentLink, publicSubscription } from '../billing'
import { publicDiscountCode } from '../handlers/discounts'
import { currentSubscription, maskedGateway, publicUser } from '../handlers/users'
import { addonParamsOf, type ChangeableSubscription, type PendingUpdateRecord, unfinishedUpdate } from '../pendingUpdates'
import { refundBean, refundedOf } from './refunds'
import type { SandboxWebhookLog } from '../handlers/webhooks'
import type { HandlerContext } from '../registry'
import type {
  DiscountCodeRecord,
  GatewayRecord,
  PlanRecord,
  SplitPaymentRecord,
  Stored,
  SubscriptionRecord,
  UserRecord,
  WebhookEndpointRecord,
} from '../records'
import { complete, objectShape } from '../schema'
import type { Workspace } from '../store'

/**
 * The beans the real service's list and detail calls answer (`list-endpoints.md`), built from the
 * sandbox's records. Related records the sandbox does not have are null, as the service sends them.
 */

type HostedUrl = (path: string) => string
/** What building a bean needs from the call: the workspace, hosted page addresses, and the dialect's presenters. */
export type BeanContext = Pick<HandlerContext, 'store' | 'hostedUrl' | 'dialect'>
/** A bean whose members `K` may be null (a related record that is missing). */
type WithNull<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null }

/** The members of a resource schema taken from a record (what the sandbox keeps beside them left out). */
function fieldsOf<T>(schema: Parameters<typeof objectShape>[0]): (record: object) => T {
  const keys = Object.keys(objectShape(schema) ?? {})
  return (record) => Object.fromEntries(keys.map((key) => [key, (record as Record<string, unknown>)[key]])) as T
}

/** "YYYY-MM-DD HH:MM:SS" (UTC), as the service writes `gmtCreate` and `gmtModify`. */
export function gmtText(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')
}

/** The plan ids of a comma-separated list ("11,12"). */
export function planIdsOf(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
}

const currentCache = new WeakMap<Workspace, { version: number; byUser: Map<number, SubscriptionRecord> }>()

/** Each user's current subscription, worked out in one pass and kept until the subscriptions change. */
export function currentSubscriptions(ws: Workspace): Map<number, SubscriptionRecord> {
  const cached = currentCache.get(ws)
  if (cached?.version === ws.subscriptions.version) return cached.byUser
  const byUser = new Map<number, SubscriptionRecord>()
  for (const subscription of ws.subscriptions.values()) {
    const best = byUser.get(subscription.userId)
    byUser.set(subscription.userId, best ? currentSubscription([best, subscription])! : subscription)
  }
  currentCache.set(ws, { version: ws.subscriptions.version, byUser })
  return byUser
}

/** A customer as `user/get` shows them (in the call's dialect), their current subscription read from the cache. */
export function userBean({ store, dialect }: Pick<BeanContext, 'store' | 'dialect'>, user: UserRecord): object {
  return dialect.present.user(publicUser(store, user, currentSubscriptions(store).get(user.id) ?? null))
}

// ---- plans and products ----

export const publicPlan: (plan: PlanRecord) => Stored<Plan> = fieldsOf(planSchema)
const publicProduct: (product: object) => Stored<Product> = fieldsOf(productSchema)

/** The product of a plan: the real service's default product (id 0) for plans without one. */
function productOf(ws: Workspace, productId: number): object | null {
  if (productId === 0) return defaultProduct(ws.now())
  const product = ws.products.get(productId)
  return product ? publicProduct(product) : null
}

function plansOf(ws: Workspace, ids: readonly number[]): Stored<Plan>[] {
  return ids.flatMap((id) => {
    const plan = ws.plans.get(id)
    return plan && plan.merchantId === ws.merchantId ? [publicPlan(plan)] : []
  })
}

type PlanDetailBean = Omit<
  WithNull<Stored<PlanDetail>, 'addonIds' | 'addons' | 'onetimeAddonIds' | 'onetimeAddons'>,
  'product'
> & {
  product: object | null
}

/**
 * A plan with its product and bound add-ons. In a list, a main plan without recurring add-ons has
 * `addonIds` null and its one-time add-on ids as an array; an add-on plan has both null. In the detail
 * call both are arrays. The add-on plans themselves are null when there are none.
 */
export function planDetailBean(ws: Workspace, plan: PlanRecord, { detail = false } = {}): PlanDetailBean {
  const addonIds = planIdsOf(plan.bindingAddonIds)
  const onetimeAddonIds = planIdsOf(plan.bindingOnetimeAddonIds)
  const main = plan.type === PlanType.main
  return {
    product: productOf(ws, plan.productId),
    plan: publicPlan(plan),
    addonIds: detail ? addonIds : main && addonIds.length ? addonIds : null,
    addons: addonIds.length ? plansOf(ws, addonIds) : null,
    onetimeAddonIds: detail ? onetimeAddonIds : main ? onetimeAddonIds : null,
    onetimeAddons: onetimeAddonIds.length ? plansOf(ws, onetimeAddonIds) : null,
    metricPlanLimits: [],
    metricMeteredCharge: [],
    metricRecurringCharge: [],
  }
}

// ---- invoices ----

/** The payment an invoice points at: its latest one. */
function currentPayment(invoice: BillingInvoice): SplitPaymentRecord | undefined {
  return [...invoice.payments].sort((a, b) => b.splitSequence - a.splitSequence || b.createTime - a.createTime)[0]
}

/** Splits `total` over `weights` in proportion, the last share taking what rounding leaves. */
function shares(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0)
  let given = 0
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return total - given
    const share = sum > 0 ? Math.floor((total * weight) / sum) : 0
    given += share
    return share
  })
}

/**
 * The invoice's lines with the discount and the tax spread over them in proportion to their amounts
 * (they add up to the invoice's): `amount` = `amountExcludingTax` + `tax`, `originAmount` = `amount` +
 * `discountAmount`.
 */
function invoiceLines(
  invoice: BillingInvoice,
  breakdown: InvoiceExtras,
  plan: Stored<Plan> | null,
): (Omit<Stored<InvoiceLine>, 'plan'> & { plan: Stored<Plan> | null })[] {
  const amounts = breakdown.lines.map((line) => line.amount)
  const discounts = shares(breakdown.discountAmount, amounts)
  const taxes = shares(breakdown.taxAmount, amounts)
  return breakdown.lines.map((line, index) => {
    const amountExcludingTax = line.amount - discounts[index]
    const amount = amountExcludingTax + taxes[index]
    return {
      currency: invoice.currency,
      name: plan?.planName || breakdown.productName,
      description: line.description,
      quantity: line.quantity,
      unitAmountExcludingTax: line.unitAmount,
      originAmount: amount + discounts[index],
      discountAmount: discounts[index],
      amountExcludingTax,
      tax: taxes[index],
      taxPercentage: breakdown.taxPercentage,
      amount,
      periodStart: breakdown.periodStart,
      periodEnd: breakdown.periodEnd,
      proration: false,
      plan,
    }
  })
}

/** Beside the stored fields, a seeded invoice may carry these. */
type SeededInvoice = BillingInvoice & { refundId?: string; paymentId?: string; sendEmail?: string }

/** The payment id an invoice points at: the one seeded with it, else its latest payment's. */
export function invoicePaymentId(invoice: SeededInvoice): string {
  return invoice.paymentId || currentPayment(invoice)?.paymentId || ''
}

/** A credit note is an invoice of a refund. */
export function isCreditNote(invoice: SeededInvoice): boolean {
  return Boolean(invoice.refundId)
}

/** The address an invoice is sent to: the one seeded with it, else its customer's. */
export function invoiceSendEmail(ws: Workspace, invoice: SeededInvoice): string {
  return invoice.sendEmail ?? ws.users.get(invoice.userId)?.email ?? ''
}

function findPlan(ws: Workspace, planId: number): PlanRecord | undefined {
  const plan = planId ? ws.plans.get(planId) : undefined
  return plan && plan.merchantId === ws.merchantId ? plan : undefined
}

type InvoiceBean = Omit<Stored<Invoice>, 'lines'> & { lines: ReturnType<typeof invoiceLines> }

/** An invoice (the `Invoice` bean, as a subscription's latest invoice shows it). */
export function invoiceBean(
  { store: ws, hostedUrl }: Pick<BeanContext, 'store' | 'hostedUrl'>,
  invoice: SeededInvoice,
): InvoiceBean {
  const breakdown = breakdownOf(invoice)
  const subscription = ws.subscriptions.get(invoice.subscriptionId)
  const user = ws.users.get(invoice.userId)
  const plan = findPlan(ws, subscription?.planId ?? 0)
  const pending = invoice.payments.find((payment) => payment.status === PaymentStatus.pending)
  const excludingTax = breakdown.subtotal - breakdown.discountAmount
  const page = invoicePageUrl(hostedUrl, invoice.invoiceId)
  return {
    id: invoice.id,
    merchantId: invoice.merchantId,
    userId: invoice.userId,
    subscriptionId: invoice.subscriptionId,
    invoiceId: invoice.invoiceId,
    invoiceName: breakdown.invoiceName,
    productName: breakdown.productName,
    status: invoice.status,
    currency: invoice.currency,
    totalAmount: invoice.totalAmount,
    originAmount: invoice.totalAmount + breakdown.discountAmount,
    discountAmount: breakdown.discountAmount,
    discountCode: breakdown.discountCode,
    taxAmount: breakdown.taxAmount,
    taxPercentage: breakdown.taxPercentage,
    totalAmountExcludingTax: excludingTax,
    subscriptionAmount: excludingTax + breakdown.taxAmount,
    subscriptionAmountExcludingTax: excludingTax,
    lines: invoiceLines(invoice, breakdown, plan ? publicPlan(plan) : null),
    periodStart: breakdown.periodStart,
    periodEnd: breakdown.periodEnd,
    createTime: invoice.createTime,
    finishTime: invoice.finishTime ?? invoice.paidTime,
    gatewayId: breakdown.gatewayId,
    paymentId: invoicePaymentId(invoice),
    refundId: invoice.refundId ?? '',
    link: invoice.link || page,
    paymentLink: pending ? paymentLink(hostedUrl, pending) : '',
    sendEmail: invoiceSendEmail(ws, invoice),
    sendPdf: page,
    sendStatus: ws.mailbox.some((mail) => isMailOf(mail.subject, invoice.invoiceId)) ? 1 : 0,
    bizType: invoice.subscriptionId ? 3 : 1,
    countryCode: subscription?.countryCode || user?.countryCode || '',
    vatNumber: subscription?.vatNumber || user?.vATNumber || '',
    metadata: invoice.metadata,
  }
}

/** A payment of an invoice as the service presents it, in an invoice's detail and in the payments' timeline. */
export function paymentBean(
  ws: Workspace,
  invoice: BillingInvoice,
  payment: SplitPaymentRecord,
  hostedUrl: HostedUrl,
): Stored<Payment> {
  return {
    paymentId: payment.paymentId,
    invoiceId: invoice.invoiceId,
    subscriptionId: invoice.subscriptionId,
    userId: invoice.userId,
    merchantId: invoice.merchantId,
    currency: payment.currency || invoice.currency,
    totalAmount: payment.totalAmount,
    refundAmount: refundedOf(ws, payment),
    status: payment.status,
    gatewayId: payment.gatewayId,
    createTime: payment.createTime,
    paidTime: payment.paidTime,
    failureReason: payment.status === PaymentStatus.failed ? 'The payment failed' : '',
    link: paymentLink(hostedUrl, payment),
  }
}

function merchantBean(ws: Workspace): Stored<Merchant> {
  const { id, name, email, countryCode, createTime } = ws.merchant
  return { id, name, companyName: name, email, countryCode, createTime, address: '', phone: '', homeUrl: '', companyLogo: '' }
}

/** The promo credit an invoice used, as the service's credit transaction. */
function promoCreditTransaction(invoice: BillingInvoice, amount: number): Stored<CreditTransaction> {
  return complete(creditTransactionSchema, {
    userId: invoice.userId,
    merchantId: invoice.merchantId,
    accountType: 2,
    currency: invoice.currency,
    deltaAmount: -amount,
    deltaCurrencyAmount: -amount,
    bizId: invoice.invoiceId,
    invoiceId: invoice.invoiceId,
    name: 'Promo credit',
    description: `Applied to invoice ${invoice.invoiceId}`,
    transactionType: 2,
    createTime: invoice.createTime,
  }) as Stored<CreditTransaction>
}

/** The discount code a code text names, in any case. */
function codeNamed(ws: Workspace, code: string): DiscountCodeRecord | undefined {
  if (!code) return undefined
  const wanted = code.toUpperCase()
  return ws.discountCodes.find((candidate) => candidate.code.toUpperCase() === wanted)
}

type InvoiceDetailBean = Omit<
  WithNull<
    Stored<InvoiceDetail>,
    | 'discount'
    | 'gateway'
    | 'originalPaymentInvoice'
    | 'payment'
    | 'planSnapshot'
    | 'promoCreditTransaction'
    | 'refund'
    | 'subscription'
    | 'userAccount'
    | 'userSnapshot'
  >,
  'lines' | 'originalPaymentInvoice' | 'refund' | 'subscription' | 'userAccount'
> & {
  lines: InvoiceBean['lines']
  refund: ReturnType<typeof refundBean> | null
  originalPaymentInvoice: InvoiceBean | null
  /** As the dialect presents them. */
  subscription: object | null
  userAccount: object | null
}

/**
 * An invoice with what it refers to. The sandbox keeps no snapshot of the customer (`userSnapshot` null)
 * nor of the plan (`planSnapshot` null); a credit note (an invoice seeded with a `refundId`) points at the
 * invoice of the same payment (`originalPaymentInvoice`).
 */
export function invoiceDetailBean(ctx: BeanContext, invoice: SeededInvoice): InvoiceDetailBean {
  const { store: ws, hostedUrl, dialect } = ctx
  const breakdown = breakdownOf(invoice)
  const subscription = ws.subscriptions.get(invoice.subscriptionId)
  const user = ws.users.get(invoice.userId)
  const payment = currentPayment(invoice)
  const code = codeNamed(ws, breakdown.discountCode)
  const gateway: GatewayRecord | undefined = ws.gateways.get(breakdown.gatewayId)
  const paymentId = invoicePaymentId(invoice)
  const original = isCreditNote(invoice)
    ? ws.invoices.find((other) => !isCreditNote(other) && paymentId !== '' && invoicePaymentId(other) === paymentId)
    : undefined
  return {
    ...invoiceBean(ctx, invoice),
    gmtCreate: gmtText(invoice.createTime),
    gmtModify: gmtText(invoice.gmtModify),
    isDeleted: invoice.isDeleted ?? 0,
    paidTime: invoice.paidTime,
    paymentType: breakdown.gatewayPaymentType,
    paymentMethodId: subscription?.defaultPaymentMethodId ?? '',
    userAccount: user ? userBean(ctx, user) : null,
    userSnapshot: null,
    subscription: subscription ? dialect.present.subscription(publicSubscription(subscription)) : null,
    payment: payment ? paymentBean(ws, invoice, payment, hostedUrl) : null,
    refund: isCreditNote(invoice) ? refundBean(ws, invoice) : null,
    gateway: gateway ? maskedGateway(gateway) : null,
    merchant: merchantBean(ws),
    discount: code ? publicDiscountCode(code) : null,
    originalPaymentInvoice: original ? invoiceBean(ctx, original) : null,
    promoCreditTransaction: breakdown.promoCreditAmount > 0 ? promoCreditTransaction(invoice, breakdown.promoCreditAmount) : null,
    planSnapshot: null,
  }
}

// ---- subscriptions ----

type SubscriptionDetailBean = Pick<
  WithNull<Stored<SubscriptionDetail>, 'addonParams' | 'gateway' | 'plan' | 'unfinishedSubscriptionPendingUpdate'>,
  'addonParams' | 'gateway' | 'plan' | 'unfinishedSubscriptionPendingUpdate'
> & {
  addons: { quantity: number; addonPlan: Stored<Plan> | null }[] | null
  /** As the dialect presents them. */
  user: object | null
  subscription: object
  latestInvoice: InvoiceBean | null
  dayLeft?: number
  discount?: ReturnType<typeof publicDiscountCode> | null
}

/**
 * A subscription with its customer, plan, gateway, add-ons, latest invoice and waiting change of plan. A list item
 * also has `dayLeft` (0, as the service sends it in lists) and `discount` (the code of the latest invoice); the detail
 * call has neither. Add-ons and the waiting change are null when there are none.
 */
export function subscriptionDetailBean(
  ctx: BeanContext,
  subscription: SubscriptionRecord,
  { listItem = false }: { listItem?: boolean } = {},
): SubscriptionDetailBean {
  const { store: ws, dialect } = ctx
  const user: UserRecord | undefined = ws.users.get(subscription.userId)
  const plan = findPlan(ws, subscription.planId)
  const latest = ws.invoices.get(subscription.latestInvoiceId)
  const gateway = ws.gateways.get(subscription.gatewayId)
  const addonParams = addonParamsOf(subscription)
  const pending = unfinishedUpdate(subscription as ChangeableSubscription)
  const bean: SubscriptionDetailBean = {
    user: user ? userBean(ctx, user) : null,
    subscription: dialect.present.subscription(publicSubscription(subscription)),
    plan: plan ? publicPlan(plan) : null,
    gateway: gateway ? maskedGateway(gateway) : null,
    addonParams: addonParams.length ? addonParams : null,
    addons: addonParams.length
      ? addonParams.map((addon) => ({ quantity: addon.quantity, addonPlan: planOrNull(ws, addon.addonPlanId) }))
      : null,
    latestInvoice: latest ? invoiceBean(ctx, latest) : null,
    unfinishedSubscriptionPendingUpdate: pending ? pendingUpdateBean(ws, subscription, pending) : null,
  }
  if (!listItem) return bean
  const code = latest ? codeNamed(ws, breakdownOf(latest).discountCode) : undefined
  return { dayLeft: 0, ...bean, discount: code ? publicDiscountCode(code) : null }
}

// ---- discount codes ----

/** A code as the service's lists show it: a deleted one has status 10 (archived). */
export function shownDiscountStatus(code: { status: number; isDeleted: number }): number {
  return code.isDeleted > 0 ? DiscountStatus.archived : code.status
}

/** A discount code with the plans it names and how much of it is used. */
export function discountDetailBean(ws: Workspace, code: DiscountCodeRecord): Stored<DiscountCodeDetail> {
  return {
    ...publicDiscountCode(code),
    status: shownDiscountStatus(code),
    plans: plansOf(ws, code.planIds),
    quantityUsed: code.usedQuantity,
    liveQuantity: Math.max(code.quantity - code.usedQuantity, 0),
  }
}

// ---- webhooks ----

export function webhookEndpointBean(endpoint: WebhookEndpointRecord): Stored<WebhookEndpoint> {
  return {
    id: endpoint.id,
    merchantId: endpoint.merchantId,
    webhookUrl: endpoint.url,
    webhookEvents: [...endpoint.events],
    gmtModify: endpoint.gmtModify,
    createTime: endpoint.createTime,
  }
}

/** The event id of a delivered payload (`{"id": "evt_…", …}`), which identifies the delivery. */
function payloadId(body: string): string {
  try {
    const payload: unknown = JSON.parse(body)
    const id = typeof payload === 'object' && payload !== null ? (payload as { id?: unknown }).id : undefined
    return typeof id === 'string' ? id : ''
  } catch {
    return ''
  }
}

/**
 * A delivery log as the service shows it: `reconsumeCount` is how often it was resent, `mamo` what
 * happened (the sandbox's `result`, else the receiver's HTTP status), `requestId` the payload's event id.
 */
export function webhookLogBean(log: SandboxWebhookLog): Stored<WebhookLog> {
  return {
    id: log.id,
    merchantId: log.merchantId,
    endpointId: log.endpointId,
    reconsumeCount: log.resendCount,
    webhookUrl: log.url,
    webhookEvent: log.event,
    requestId: payloadId(log.requestBody),
    body: log.requestBody,
    response: log.responseBody,
    mamo: log.result ?? (log.httpStatus ? `HTTP ${log.httpStatus}` : ''),
    createTime: log.createTime,
  }
}

// ---- changes of plan ----

export function planOrNull(ws: Workspace, planId: number): Stored<Plan> | null {
  const plan = ws.plans.get(planId)
  return plan ? publicPlan(plan) : null
}

/** A change of a subscription's plan, quantity or add-ons, as the service's `SubscriptionPendingUpdateDetail`. */
export function pendingUpdateBean(ws: Workspace, subscription: SubscriptionRecord, update: PendingUpdateRecord) {
  const addonsOf = (addonData: string) =>
    addonParamsOf({ addonData }).map((addon) => ({ quantity: addon.quantity, addonPlan: planOrNull(ws, addon.addonPlanId) }))
  return {
    pendingUpdateId: update.pendingUpdateId,
    merchantId: subscription.merchantId,
    subscriptionId: subscription.subscriptionId,
    userId: subscription.userId,
    gatewayId: update.gatewayId,
    status: update.status,
    planId: update.planId,
    quantity: update.quantity,
    addonData: update.addonData,
    amount: update.amount,
    currency: update.currency,
    updatePlanId: update.updatePlanId,
    updateQuantity: update.updateQuantity,
    updateAddonData: update.updateAddonData,
    updateAmount: update.updateAmount,
    updateCurrency: update.updateCurrency,
    prorationAmount: update.prorationAmount,
    effectImmediate: update.effectImmediate,
    effectTime: update.effectTime,
    invoiceId: update.invoiceId,
    paid: update.paid,
    link: update.link,
    note: update.note,
    createTime: update.createTime,
    metadata: update.metadata,
    plan: planOrNull(ws, update.planId),
    updatePlan: planOrNull(ws, update.updatePlanId),
    addons: addonsOf(update.addonData),
    updateAddons: addonsOf(update.updateAddonData),
  }
}

// ---- mail ----

/** Whether a mail's subject is about the invoice: "Invoice <id>", or "Invoice <id>: …". */
export function isMailOf(subject: string, invoiceId: string): boolean {
  return subject === `Invoice ${invoiceId}` || subject.startsWith(`Invoice ${invoiceId}:`)
}
