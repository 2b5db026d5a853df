import { metricDetail, metricList, metricSortFields } from '../../src/api/contract/extensions/metrics'
import type { MetricRecord } from '../records'
import { defineArea, handle } from '../registry'
import { allOf, createTimeCheck, given, like, orderBy, own, ownedBy, pageOf, readListRequest } from './listing'

/**
 * Usage metrics: the list (list-endpoints.md §3.9) and the detail call (§4, POST only).
 *
 * - Archived metrics are listed after the others (the newer service's order). searchKey: part of the
 *   code, name or description. The only sort field is gmt_create.
 * - An unknown metric is not found in the spec dialect; the real one answers `merchantMetric: null`, as the
 *   service does (`dialect.rules.unknownMetricDetail`).
 */

/** Archived metrics after the others. */
const archivedLast = (a: MetricRecord, b: MetricRecord) => Number(a.archived) - Number(b.archived)

export default defineArea({
  area: 'metric lists',
  handlers: [
    handle(
      metricList,
      ({ input, store, dialect }) => {
        const sortType = input.sortType ?? 'desc'
        const byCreation = orderBy<MetricRecord>((metric) => metric.createTime, sortType)
        const sorted = store.metrics.sorted(`extension:gmt_create:${sortType}`, (a, b) => archivedLast(a, b) || byCreation(a, b))
        const searchKey = given(input.searchKey)
        const matching = sorted.filter(
          allOf<MetricRecord>(
            ownedBy(store),
            createTimeCheck(input),
            searchKey &&
              ((metric) => [metric.code, metric.metricName, metric.metricDescription].some((value) => like(value, searchKey))),
          ),
        )
        return { merchantMetrics: dialect.list(pageOf(matching, input.page, input.count), '[]'), total: matching.length }
      },
      {
        prepare: readListRequest({ fields: metricSortFields }, (dialect) => ({
          merchantMetrics: dialect.list([], '[]'),
          total: 0,
        })),
      },
    ),

    handle(metricDetail, ({ input, store, dialect }) => {
      const metric = own(store, store.metrics.get(input.metricId))
      if (metric) return { merchantMetric: metric }
      if (!store.metrics.has(input.metricId) && dialect.rules.unknownMetricDetail === 'null') return { merchantMetric: null }
      return dialect.notFound('metric', input.metricId)
    }),
  ],
})
