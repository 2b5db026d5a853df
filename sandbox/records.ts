import { z } from 'zod'
import { secret } from '../src/api/contract/core'
import {
  BillingType,
  CreditAccountType,
  DiscountStatus,
  DiscountType,
  GatewayType,
  InvoiceStatus,
  PaymentStatus,
  PlanPublishStatus,
  PlanStatus,
  PlanType,
  ProductStatus,
  SubscriptionStatus,
  TotpType,
  UserBillingType,
} from '../src/api/contract/codes'
import {
  type BatchChild,
  type BatchTemplate,
  type DiscountCode,
  batchChildSchema,
  batchTemplateSchema,
  discountCodeSchema,
} from '../src/api/contract/discounts'
import { type SplitPayment, invoicePdfUpdateInput, splitPaymentSchema } from '../src/api/contract/invoices'
import { type MerchantMember, merchantMemberSchema } from '../src/api/contract/members'
import { type Plan, planSchema } from '../src/api/contract/plans'
import { type MerchantMetric, merchantMetricSchema } from '../src/api/contract/metrics'
import { type Product, addressSchema, productSchema } from '../src/api/contract/products'
import { type Subscription, subscriptionSchema } from '../src/api/contract/subscriptions'
import {
  type CreditAccount,
  type Gateway,
  type User,
  creditAccountSchema,
  gatewaySchema,
  userSchema,
} from '../src/api/contract/users'
import {
  type UsVatUploadHistoryEntry,
  type UsVatUploadType,
  type VatNumberValidation,
  usVatUploadHistoryEntrySchema,
  vatNumberValidationSchema,
} from '../src/api/contract/vat'
import { badRequest } from './envelope'
import { blank, complete, isPlainObject } from './schema'

/**
 * The stored records: every field of the contract's resource, always present (never null), plus the few
 * members the sandbox keeps beside them. Builders complete partial records with defaults.
 */

type RemoveIndex<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] }

/** A contract response type made complete: every member required and non-null, recursively. */
export type Stored<T> = T extends readonly (infer U)[]
  ? Stored<U>[]
  : T extends object
    ? keyof RemoveIndex<T> extends never
      ? Record<string, unknown>
      : { -readonly [K in keyof RemoveIndex<T>]-?: Stored<NonNullable<T[K]>> }
    : T

export type AddressRecord = Stored<z.infer<typeof addressSchema>>
/** 2.3, plus `gmtModify`: the last time the product changed (product list sort field gmt_modify). */
export type ProductRecord = Stored<Product> & { gmtModify: number }
export type GatewayRecord = Stored<Gateway>
export type CreditAccountRecord = Stored<CreditAccount>
export type UserRecord = Stored<User>
export type SubscriptionRecord = Stored<Subscription>
export type SplitPaymentRecord = Stored<SplitPayment>
/** The PDF settings of an invoice (4.4 members other than invoiceId). */
export type InvoicePdfSettings = Required<Omit<z.output<typeof invoicePdfUpdateInput>, 'invoiceId'>>
/** 2.4, plus `usedQuantity`: how many of the quantity were used. */
export type DiscountCodeRecord = Stored<DiscountCode> & { usedQuantity: number }
/** The counts of a template's child codes. */
export const childCodeCounts = ['childCodeCount', 'usedChildCodeCount'] as const
export type ChildCodeCount = (typeof childCodeCounts)[number]
/** 2.5, plus the counts the sandbox takes from the child codes on each answer: those the record was not given. */
export type BatchTemplateRecord = Stored<BatchTemplate> & { derivedCounts: ChildCodeCount[] }
export type BatchChildRecord = Stored<BatchChild>
export type MetricRecord = Stored<MerchantMetric>
/** 2.8, plus the sign-in password and the two-factor secret (base32, '' when none). */
export type MemberRecord = Stored<MerchantMember> & { password: string; totpSecret: string }

// ---- the sandbox's own records (the contract has no resource for them): their types derive from these ----

const time = z.int()

const invoiceFields = z.object({
  id: z.int(),
  invoiceId: z.string(),
  merchantId: z.int(),
  userId: z.int(),
  subscriptionId: z.string(),
  currency: z.string(),
  /** Cents. */
  totalAmount: z.int(),
  status: z.int(),
  createTime: time,
  paidTime: time,
  /** Hosted invoice address. */
  link: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  /** The last time the invoice changed (its settings, a payment): invoice list sort field gmt_modify. */
  gmtModify: time,
})
export const invoiceRecordSchema = invoiceFields.extend({
  /** Split payments (2.12). */
  payments: z.array(splitPaymentSchema),
  pdfSettings: z.object(invoicePdfUpdateInput.shape).omit({ invoiceId: true }),
})
export type InvoiceRecord = z.infer<typeof invoiceFields> & { payments: SplitPaymentRecord[]; pdfSettings: InvoicePdfSettings }

/**
 * A plan (the `Plan` bean), plus `gmtModify`: the last time it changed (plan list sort field gmt_modify). Its
 * creation time is whole seconds, as the service stores it: a new plan's `gmtModify` starts as that time.
 */
export const planRecordSchema = planSchema.extend({ createTime: time, gmtModify: time })
export type PlanRecord = Stored<Plan> & { gmtModify: number }

export const webhookEndpointRecordSchema = z.object({
  id: z.int(),
  merchantId: z.int(),
  url: z.string(),
  events: z.array(z.string()),
  createTime: time,
  gmtModify: time,
})
export type WebhookEndpointRecord = z.infer<typeof webhookEndpointRecordSchema>

export const webhookLogRecordSchema = z.object({
  id: z.int(),
  merchantId: z.int(),
  endpointId: z.int(),
  event: z.string(),
  url: z.string(),
  requestBody: z.string(),
  responseBody: z.string(),
  httpStatus: z.int(),
  resendCount: z.int(),
  lastResendTime: time,
  createTime: time,
})
export type WebhookLogRecord = z.infer<typeof webhookLogRecordSchema>

export const merchantRecordSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  countryCode: z.string(),
  createTime: time,
})
export type MerchantRecord = z.infer<typeof merchantRecordSchema>

export const mailMessageSchema = z.object({ email: z.string(), code: z.string(), sentAt: time, subject: z.string() })
export type MailMessage = z.infer<typeof mailMessageSchema>

export type VatNumberRecord = Stored<VatNumberValidation>
/** 2.14, plus the upload type used by the list filter. */
export type UsVatUploadRecord = Stored<UsVatUploadHistoryEntry> & { uploadType: UsVatUploadType }

/**
 * A note a member left (operations.md §3.6): on a customer (`userId`) or a subscription (`subscriptionId`, with its
 * customer's `userId`), by `memberId`. The lists add the member's name and e-mail when they answer.
 */
export const adminNoteRecordSchema = z.object({
  id: z.int(),
  merchantId: z.int(),
  userId: z.int(),
  subscriptionId: z.string(),
  memberId: z.int(),
  note: z.string(),
  createTime: z.int(),
})
export type AdminNoteRecord = z.infer<typeof adminNoteRecordSchema>
/**
 * What a stored record of each collection holds: the contract's resource and the sandbox's own members
 * (`password`, a webhook endpoint's `secret`, ...). Seeds and data files are checked against these.
 */
export const recordSchemas = {
  /** Whole seconds, as `gmtModify` (a new product's starts as its creation time). */
  products: productSchema.extend({ createTime: time, gmtModify: time }),
  plans: planRecordSchema,
  gateways: gatewaySchema,
  users: userSchema,
  subscriptions: subscriptionSchema,
  invoices: invoiceRecordSchema,
  discountCodes: discountCodeSchema.extend({ usedQuantity: z.int() }),
  batchTemplates: batchTemplateSchema,
  batchChildren: batchChildSchema,
  metrics: merchantMetricSchema,
  members: merchantMemberSchema.extend({ password: secret(z.string()), totpSecret: secret(z.string()) }),
  webhookEndpoints: webhookEndpointRecordSchema.extend({ secret: secret(z.string()).optional() }),
  webhookLogs: webhookLogRecordSchema,
  vatNumbers: vatNumberValidationSchema,
  usVatUploadHistory: usVatUploadHistoryEntrySchema.extend({ uploadType: z.string() }),
  adminNotes: adminNoteRecordSchema,
} satisfies Record<string, z.ZodType>

// ---- builders ----

/** What a builder needs from its workspace. */
export interface RecordContext {
  readonly merchantId: number
  now(): number
  /** The next id of a counter (one counter per collection). */
  nextId(counter: string): number
  /** Tell the counter that an id is taken. */
  observeId(counter: string, id: number): void
  /** Whether a string key is taken in a collection (for generated string ids). */
  hasKey(collection: string, key: string): boolean
  findGateway(gatewayId: number): GatewayRecord | undefined
}

/** A partial record for a builder: any member may be missing (nested ones too); unknown members are kept. */
export type Draft<T> = T extends readonly (infer U)[]
  ? Draft<U>[]
  : T extends object
    ? { [K in keyof T]?: Draft<T[K]> | null } & Record<string, unknown>
    : T

const DAY = 86_400

/** Members of `value` that are neither undefined nor null. */
function given(value: object | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined && v !== null))
}

function numericId(ctx: RecordContext, counter: string, id: unknown): number {
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) {
    ctx.observeId(counter, id)
    return id
  }
  return ctx.nextId(counter)
}

/** A numeric id and a string key `${prefix}${id}` not taken yet. */
function keyedId(ctx: RecordContext, collection: string, prefix: string, id: unknown, key: unknown): [number, string] {
  if (typeof key === 'string' && key) return [numericId(ctx, collection, id), key]
  let n = numericId(ctx, collection, id)
  while (ctx.hasKey(collection, `${prefix}${n}`)) n = ctx.nextId(collection)
  return [n, `${prefix}${n}`]
}

function build<T>(
  schema: z.ZodType,
  defaults: Record<string, unknown>,
  partial: object | undefined,
  fixed: Record<string, unknown>,
): T {
  return complete(schema, { ...defaults, ...given(partial), ...fixed }) as T
}

export function buildAddress(partial?: Draft<AddressRecord>): AddressRecord {
  return build(addressSchema, {}, partial, {})
}

export function buildProduct(ctx: RecordContext, partial: Draft<ProductRecord> = {}): ProductRecord {
  const id = numericId(ctx, 'products', partial.id)
  const createTime = typeof partial.createTime === 'number' ? partial.createTime : ctx.now()
  const { metadata, ...rest } = given(partial)
  const metaData = typeof rest.metaData === 'string' ? rest.metaData : JSON.stringify(isPlainObject(metadata) ? metadata : {})
  return build<ProductRecord>(
    productSchema,
    { status: ProductStatus.active, merchantId: ctx.merchantId, gmtModify: createTime },
    rest,
    { id, createTime, metaData },
  )
}

export function buildGateway(ctx: RecordContext, partial: Draft<GatewayRecord> = {}): GatewayRecord {
  const gatewayId = numericId(ctx, 'gateways', partial.gatewayId)
  const gatewayName = typeof partial.gatewayName === 'string' ? partial.gatewayName : `gateway_${gatewayId}`
  return build<GatewayRecord>(
    gatewaySchema,
    {
      IsSetupFinished: true,
      createTime: ctx.now(),
      currency: 'EUR',
      displayName: gatewayName,
      gatewayType: GatewayType.card,
      name: gatewayName,
      sort: gatewayId,
    },
    partial,
    { gatewayId, gatewayName },
  )
}

export function buildCreditAccount(
  ctx: RecordContext,
  partial: Draft<CreditAccountRecord> = {},
  owner: { userId: number; type: number },
): CreditAccountRecord {
  const id = numericId(ctx, 'creditAccounts', partial.id)
  const amount = typeof partial.amount === 'number' ? partial.amount : 0
  return build<CreditAccountRecord>(
    creditAccountSchema,
    { createTime: ctx.now(), currency: 'EUR', currencyAmount: amount, exchangeRate: 1, type: owner.type },
    partial,
    { id, amount, userId: owner.userId },
  )
}

export function buildUser(ctx: RecordContext, partial: Draft<UserRecord> = {}): UserRecord {
  const id = numericId(ctx, 'users', partial.id)
  const gatewayGiven = isPlainObject(partial.gateway) ? buildGateway(ctx, partial.gateway) : undefined
  const gatewayId = typeof partial.gatewayId === 'number' ? partial.gatewayId : (gatewayGiven?.gatewayId ?? 0)
  const gateway = gatewayGiven ?? ctx.findGateway(gatewayId) ?? (blank(gatewaySchema) as GatewayRecord)
  const accounts = (list: unknown, type: number) =>
    (Array.isArray(list) ? list : []).map((account) =>
      buildCreditAccount(ctx, isPlainObject(account) ? account : {}, { userId: id, type }),
    )
  return build<UserRecord>(
    userSchema,
    {
      createTime: ctx.now(),
      email: `user${id}@example.test`,
      merchantId: ctx.merchantId,
      billingType: UserBillingType.recurring,
    },
    partial,
    {
      id,
      gateway,
      gatewayId,
      creditAccounts: accounts(partial.creditAccounts, CreditAccountType.cash),
      promoCreditAccounts: accounts(partial.promoCreditAccounts, CreditAccountType.promo),
    },
  )
}

export function buildSubscription(ctx: RecordContext, partial: Draft<SubscriptionRecord> = {}): SubscriptionRecord {
  const [id, subscriptionId] = keyedId(ctx, 'subscriptions', 'sub_', partial.id, partial.subscriptionId)
  const now = ctx.now()
  const start = typeof partial.currentPeriodStart === 'number' ? partial.currentPeriodStart : now
  return build<SubscriptionRecord>(
    subscriptionSchema,
    {
      billingCycleAnchor: start,
      createTime: now,
      currency: 'EUR',
      currentPeriodEnd: start + 30 * DAY,
      currentPeriodStart: start,
      lastUpdateTime: now,
      merchantId: ctx.merchantId,
      quantity: 1,
      status: SubscriptionStatus.active,
    },
    partial,
    { id, subscriptionId },
  )
}

export function buildSplitPayment(
  ctx: RecordContext,
  partial: Draft<SplitPaymentRecord> = {},
  invoice: { currency: string; sequence: number },
): SplitPaymentRecord {
  const paymentId =
    typeof partial.paymentId === 'string' && partial.paymentId ? partial.paymentId : `pay_${ctx.nextId('payments')}`
  return build<SplitPaymentRecord>(
    splitPaymentSchema,
    { createTime: ctx.now(), currency: invoice.currency, splitSequence: invoice.sequence, status: PaymentStatus.pending },
    partial,
    { paymentId },
  )
}

export function buildInvoice(ctx: RecordContext, partial: Draft<InvoiceRecord> = {}): InvoiceRecord {
  const [id, invoiceId] = keyedId(ctx, 'invoices', 'in_', partial.id, partial.invoiceId)
  const fields = given(partial)
  const currency = typeof fields.currency === 'string' ? fields.currency : 'EUR'
  const payments = (Array.isArray(fields.payments) ? fields.payments : []).map((payment, index) =>
    buildSplitPayment(ctx, isPlainObject(payment) ? payment : {}, { currency, sequence: index + 1 }),
  )
  const pdfDefaults = blank(invoicePdfUpdateInput) as Record<string, unknown>
  delete pdfDefaults.invoiceId
  const pdfSettings = {
    ...pdfDefaults,
    ...given(isPlainObject(fields.pdfSettings) ? fields.pdfSettings : {}),
  } as InvoicePdfSettings
  const createTime = typeof fields.createTime === 'number' ? fields.createTime : ctx.now()
  const paidTime = typeof fields.paidTime === 'number' ? fields.paidTime : 0
  return {
    merchantId: ctx.merchantId,
    userId: 0,
    subscriptionId: '',
    totalAmount: 0,
    status: InvoiceStatus.open,
    link: '',
    metadata: {},
    gmtModify: Math.max(createTime, paidTime),
    ...fields,
    id,
    invoiceId,
    createTime,
    paidTime,
    currency,
    payments,
    pdfSettings,
  } as InvoiceRecord
}

const discountDefaults = (ctx: RecordContext, id: number) => ({
  billingType: BillingType.recurring,
  code: `CODE${id}`,
  createTime: ctx.now(),
  discountType: DiscountType.percentage,
  merchantId: ctx.merchantId,
  name: `Discount ${id}`,
  startTime: ctx.now(),
  status: DiscountStatus.active,
})

export function buildDiscountCode(ctx: RecordContext, partial: Draft<DiscountCodeRecord> = {}): DiscountCodeRecord {
  const id = numericId(ctx, 'discountCodes', partial.id)
  return build<DiscountCodeRecord>(discountCodeSchema, { ...discountDefaults(ctx, id), usedQuantity: 0 }, partial, { id })
}

export function buildBatchTemplate(ctx: RecordContext, partial: Draft<BatchTemplateRecord> = {}): BatchTemplateRecord {
  const id = numericId(ctx, 'batchTemplates', partial.id)
  // A count given is kept as given; one not given is counted from the child codes.
  const derivedCounts = childCodeCounts.filter((count) => typeof partial[count] !== 'number')
  return build<BatchTemplateRecord>(
    batchTemplateSchema,
    { ...discountDefaults(ctx, id), code: `BATCH${id}`, codePrefix: `BATCH${id}-`, name: `Batch ${id}` },
    partial,
    { id, derivedCounts },
  )
}

export function buildBatchChild(ctx: RecordContext, partial: Draft<BatchChildRecord> = {}): BatchChildRecord {
  const id = numericId(ctx, 'batchChildren', partial.id)
  const prefix = typeof partial.codePrefix === 'string' ? partial.codePrefix : 'CHILD-'
  return build<BatchChildRecord>(
    batchChildSchema,
    { ...discountDefaults(ctx, id), code: `${prefix}${id}`, codePrefix: prefix, name: `Child code ${id}`, quantity: 1 },
    partial,
    { id },
  )
}

export function buildMetric(ctx: RecordContext, partial: Draft<MetricRecord> = {}): MetricRecord {
  const id = numericId(ctx, 'metrics', partial.id)
  const createTime = typeof partial.createTime === 'number' ? partial.createTime : ctx.now()
  return build<MetricRecord>(
    merchantMetricSchema,
    { code: `metric_${id}`, gmtModify: createTime, merchantId: ctx.merchantId, metricName: `Metric ${id}` },
    partial,
    { id, createTime },
  )
}

export const DEFAULT_MEMBER_PASSWORD = 'Sandbox-Pass-1'

export function buildMember(ctx: RecordContext, partial: Draft<MemberRecord> = {}): MemberRecord {
  const id = numericId(ctx, 'members', partial.id)
  const totpSecret = typeof partial.totpSecret === 'string' ? partial.totpSecret.replace(/\s+/g, '').toUpperCase() : ''
  const totpType =
    typeof partial.totpType === 'number' ? partial.totpType : totpSecret ? TotpType.authenticatorApp : TotpType.none
  return build<MemberRecord>(
    merchantMemberSchema,
    { createTime: ctx.now(), email: `member${id}@example.test`, merchantId: ctx.merchantId, password: DEFAULT_MEMBER_PASSWORD },
    partial,
    { id, totpSecret, totpType },
  )
}

/** A member as the API shows it: without the password and the two-factor secret. */
export function publicMember(member: MemberRecord): Stored<MerchantMember> {
  const { password: _password, totpSecret: _totpSecret, ...rest } = member
  return rest
}

/** A plan: a main plan (type 1) billed monthly in EUR, being edited and unpublished, unless given otherwise. */
export function buildPlan(ctx: RecordContext, partial: Draft<PlanRecord> = {}): PlanRecord {
  const id = numericId(ctx, 'plans', partial.id)
  const createTime = typeof partial.createTime === 'number' ? partial.createTime : ctx.now()
  return build<PlanRecord>(
    planSchema,
    {
      planName: `Plan ${id}`,
      status: PlanStatus.editing,
      publishStatus: PlanPublishStatus.unpublished,
      type: PlanType.main,
      currency: 'EUR',
      intervalUnit: 'month',
      intervalCount: 1,
      merchantId: ctx.merchantId,
      gmtModify: createTime,
    },
    partial,
    { id, createTime },
  )
}

export function buildWebhookEndpoint(ctx: RecordContext, partial: Draft<WebhookEndpointRecord> = {}): WebhookEndpointRecord {
  const id = numericId(ctx, 'webhookEndpoints', partial.id)
  const createTime = ctx.now()
  return {
    merchantId: ctx.merchantId,
    url: `https://example.test/webhooks/${id}`,
    createTime,
    gmtModify: createTime,
    ...given(partial),
    events: Array.isArray(partial.events) ? partial.events.map(String) : [],
    id,
  } as WebhookEndpointRecord
}

export function buildWebhookLog(ctx: RecordContext, partial: Draft<WebhookLogRecord> = {}): WebhookLogRecord {
  const id = numericId(ctx, 'webhookLogs', partial.id)
  return {
    merchantId: ctx.merchantId,
    endpointId: 0,
    event: '',
    url: '',
    requestBody: '{}',
    responseBody: '',
    httpStatus: 200,
    resendCount: 0,
    lastResendTime: 0,
    createTime: ctx.now(),
    ...given(partial),
    id,
  } as WebhookLogRecord
}

export function buildVatNumber(_ctx: RecordContext, partial: Draft<VatNumberRecord> = {}): VatNumberRecord {
  const vatNumber = typeof partial.vatNumber === 'string' ? partial.vatNumber.replace(/[\s.-]/g, '').toUpperCase() : ''
  if (!vatNumber) badRequest('vatNumber is required')
  return build<VatNumberRecord>(vatNumberValidationSchema, { countryCode: vatNumber.slice(0, 2), valid: true }, partial, {
    vatNumber,
  })
}

export function buildUsVatUpload(ctx: RecordContext, partial: Draft<UsVatUploadRecord> = {}): UsVatUploadRecord {
  const id = numericId(ctx, 'usVatUploadHistory', partial.id)
  return build<UsVatUploadRecord>(
    usVatUploadHistoryEntrySchema,
    { createTime: ctx.now(), uploadType: 'PaymentUpload' },
    partial,
    { id },
  )
}

export function buildAdminNote(ctx: RecordContext, partial: Draft<AdminNoteRecord> = {}): AdminNoteRecord {
  const id = numericId(ctx, 'adminNotes', partial.id)
  return build<AdminNoteRecord>(
    adminNoteRecordSchema,
    { merchantId: ctx.merchantId, userId: 0, subscriptionId: '', memberId: 0, note: '', createTime: ctx.now() },
    partial,
    { id },
  )
}
