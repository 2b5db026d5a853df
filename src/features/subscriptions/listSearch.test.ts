import { describe, it } from 'vitest'
import { subscriptionListInput } from '../../api/contract/extensions/subscriptions'
import { expectFollowsRule } from '../../testing/searchRules'
import { subscriptionsSearchSchema } from './listSearch'

describe('subscriptions list filters in the address', () => {
  it.each(['currency', 'userId'] as const)('%s: what the request would refuse is no filter, anything else is kept', (key) =>
    expectFollowsRule((value) => subscriptionsSearchSchema.parse({ [key]: value })[key], subscriptionListInput.shape[key]),
  )

  it('plan: what the request would refuse is no filter, anything else is kept', () =>
    expectFollowsRule(
      (value) => subscriptionsSearchSchema.parse({ planId: value }).planId,
      subscriptionListInput.shape.planIds.unwrap().element,
    ))
})
