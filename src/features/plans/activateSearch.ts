import { z } from 'zod'
import { planActivateInput } from '../../api/contract/plans'
import { filterSearch } from '../../lib/listSearch'

/** Search params that prefill the form (`/plans/activate?planId=3`); bad values are ignored. */
export const activateSearchSchema = z.object({
  planId: filterSearch(planActivateInput.shape.planId),
  externalPlanId: filterSearch(planActivateInput.shape.externalPlanId),
})
export type ActivateSearch = z.output<typeof activateSearchSchema>
