import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { metricsSearchDefaults, metricsSearchSchema, toMetricListInput } from '../../../features/metrics/listSearch'
import { MetricsList } from '../../../features/metrics/MetricsList'
import { metricQueries } from '../../../features/metrics/queries'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/metrics/')({
  head: () => pageHead('Metrics'),
  validateSearch: metricsSearchSchema,
  search: { middlewares: [stripSearchParams(metricsSearchDefaults)] },
  loaderDeps: ({ search }) => toMetricListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(metricQueries.list(deps))
  },
  component: MetricsRoute,
})

function MetricsRoute() {
  return <MetricsList search={Route.useSearch()} />
}
