import { z } from 'zod'
import { metricSortFields } from '../sorting'
import { extensionEndpoint, list, positiveInt, resource } from '../core'
import { merchantMetricSchema } from '../metrics'
import { createTimeInOrder, createTimeRange, paging, sorting, text } from './listing'

// ---- requests (list-endpoints.md §3.9 and §4) ----

export { metricSortFields }

export const metricListInput = z
  .object({
    /** Part of the code, name or description. */
    searchKey: text('Search text').optional(),
    ...paging(),
    ...sorting(metricSortFields),
    ...createTimeRange(),
  })
  .refine(...createTimeInOrder)
export type MetricListInput = z.input<typeof metricListInput>

export const metricDetailInput = z.object({ metricId: positiveInt('Metric id') })
export type MetricDetailInput = z.input<typeof metricDetailInput>

// ---- endpoints ----

export const metricList = extensionEndpoint({
  section: 'L3.9',
  name: 'metricList',
  method: 'POST',
  path: '/merchant/metric/list',
  summary: 'List usage metrics (archived ones last)',
  kind: 'read',
  input: metricListInput,
  output: resource({ merchantMetrics: list(merchantMetricSchema), total: z.number() }),
})

/** POST only. The real service answers an unknown id with `merchantMetric: null`. */
export const metricDetail = extensionEndpoint({
  section: 'L4',
  name: 'metricDetail',
  method: 'POST',
  path: '/merchant/metric/detail',
  summary: 'Get a usage metric',
  kind: 'read',
  input: metricDetailInput,
  output: resource({ merchantMetric: merchantMetricSchema }),
})
