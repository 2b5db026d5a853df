/**
 * The sign-in form's rules, written out: the sign-in page is the app's first page, and loads neither the schema
 * library nor the form library. The password-forgotten form asks the same two fields and checks them by these
 * rules too.
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

/** What is wrong with each field, by name, in the order the form shows them. */
export type SignInProblems = Partial<Record<keyof SignInFormValues, string>>

/** The fields in the order the form shows them: the first with a problem takes the focus. */
export const signInFields: readonly (keyof SignInFormValues)[] = ['environmentId', 'apiKey']

/**
 * The sign-in form's check: an environment, and a key for any environment but those that run in the browser (the
 * demo), trimmed. Gives the values to send, or what is wrong with each field.
 */
export function checkSignIn(
  values: SignInFormValues,
  keylessEnvironmentIds: readonly string[],
): { values: SignInFormValues } | { problems: SignInProblems } {
  const problems: SignInProblems = {}
  const { environmentId, apiKey } = values
  if (!environmentId) problems.environmentId = CHOOSE_ENVIRONMENT
  const keyProblem = keylessEnvironmentIds.includes(environmentId) ? undefined : apiKeyProblem(apiKey)
  if (keyProblem) problems.apiKey = keyProblem
  if (Object.keys(problems).length) return { problems }
  return { values: { environmentId, apiKey: apiKey.trim() } }
}
