import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import {
  planArchive,
  planDelete,
  planEdit,
  planNew,
  planPublish,
  planUnpublish,
  type PlanEditInput,
  type PlanNewInput,
} from '../../api/contract/extensions/catalogActions'
import { planQueries } from './queries'

// The writes of the plan forms and actions, apart from the list's reads: they load with those forms, not the list.

export type PlanChange = 'publish' | 'unpublish' | 'archive' | 'archiveHard' | 'delete'

/** A change of one plan's state (§3.12); every plan list and plan choice is read again once done. */
export function usePlanChange(planId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PlanChange) =>
      change === 'publish'
        ? call(planPublish, { planId })
        : change === 'unpublish'
          ? call(planUnpublish, { planId })
          : change === 'delete'
            ? call(planDelete, { planId })
            : call(planArchive, { planId, hardArchive: change === 'archiveHard' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueries.all }),
  })
}

/** Create a plan (§3.12): editing and unpublished. */
export function useCreatePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlanNewInput) => call(planNew, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueries.all }),
  })
}

/** Edit a plan (§3.12). */
export function useEditPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlanEditInput) => call(planEdit, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueries.all }),
  })
}
