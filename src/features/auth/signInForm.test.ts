import { describe, expect, it } from 'vitest'
import { formResolver } from '../../lib/forms'
import { environmentChoice, keySignInSchema, type KeySignInOutput, type KeySignInValues } from './signInForm'

/** The key form's check as the sign-in page runs it: the schema, errors by field. */
async function check(values: KeySignInValues) {
  const resolve = formResolver<KeySignInValues, KeySignInOutput>(keySignInSchema)
  const { values: checked, errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })
  return Object.keys(errors).length
    ? { problems: Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message])) }
    : { values: checked }
}

describe('sign-in with an API key', () => {
  it('needs a key, and takes it trimmed', async () => {
    expect(await check({ apiKey: '  ' })).toEqual({ problems: { apiKey: 'Enter your API key' } })
    expect(await check({ apiKey: 'sk a' })).toEqual({ problems: { apiKey: 'An API key has no spaces' } })
    expect(await check({ apiKey: ' sk_live_1 ' })).toEqual({ values: { apiKey: 'sk_live_1' } })
  })
  it('needs an environment where one is asked for', () => {
    expect(environmentChoice.safeParse('').error?.issues[0]?.message).toBe('Choose an environment')
    expect(environmentChoice.parse('live')).toBe('live')
  })
})
