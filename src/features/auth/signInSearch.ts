import { z } from 'zod'

/** The ways to sign in: e-mail and password (the default), a code sent by e-mail, an API key. */
export const signInMethods = ['password', 'code', 'key'] as const
export type SignInMethod = (typeof signInMethods)[number]

/** Why the sign-in page is shown. */
export const signInReasons = ['unauthorized', 'idle', 'signed-out', 'signed-out-here', 'password-reset'] as const

/** The sign-in page's search params; a bad value is read as none. */
export const signInSearchSchema = z.object({
  /** Where to go once signed in. */
  redirect: z.string().optional().catch(undefined),
  /** Why the person is here (signed out, or after a password reset). */
  reason: z.enum(signInReasons).optional().catch(undefined),
  /** How to sign in; e-mail and password when left out. */
  method: z.enum(signInMethods).optional().catch(undefined),
})
export type SignInSearch = z.output<typeof signInSearchSchema>
