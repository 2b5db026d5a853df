import { describe, expect, it } from 'vitest'
import { signInFormSchemaFor } from './signInForm'

describe('sign-in form', () => {
  const schema = signInFormSchemaFor(['demo'])
  it('needs a key for a real environment', () => {
    expect(schema.safeParse({ environmentId: 'live', apiKey: '  ' }).error?.issues[0]).toMatchObject({
      path: ['apiKey'],
      message: 'Enter your API key',
    })
    expect(schema.safeParse({ environmentId: 'live', apiKey: 'sk a' }).error?.issues[0]?.message).toBe('An API key has no spaces')
    expect(schema.parse({ environmentId: 'live', apiKey: ' sk_live_1 ' })).toEqual({ environmentId: 'live', apiKey: 'sk_live_1' })
  })
  it('needs no key for the in-browser demo', () => {
    expect(schema.safeParse({ environmentId: 'demo', apiKey: '' }).success).toBe(true)
  })
  it('needs an environment', () => {
    expect(schema.safeParse({ environmentId: '', apiKey: 'k' }).error?.issues[0]?.message).toBe('Choose an environment')
  })
})
