import { intParam, searchSchema, trimmedTextParam } from '../../lib/listSearch'

/** Search params that prefill the form (`/plans/activate?planId=3`); bad values are ignored. */
export const activateSearchSchema = searchSchema({
  planId: intParam(1),
  externalPlanId: trimmedTextParam(),
})
export type ActivateSearch = ReturnType<typeof activateSearchSchema.parse>
