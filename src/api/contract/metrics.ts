import { z } from 'zod'
import { endpoint, jsonObject, positiveInt, resource } from './core'

// ---- resources (2.11) ----

export const merchantMetricSchema = resource({
  aggregationProperty: z.string(),
  aggregationType: z.number(),
  archived: z.boolean(),
  carryoverProrationEnabled: z.boolean(),
  code: z.string(),
  createTime: z.number(),
  gmtModify: z.number(),
  id: z.number(),
  merchantId: z.number(),
  metaData: jsonObject,
  metricDescription: z.string(),
  metricName: z.string(),
  prorationRefundEnabled: z.boolean(),
  type: z.number(),
  unit: z.string(),
})
export type MerchantMetric = z.infer<typeof merchantMetricSchema>

// ---- requests ----

export const metricDeleteInput = z.object({ metricId: positiveInt('Metric id') })
export type MetricDeleteInput = z.input<typeof metricDeleteInput>

// ---- endpoints ----

export const metricDelete = endpoint({
  section: '4.14',
  name: 'metricDelete',
  method: 'POST',
  path: '/merchant/metric/delete',
  summary: 'Delete a usage metric',
  kind: 'write',
  input: metricDeleteInput,
  output: resource({ merchantMetric: merchantMetricSchema }),
})
