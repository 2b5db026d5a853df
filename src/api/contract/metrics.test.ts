import { describe, expect, it } from 'vitest'
import { codeLabel, MetricAggregationType } from './codes'
import { metricDeleteInput } from './metrics'
import { expectAccepted, expectRejected } from './testing'

describe('metric delete input (4.14)', () => {
  it('needs a positive whole metric id', () => {
    expectAccepted(metricDeleteInput, { metricId: 71 })
    expectRejected(metricDeleteInput, {}, 'metricId', 'Metric id must be a whole number')
    expectRejected(metricDeleteInput, { metricId: 0 }, 'metricId', 'Metric id must be greater than 0')
  })
})

describe('metric labels', () => {
  it('label metric types and aggregation types with the service family’s values', () => {
    expect(MetricAggregationType).toEqual({ count: 1, countUnique: 2, latest: 3, max: 4, sum: 5 })
    expect(codeLabel('metricAggregationType', 2)).toBe('2 · count unique')
    expect(codeLabel('metricType', 1)).toBe('1 · limit metered')
    expect(codeLabel('metricType', 3)).toBe('3 · charge recurring')
    expect(codeLabel('metricAggregationType', 0)).toBe('0')
  })
})
