import { metricDetail, metricList, metricSortFields } from '../../src/api/contract/extensions/metrics'
import type { MetricRecord } from '../records'
import { defineArea, handle } from '../registry'
import { given, inCreateTimeRange, like, orderBy, own, ownedBy, pageOf, readListRequest } from './listing'

/**
 * Usage metrics: the list (list-endpoints.md §3.9) and the detail call (§4, POST only).
 *
 * - Archived metrics are listed after the others (the newer service's order). searchKey: part of the
 *   code, name or description. The only sort field is gmt_create.
 * - An unknown metric is a 404 (the real service answers `merchantMetric: null`).
 */

/** Archived metrics after the others. */
const archivedLast = (a: MetricRecord, b: MetricRecord) => Number(a.archived) - Number(b.archived)

export default defineArea({
  area: 'metric lists',
  handlers: [
    handle(
      metricList,
      ({ input, store }) => {
        const sortType = input.sortType ?? 'desc'
        const byCreation = orderBy<MetricRecord>((metric) => metric.createTime, sortType)
        const sorted = store.metrics.sorted(`extension:gmt_create:${sortType}`, (a, b) => archivedLast(a, b) || byCreation(a, b))
        const searchKey = given(input.searchKey)
        const owned = ownedBy(store)
        const matching = sorted.filter(
          (metric) =>
            owned(metric) &&
            inCreateTimeRange(metric.createTime, input) &&
            (!searchKey || [metric.code, metric.metricName, metric.metricDescription].some((value) => like(value, searchKey))),
        )
        return { merchantMetrics: pageOf(matching, input.page, input.count), total: matching.length }
      },
      { prepare: readListRequest({ fields: metricSortFields }, () => ({ merchantMetrics: [], total: 0 })) },
    ),

    handle(metricDetail, ({ input, store, notFound }) => {
      const metric = own(store, store.metrics.get(input.metricId)) ?? notFound(`Metric ${input.metricId} not found`)
      return { merchantMetric: metric }
    }),
  ],
})
