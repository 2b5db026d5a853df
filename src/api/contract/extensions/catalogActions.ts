import { z } from 'zod'
import { PlanType } from '../codes'
import {
  currencyCode,
  emptyOutput,
  extensionEndpoint,
  httpUrl,
  jsonMember,
  nonNegativeInt,
  positiveInt,
  requiredString,
  resource,
} from '../core'
import { planSchema } from '../plans'
import { productSchema, productStatus } from '../products'
import { codeValue, idList } from './listing'
import { flag, whenValid } from './rules'

/**
 * The write calls of the catalog (`operations.md` §3.12): create and edit plans, publish and unpublish them, archive
 * them, delete an editing one; edit, activate, inactivate and delete products. A new plan is editing (status 1) and
 * unpublished; `plan/activate` (4.21) makes it active.
 */

// ---- requests ----

export const planIntervalUnits = ['day', 'week', 'month', 'year'] as const
export type PlanIntervalUnit = (typeof planIntervalUnits)[number]

/** The most units of each interval a plan may be billed by. */
export const planIntervalLimits = { day: 365, week: 52, month: 12, year: 1 } as const satisfies Record<PlanIntervalUnit, number>

const intervalWords: Record<PlanIntervalUnit, string> = { day: 'days', week: 'weeks', month: 'months', year: 'year' }

/** The members of an active plan that cannot change: a new price is a new plan (copy it). */
export const planFieldsFrozenWhenActive = ['amount', 'currency', 'intervalUnit', 'intervalCount'] as const

const text = (label: string) => z.string({ error: `${label} must be text` }).trim()

const planFields = {
  planName: requiredString('Plan name'),
  /** Minor units of `currency`, per interval. */
  amount: nonNegativeInt('Price'),
  currency: currencyCode('Currency'),
  /** 1 main (the default), 2 recurring add-on, 3 one-time add-on. */
  type: codeValue('planType', 'Plan type'),
  intervalUnit: z.enum(planIntervalUnits, { error: 'Interval must be day, week, month or year' }),
  intervalCount: positiveInt('Interval count'),
  /** 0 is the default product. */
  productId: nonNegativeInt('Product id'),
  description: text('Description'),
  internalName: text('Internal name'),
  /** Unique among the merchant's plans. */
  externalPlanId: text('External id'),
  imageUrl: httpUrl('Image URL'),
  homeUrl: httpUrl('Home page URL'),
  /** Active recurring add-ons of the same currency and product. */
  addonIds: idList('Add-on plan id'),
  /** Active one-time add-ons of the same currency and product. */
  onetimeAddonIds: idList('One-time add-on plan id'),
  /** Minor units charged for the trial. */
  trialAmount: nonNegativeInt('Trial price'),
  /** Seconds. */
  trialDurationTime: nonNegativeInt('Trial length'),
  /** "paymentMethod": a payment method is asked for when the trial starts. */
  trialDemand: z.enum(['', 'paymentMethod'], { error: 'Trial demand must be empty or paymentMethod' }),
  /** 1: the subscription is cancelled when its first trial ends. */
  cancelAtTrialEnd: z.literal([0, 1], { error: 'Cancel at trial end must be 0 or 1' }),
  /** Who pays a crypto payment's fees. */
  gasPayer: z.enum(['merchant', 'user'], { error: 'Fee payer must be merchant or user' }),
  metadata: jsonMember('Metadata'),
}

type PlanFields = { [K in keyof typeof planFields]?: z.output<(typeof planFields)[K]> }

/**
 * The rules that tie a plan's members together: a recurring plan (main or add-on) has an interval, of at most 365
 * days, 52 weeks, 12 months or 1 year; a count goes with its unit; add-ons have no trial. `type` is what the plan is
 * (given, or the stored one when an edit leaves it out).
 */
function planRules(isNew: boolean) {
  return (input: PlanFields, ctx: z.RefinementCtx) => {
    const type = input.type ?? PlanType.main
    const recurring = type !== PlanType.oneTimeAddon
    if (isNew && recurring && input.intervalUnit === undefined) flag(ctx, 'intervalUnit', 'Interval is required')
    if (!isNew && input.intervalCount !== undefined && input.intervalUnit === undefined) {
      flag(ctx, 'intervalUnit', 'Give the interval together with its count')
    }
    if (input.intervalUnit !== undefined && input.intervalCount !== undefined) {
      const limit = planIntervalLimits[input.intervalUnit]
      if (input.intervalCount > limit) {
        flag(ctx, 'intervalCount', `A plan is billed every ${limit} ${intervalWords[input.intervalUnit]} at most`)
      }
    }
    if (input.type !== undefined && input.type !== PlanType.main) {
      const trial = 'A trial is for main plans only'
      if (input.trialAmount) flag(ctx, 'trialAmount', trial)
      if (input.trialDurationTime) flag(ctx, 'trialDurationTime', trial)
      if (input.trialDemand) flag(ctx, 'trialDemand', trial)
    }
  }
}

const planRuleMembers = Object.keys(planFields)

/** §3.12 new: the plan is editing (status 1) and unpublished. */
export const planNewInput = z
  .object({
    planName: planFields.planName,
    amount: planFields.amount,
    currency: planFields.currency,
    ...Object.fromEntries(
      Object.entries(planFields)
        .filter(([name]) => !['planName', 'amount', 'currency'].includes(name))
        .map(([name, schema]) => [name, schema.optional()]),
    ),
  } as {
    planName: typeof planFields.planName
    amount: typeof planFields.amount
    currency: typeof planFields.currency
  } & { [K in Exclude<keyof typeof planFields, 'planName' | 'amount' | 'currency'>]: z.ZodOptional<(typeof planFields)[K]> })
  .superRefine(planRules(true), { when: whenValid(...planRuleMembers) })
export type PlanNewInput = z.input<typeof planNewInput>

/**
 * §3.12 edit: only the members given change. An active plan's price, currency and interval cannot
 * (`planFieldsFrozenWhenActive`): the service refuses them.
 */
export const planEditInput = z
  .object({
    planId: positiveInt('Plan id'),
    ...(Object.fromEntries(Object.entries(planFields).map(([name, schema]) => [name, schema.optional()])) as {
      [K in keyof typeof planFields]: z.ZodOptional<(typeof planFields)[K]>
    }),
  })
  .superRefine(planRules(false), { when: whenValid(...planRuleMembers) })
export type PlanEditInput = z.input<typeof planEditInput>

/** §3.12 publish, unpublish, delete. */
export const planIdInput = z.object({ planId: positiveInt('Plan id') })
export type PlanIdInput = z.input<typeof planIdInput>

/**
 * §3.12 archive. Soft (the default): status 4. Hard: status 5, and renewals are no longer charged automatically.
 * Archived plans stay in the plan list: leave them out of plan pickers.
 */
export const planArchiveInput = z.object({
  planId: positiveInt('Plan id'),
  hardArchive: z.boolean({ error: 'Hard archive must be true or false' }).optional(),
})
export type PlanArchiveInput = z.input<typeof planArchiveInput>

/** §3.12 product/edit: only the members given change; 0 is the default product. */
export const productEditInput = z.object({
  productId: nonNegativeInt('Product id'),
  productName: requiredString('Product name').optional(),
  description: text('Description').optional(),
  imageUrl: httpUrl('Image URL').optional(),
  homeUrl: httpUrl('Home page URL').optional(),
  status: productStatus.optional(),
  metadata: jsonMember('Metadata').optional(),
})
export type ProductEditInput = z.input<typeof productEditInput>

/** product/activate: 0, the default product, is always active. */
export const productIdInput = z.object({ productId: nonNegativeInt('Product id') })
export type ProductIdInput = z.input<typeof productIdInput>

/** A product other than the default one (id 0), which cannot be `verb`. */
const otherThanDefault = (verb: string) =>
  z.object({
    productId: nonNegativeInt('Product id').refine((id) => id !== 0, { error: `The default product cannot be ${verb}` }),
  })

/** product/delete: refused while plans are linked to it. */
export const productDeleteInput = otherThanDefault('deleted')
export type ProductDeleteInput = z.input<typeof productDeleteInput>

export const productInactivateInput = otherThanDefault('inactivated')
export type ProductInactivateInput = z.input<typeof productInactivateInput>

// ---- endpoints ----

export const planNew = extensionEndpoint({
  section: 'O3.12',
  name: 'planNew',
  method: 'POST',
  path: '/merchant/plan/new',
  summary: 'Create a plan (editing and unpublished until it is activated and published)',
  kind: 'write',
  input: planNewInput,
  output: resource({ plan: planSchema }),
})

export const planEdit = extensionEndpoint({
  section: 'O3.12',
  name: 'planEdit',
  method: 'POST',
  path: '/merchant/plan/edit',
  summary: "Edit a plan (an active plan's price, currency and interval stay)",
  kind: 'write',
  input: planEditInput,
  output: resource({ plan: planSchema }),
})

export const planPublish = extensionEndpoint({
  section: 'O3.12',
  name: 'planPublish',
  method: 'POST',
  path: '/merchant/plan/publish',
  summary: 'Publish an active plan: the customer portal and checkout offer it',
  kind: 'write',
  input: planIdInput,
  output: emptyOutput,
})

export const planUnpublish = extensionEndpoint({
  section: 'O3.12',
  name: 'planUnpublish',
  method: 'POST',
  path: '/merchant/plan/unpublished',
  summary: 'Unpublish an active plan: the customer portal and checkout stop offering it',
  kind: 'write',
  input: planIdInput,
  output: emptyOutput,
})

export const planArchive = extensionEndpoint({
  section: 'O3.12',
  name: 'planArchive',
  method: 'POST',
  path: '/merchant/plan/archive',
  summary: 'Archive a plan: soft, or hard (renewals no longer charged automatically)',
  kind: 'write',
  input: planArchiveInput,
  output: emptyOutput,
})

export const planDelete = extensionEndpoint({
  section: 'O3.12',
  name: 'planDelete',
  method: 'POST',
  path: '/merchant/plan/delete',
  summary: 'Delete a plan that is still being edited',
  kind: 'write',
  input: planIdInput,
  output: emptyOutput,
})

export const productEdit = extensionEndpoint({
  section: 'O3.12',
  name: 'productEdit',
  method: 'POST',
  path: '/merchant/product/edit',
  summary: 'Edit a product',
  kind: 'write',
  input: productEditInput,
  output: resource({ product: productSchema }),
})

export const productDelete = extensionEndpoint({
  section: 'O3.12',
  name: 'productDelete',
  method: 'POST',
  path: '/merchant/product/delete',
  summary: 'Delete a product without plans (not the default product)',
  kind: 'write',
  input: productDeleteInput,
  output: emptyOutput,
})

export const productActivate = extensionEndpoint({
  section: 'O3.12',
  name: 'productActivate',
  method: 'POST',
  path: '/merchant/product/activate',
  summary: 'Activate a product',
  kind: 'write',
  input: productIdInput,
  output: emptyOutput,
})

export const productInactivate = extensionEndpoint({
  section: 'O3.12',
  name: 'productInactivate',
  method: 'POST',
  path: '/merchant/product/inactivate',
  summary: 'Inactivate a product (not the default product)',
  kind: 'write',
  input: productInactivateInput,
  output: emptyOutput,
})
