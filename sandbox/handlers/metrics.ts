import { metricDelete } from '../../src/api/contract/metrics'
import { defineArea, handle } from '../registry'

/** Usage metrics (4.14 delete): answers the metric as it was, which is gone afterwards (a second delete is a 404). */
export default defineArea({
  area: 'metrics',
  handlers: [
    handle(metricDelete, ({ input, store, notFound }) => {
      const metric = store.metrics.get(input.metricId) ?? notFound(`Metric ${input.metricId} not found`)
      store.metrics.delete(metric.id)
      return { merchantMetric: metric }
    }),
  ],
})
