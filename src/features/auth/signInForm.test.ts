import { describe, expect, it } from 'vitest'
import { checkSignIn, type SignInFormValues } from './signInForm'

const check = (values: SignInFormValues) => checkSignIn(values, ['demo'])

describe('sign-in form', () => {
  it('needs a key for a real environment, and takes it trimmed', () => {
    expect(check({ environmentId: 'live', apiKey: '  ' })).toEqual({ problems: { apiKey: 'Enter your API key' } })
    expect(check({ environmentId: 'live', apiKey: 'sk a' })).toEqual({ problems: { apiKey: 'An API key has no spaces' } })
    expect(check({ environmentId: 'live', apiKey: ' sk_live_1 ' })).toEqual({
      values: { environmentId: 'live', apiKey: 'sk_live_1' },
    })
  })
  it('needs no key for the in-browser demo', () => {
    expect(check({ environmentId: 'demo', apiKey: '' })).toEqual({ values: { environmentId: 'demo', apiKey: '' } })
  })
  it('needs an environment, and says what else is wrong too', () => {
    expect(check({ environmentId: '', apiKey: 'k' })).toEqual({ problems: { environmentId: 'Choose an environment' } })
    expect(check({ environmentId: '', apiKey: '' })).toEqual({
      problems: { environmentId: 'Choose an environment', apiKey: 'Enter your API key' },
    })
  })
})
