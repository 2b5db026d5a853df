import { describe, it } from 'vitest'
import { webhookResendInput, webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { expectFollowsRule } from '../../testing/searchRules'
import { byIdSearchSchema } from './listSearch'

describe('the ids that prefill the by-id forms', () => {
  it('endpoint: what the request would refuse is ignored, anything else is kept', () =>
    expectFollowsRule(
      (value) => byIdSearchSchema.parse({ endpointId: value }).endpointId,
      webhookUpdateEndpointInput.shape.endpointId,
    ))

  it('log: what the request would refuse is ignored, anything else is kept', () =>
    expectFollowsRule((value) => byIdSearchSchema.parse({ logId: value }).logId, webhookResendInput.shape.logId))
})
