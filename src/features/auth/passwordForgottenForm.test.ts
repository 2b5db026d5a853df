import { describe, expect, it } from 'vitest'
import { passwordForgetOtpVerifyInput, passwordForgetTotpVerifyInput } from '../../api/contract/auth'
import { blankToUndefined } from '../../lib/forms'
import {
  PASSWORDS_DIFFER,
  passwordForgottenDefaults,
  passwordForgottenFormSchema,
  toPasswordRequest,
  type PasswordForgottenValues,
} from './passwordForgottenForm'

const filled: PasswordForgottenValues = {
  ...passwordForgottenDefaults('sandbox'),
  apiKey: 'sk_test_1',
  email: 'ops@example.com',
  verificationCode: '123456',
  newPassword: 'New-Pass-456',
  confirmPassword: 'New-Pass-456',
}
const parse = (patch: Partial<PasswordForgottenValues>) =>
  passwordForgottenFormSchema.safeParse(blankToUndefined({ ...filled, ...patch }))
const issues = (patch: Partial<PasswordForgottenValues>) =>
  parse(patch).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('password forgotten form', () => {
  it('maps the e-mailed code to the OTP request the contract accepts', () => {
    const result = parse({ totpCode: '999' })
    expect(result.success).toBe(true)
    const request = toPasswordRequest(result.data!)
    expect(request.endpoint.path).toBe('/merchant/auth/sso/passwordForgetOTPVerify')
    expect(request.input).toEqual({ email: 'ops@example.com', newPassword: 'New-Pass-456', verificationCode: '123456' })
    expect(passwordForgetOtpVerifyInput.safeParse(request.input).success).toBe(true)
  })

  it('maps the authenticator code to the TOTP request, ignoring the other code field', () => {
    const result = parse({ method: 'totp', totpCode: ' 012345 ', verificationCode: '' })
    const request = toPasswordRequest(result.data!)
    expect(request.endpoint.path).toBe('/merchant/auth/sso/passwordForgetTotpVerify')
    expect(request.input).toEqual({ email: 'ops@example.com', newPassword: 'New-Pass-456', totpCode: '012345' })
    expect(passwordForgetTotpVerifyInput.safeParse(request.input).success).toBe(true)
  })

  it('needs every field, each with its reason', () => {
    expect(issues({ apiKey: '', email: '', verificationCode: '', newPassword: '', confirmPassword: '' })).toEqual([
      ['email', 'E-mail is required'],
      ['newPassword', 'New password is required'],
      ['verificationCode', 'Verification code is required'],
      ['apiKey', 'Enter your API key'],
      ['confirmPassword', 'Type the new password again'],
    ])
    expect(issues({ method: 'totp', totpCode: '' })).toEqual([['totpCode', 'Two-factor code is required']])
    expect(issues({ method: 'totp', totpCode: '12345' })).toEqual([['totpCode', 'Two-factor code must be 6 digits']])
  })

  it('refuses two different passwords, also next to other mistakes', () => {
    expect(issues({ confirmPassword: 'New-Pass-457' })).toEqual([['confirmPassword', PASSWORDS_DIFFER]])
    expect(issues({ email: 'not-an-address', confirmPassword: 'other' })).toEqual([
      ['email', 'E-mail must be a valid e-mail address'],
      ['confirmPassword', PASSWORDS_DIFFER],
    ])
  })

  it('keeps the contract rule for the password length', () => {
    expect(issues({ newPassword: 'short', confirmPassword: 'short' })).toEqual([
      ['newPassword', 'New password must be at least 8 characters'],
    ])
  })
})
