import type { MetricListInput } from '../../api/contract/extensions/metrics'
import { sortTypes } from '../../api/contract/sorting'
import { countParam, enumParam, pageParam, searchDefaults, searchSchema } from '../../lib/listSearch'

/** The metrics list's view, kept in the URL: the service sorts metrics by creation only. */
export const metricsSearchSchema = searchSchema({
  page: pageParam,
  count: countParam(20),
  sortType: enumParam(sortTypes, 'desc'),
})
export type MetricsSearch = ReturnType<typeof metricsSearchSchema.parse>
export const metricsSearchDefaults = searchDefaults(metricsSearchSchema)

export function toMetricListInput(search: MetricsSearch): MetricListInput {
  return { page: search.page, count: search.count, sortField: 'gmt_create', sortType: search.sortType }
}
