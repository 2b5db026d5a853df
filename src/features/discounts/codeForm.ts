import { z } from 'zod'
import { BillingType, DiscountStatus, DiscountType, PlanApplyType } from '../../api/contract/codes'
import type { DiscountCode } from '../../api/contract/discounts'
import {
  discountActiveEditInput,
  discountEditableInput,
  discountFieldsEditableAfterActivation,
  discountNewInput,
} from '../../api/contract/extensions/discountActions'
import { parseMajorUnits, minorToDecimalString, minorDigits } from '../../lib/money'
import { currencyField, dateTimeField, numberField, percentField, textField } from '../../lib/fields'
import { toDateTimeLocal } from '../../lib/time'

/**
 * The form that creates a discount code and edits it (`operations.md` §3.11): every value typed as text and read by
 * the contract's rule for its member (a percentage in per cent, sent as basis points; a fixed amount in the
 * currency's units, sent in minor units), then the whole request checked by the contract's schema for what is sent:
 * a new code, an editable code (replaced whole) or a code activated before (only dates, plans and limits).
 */

const shape = () => discountNewInput.shape

/** What the form holds: text, the chosen codes as text, the chosen plans' ids. */
export interface CodeFormValues {
  code?: string
  name?: string
  /** "1" percentage, "2" fixed amount. */
  discountType: string
  /** Per cent. */
  discountPercentage?: string
  /** The currency's units. */
  discountAmount?: string
  currency?: string
  /** "1" one-time, "2" recurring. */
  billingType: string
  cycleLimit?: string
  startTime?: string
  endTime?: string
  quantity?: string
  planApplyType: string
  planIds: string[]
  userScope: string
  userLimit?: string
}

/** How the form's text becomes the request's members, each by the contract's rule. */
const memberFields = () =>
  z.object({
    code: textField(shape().code.optional()),
    name: textField(shape().name),
    discountType: numberField(shape().discountType, 'Choose the discount type'),
    discountPercentage: percentField(shape().discountPercentage),
    /** Read with the currency, below. */
    discountAmount: z.string().optional(),
    currency: currencyField(shape().currency),
    billingType: numberField(shape().billingType, 'Choose how often it applies'),
    cycleLimit: numberField(shape().cycleLimit),
    startTime: dateTimeField(shape().startTime),
    endTime: dateTimeField(shape().endTime),
    quantity: numberField(shape().quantity),
    planApplyType: numberField(shape().planApplyType),
    planIds: z
      .array(z.string())
      .optional()
      .transform((ids) => ids?.map(Number)),
    userScope: numberField(shape().userScope),
    userLimit: numberField(shape().userLimit),
  })

type Members = z.output<ReturnType<typeof memberFields>>

/**
 * The request's members for what the code is: a percentage code without an amount or currency, a fixed-amount code
 * with its amount read in its currency's units, cycles only for a recurring code, plans only when they are listed.
 */
function requestMembers({ discountAmount, ...members }: Members, ctx: z.RefinementCtx) {
  const request: Record<string, unknown> = { ...members }
  if (members.discountType === DiscountType.fixedAmount) {
    delete request.discountPercentage
    if (discountAmount !== undefined && members.currency !== undefined) {
      const parsed = parseMajorUnits(discountAmount, members.currency)
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: parsed.message })
        return z.NEVER
      }
      request.discountAmount = parsed.minor
    } else if (discountAmount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Enter the currency of the amount' })
      return z.NEVER
    }
  } else {
    delete request.currency
  }
  if (members.billingType !== BillingType.recurring) delete request.cycleLimit
  if (members.planApplyType === PlanApplyType.allPlans) request.planIds = []
  if (request.code === undefined) delete request.code
  return request
}

/** The new code's form: the contract's `discount/new` request. */
export const newCodeFormSchema = memberFields().transform(requestMembers).pipe(discountNewInput)

/** What a code still takes once it was activated (§3.11): the form shows every other field frozen. */
export const editableAfterActivation: ReadonlySet<string> = new Set(discountFieldsEditableAfterActivation)

/** Whether a code in `status` is replaced whole by an edit (editable), or takes only its dates, plans and limits. */
export const isWhollyEditable = (status: number | null | undefined) => status === DiscountStatus.editable

/**
 * The edit form of `code`: an editable code sends every member again (`discount/edit` then needs what a new code
 * needs, and replaces the code whole); any other sends only what it still takes, never a frozen member.
 */
export function editCodeFormSchema(code: DiscountCode) {
  const id = code.id ?? 0
  const status = code.status
  const withId = (members: Members, ctx: z.RefinementCtx) => {
    const request = requestMembers(members, ctx)
    if (request === z.NEVER) return z.NEVER
    delete request.code
    // Replaced whole: the settings the form does not show are sent as they are, so that none is lost.
    if (isWhollyEditable(status)) return { ...keptSettings(code), ...request, id }
    return { id, ...Object.fromEntries(Object.entries(request).filter(([name]) => editableAfterActivation.has(name))) }
  }
  return memberFields()
    .transform(withId)
    .pipe(isWhollyEditable(status) ? discountEditableInput : discountActiveEditInput)
}

/** A code's settings the form does not show, as stored. */
function keptSettings(code: DiscountCode) {
  return {
    ...(code.advance != null && { advance: code.advance }),
    ...(code.upgradeOnly != null && { upgradeOnly: code.upgradeOnly }),
    ...(code.upgradeLongerOnly != null && { upgradeLongPlanOnly: code.upgradeLongerOnly }),
    ...(code.metadata != null && { metadata: code.metadata }),
  }
}

/** A new code's form: a percentage, one-time, for every plan and customer, from now for 30 days. */
export function newCodeDefaults(now = Date.now()): CodeFormValues {
  const start = Math.floor(now / 1000)
  return {
    code: '',
    name: '',
    discountType: String(DiscountType.percentage),
    discountPercentage: '',
    discountAmount: '',
    currency: '',
    billingType: String(BillingType.oneTime),
    cycleLimit: '',
    startTime: toDateTimeLocal(start),
    endTime: toDateTimeLocal(start + 30 * 24 * 3600),
    quantity: '',
    planApplyType: String(PlanApplyType.allPlans),
    planIds: [],
    userScope: '0',
    userLimit: '',
  }
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** The edit form's values: the code's own. */
export function editCodeDefaults(code: DiscountCode): CodeFormValues {
  const fixed = code.discountType === DiscountType.fixedAmount
  const currency = code.currency ?? ''
  return {
    name: code.name ?? '',
    discountType: text(code.discountType ?? DiscountType.percentage),
    discountPercentage: fixed ? '' : minorToDecimalString(code.discountPercentage ?? 0, 2).replace(/\.?0+$/, '') || '0',
    discountAmount: fixed && currency ? minorToDecimalString(code.discountAmount ?? 0, minorDigits(currency)) : '',
    currency,
    billingType: text(code.billingType ?? BillingType.oneTime),
    cycleLimit: code.cycleLimit ? String(code.cycleLimit) : '',
    startTime: toDateTimeLocal(code.startTime),
    endTime: toDateTimeLocal(code.endTime),
    quantity: code.quantity ? String(code.quantity) : '',
    planApplyType: text(code.planApplyType ?? PlanApplyType.allPlans),
    planIds: (code.planIds ?? []).map(String),
    userScope: text(code.userScope ?? 0),
    userLimit: code.userLimit ? String(code.userLimit) : '',
  }
}
