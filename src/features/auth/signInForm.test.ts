import { describe, expect, it } from 'vitest'
import { formResolver } from '../../lib/forms'
import { signInFormSchema, type SignInFormOutput, type SignInFormValues } from './signInForm'

/** The form's check as the sign-in page runs it: blanks dropped, then the schema, errors by field. */
async function check(values: SignInFormValues) {
  const resolve = formResolver<SignInFormValues, SignInFormOutput>(signInFormSchema(['demo']))
  const { values: checked, errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })
  return Object.keys(errors).length
    ? { problems: Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message])) }
    : { values: checked }
}

describe('sign-in form', () => {
  it('needs a key for a real environment, and takes it trimmed', async () => {
    expect(await check({ environmentId: 'live', apiKey: '  ' })).toEqual({ problems: { apiKey: 'Enter your API key' } })
    expect(await check({ environmentId: 'live', apiKey: 'sk a' })).toEqual({ problems: { apiKey: 'An API key has no spaces' } })
    expect(await check({ environmentId: 'live', apiKey: ' sk_live_1 ' })).toEqual({
      values: { environmentId: 'live', apiKey: 'sk_live_1' },
    })
  })
  it('needs no key for the in-browser demo', async () => {
    expect(await check({ environmentId: 'demo', apiKey: '' })).toEqual({ values: { environmentId: 'demo' } })
  })
  it('needs an environment, and says what else is wrong too', async () => {
    expect(await check({ environmentId: '', apiKey: 'k' })).toEqual({ problems: { environmentId: 'Choose an environment' } })
    expect(await check({ environmentId: '', apiKey: '' })).toEqual({
      problems: { environmentId: 'Choose an environment', apiKey: 'Enter your API key' },
    })
  })
})
