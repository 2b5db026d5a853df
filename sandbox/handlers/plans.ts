import { PlanStatus } from '../../src/api/contract/codes'
import { planActivate } from '../../src/api/contract/plans'
import { defineArea, handle } from '../registry'

/**
 * Plans (4.21 activate). The contract requires exactly one of planId and externalPlanId (400 otherwise).
 * An unknown plan is not found. The plan becomes active (status 2); activating an active plan changes nothing
 * and succeeds.
 */
export default defineArea({
  area: 'plans',
  handlers: [
    handle(planActivate, ({ input, store, now, dialect }) => {
      const plan =
        input.planId !== undefined
          ? (store.plans.get(input.planId) ?? dialect.notFound('plan', input.planId))
          : (store.plans.find((candidate) => candidate.externalPlanId === input.externalPlanId) ??
            dialect.notFound('plan', input.externalPlanId ?? '', `No plan has the external plan id "${input.externalPlanId}"`))
      if (plan.status !== PlanStatus.active) store.plans.update(plan.id, { status: PlanStatus.active, gmtModify: now() })
      return {}
    }),
  ],
})
