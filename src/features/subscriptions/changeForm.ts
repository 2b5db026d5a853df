import { z } from 'zod'
import { PlanStatus, PlanType } from '../../api/contract/codes'
import {
  addonParamInput,
  addonParamsInput,
  subscriptionUpdatePreviewInput,
  type AddonParamInput,
} from '../../api/contract/extensions/subscriptionActions'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import type { Plan } from '../../api/contract/plans'
import { numberField, textField } from '../../lib/fields'

/**
 * The "Change plan" form (operations.md §3.4): the new plan, its quantity, a discount code, and the whole target set of
 * recurring add-ons with a quantity each (the service replaces the subscription's add-ons with it). The rules are the
 * contract's; the form checks them before a preview is asked for.
 */

const shape = subscriptionUpdatePreviewInput.shape

/** One add-on as typed: its plan (chosen from a list) and how many. */
export interface AddonFormValue {
  addonPlanId: string
  quantity: string
}

export const changeFormSchema = z.object({
  newPlanId: numberField(shape.newPlanId, 'Enter the new plan ID'),
  quantity: numberField(shape.quantity.unwrap(), 'Enter the quantity'),
  discountCode: textField(shape.discountCode),
  addons: z
    .array(
      z.object({
        addonPlanId: numberField(addonParamInput.shape.addonPlanId, 'Choose the add-on'),
        quantity: numberField(addonParamInput.shape.quantity, 'Enter the quantity'),
      }),
    )
    .pipe(addonParamsInput),
})
export type ChangeFormValues = { newPlanId: string; quantity: string; discountCode: string; addons: AddonFormValue[] }
export type ChangeFormOutput = z.output<typeof changeFormSchema>

/** The subscription's add-ons as it has them now, each plan once. */
export function currentAddons(detail: SubscriptionDetail): AddonParamInput[] {
  const byPlan = new Map<number, number>()
  for (const addon of detail.addons ?? []) {
    const id = addon?.addonPlan?.id
    if (id) byPlan.set(id, (byPlan.get(id) ?? 0) + (addon.quantity || 1))
  }
  return [...byPlan].map(([addonPlanId, quantity]) => ({ addonPlanId, quantity }))
}

/** What the form starts from: the subscription as it is (its plan, quantity and add-ons), no code. */
export function changeFormDefaults(detail: SubscriptionDetail): ChangeFormValues {
  const subscription = detail.subscription
  return {
    newPlanId: subscription?.planId ? String(subscription.planId) : '',
    quantity: String(subscription?.quantity || 1),
    discountCode: '',
    addons: currentAddons(detail).map((addon) => ({ addonPlanId: String(addon.addonPlanId), quantity: String(addon.quantity) })),
  }
}

/**
 * What the picker's new choice (`ids`) changes in the add-ons: the positions of those no longer chosen, and the
 * newly chosen ones, each starting at a quantity of 1. Those still chosen keep the quantity typed.
 */
export function addonChanges(addons: Pick<AddonFormValue, 'addonPlanId'>[], ids: string[]) {
  const removed = addons.flatMap((addon, index) => (ids.includes(addon.addonPlanId) ? [] : [index]))
  const added = ids
    .filter((id) => !addons.some((addon) => addon.addonPlanId === id))
    .map((id): AddonFormValue => ({ addonPlanId: id, quantity: '1' }))
  return { removed, added }
}

/** The terms an add-on must share with the subscription and its new plan to be offered. */
export interface AddonTerms {
  currency: string
  productId: number
  intervalUnit: string
  intervalCount: number
}

/**
 * The add-ons offered: active recurring add-ons of the subscription's currency and product (as the plan form offers
 * them), billed on the new plan's interval (the service refuses any other, §3.4).
 */
export function offersAsAddon(plan: Plan, terms: AddonTerms): boolean {
  return (
    plan.type === PlanType.recurringAddon &&
    plan.status === PlanStatus.active &&
    (plan.currency ?? '').toUpperCase() === terms.currency.toUpperCase() &&
    (plan.productId ?? 0) === terms.productId &&
    (plan.intervalUnit ?? '').toLowerCase() === terms.intervalUnit.toLowerCase() &&
    (plan.intervalCount || 1) === (terms.intervalCount || 1)
  )
}

/** The terms of a change: the new plan's interval when it is known, else the subscription's plan's. */
export function addonTerms(detail: SubscriptionDetail, newPlan: Plan | undefined): AddonTerms {
  const plan = newPlan ?? detail.plan
  return {
    currency: detail.subscription?.currency ?? plan?.currency ?? '',
    productId: detail.plan?.productId ?? plan?.productId ?? 0,
    intervalUnit: plan?.intervalUnit ?? '',
    intervalCount: plan?.intervalCount ?? 1,
  }
}

/** Whether what is typed differs from what a preview was asked for: the preview no longer answers it. */
export function differsFromPreview(
  request: { newPlanId: number; quantity?: number; discountCode?: string; addonParams?: AddonParamInput[] },
  typed: Partial<ChangeFormValues>,
): boolean {
  const typedAddons = (typed.addons ?? []).map((addon) => `${addon.addonPlanId.trim()}×${addon.quantity.trim()}`)
  const requested = (request.addonParams ?? []).map((addon) => `${addon.addonPlanId}×${addon.quantity}`)
  return (
    String(request.newPlanId) !== typed.newPlanId?.trim() ||
    String(request.quantity) !== typed.quantity?.trim() ||
    (request.discountCode ?? '') !== (typed.discountCode?.trim() ?? '') ||
    typedAddons.join(',') !== requested.join(',')
  )
}
