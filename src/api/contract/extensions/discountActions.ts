import { z } from 'zod'
import { DiscountType, PlanApplyType } from '../codes'
import {
  basisPoints,
  currencyCode,
  emptyOutput,
  extensionEndpoint,
  jsonMember,
  nonNegativeInt,
  positiveInt,
  requiredString,
  resource,
  timestamp,
} from '../core'
import { discountCodeSchema } from '../discounts'
import { codeValue, idList } from './listing'
import { flag, whenValid } from './rules'

/**
 * The write calls on discount codes (`operations.md` §3.11): create, edit, activate, deactivate, archive (delete),
 * and raise the quantity. A new code is editable (status 1) and cannot be used until it is activated.
 */

// ---- requests ----

/** Which plans a code applies to: every plan, only the listed ones, or every plan but the listed ones. */
export const discountPlanApplyTypes = [
  PlanApplyType.allPlans,
  PlanApplyType.listedPlans,
  PlanApplyType.exceptListedPlans,
] as const

/** The members a discount code is made of, as `new` takes them (all optional here: the rules below say which). */
const discountFields = {
  name: z.string({ error: 'Name must be text' }).trim().optional(),
  billingType: codeValue('billingType', 'Billing type').optional(),
  discountType: codeValue('discountType', 'Discount type').optional(),
  /** Percentage codes: basis points, 100 = 1 %. */
  discountPercentage: basisPoints('Percentage').optional(),
  /** Fixed-amount codes: minor units of `currency`. */
  discountAmount: nonNegativeInt('Amount').optional(),
  /** Fixed-amount codes. */
  currency: currencyCode('Currency').optional(),
  /** Recurring codes: the billing periods it applies to, 0 = every one. */
  cycleLimit: nonNegativeInt('Cycle limit').optional(),
  startTime: timestamp('Start').optional(),
  endTime: timestamp('End').optional(),
  planApplyType: z
    .literal(discountPlanApplyTypes, {
      error: 'Applies to must be 0 (every plan), 1 (the listed plans) or 2 (every plan except the listed ones)',
    })
    .optional(),
  planIds: idList('Plan id').optional(),
  /** How many times it can be used, 0 = no limit. */
  quantity: nonNegativeInt('Quantity').optional(),
  advance: z.boolean({ error: 'Advanced settings must be true or false' }).optional(),
  userScope: codeValue('userScope', 'Customers').optional(),
  upgradeOnly: z.boolean({ error: 'Upgrades only must be true or false' }).optional(),
  /** The service's spelling. */
  upgradeLongPlanOnly: z.boolean({ error: 'Upgrades to a longer plan only must be true or false' }).optional(),
  /** Uses per customer, 0 = no limit. */
  userLimit: nonNegativeInt('Uses per customer').optional(),
  metadata: jsonMember('Metadata').optional(),
}

type DiscountFields = { [K in keyof typeof discountFields]?: z.output<(typeof discountFields)[K]> }

/**
 * The rules that tie a code's members together, each at the member a form shows it on: the end not before the
 * start; a percentage code has a percentage and no amount, a fixed-amount code an amount, a currency and no
 * percentage; listed plans need at least one plan; "upgrades only" and "upgrades to a longer plan only" exclude each
 * other. `complete`: the members a new code (or an editable one, which is replaced whole) must have.
 */
function discountRules(complete: boolean) {
  return (input: DiscountFields, ctx: z.RefinementCtx) => {
    if (complete) {
      if (input.billingType === undefined) flag(ctx, 'billingType', 'Billing type is required')
      if (input.discountType === undefined) flag(ctx, 'discountType', 'Discount type is required')
      if (input.startTime === undefined) flag(ctx, 'startTime', 'Start is required')
      if (input.endTime === undefined) flag(ctx, 'endTime', 'End is required')
    }
    if (input.startTime !== undefined && input.endTime !== undefined && input.endTime < input.startTime) {
      flag(ctx, 'endTime', 'End must not be before the start')
    }
    if (input.discountType === DiscountType.percentage) {
      if (input.discountPercentage === undefined) flag(ctx, 'discountPercentage', 'Percentage is required for a percentage code')
      if (input.discountAmount) flag(ctx, 'discountAmount', 'A percentage code has no amount')
    }
    if (input.discountType === DiscountType.fixedAmount) {
      if (input.discountAmount === undefined) flag(ctx, 'discountAmount', 'Amount is required for a fixed-amount code')
      if (input.currency === undefined) flag(ctx, 'currency', 'Currency is required for a fixed-amount code')
      if (input.discountPercentage) flag(ctx, 'discountPercentage', 'A fixed-amount code has no percentage')
    }
    const listed = input.planApplyType === PlanApplyType.listedPlans || input.planApplyType === PlanApplyType.exceptListedPlans
    if (listed && !input.planIds?.length) flag(ctx, 'planIds', 'Choose at least one plan')
    if (input.upgradeOnly && input.upgradeLongPlanOnly) {
      flag(ctx, 'upgradeLongPlanOnly', 'Choose upgrades only, or upgrades to a longer plan only, not both')
    }
  }
}

const ruleMembers = Object.keys(discountFields)

/** §3.11 new: a unique code (per merchant); created editable (status 1). */
export const discountNewInput = z
  .object({ code: requiredString('Code'), ...discountFields })
  .superRefine(discountRules(true), { when: whenValid(...ruleMembers) })
export type DiscountNewInput = z.input<typeof discountNewInput>

/**
 * The members an active, deactivated or expired code still takes (§3.11); its amounts, currency, billing and
 * discount type and quantity are frozen (the quantity changes with `quantity_increment` and `decrease_quantity`).
 * Such an edit needs both times or the plans.
 */
const fieldsAfterActivation = {
  name: discountFields.name,
  startTime: discountFields.startTime,
  endTime: discountFields.endTime,
  planApplyType: discountFields.planApplyType,
  planIds: discountFields.planIds,
  userLimit: discountFields.userLimit,
  userScope: discountFields.userScope,
  upgradeOnly: discountFields.upgradeOnly,
  upgradeLongPlanOnly: discountFields.upgradeLongPlanOnly,
  advance: discountFields.advance,
  metadata: discountFields.metadata,
}

/** The names of the members an active, deactivated or expired code still takes: a form shows the others frozen. */
export const discountFieldsEditableAfterActivation = Object.keys(fieldsAfterActivation) as (keyof typeof fieldsAfterActivation)[]

/**
 * §3.11 edit. An editable code (status 1) is replaced whole: send every member, as `discountEditableInput`
 * requires. Any other is edited as `discountFieldsEditableAfterActivation` says, and the service refuses the rest.
 */
export const discountEditInput = z
  .object({ id: positiveInt('Discount id'), ...discountFields })
  .superRefine(discountRules(false), { when: whenValid(...ruleMembers) })
export type DiscountEditInput = z.input<typeof discountEditInput>

/** §3.11 edit of an editable code (status 1): every member a new code needs. */
export const discountEditableInput = z
  .object({ id: positiveInt('Discount id'), ...discountFields })
  .superRefine(discountRules(true), { when: whenValid(...ruleMembers) })

/** §3.11 edit of an active, deactivated or expired code: only the members it still takes. */
export const discountActiveEditInput = z.object({ id: positiveInt('Discount id'), ...fieldsAfterActivation }).superRefine(
  (input, ctx) => {
    discountRules(false)(input, ctx)
    if ((input.startTime === undefined || input.endTime === undefined) && input.planIds === undefined) {
      flag(ctx, input.startTime === undefined ? 'startTime' : 'endTime', 'Give the start and the end, or the plans')
    }
  },
  { when: whenValid(...ruleMembers) },
)

/** §3.11 activate, deactivate, delete. */
export const discountIdInput = z.object({ id: positiveInt('Discount id') })
export type DiscountIdInput = z.input<typeof discountIdInput>

/** §3.11: raises the quantity; on a code without a limit (0) it starts one. */
export const discountQuantityIncrementInput = z.object({
  id: positiveInt('Discount id'),
  amount: positiveInt('Amount'),
})
export type DiscountQuantityIncrementInput = z.input<typeof discountQuantityIncrementInput>

// ---- endpoints ----

export const discountNew = extensionEndpoint({
  section: 'O3.11',
  name: 'discountNew',
  method: 'POST',
  path: '/merchant/discount/new',
  summary: 'Create a discount code (editable until it is activated)',
  kind: 'write',
  input: discountNewInput,
  output: resource({ discount: discountCodeSchema }),
})

export const discountEdit = extensionEndpoint({
  section: 'O3.11',
  name: 'discountEdit',
  method: 'POST',
  path: '/merchant/discount/edit',
  summary: 'Edit a discount code: everything while editable, then only dates, plans and limits',
  kind: 'write',
  input: discountEditInput,
  output: resource({ discount: discountCodeSchema }),
})

export const discountActivate = extensionEndpoint({
  section: 'O3.11',
  name: 'discountActivate',
  method: 'POST',
  path: '/merchant/discount/activate',
  summary: 'Activate a discount code',
  kind: 'write',
  input: discountIdInput,
  output: emptyOutput,
})

export const discountDeactivate = extensionEndpoint({
  section: 'O3.11',
  name: 'discountDeactivate',
  method: 'POST',
  path: '/merchant/discount/deactivate',
  summary: 'Deactivate an active discount code',
  kind: 'write',
  input: discountIdInput,
  output: emptyOutput,
})

export const discountDelete = extensionEndpoint({
  section: 'O3.11',
  name: 'discountDelete',
  method: 'POST',
  path: '/merchant/discount/delete',
  summary: 'Archive a discount code (it shows as status 10)',
  kind: 'write',
  input: discountIdInput,
  output: emptyOutput,
})

export const discountQuantityIncrement = extensionEndpoint({
  section: 'O3.11',
  name: 'discountQuantityIncrement',
  method: 'POST',
  path: '/merchant/discount/quantity_increment',
  summary: 'Raise the quantity of a discount code',
  kind: 'write',
  input: discountQuantityIncrementInput,
  output: resource({ discountCode: discountCodeSchema }),
})
