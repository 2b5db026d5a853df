import type { PlanDetail } from '../../api/contract/extensions/plans'
import type { Plan } from '../../api/contract/plans'

/** A plan for people, unique in a list: "Pro monthly (plan 3)", or "plan 3" without a name. */
export function planTitle(plan: Plan | null | undefined): string {
  const id = plan?.id ?? '?'
  return plan?.planName ? `${plan.planName} (plan ${id})` : `plan ${id}`
}

/** The product a plan belongs to; 0 (or none) is the default product. */
export function productTitle(detail: PlanDetail): string {
  if (detail.product?.productName) return detail.product.productName
  const productId = detail.plan?.productId
  return productId ? `Product ${productId}` : 'Default product'
}

/** "/ month", "/ 3 months": how often the plan bills. */
export function billingPeriod(plan: Pick<Plan, 'intervalUnit' | 'intervalCount'>): string {
  const unit = plan.intervalUnit
  if (!unit) return ''
  const count = plan.intervalCount ?? 1
  return count === 1 ? `/ ${unit}` : `/ ${count} ${unit}s`
}
