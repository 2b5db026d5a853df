import { z } from 'zod'
import { planActivateInput } from '../../api/contract/plans'
import { numberField } from '../../lib/fields'
import type { ActivateSearch } from './activateSearch'

/**
 * The activate form: the contract's request with the plan ID typed as text ("6.5" is refused, never read
 * as 65). Blank fields are dropped, then exactly one of planId and externalPlanId must remain (the
 * contract's rule, reported on the plan ID field).
 */
export const activateFormSchema = z
  .object({ ...planActivateInput.shape, planId: numberField(planActivateInput.shape.planId) })
  .pipe(planActivateInput)
export type ActivateFormValues = z.input<typeof activateFormSchema>
export type ActivateFormOutput = z.output<typeof activateFormSchema>

/** The form's first values, from the search params. */
export function activateFormDefaults(search: ActivateSearch): Required<ActivateFormValues> {
  return { planId: search.planId === undefined ? '' : String(search.planId), externalPlanId: search.externalPlanId ?? '' }
}

/** Which plan a submission names, in words. */
export function describePlan(input: ActivateFormOutput): string {
  return input.planId !== undefined ? `Plan ${input.planId}` : `The plan with external plan ID “${input.externalPlanId}”`
}

/** What the filled-in form will do, before it is sent. */
export function activationPreview(values: Partial<ActivateFormValues>): string {
  const planId = values.planId?.trim() ?? ''
  const external = values.externalPlanId?.trim() ?? ''
  if (planId && external) return 'Both are filled in: clear one of them, exactly one identifies the plan.'
  if (planId) return `Will activate plan ${planId}, by its plan ID.`
  if (external) return `Will activate the plan with external plan ID “${external}”.`
  return 'Fill in one of the two.'
}
