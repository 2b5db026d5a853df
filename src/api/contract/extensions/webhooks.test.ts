import { describe, it } from 'vitest'
import { expectAccepted, expectRejected } from '../testing'
import { webhookEndpointList, webhookEndpointLogListInput as logs } from './webhooks'

describe('webhook endpoint list input (list-endpoints 3.10)', () => {
  it('takes no members', () => {
    expectAccepted(webhookEndpointList.input, {})
    expectRejected(webhookEndpointList.input, { page: 1 }, '', 'Unrecognized key: "page"')
  })
})

describe('webhook endpoint log list input (list-endpoints 3.10)', () => {
  it('needs the endpoint id, and takes a page', () => {
    expectAccepted(logs, { endpointId: 3 })
    expectAccepted(logs, { endpointId: 3, page: 2, count: 10 })
    expectRejected(logs, {}, 'endpointId', 'Endpoint id must be a whole number')
    expectRejected(logs, { endpointId: 0 }, 'endpointId', 'Endpoint id must be greater than 0')
    expectRejected(logs, { endpointId: 3, count: 501 }, 'count', 'Page size cannot exceed 500')
  })
})
