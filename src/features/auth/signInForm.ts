import { z } from 'zod'
import { apiKey } from '../../api/contract/auth'

export const CHOOSE_ENVIRONMENT = 'Choose an environment'

/** The environment a signed-out page calls, as the password-forgotten form asks it. */
export const environmentChoice = z.string({ error: CHOOSE_ENVIRONMENT }).min(1, { error: CHOOSE_ENVIRONMENT })

/** The API key, as the sign-in form's second way takes it: the contract's. */
export const keySignInSchema = z.object({ apiKey })
export type KeySignInValues = z.input<typeof keySignInSchema>
export type KeySignInOutput = z.output<typeof keySignInSchema>
