import { z } from 'zod'
import { emailAddress, emptyOutput, endpoint, requiredString, secret } from './core'

// ---- requests ----

/**
 * The API key every call carries (`Authorization: Bearer <API_KEY>`, section 5), as a person types it: surrounding spaces
 * are not part of it, and it has none inside.
 */
export const apiKey = secret(
  z
    .string({ error: 'Enter your API key' })
    .trim()
    .min(1, { error: 'Enter your API key', abort: true })
    .regex(/^\S+$/, { error: 'An API key has no spaces' }),
)

export const minPasswordLength = 8

export const newPassword = secret(
  z
    .string({ error: 'New password is required' })
    .min(1, { error: 'New password is required', abort: true })
    .min(minPasswordLength, { error: `New password must be at least ${minPasswordLength} characters` }),
)

/** A two-factor code from an authenticator app: six digits. */
export const totpCode = secret(
  z
    .string({ error: 'Two-factor code is required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Two-factor code must be 6 digits' }),
)

const passwordForgetShape = () => ({
  email: emailAddress('E-mail'),
  newPassword,
})

export const passwordForgetOtpVerifyInput = z.object({
  ...passwordForgetShape(),
  verificationCode: secret(requiredString('Verification code')),
})
export type PasswordForgetOtpVerifyInput = z.input<typeof passwordForgetOtpVerifyInput>

export const passwordForgetTotpVerifyInput = z.object({
  ...passwordForgetShape(),
  totpCode,
})
export type PasswordForgetTotpVerifyInput = z.input<typeof passwordForgetTotpVerifyInput>

// ---- endpoints ----

export const passwordForgetOtpVerify = endpoint({
  section: '4.19',
  name: 'passwordForgetOtpVerify',
  method: 'POST',
  path: '/merchant/auth/sso/passwordForgetOTPVerify',
  summary: 'Set a new password with the one-time code received by e-mail',
  kind: 'write',
  input: passwordForgetOtpVerifyInput,
  output: emptyOutput,
})

export const passwordForgetTotpVerify = endpoint({
  section: '4.20',
  name: 'passwordForgetTotpVerify',
  method: 'POST',
  path: '/merchant/auth/sso/passwordForgetTotpVerify',
  summary: 'Set a new password with a two-factor code',
  kind: 'write',
  input: passwordForgetTotpVerifyInput,
  output: emptyOutput,
})
