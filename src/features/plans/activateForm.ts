import { z } from 'zod'
import { planActivateInput } from '../../api/contract/plans'

export interface ActivateFormValues {
  /** NumberInput's value: '' while empty. */
  planId: number | string
  externalPlanId: string
}

/**
 * The activate form is the contract's request as it is: blank fields are dropped, then exactly one of
 * planId and externalPlanId must remain (the contract's rule, reported on the plan ID field).
 */
export const activateFormSchema = planActivateInput
export type ActivateFormOutput = z.output<typeof activateFormSchema>

/** Search params that prefill the form (`/plans/activate?planId=3`); bad values are ignored. */
export const activateSearchSchema = z.object({
  planId: planActivateInput.shape.planId.catch(undefined),
  externalPlanId: planActivateInput.shape.externalPlanId.catch(undefined),
})
export type ActivateSearch = z.infer<typeof activateSearchSchema>

/** Which plan a submission names, in words. */
export function describePlan(input: ActivateFormOutput): string {
  return input.planId !== undefined ? `Plan ${input.planId}` : `The plan with external plan ID “${input.externalPlanId}”`
}

/** What the filled-in form will do, before it is sent. */
export function activationPreview(values: { planId?: unknown; externalPlanId?: unknown }): string {
  const hasPlanId = values.planId !== '' && values.planId !== undefined && values.planId !== null
  const external = typeof values.externalPlanId === 'string' ? values.externalPlanId.trim() : ''
  if (hasPlanId && external) return 'Both are filled in: clear one of them, exactly one identifies the plan.'
  if (hasPlanId) return `Will activate plan ${String(values.planId)}, by its plan ID.`
  if (external) return `Will activate the plan with external plan ID “${external}”.`
  return 'Fill in one of the two.'
}
