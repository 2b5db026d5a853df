import { describe, expect, it } from 'vitest'
import type { MetricRecord } from './records'
import { createTestSandbox } from './testing'

const NOW = 1_800_000_000
const DELETE = '/merchant/metric/delete'

describe('metric delete (4.14)', () => {
  async function sandboxWithMetrics() {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
    const seeded = await sandbox.control('seed', {
      metrics: [
        {
          id: 71,
          code: 'api_calls',
          metricName: 'API calls',
          unit: 'calls',
          aggregationType: 1,
          type: 1,
          metaData: { team: 'platform' },
        },
        { id: 72, code: 'seats', metricName: 'Seats', unit: 'seats', aggregationType: 4, aggregationProperty: 'seats' },
      ],
    })
    expect(seeded.status).toBe(200)
    return sandbox
  }

  it('answers the deleted metric with every field, and removes it', async () => {
    const { call, store } = await sandboxWithMetrics()
    const response = await call<{ merchantMetric: MetricRecord }>(DELETE, { metricId: 71 })
    expect(response.status).toBe(200)
    expect(response.body.data.merchantMetric).toEqual({
      id: 71,
      merchantId: 10001,
      code: 'api_calls',
      metricName: 'API calls',
      metricDescription: '',
      unit: 'calls',
      type: 1,
      aggregationType: 1,
      aggregationProperty: '',
      archived: false,
      carryoverProrationEnabled: false,
      prorationRefundEnabled: false,
      metaData: { team: 'platform' },
      createTime: NOW,
      gmtModify: NOW,
    })
    expect(store.primary.metrics.has(71)).toBe(false)
    expect(store.primary.metrics.has(72)).toBe(true)
  })

  it('answers 404 the second time', async () => {
    const { call } = await sandboxWithMetrics()
    expect((await call(DELETE, { metricId: 72 })).status).toBe(200)
    const again = await call(DELETE, { metricId: 72 })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Metric 72 not found')
  })

  it('answers 404 for an unknown metric and 400 for an invalid id', async () => {
    const { call } = await sandboxWithMetrics()
    expect((await call(DELETE, { metricId: 5 })).status).toBe(404)
    const invalid = await call(DELETE, { metricId: 0 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe('metricId: Metric id must be greater than 0')
    expect((await call(DELETE, {})).body.message).toBe('metricId: Metric id must be a whole number')
  })
})
