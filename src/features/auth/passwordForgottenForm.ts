import { z } from 'zod'
import {
  apiKey,
  passwordForgetOtpVerify,
  passwordForgetOtpVerifyInput,
  passwordForgetTotpVerify,
  passwordForgetTotpVerifyInput,
  type PasswordForgetOtpVerifyInput,
  type PasswordForgetTotpVerifyInput,
} from '../../api/contract/auth'
import { environmentChoice } from './signInForm'

/** What the form shows first: the first environment, the e-mailed code, everything else empty. */
export const passwordForgottenDefaults = (environmentId: string): PasswordForgottenValues => ({
  environmentId,
  apiKey: '',
  email: '',
  method: 'otp',
  verificationCode: '',
  totpCode: '',
  newPassword: '',
  confirmPassword: '',
})

const formOnly = () => ({
  environmentId: environmentChoice,
  apiKey,
  confirmPassword: z.string({ error: 'Type the new password again' }).min(1, { error: 'Type the new password again' }),
})

export const PASSWORDS_DIFFER = 'The two passwords are not the same'

/**
 * The password-forgotten form: the environment and API key of the sign-in form, and the contract's
 * request for the chosen method, plus the new password typed a second time.
 */
export const passwordForgottenFormSchema = z
  .discriminatedUnion('method', [
    passwordForgetOtpVerifyInput.extend({ ...formOnly(), method: z.literal('otp') }),
    passwordForgetTotpVerifyInput.extend({ ...formOnly(), method: z.literal('totp') }),
  ])
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER,
    // Also when other fields are wrong, so every reason shows at once.
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown } | undefined
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string'
    },
  })

/** The fields of every member of a union at once, each with the type its members give it. */
type AllFieldsOf<U> = { [K in U extends unknown ? keyof U : never]: U extends Record<K, infer V> ? V : never }

/** The form holds the fields of both methods at once; only the chosen method's code is sent. */
export type PasswordForgottenValues = AllFieldsOf<z.input<typeof passwordForgottenFormSchema>>
export type PasswordForgottenOutput = z.output<typeof passwordForgottenFormSchema>

export type PasswordForgottenRequest =
  | { method: 'otp'; endpoint: typeof passwordForgetOtpVerify; input: PasswordForgetOtpVerifyInput }
  | { method: 'totp'; endpoint: typeof passwordForgetTotpVerify; input: PasswordForgetTotpVerifyInput }

/** The call to make for a valid form. */
export function toPasswordRequest(values: PasswordForgottenOutput): PasswordForgottenRequest {
  const { email, newPassword } = values
  return values.method === 'otp'
    ? {
        method: 'otp',
        endpoint: passwordForgetOtpVerify,
        input: { email, newPassword, verificationCode: values.verificationCode },
      }
    : { method: 'totp', endpoint: passwordForgetTotpVerify, input: { email, newPassword, totpCode: values.totpCode } }
}
