import { createFileRoute } from '@tanstack/react-router'
import { metricDeleteSearchSchema } from '../../../features/metrics/deleteSearch'
import { MetricDeletePage } from '../../../features/metrics/MetricDeletePage'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/metrics/delete')({
  head: () => pageHead('Delete a metric'),
  validateSearch: metricDeleteSearchSchema,
  component: MetricDeleteRoute,
})

function MetricDeleteRoute() {
  const search = Route.useSearch()
  return <MetricDeletePage key={search.metricId ?? ''} search={search} />
}
