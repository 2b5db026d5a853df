import { describe, expect, it } from 'vitest'
import { webhookResendInput, webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { blankToUndefined } from '../../lib/forms'
import {
  endpointFormDefaults,
  endpointFormSchema,
  resendFormSchema,
  unknownEventKinds,
  type EndpointFormValues,
} from './webhookForms'

const parse = (patch: Partial<EndpointFormValues>) =>
  endpointFormSchema.safeParse(blankToUndefined({ ...endpointFormDefaults, ...patch }))
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('endpoint update form', () => {
  it('maps a filled form to a request the contract accepts', () => {
    const result = parse({
      endpointId: ' 3 ',
      url: 'https://hooks.example.com/x',
      events: ['invoice.paid', 'invoice.paid', 'custom.kind'],
    })
    expect(result.data).toEqual({ endpointId: 3, url: 'https://hooks.example.com/x', events: ['invoice.paid', 'custom.kind'] })
    expect(webhookUpdateEndpointInput.safeParse(result.data).success).toBe(true)
  })
  it('sends an empty list when no event is chosen, never leaving the list out', () => {
    expect(parse({ endpointId: '3', url: 'http://127.0.0.1:9000/hook' }).data).toEqual({
      endpointId: 3,
      url: 'http://127.0.0.1:9000/hook',
      events: [],
    })
  })
  it('needs an id and an http(s) address, with the reasons at the fields', () => {
    expect(messages(parse({}))).toEqual([
      ['endpointId', 'Enter the endpoint id'],
      ['url', 'Endpoint URL is required'],
    ])
    expect(messages(parse({ endpointId: 'abc', url: 'ftp://files.example.com' }))).toEqual([
      ['endpointId', 'Endpoint id must be a whole number'],
      ['url', 'Endpoint URL must be an http(s) URL'],
    ])
    expect(messages(parse({ endpointId: '0', url: 'https://a.example' }))).toEqual([
      ['endpointId', 'Endpoint id must be greater than 0'],
    ])
  })
})

describe('resend form', () => {
  it('needs a positive whole log id', () => {
    expect(resendFormSchema.parse({ logId: '12' })).toEqual({ logId: 12 })
    expect(webhookResendInput.safeParse(resendFormSchema.parse({ logId: '12' })).success).toBe(true)
    expect(resendFormSchema.safeParse({}).error?.issues[0]?.message).toBe('Enter the log id')
    expect(resendFormSchema.safeParse({ logId: '-1' }).error?.issues[0]?.message).toBe('Log id must be greater than 0')
    expect(resendFormSchema.safeParse({ logId: '1.5' }).error?.issues[0]?.message).toBe('Log id must be a whole number')
  })
})

describe('unknown event kinds', () => {
  it('are the chosen names that are not known kinds', () => {
    expect(unknownEventKinds(['invoice.paid', 'custom.kind', 'custom.kind', ' '])).toEqual(['custom.kind'])
    expect(unknownEventKinds(['user.created'])).toEqual([])
  })
})
