import { describe, it } from 'vitest'
import { planActivateInput } from '../../api/contract/plans'
import { expectFollowsRule } from '../../testing/searchRules'
import { activateSearchSchema } from './activateSearch'

describe('the ids that prefill the activate form', () => {
  it.each(['planId', 'externalPlanId'] as const)('%s: what the request would refuse is ignored, anything else is kept', (key) =>
    expectFollowsRule((value) => activateSearchSchema.parse({ [key]: value })[key], planActivateInput.shape[key]),
  )
})
