import { describe, it } from 'vitest'
import { passwordForgetOtpVerifyInput as otp, passwordForgetTotpVerifyInput as totp } from './auth'
import { expectAccepted, expectRejected } from './testing'

const common = { email: 'grace@example.com', newPassword: 'correct horse' }

describe.each([
  ['one-time code (4.19)', otp, { ...common, verificationCode: 'A1B2C3' }],
  ['two-factor code (4.20)', totp, { ...common, totpCode: '123456' }],
] as const)('password forgotten with a %s', (_name, schema, valid) => {
  it('accepts a complete request', () => {
    expectAccepted(schema, valid)
  })

  it('needs a valid e-mail', () => {
    expectRejected(schema, { ...valid, email: undefined }, 'email', 'E-mail is required')
    expectRejected(schema, { ...valid, email: 'grace@' }, 'email', 'E-mail must be a valid e-mail address')
  })

  it('needs a new password of at least 8 characters', () => {
    expectRejected(schema, { ...valid, newPassword: undefined }, 'newPassword', 'New password is required')
    expectRejected(schema, { ...valid, newPassword: '' }, 'newPassword', 'New password is required')
    expectRejected(schema, { ...valid, newPassword: 'short' }, 'newPassword', 'New password must be at least 8 characters')
    expectAccepted(schema, { ...valid, newPassword: '12345678' })
  })
})

describe('password forgotten codes', () => {
  it('needs the e-mailed verification code', () => {
    expectRejected(otp, common, 'verificationCode', 'Verification code is required')
    expectRejected(otp, { ...common, verificationCode: '' }, 'verificationCode', 'Verification code is required')
  })

  it('needs a six-digit two-factor code', () => {
    expectRejected(totp, common, 'totpCode', 'Two-factor code is required')
    expectRejected(totp, { ...common, totpCode: '12345' }, 'totpCode', 'Two-factor code must be 6 digits')
    expectRejected(totp, { ...common, totpCode: '12345a' }, 'totpCode', 'Two-factor code must be 6 digits')
    expectRejected(totp, { ...common, totpCode: '1234567' }, 'totpCode', 'Two-factor code must be 6 digits')
    expectAccepted(totp, { ...common, totpCode: ' 012345 ' })
  })
})
