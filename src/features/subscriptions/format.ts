import type { Plan } from '../../api/contract/plans'

/** A plan's name, else "Plan <id>". */
export function planName(plan: Pick<Plan, 'planName'> | null | undefined, planId: number | null | undefined): string {
  return plan?.planName?.trim() || (planId ? `Plan ${planId}` : 'No plan')
}
