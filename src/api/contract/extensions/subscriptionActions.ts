import { z } from 'zod'
import {
  basisPoints,
  currencyCode,
  emptyOutput,
  extensionEndpoint,
  httpUrl,
  jsonMember,
  jsonObject,
  list,
  nonNegativeInt,
  positiveInt,
  requiredString,
  resource,
  timestamp,
} from '../core'
import { discountCodeSchema } from '../discounts'
import { planSchema } from '../plans'
import { renewDiscountInput, requireSubscriptionIdentification } from '../subscriptions'
import { invoiceSchema } from './invoices'
import { flag, whenValid } from './rules'
import { subscriptionAddonSchema } from './subscriptions'

/**
 * The everyday write calls on a subscription (`operations.md` §3.1, §3.2, §3.4, §3.10): cancel now, cancel at the
 * period's end and undo it, change plan, quantity or add-ons (a preview, then a submit that confirms the preview's
 * amount), and extend the due date.
 */

// ---- resources ----

/**
 * A change of plan, quantity or add-ons: applied now (`effectImmediate` 1) or at the period's end (`effectTime`).
 * `status`: 0 init, 1 created (waiting for payment or the period's end), 2 finished, 3 cancelled. The `update…`
 * members are what the subscription becomes; the others what it was.
 */
export const pendingUpdateSchema = resource({
  addonData: z.string(),
  addons: list(subscriptionAddonSchema),
  amount: z.number(),
  createTime: z.number(),
  currency: z.string(),
  effectImmediate: z.number(),
  effectTime: z.number(),
  gatewayId: z.number(),
  invoiceId: z.string(),
  link: z.string(),
  merchantId: z.number(),
  metadata: jsonObject,
  note: z.string(),
  paid: z.number(),
  pendingUpdateId: z.string(),
  plan: planSchema,
  planId: z.number(),
  prorationAmount: z.number(),
  quantity: z.number(),
  status: z.number(),
  subscriptionId: z.string(),
  updateAddonData: z.string(),
  updateAddons: list(subscriptionAddonSchema),
  updateAmount: z.number(),
  updateCurrency: z.string(),
  updatePlan: planSchema,
  updatePlanId: z.number(),
  updateQuantity: z.number(),
  userId: z.number(),
})
export type PendingUpdate = z.infer<typeof pendingUpdateSchema>

/**
 * What a change would cost: `totalAmount` is charged now (the `invoice`, 0 when the change waits for the period's
 * end), `nextPeriodInvoice` is the first full period on the new terms. Amounts in minor units of `currency`. A
 * discount code that cannot be used is not applied and `discountMessage` says why.
 */
export const updatePreviewSchema = resource({
  applyPromoCredit: z.boolean(),
  currency: z.string(),
  discount: discountCodeSchema,
  discountAmount: z.number(),
  discountMessage: z.string(),
  invoice: invoiceSchema,
  nextPeriodInvoice: invoiceSchema,
  originAmount: z.number(),
  prorationDate: z.number(),
  totalAmount: z.number(),
})
export type UpdatePreview = z.infer<typeof updatePreviewSchema>

/**
 * The change submitted. `paid` is true when nothing is to be paid now or it was paid; otherwise `link` is the page
 * where it is paid. `note`: "Success", "Payment Action Required" or "Will Effect At Period End".
 */
export const updateSubmitSchema = resource({
  action: jsonObject,
  invoiceId: z.string(),
  link: z.string(),
  note: z.string(),
  paid: z.boolean(),
  paymentId: z.string(),
  subscriptionPendingUpdate: pendingUpdateSchema,
})
export type UpdateSubmit = z.infer<typeof updateSubmitSchema>

// ---- requests ----

/** The subscription by its id, or the user's latest active (or incomplete) one of a product (0 = the default). */
const subscriptionLookup = {
  subscriptionId: z.string({ error: 'Subscription id must be text' }).optional(),
  userId: positiveInt('User id').optional(),
  productId: nonNegativeInt('Product id').optional(),
}

/**
 * §3.1. The service ignores `invoiceNow` and `prorate` (no proration invoice, no credit note, no refund), so the
 * request has neither.
 */
export const subscriptionCancelInput = z
  .object({
    ...subscriptionLookup,
    /** Stored as the cancel reason; the service says "CancelledByAdmin" when none is given. */
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(500, { error: 'Reason cannot exceed 500 characters' })
      .optional(),
  })
  .refine(...requireSubscriptionIdentification)
export type SubscriptionCancelInput = z.input<typeof subscriptionCancelInput>

/** §3.2: only an active subscription (stored status 2). */
export const subscriptionCancelAtPeriodEndInput = z.object(subscriptionLookup).refine(...requireSubscriptionIdentification)
export type SubscriptionCancelAtPeriodEndInput = z.input<typeof subscriptionCancelAtPeriodEndInput>

/** §3.2: undoes a cancellation at the period's end. */
export const subscriptionCancelLastCancelAtPeriodEndInput = subscriptionCancelAtPeriodEndInput
export type SubscriptionCancelLastCancelAtPeriodEndInput = SubscriptionCancelAtPeriodEndInput

/** One add-on of the target set: a recurring add-on plan and how many. */
export const addonParamInput = z.object({
  addonPlanId: positiveInt('Add-on plan id'),
  quantity: positiveInt('Add-on quantity'),
})
export type AddonParamInput = z.input<typeof addonParamInput>

/** The whole target set of add-ons, each plan once. */
export const addonParamsInput = z.array(addonParamInput, { error: 'Add-ons must be a list' }).superRefine((addons, ctx) => {
  const seen = new Set<number>()
  addons.forEach((addon, index) => {
    if (seen.has(addon.addonPlanId)) flag(ctx, [index, 'addonPlanId'], 'Each add-on may appear once')
    seen.add(addon.addonPlanId)
  })
})

/** 1: the change takes effect now; 2: at the end of the current period. Without it the service decides. */
export const effectImmediateValues = [1, 2] as const

/** The members the preview and the submit share (§3.4). */
const changeFields = {
  newPlanId: positiveInt('New plan id'),
  /** Units of the new plan. */
  quantity: positiveInt('Quantity'),
  addonParams: addonParamsInput.optional(),
  /** Checked by the service; a code it cannot use is left out of the preview, and refused on submit. */
  discountCode: z.string({ error: 'Discount code must be text' }).trim().optional(),
  applyPromoCredit: z.boolean({ error: 'Apply promo credit must be true or false' }).optional(),
  /** At most this many credits. */
  applyPromoCreditAmount: nonNegativeInt('Promo credit amount').optional(),
  effectImmediate: z
    .literal(effectImmediateValues, { error: 'Effect must be 1 (now) or 2 (at the end of the period)' })
    .optional(),
}

/** §3.4 preview: what a change would cost, without changing anything. */
export const subscriptionUpdatePreviewInput = z.object({
  subscriptionId: requiredString('Subscription id'),
  ...changeFields,
  quantity: changeFields.quantity.optional(),
})
export type SubscriptionUpdatePreviewInput = z.input<typeof subscriptionUpdatePreviewInput>

/**
 * §3.4 submit: the preview's members, and the preview's total and currency to confirm (the service refuses the
 * change when the price moved since the preview). A one-off `discount` is for API keys only.
 */
export const subscriptionUpdateSubmitInput = z
  .object({
    subscriptionId: subscriptionLookup.subscriptionId,
    userId: subscriptionLookup.userId,
    ...changeFields,
    /** The preview's `totalAmount`, in minor units. */
    confirmTotalAmount: nonNegativeInt('Confirmed total'),
    /** The preview's `currency`. */
    confirmCurrency: currencyCode('Confirmed currency'),
    /** When the proration starts (seconds); default now. */
    prorationDate: timestamp('Proration date').optional(),
    gatewayId: positiveInt('Gateway id').optional(),
    gatewayPaymentType: z.string({ error: 'Payment type must be text' }).optional(),
    taxPercentage: basisPoints('Tax percentage').optional(),
    /** Create the invoice without charging it automatically. */
    manualPayment: z.boolean({ error: 'Manual payment must be true or false' }).optional(),
    returnUrl: httpUrl('Return URL').optional(),
    cancelUrl: httpUrl('Cancel URL').optional(),
    metadata: jsonMember('Metadata').optional(),
    productData: z
      .object({
        name: z.string({ error: 'Product name must be text' }).optional(),
        description: z.string({ error: 'Product description must be text' }).optional(),
      })
      .optional(),
    discount: renewDiscountInput.optional(),
  })
  .refine(...requireSubscriptionIdentification)
  .refine((input) => !(input.discountCode && input.discount), {
    path: ['discount'],
    error: 'Give a discount code or a one-off discount, not both',
    when: whenValid('discountCode', 'discount'),
  })
export type SubscriptionUpdateSubmitInput = z.input<typeof subscriptionUpdateSubmitInput>

/** Days added to a due date, as the service takes them: whole hours. */
export const HOURS_PER_DAY = 24

/**
 * §3.10: the due date (the current period's end) moves on by `appendTrialEndHour` hours, counted from the period's
 * end, not from now. The service also re-activates a cancelled or expired subscription whose new end lies ahead:
 * offer this only on subscriptions that are neither.
 */
export const subscriptionAddNewTrialStartInput = z.object({
  subscriptionId: requiredString('Subscription id'),
  appendTrialEndHour: positiveInt('Hours to add').max(100 * 365 * HOURS_PER_DAY, {
    error: 'Hours to add cannot exceed 100 years',
  }),
})
export type SubscriptionAddNewTrialStartInput = z.input<typeof subscriptionAddNewTrialStartInput>

// ---- endpoints ----

export const subscriptionCancel = extensionEndpoint({
  section: 'O3.1',
  name: 'subscriptionCancel',
  method: 'POST',
  path: '/merchant/subscription/cancel',
  summary: 'Cancel a subscription now: no refund and no credit note; a processing latest invoice is cancelled',
  kind: 'write',
  input: subscriptionCancelInput,
  output: emptyOutput,
})

export const subscriptionCancelAtPeriodEnd = extensionEndpoint({
  section: 'O3.2',
  name: 'subscriptionCancelAtPeriodEnd',
  method: 'POST',
  path: '/merchant/subscription/cancel_at_period_end',
  summary: 'Cancel an active subscription at the end of its current period',
  kind: 'write',
  input: subscriptionCancelAtPeriodEndInput,
  output: emptyOutput,
})

export const subscriptionCancelLastCancelAtPeriodEnd = extensionEndpoint({
  section: 'O3.2',
  name: 'subscriptionCancelLastCancelAtPeriodEnd',
  method: 'POST',
  path: '/merchant/subscription/cancel_last_cancel_at_period_end',
  summary: 'Undo the cancellation of an active subscription at the end of its period',
  kind: 'write',
  input: subscriptionCancelLastCancelAtPeriodEndInput,
  output: emptyOutput,
})

/** Changes nothing: a read, retried like one. POST only. */
export const subscriptionUpdatePreview = extensionEndpoint({
  section: 'O3.4',
  name: 'subscriptionUpdatePreview',
  method: 'POST',
  path: '/merchant/subscription/update_preview',
  summary: 'Preview a change of plan, quantity or add-ons: what is charged now and at the next period',
  kind: 'read',
  input: subscriptionUpdatePreviewInput,
  output: updatePreviewSchema,
})

export const subscriptionUpdateSubmit = extensionEndpoint({
  section: 'O3.4',
  name: 'subscriptionUpdateSubmit',
  method: 'POST',
  path: '/merchant/subscription/update_submit',
  summary: 'Change plan, quantity or add-ons, confirming the total of the preview',
  kind: 'write',
  input: subscriptionUpdateSubmitInput,
  output: updateSubmitSchema,
})

export const subscriptionAddNewTrialStart = extensionEndpoint({
  section: 'O3.10',
  name: 'subscriptionAddNewTrialStart',
  method: 'POST',
  path: '/merchant/subscription/add_new_trial_start',
  summary: "Extend a subscription's due date by whole hours (days × 24), counted from its current period end",
  kind: 'write',
  input: subscriptionAddNewTrialStartInput,
  output: emptyOutput,
})
