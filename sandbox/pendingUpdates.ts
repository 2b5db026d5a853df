import { PendingUpdateStatus, PlanStatus, PlanType } from '../src/api/contract/codes'
import { recordEvent } from './events'
import type { PlanRecord, SubscriptionRecord } from './records'
import type { Workspace } from './store'

/**
 * A subscription's add-ons and its changes of plan, quantity or add-ons (`operations.md` §3.4), which the sandbox
 * keeps on the subscription: `addonData` is the JSON text of its add-on parameters, as the service stores it, and
 * `pendingUpdates` its changes, newest last. A change is applied at once (paid, or nothing to pay), when its invoice
 * is paid, or at the period's end: by the next renewal, the sandbox's billing cycle.
 */

export interface AddonParam {
  addonPlanId: number
  quantity: number
}

/** A change of a subscription, as the sandbox keeps it. */
export interface PendingUpdateRecord {
  pendingUpdateId: string
  /** 0 init, 1 created (waiting), 2 finished (applied), 3 cancelled. */
  status: number
  createTime: number
  /** 1: applied now (or once its invoice is paid); 0: at the period's end. */
  effectImmediate: number
  effectTime: number
  planId: number
  quantity: number
  addonData: string
  amount: number
  currency: string
  updatePlanId: number
  updateQuantity: number
  updateAddonData: string
  updateAmount: number
  updateCurrency: string
  prorationAmount: number
  invoiceId: string
  link: string
  paid: number
  note: string
  gatewayId: number
  metadata: Record<string, unknown>
  /** The new plan has another interval: the period starts again when the change is applied. */
  restartsPeriod: boolean
}

/** What the sandbox keeps on a subscription beside the fields of 2.2, for the changes. */
export type ChangeableSubscription = SubscriptionRecord & { pendingUpdates?: PendingUpdateRecord[] }

const DAY = 86_400

/** Days in an interval unit, as the service counts them to compare plans (and the sandbox to make periods). */
export const intervalDays: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 }

/** The length of a plan's interval in days (0 for a one-time plan). */
export function intervalLength(plan: Pick<PlanRecord, 'intervalUnit' | 'intervalCount' | 'type'>): number {
  if (plan.type === PlanType.oneTimeAddon) return 0
  return (intervalDays[plan.intervalUnit.toLowerCase()] ?? 30) * Math.max(1, plan.intervalCount)
}

/** The end of a period of the plan that starts at `start`. */
export function periodEnd(plan: Pick<PlanRecord, 'intervalUnit' | 'intervalCount' | 'type'>, start: number): number {
  return start + Math.max(1, intervalLength(plan)) * DAY
}

/** The add-on parameters of a subscription (its `addonData`), the same add-on counted once. */
export function addonParamsOf(subscription: Pick<SubscriptionRecord, 'addonData'>): AddonParam[] {
  let parsed: unknown
  try {
    parsed = subscription.addonData ? JSON.parse(subscription.addonData) : []
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const byPlan = new Map<number, number>()
  for (const item of parsed) {
    const { addonPlanId, quantity } = (item ?? {}) as Partial<AddonParam>
    if (typeof addonPlanId === 'number' && typeof quantity === 'number' && quantity > 0) {
      byPlan.set(addonPlanId, (byPlan.get(addonPlanId) ?? 0) + quantity)
    }
  }
  return [...byPlan].map(([addonPlanId, quantity]) => ({ addonPlanId, quantity }))
}

/** What the add-ons cost per period, in minor units (add-ons that no longer exist cost nothing). */
export function addonsAmount(ws: Workspace, addons: readonly AddonParam[]): number {
  return addons.reduce((sum, addon) => sum + (ws.plans.get(addon.addonPlanId)?.amount ?? 0) * addon.quantity, 0)
}

/** The subscription's change that is still waiting (created, not applied or cancelled), if any. */
export function unfinishedUpdate(subscription: ChangeableSubscription): PendingUpdateRecord | undefined {
  return subscription.pendingUpdates?.findLast(
    (update) => update.status === PendingUpdateStatus.init || update.status === PendingUpdateStatus.created,
  )
}

/** Cancels the subscription's waiting changes (but `except`). */
export function cancelUnfinishedUpdates(ws: Workspace, subscription: ChangeableSubscription, except?: PendingUpdateRecord): void {
  for (const update of subscription.pendingUpdates ?? []) {
    if (update === except) continue
    if (update.status !== PendingUpdateStatus.init && update.status !== PendingUpdateStatus.created) continue
    update.status = PendingUpdateStatus.cancelled
    recordEvent(ws, 'subscription.pending_update.cancelled', {
      subscriptionId: subscription.subscriptionId,
      pendingUpdateId: update.pendingUpdateId,
    })
  }
  if (subscription.pendingUpdateId && !unfinishedUpdate(subscription)) subscription.pendingUpdateId = ''
}

/**
 * Applies a change to its subscription: the new plan, quantity and add-ons (and, for a plan of another interval, a
 * new period from `now`). The change is finished and paid.
 */
export function applyUpdate(ws: Workspace, subscription: ChangeableSubscription, update: PendingUpdateRecord, now: number): void {
  const plan = ws.plans.get(update.updatePlanId)
  subscription.planId = update.updatePlanId
  subscription.quantity = update.updateQuantity
  subscription.amount = plan?.amount ?? subscription.amount
  subscription.addonData = update.updateAddonData
  if (plan && plan.status !== PlanStatus.editing) subscription.productId = plan.productId
  if (update.restartsPeriod && plan) {
    subscription.currentPeriodStart = now
    subscription.currentPeriodEnd = periodEnd(plan, now)
    subscription.billingCycleAnchor = now
  }
  if (subscription.pendingUpdateId === update.pendingUpdateId) subscription.pendingUpdateId = ''
  subscription.lastUpdateTime = now
  update.status = PendingUpdateStatus.finished
  update.paid = 1
  ws.subscriptions.touch(subscription)
  recordEvent(ws, 'subscription.pending_update.success', {
    subscriptionId: subscription.subscriptionId,
    pendingUpdateId: update.pendingUpdateId,
  })
  recordEvent(ws, 'subscription.updated', { subscriptionId: subscription.subscriptionId, planId: subscription.planId })
}

/** The change an invoice was made for, when it is still waiting for its payment. */
export function updateOfInvoice(
  ws: Workspace,
  invoiceId: string,
): { subscription: ChangeableSubscription; update: PendingUpdateRecord } | undefined {
  for (const subscription of ws.subscriptions.values() as IterableIterator<ChangeableSubscription>) {
    const update = subscription.pendingUpdates?.find(
      (candidate) => candidate.invoiceId === invoiceId && candidate.status === PendingUpdateStatus.created,
    )
    if (update) return { subscription, update }
  }
  return undefined
}

/** Applies the subscription's waiting change that takes effect at the period's end (the renewal starts the new period). */
export function applyDueUpdate(ws: Workspace, subscription: ChangeableSubscription, now: number): boolean {
  const update = unfinishedUpdate(subscription)
  if (!update || update.effectImmediate) return false
  applyUpdate(ws, subscription, update, now)
  return true
}
