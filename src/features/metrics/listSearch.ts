import { z } from 'zod'
import type { MetricListInput } from '../../api/contract/extensions/metrics'
import { countSearch, pageSearch, sortTypeSearch } from '../../lib/listSearch'

/** The metrics list's view, kept in the URL: the service sorts metrics by creation only. */
export const metricsSearchSchema = z.object({ page: pageSearch, count: countSearch(), sortType: sortTypeSearch })
export type MetricsSearch = z.output<typeof metricsSearchSchema>
export const metricsSearchDefaults = metricsSearchSchema.parse({})

export function toMetricListInput(search: MetricsSearch): MetricListInput {
  return { page: search.page, count: search.count, sortField: 'gmt_create', sortType: search.sortType }
}
