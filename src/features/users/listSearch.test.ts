import { describe, it } from 'vitest'
import { userListInput } from '../../api/contract/extensions/users'
import { expectFollowsRule } from '../../testing/searchRules'
import { customersSearchSchema } from './listSearch'

describe('customers list filters in the address', () => {
  it('plan: what the request would refuse is no filter, anything else is kept', () =>
    expectFollowsRule(
      (value) => customersSearchSchema.parse({ planId: value }).planId,
      userListInput.shape.planIds.unwrap().element,
    ))
})
