import { metricDelete } from '../../src/api/contract/metrics'
import { defineArea, handle } from '../registry'

/**
 * Usage metrics (4.14 delete): the metric is gone afterwards (a second delete does not find it). The answer
 * is the metric as it was (the real service never fills it: null).
 */
export default defineArea({
  area: 'metrics',
  handlers: [
    handle(metricDelete, ({ input, store, dialect }) => {
      const metric = store.metrics.get(input.metricId) ?? dialect.notFound('metric', input.metricId)
      store.metrics.delete(metric.id)
      return { merchantMetric: dialect.present.deletedMetric(metric) }
    }),
  ],
})
