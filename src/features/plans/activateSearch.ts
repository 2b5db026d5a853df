import { planActivateInput } from '../../api/contract/plans'
import { ruleParam, searchSchema } from '../../lib/listSearch'

/** Search params that prefill the form (`/plans/activate?planId=3`); bad values are ignored. */
export const activateSearchSchema = searchSchema({
  planId: ruleParam(() => planActivateInput.shape.planId),
  externalPlanId: ruleParam(() => planActivateInput.shape.externalPlanId),
})
export type ActivateSearch = ReturnType<typeof activateSearchSchema.parse>
