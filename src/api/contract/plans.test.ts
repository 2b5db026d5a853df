import { describe, it } from 'vitest'
import { planActivateInput as activate } from './plans'
import { expectAccepted, expectRejected } from './testing'

describe('plan activate input (4.21)', () => {
  it('accepts a plan id alone or an external plan id alone', () => {
    expectAccepted(activate, { planId: 21 })
    expectAccepted(activate, { externalPlanId: 'pro-monthly' })
  })

  it('rejects both at once', () => {
    expectRejected(
      activate,
      { planId: 21, externalPlanId: 'pro-monthly' },
      'planId',
      'Give either a plan id or an external plan id, not both',
    )
  })

  it('rejects neither', () => {
    expectRejected(activate, {}, 'planId', 'Give a plan id or an external plan id')
  })

  it('needs a positive whole plan id', () => {
    expectRejected(activate, { planId: 0 }, 'planId', 'Plan id must be greater than 0')
    expectRejected(activate, { planId: 1.2 }, 'planId', 'Plan id must be a whole number')
  })

  it('needs a non-empty external plan id', () => {
    expectRejected(activate, { externalPlanId: '' }, 'externalPlanId', 'External plan id cannot be empty')
    expectRejected(activate, { externalPlanId: '   ' }, 'externalPlanId', 'External plan id cannot be empty')
  })
})
