import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form'

/**
 * The sign-in form's rules, written out: the sign-in page is the app's first page, and loads no schema library.
 * The password-forgotten form asks the same two fields and checks them by these rules too.
 */

export const CHOOSE_ENVIRONMENT = 'Choose an environment'

/** What is wrong with an API key as typed (surrounding spaces are not part of it), or nothing. */
export function apiKeyProblem(typed: string): string | undefined {
  const key = typed.trim()
  if (!key) return 'Enter your API key'
  if (/\s/.test(key)) return 'An API key has no spaces'
  return undefined
}

/** Environment and API key, as every form that calls the service on a signed-out page asks them. */
export interface SignInFormValues {
  environmentId: string
  apiKey: string
}

/**
 * The sign-in form's check, as react-hook-form takes it: an environment, and a key for any environment but
 * those that run in the browser (the demo), trimmed.
 */
export function signInResolver(keylessEnvironmentIds: readonly string[]): Resolver<SignInFormValues> {
  return (values): ResolverResult<SignInFormValues> => {
    const errors: FieldErrors<SignInFormValues> = {}
    const environmentId = typeof values.environmentId === 'string' ? values.environmentId : ''
    const apiKey = typeof values.apiKey === 'string' ? values.apiKey : ''
    if (!environmentId) errors.environmentId = { type: 'required', message: CHOOSE_ENVIRONMENT }
    const keyProblem = keylessEnvironmentIds.includes(environmentId) ? undefined : apiKeyProblem(apiKey)
    if (keyProblem) errors.apiKey = { type: 'validate', message: keyProblem }
    if (Object.keys(errors).length) return { values: {}, errors }
    return { values: { environmentId, apiKey: apiKey.trim() }, errors: {} }
  }
}
