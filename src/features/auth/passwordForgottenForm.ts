import { z } from 'zod'
import {
  passwordForgetOtpVerify,
  passwordForgetOtpVerifyInput,
  passwordForgetTotpVerify,
  passwordForgetTotpVerifyInput,
  type PasswordForgetOtpVerifyInput,
  type PasswordForgetTotpVerifyInput,
} from '../../api/contract/auth'
import { signInFormSchema } from './signInForm'

/** How the member proves who they are: the code mailed to them, or their authenticator app. */
export type ProofMethod = 'otp' | 'totp'

export interface PasswordForgottenValues {
  environmentId: string
  apiKey: string
  email: string
  method: ProofMethod
  verificationCode: string
  totpCode: string
  newPassword: string
  confirmPassword: string
}

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

const formOnly = {
  ...signInFormSchema.shape,
  // The form drops blank fields before checking, so an empty key arrives as "missing".
  apiKey: z.string({ error: 'Enter your API key' }).pipe(signInFormSchema.shape.apiKey),
  confirmPassword: z.string({ error: 'Type the new password again' }).min(1, { error: 'Type the new password again' }),
}

export const PASSWORDS_DIFFER = 'The two passwords are not the same'

/**
 * The password-forgotten form: the environment and API key of the sign-in form, and the contract's
 * request for the chosen method, plus the new password typed a second time.
 */
export const passwordForgottenFormSchema = z
  .discriminatedUnion('method', [
    passwordForgetOtpVerifyInput.extend({ ...formOnly, method: z.literal('otp') }),
    passwordForgetTotpVerifyInput.extend({ ...formOnly, method: z.literal('totp') }),
  ])
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER,
    // Also when other fields are wrong, so every reason shows at once.
    when: (payload) => {
      const value = payload.value as Partial<PasswordForgottenValues> | undefined
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string'
    },
  })
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
