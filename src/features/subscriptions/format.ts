import type { Plan } from '../../api/contract/plans'

/** A plan's name, else "Plan <id>". */
export function planName(plan: Pick<Plan, 'planName'> | null | undefined, planId: number | null | undefined): string {
  return plan?.planName?.trim() || (planId ? `Plan ${planId}` : 'No plan')
}

/** How often a plan bills, as in "every month" or "every 3 months": "month", "3 months"; null when it does not say. */
export function billedEvery(plan: Pick<Plan, 'intervalUnit' | 'intervalCount'> | null | undefined): string | null {
  if (!plan?.intervalUnit) return null
  const count = plan.intervalCount ?? 1
  return count === 1 ? plan.intervalUnit : `${count} ${plan.intervalUnit}s`
}
