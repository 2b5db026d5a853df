import { z } from 'zod'
import { apiKey } from '../../api/contract/auth'

export const CHOOSE_ENVIRONMENT = 'Choose an environment'

/** The environment a signed-out page calls, as the sign-in and password-forgotten forms ask it. */
export const environmentChoice = z.string({ error: CHOOSE_ENVIRONMENT }).min(1, { error: CHOOSE_ENVIRONMENT })

/** Environment and API key, as the sign-in form holds them. */
export interface SignInFormValues {
  environmentId: string
  apiKey: string
}

/**
 * The sign-in form: an environment, and the contract's API key for any environment but those that run in the browser
 * (the demo), which take none. Checked even when the environment is missing, so that every reason shows at once.
 */
export function signInFormSchema(keylessEnvironmentIds: readonly string[]) {
  return z
    .object({ environmentId: environmentChoice, apiKey: apiKey.optional() })
    .refine((values) => values.apiKey !== undefined || keylessEnvironmentIds.includes(values.environmentId), {
      path: ['apiKey'],
      error: 'Enter your API key',
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'apiKey'),
    })
}
export type SignInFormOutput = z.output<ReturnType<typeof signInFormSchema>>
