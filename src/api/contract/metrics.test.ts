import { describe, it } from 'vitest'
import { metricDeleteInput } from './metrics'
import { expectAccepted, expectRejected } from './testing'

describe('metric delete input (4.14)', () => {
  it('needs a positive whole metric id', () => {
    expectAccepted(metricDeleteInput, { metricId: 71 })
    expectRejected(metricDeleteInput, {}, 'metricId', 'Metric id must be a whole number')
    expectRejected(metricDeleteInput, { metricId: 0 }, 'metricId', 'Metric id must be greater than 0')
  })
})
