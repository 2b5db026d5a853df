import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { planList, type PlanListInput } from '../../api/contract/extensions/plans'
import { planActivate, type PlanActivateInput } from '../../api/contract/plans'

export const planQueries = {
  all: ['plans'] as const,
  lists: () => [...planQueries.all, 'list'] as const,
  list: (params: PlanListInput) =>
    queryOptions({
      queryKey: [...planQueries.lists(), params],
      queryFn: ({ signal }) => call(planList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
}

/** Activates a plan; the lists then show its new status. */
export function useActivatePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlanActivateInput) => call(planActivate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueries.lists() }),
  })
}
