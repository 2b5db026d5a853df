import { useMutation } from '@tanstack/react-query'
import { call } from '../../api/client'
import { metricDelete, type MetricDeleteInput } from '../../api/contract/metrics'

export const metricQueries = {
  all: ['metrics'] as const,
}

/** Deletes a metric; the service answers the metric as it was. */
export function useDeleteMetric() {
  return useMutation({
    mutationFn: (input: MetricDeleteInput) => call(metricDelete, input),
  })
}
