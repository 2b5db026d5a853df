import { describe, it } from 'vitest'
import { metricDeleteInput } from '../../api/contract/metrics'
import { expectFollowsRule } from '../../testing/searchRules'
import { metricDeleteSearchSchema } from './deleteSearch'

describe('the id that prefills the delete form', () => {
  it('what the request would refuse is ignored, anything else is kept', () =>
    expectFollowsRule((value) => metricDeleteSearchSchema.parse({ metricId: value }).metricId, metricDeleteInput.shape.metricId))
})
