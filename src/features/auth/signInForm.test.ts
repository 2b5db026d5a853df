import { describe, expect, it } from 'vitest'
import type { ResolverOptions } from 'react-hook-form'
import { signInResolver, type SignInFormValues } from './signInForm'

const check = (values: Partial<SignInFormValues>) =>
  signInResolver(['demo'])(values as SignInFormValues, undefined, {} as ResolverOptions<SignInFormValues>)

describe('sign-in form', () => {
  it('needs a key for a real environment, and takes it trimmed', async () => {
    expect((await check({ environmentId: 'live', apiKey: '  ' })).errors.apiKey?.message).toBe('Enter your API key')
    expect((await check({ environmentId: 'live', apiKey: 'sk a' })).errors.apiKey?.message).toBe('An API key has no spaces')
    expect(await check({ environmentId: 'live', apiKey: ' sk_live_1 ' })).toEqual({
      values: { environmentId: 'live', apiKey: 'sk_live_1' },
      errors: {},
    })
  })
  it('needs no key for the in-browser demo', async () => {
    expect(await check({ environmentId: 'demo', apiKey: '' })).toEqual({
      values: { environmentId: 'demo', apiKey: '' },
      errors: {},
    })
  })
  it('needs an environment', async () => {
    const result = await check({ environmentId: '', apiKey: 'k' })
    expect(result.errors.environmentId?.message).toBe('Choose an environment')
    expect(result.values).toEqual({})
  })
})
