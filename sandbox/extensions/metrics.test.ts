import { describe, expect, it } from 'vitest'
import type { MerchantMetric } from '../../src/api/contract/metrics'
import { createTestSandbox } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const LIST = '/merchant/metric/list'
const DETAIL = '/merchant/metric/detail'

async function sandboxWithMetrics() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const seeded = await sandbox.control('seed', {
    metrics: [
      { id: 1, code: 'api_calls', metricName: 'API calls', metricDescription: 'Requests to the API', createTime: NOW - 4 * DAY },
      { id: 2, code: 'seats', metricName: 'Seats', metricDescription: 'Peak seats', createTime: NOW - 3 * DAY },
      { id: 3, code: 'video', metricName: 'Video minutes', archived: true, createTime: NOW - DAY },
      { id: 4, code: 'storage', metricName: 'Storage', metricDescription: 'Gigabytes stored', createTime: NOW - 2 * DAY },
      { id: 5, code: 'foreign', createTime: NOW, merchantId: 999 },
    ],
  })
  expect(seeded.status).toBe(200)
  const list = async (input: Record<string, unknown>) => {
    const response = await sandbox.call<{ merchantMetrics: MerchantMetric[]; total: number }>(LIST, input)
    expect(response.status).toBe(200)
    return {
      ids: response.body.data.merchantMetrics.map((metric) => metric.id),
      total: response.body.data.total,
      data: response.body.data,
    }
  }
  return { ...sandbox, list }
}

describe('metric list (list-endpoints 3.9)', () => {
  it("lists the merchant's metrics newest first, archived ones last, with the total", async () => {
    const { ids, total, data } = await (await sandboxWithMetrics()).list({})
    expect(ids).toEqual([4, 2, 1, 3])
    expect(total).toBe(4)
    expect(data.merchantMetrics[0]).toMatchObject({ code: 'storage', metricName: 'Storage', archived: false })
  })

  it('sorts by gmt_create asc, archived ones still last', async () => {
    expect((await (await sandboxWithMetrics()).list({ sortField: 'gmt_create', sortType: 'asc' })).ids).toEqual([1, 2, 4, 3])
  })

  it('filters by part of the code, name or description, and by creation time', async () => {
    const sandbox = await sandboxWithMetrics()
    expect((await sandbox.list({ searchKey: 'API' })).ids).toEqual([1])
    expect((await sandbox.list({ searchKey: 'peak' })).ids).toEqual([2])
    expect((await sandbox.list({ searchKey: 'vid' })).ids).toEqual([3])
    expect((await sandbox.list({ createTimeStart: NOW - 3 * DAY, createTimeEnd: NOW - 2 * DAY })).ids).toEqual([4, 2])
  })

  it('pages, and answers an empty array when nothing matches', async () => {
    const sandbox = await sandboxWithMetrics()
    expect((await sandbox.list({ page: 1, count: 3 })).ids).toEqual([3])
    expect((await sandbox.list({ searchKey: 'nothing' })).data).toEqual({ merchantMetrics: [], total: 0 })
  })

  it("sorts by gmt_create only, with the service's text otherwise", async () => {
    const { call } = await sandboxWithMetrics()
    const response = await call(LIST, { sortField: 'user_id' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('sortField should one of gmt_create')
  })
})

describe('metric detail (list-endpoints 4, POST only)', () => {
  it('answers the metric, archived ones too', async () => {
    const { call } = await sandboxWithMetrics()
    const response = await call<{ merchantMetric: MerchantMetric }>(DETAIL, { metricId: 3 })
    expect(response.status).toBe(200)
    expect(response.body.data.merchantMetric).toMatchObject({ id: 3, code: 'video', archived: true })
  })

  it("answers 404 for an unknown metric, another merchant's and a deleted one", async () => {
    const { call } = await sandboxWithMetrics()
    await call('/merchant/metric/delete', { metricId: 2 })
    for (const metricId of [99, 5, 2]) {
      const response = await call(DETAIL, { metricId })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe(`Metric ${metricId} not found`)
    }
  })

  it('is POST only', async () => {
    const { call } = await sandboxWithMetrics()
    const response = await call(DETAIL, { metricId: 1 }, { method: 'GET' })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('/merchant/metric/detail takes POST, not GET')
  })
})
