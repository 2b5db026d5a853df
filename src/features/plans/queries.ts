import { useMutation } from '@tanstack/react-query'
import { call } from '../../api/client'
import { planActivate, type PlanActivateInput } from '../../api/contract/plans'

export const planQueries = {
  all: ['plans'] as const,
}

/** Activates a plan. The API has no call that reads plans, so there is no query to refresh. */
export function useActivatePlan() {
  return useMutation({
    mutationFn: (input: PlanActivateInput) => call(planActivate, input),
  })
}
