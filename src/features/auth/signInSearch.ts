import { z } from 'zod'

/** The sign-in page's search params; a bad value is read as none. */
export const signInSearchSchema = z.object({
  /** Where to go once signed in. */
  redirect: z.string().optional().catch(undefined),
  /** Why the person is here (signed out, or after a password reset). */
  reason: z.enum(['unauthorized', 'idle', 'signed-out', 'password-reset']).optional().catch(undefined),
})
export type SignInSearch = z.output<typeof signInSearchSchema>
