import { z } from 'zod'
import { basisPoints, endpoint, httpUrl, jsonMember, jsonObject, nonNegativeInt, positiveInt, resource, timestamp } from './core'

// ---- resources (2.2) ----

export const subscriptionSchema = resource({
  addonData: z.string(),
  amount: z.number(),
  billingCycleAnchor: z.number(),
  cancelAtPeriodEnd: z.number(),
  cancelOrExpireTime: z.number(),
  cancelReason: z.string(),
  countryCode: z.string(),
  createTime: z.number(),
  currency: z.string(),
  currentPeriodEnd: z.number(),
  currentPeriodPaid: z.number(),
  currentPeriodStart: z.number(),
  defaultPaymentMethodId: z.string(),
  dunningTime: z.number(),
  externalSubscriptionId: z.string(),
  features: z.string(),
  firstPaidTime: z.number(),
  gasPayer: z.string(),
  gatewayId: z.number(),
  gatewayStatus: z.string(),
  id: z.number(),
  lastUpdateTime: z.number(),
  latestInvoiceId: z.string(),
  link: z.string(),
  merchantId: z.number(),
  metadata: jsonObject,
  originalPeriodEnd: z.number(),
  pendingUpdateId: z.string(),
  planId: z.number(),
  productId: z.number(),
  quantity: z.number(),
  returnUrl: z.string(),
  status: z.number(),
  subscriptionId: z.string(),
  taskTime: z.string(),
  /** Basis points: 1000 = 10 %. */
  taxPercentage: z.number(),
  testClock: z.number(),
  trialEnd: z.number(),
  type: z.number(),
  userId: z.number(),
  vatNumber: z.string(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

export const renewResultSchema = resource({
  action: jsonObject,
  invoiceId: z.string(),
  link: z.string(),
  paid: z.boolean(),
  paymentId: z.string(),
  subscription: subscriptionSchema,
})
export type RenewResult = z.infer<typeof renewResultSchema>

// ---- requests (4.1) ----

export const paymentUIModes = ['hosted', 'embedded', 'custom'] as const
export type PaymentUIMode = (typeof paymentUIModes)[number]

/** A one-off discount applied to the renewal invoice. */
export const renewDiscountInput = z.object({
  cycleLimit: nonNegativeInt('Cycle limit').optional(),
  discountAmount: nonNegativeInt('Discount amount').optional(),
  discountPercentage: basisPoints('Discount percentage').optional(),
  endTime: timestamp('End time').optional(),
  metadata: jsonMember('Discount metadata').optional(),
  recurring: z.boolean().optional(),
})
export type RenewDiscountInput = z.input<typeof renewDiscountInput>

/** The members of the renewal request (4.1), without the rule that ties them together. */
export const subscriptionRenewFields = z.object({
  subscriptionId: z.string({ error: 'Subscription id must be text' }).optional(),
  userId: positiveInt('User id').optional(),
  /** 0 means the default product. */
  productId: nonNegativeInt('Product id').optional(),
  applyPromoCredit: z.boolean().optional(),
  applyPromoCreditAmount: nonNegativeInt('Promo credit amount').optional(),
  discountCode: z.string().optional(),
  discount: renewDiscountInput.optional(),
  gatewayId: positiveInt('Gateway id').optional(),
  gatewayPaymentType: z.string().optional(),
  manualPayment: z.boolean().optional(),
  metadata: jsonMember('Metadata').optional(),
  paymentUIMode: z.enum(paymentUIModes, { error: 'Payment page mode must be hosted, embedded or custom' }).optional(),
  productData: z.object({ description: z.string().optional(), name: z.string().optional() }).optional(),
  returnUrl: httpUrl('Return URL').optional(),
  cancelUrl: httpUrl('Cancel URL').optional(),
  taxPercentage: basisPoints('Tax percentage').optional(),
})

/** 4.1: the subscription is named by its id, or found by the user's id. */
export const requireSubscriptionIdentification: [
  check: (input: { subscriptionId?: string; userId?: unknown }) => boolean,
  params: { path: PropertyKey[]; error: string; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (input) => Boolean(input.subscriptionId?.trim()) || input.userId !== undefined,
  {
    path: ['subscriptionId'],
    error: 'Give a subscription id, or a user id to find the subscription',
    // Checked even when other members are invalid, so that every reason shows at once.
    when: (payload) =>
      !payload.issues.some((issue) => !issue.path?.length || ['subscriptionId', 'userId'].includes(String(issue.path[0]))),
  },
]

export const subscriptionRenewInput = subscriptionRenewFields.refine(...requireSubscriptionIdentification)
export type SubscriptionRenewInput = z.input<typeof subscriptionRenewInput>

// ---- endpoints ----

export const subscriptionRenew = endpoint({
  section: '4.1',
  name: 'subscriptionRenew',
  method: 'POST',
  path: '/merchant/subscription/renew',
  summary: 'Renew a subscription manually: a new recurring invoice and, unless manual, a payment',
  kind: 'write',
  input: subscriptionRenewInput,
  output: renewResultSchema,
})
