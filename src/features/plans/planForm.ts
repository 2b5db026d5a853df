import { z } from 'zod'
import { PlanType } from '../../api/contract/codes'
import { planEditInput, planFieldsFrozenWhenActive, planNewInput } from '../../api/contract/extensions/catalogActions'
import type { Plan } from '../../api/contract/plans'
import { currencyField, numberField, textField } from '../../lib/fields'
import { minorDigits, minorToDecimalString, parseMajorUnits } from '../../lib/money'

/**
 * The form that creates a plan and edits it (`operations.md` §3.12): every value typed as text and read by the
 * contract's rule for its member (the price in the currency's units, sent in minor units; the trial in whole days,
 * sent in seconds), then the whole request checked by the contract's schema (the interval within its limits, no
 * trial on an add-on).
 */

const shape = () => planNewInput.shape
const DAY = 24 * 3600

export interface PlanFormValues {
  planName?: string
  description?: string
  /** "1" main, "2" recurring add-on, "3" one-time add-on. */
  type: string
  /** The currency's units. */
  amount?: string
  currency?: string
  intervalUnit: string
  intervalCount?: string
  productId: string
  /** Whole days. */
  trialDurationTime?: string
  addonIds: string[]
  onetimeAddonIds: string[]
}

const memberFields = () =>
  z.object({
    planName: textField(shape().planName.optional()),
    description: textField(shape().description),
    type: numberField(shape().type),
    amount: z.string().optional(),
    currency: currencyField(shape().currency.optional()),
    intervalUnit: textField(shape().intervalUnit),
    intervalCount: numberField(shape().intervalCount),
    productId: numberField(shape().productId),
    trialDurationTime: numberField(shape().trialDurationTime),
    addonIds: z
      .array(z.string())
      .optional()
      .transform((ids) => ids?.map(Number)),
    onetimeAddonIds: z
      .array(z.string())
      .optional()
      .transform((ids) => ids?.map(Number)),
  })

type Members = z.output<ReturnType<typeof memberFields>>

/** The request's members: the price read in its currency, the trial in seconds, no interval nor add-ons on a one-time add-on. */
function requestMembers({ amount, trialDurationTime, ...members }: Members, ctx: z.RefinementCtx) {
  const request: Record<string, unknown> = { ...members }
  if (amount !== undefined) {
    if (members.currency === undefined) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Enter the currency of the price' })
      return z.NEVER
    }
    const parsed = parseMajorUnits(amount, members.currency)
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.message })
      return z.NEVER
    }
    request.amount = parsed.minor
  }
  if (trialDurationTime !== undefined) request.trialDurationTime = trialDurationTime * DAY
  if (members.type === PlanType.oneTimeAddon) {
    delete request.intervalUnit
    delete request.intervalCount
  }
  if (members.type !== PlanType.main) {
    delete request.addonIds
    delete request.onetimeAddonIds
  }
  return request
}

/** The new plan's form: the contract's `plan/new` request. */
export const newPlanFormSchema = memberFields().transform(requestMembers).pipe(planNewInput)

/**
 * The edit form of `plan`: everything it shows, except on an active plan its price, currency and interval, which
 * the service refuses to change (a new price is a new plan).
 */
export function editPlanFormSchema(plan: Plan) {
  const active = plan.status === 2
  return memberFields()
    .transform((members, ctx) => {
      const request = requestMembers(members, ctx)
      if (request === z.NEVER) return z.NEVER
      if (active) for (const frozen of planFieldsFrozenWhenActive) delete request[frozen]
      return { planId: plan.id ?? 0, ...request }
    })
    .pipe(planEditInput)
}

export function newPlanDefaults(): PlanFormValues {
  return {
    planName: '',
    description: '',
    type: String(PlanType.main),
    amount: '',
    currency: '',
    intervalUnit: 'month',
    intervalCount: '1',
    productId: '0',
    trialDurationTime: '',
    addonIds: [],
    onetimeAddonIds: [],
  }
}

const idsOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

/** The plan's own values, for its edit or for a new plan copied from it. */
export function planDefaults(plan: Plan): PlanFormValues {
  const currency = plan.currency ?? ''
  return {
    planName: plan.planName ?? '',
    description: plan.description ?? '',
    type: String(plan.type ?? PlanType.main),
    amount: currency ? minorToDecimalString(plan.amount ?? 0, minorDigits(currency)) : '',
    currency,
    intervalUnit: plan.intervalUnit || 'month',
    intervalCount: String(plan.intervalCount ?? 1),
    productId: String(plan.productId ?? 0),
    trialDurationTime: plan.trialDurationTime ? String(Math.floor(plan.trialDurationTime / DAY)) : '',
    addonIds: idsOf(plan.bindingAddonIds),
    onetimeAddonIds: idsOf(plan.bindingOnetimeAddonIds),
  }
}
