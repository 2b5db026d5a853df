import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected } from './testing'
import { webhookEventKinds, webhookResendInput as resend, webhookUpdateEndpointInput as update } from './webhooks'

describe('webhook endpoint update input (4.22)', () => {
  const valid = { endpointId: 5, url: 'https://hooks.example.com/billing' }

  it('accepts an endpoint id and an address, with or without events', () => {
    expectAccepted(update, valid)
    expectAccepted(update, { ...valid, events: ['invoice.paid', 'payment.failure'] })
    expectAccepted(update, { ...valid, events: [] })
  })

  it('allows event names the known list does not have', () => {
    expectAccepted(update, { ...valid, events: ['custom.event'] })
  })

  it('rejects empty event names', () => {
    expectRejected(update, { ...valid, events: ['invoice.paid', ' '] }, 'events.1', 'Event names cannot be empty')
  })

  it('needs a positive whole endpoint id', () => {
    expectRejected(update, { url: valid.url }, 'endpointId', 'Endpoint id must be a whole number')
    expectRejected(update, { ...valid, endpointId: 0 }, 'endpointId', 'Endpoint id must be greater than 0')
  })

  it('needs an http(s) address', () => {
    expectRejected(update, { endpointId: 5 }, 'url', 'Endpoint URL is required')
    expectRejected(update, { ...valid, url: 'hooks.example.com' }, 'url', 'Endpoint URL must be an http(s) URL')
    expectRejected(update, { ...valid, url: 'mailto:a@example.com' }, 'url', 'Endpoint URL must be an http(s) URL')
  })
})

describe('webhook resend input (4.23)', () => {
  it('needs a positive whole log id', () => {
    expectAccepted(resend, { logId: 9 })
    expectRejected(resend, {}, 'logId', 'Log id must be a whole number')
    expectRejected(resend, { logId: -9 }, 'logId', 'Log id must be greater than 0')
  })
})

describe('known webhook event kinds', () => {
  it("are the real service's forty unique names", () => {
    expect(webhookEventKinds).toHaveLength(40)
    expect(new Set(webhookEventKinds).size).toBe(40)
    expect(webhookEventKinds).toContain('subscription.activated')
    expect(webhookEventKinds).toContain('payment.failure')
    expect(webhookEventKinds).toContain('invoice.reversed')
  })

  it('leave out names the real service refuses', () => {
    for (const refused of ['subscription.renewed', 'payment.failed', 'payment.refunded', 'user.deleted', 'metric.deleted']) {
      expect(webhookEventKinds).not.toContain(refused)
    }
  })
})
