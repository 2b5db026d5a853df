import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { metricList, type MetricListInput } from '../../api/contract/extensions/metrics'
import { metricDelete, type MetricDeleteInput } from '../../api/contract/metrics'

export const metricQueries = {
  all: ['metrics'] as const,
  lists: () => [...metricQueries.all, 'list'] as const,
  list: (params: MetricListInput) =>
    queryOptions({
      queryKey: [...metricQueries.lists(), params],
      queryFn: ({ signal }) => call(metricList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
}

/** Deletes a metric; the service answers the metric as it was, and the lists are refreshed without it. */
export function useDeleteMetric() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MetricDeleteInput) => call(metricDelete, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricQueries.lists() }),
  })
}
