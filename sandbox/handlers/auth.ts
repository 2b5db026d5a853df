import { Secret, TOTP } from 'otpauth'
import { TotpType } from '../../src/api/contract/codes'
import { passwordForgetOtpVerify, passwordForgetTotpVerify } from '../../src/api/contract/auth'
import type { Dialect } from '../dialect'
import type { MemberRecord } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'

/**
 * The password-forgotten flow (4.19 with the code mailed to the member, 4.20 with a two-factor code).
 *
 * The sandbox "mails" a 6-digit code when a member is created or seeded (see the control API's mailbox);
 * only the latest code of the address is accepted, and a new one is mailed after each successful use.
 * Two-factor codes are real RFC 6238 codes (SHA-1, 6 digits, 30 s) of the member's secret, one step
 * either side accepted. The new password is stored as typed (this is a sandbox: never a real password).
 */

/** The subject of the password-reset mails (the mailbox holds sign-in codes too). */
export const PASSWORD_RESET_SUBJECT = 'Your verification code'

/** Codes one step (30 s) before or after the current one are accepted too. */
export const TOTP_WINDOW = 1

/** Whether `token` is the current RFC 6238 code of the base32 `secret` at `nowSeconds`. */
export function checkTotp(secret: string, token: string, nowSeconds: number): boolean {
  if (!secret) return false
  let key: Secret
  try {
    key = Secret.fromBase32(secret)
  } catch {
    return false
  }
  const totp = new TOTP({ secret: key, algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.validate({ token: token.trim(), timestamp: nowSeconds * 1000, window: TOTP_WINDOW }) !== null
}

/** Whether the member has two-factor set up (a key and a type other than none). */
export function hasTwoFactor(member: MemberRecord): boolean {
  return member.totpType !== TotpType.none && member.totpSecret !== ''
}

function memberOf(store: Workspace, email: string, dialect: Dialect): MemberRecord {
  return (
    store.memberByEmail(email) ??
    dialect.notFound('member', email.trim(), `No merchant member has the e-mail address ${email.trim()}`)
  )
}

function setPassword(store: Workspace, member: MemberRecord, password: string): void {
  store.members.update(member.id, { password, isBlankPasswd: false })
}

export default defineArea({
  area: 'auth',
  handlers: [
    handle(passwordForgetOtpVerify, ({ input, store, dialect }) => {
      const member = memberOf(store, input.email, dialect)
      const latest = store.latestCode(member.email, PASSWORD_RESET_SUBJECT)
      if (!latest || input.verificationCode !== latest) {
        dialect.refuse('otpCodeMismatch', `The verification code is not valid: use the latest code sent to ${member.email}`)
      }
      setPassword(store, member, input.newPassword)
      // The used code stops working: the next request needs the new one.
      store.sendCode(member.email, PASSWORD_RESET_SUBJECT)
      return {}
    }),

    handle(passwordForgetTotpVerify, ({ input, store, now, dialect }) => {
      const member = memberOf(store, input.email, dialect)
      if (!hasTwoFactor(member)) {
        dialect.refuse(
          'twoFactorNotSetUp',
          `Two-factor authentication is not set up for ${member.email}: use the code sent by e-mail instead`,
        )
      }
      if (!checkTotp(member.totpSecret, input.totpCode, now())) {
        dialect.refuse(
          'twoFactorCodeInvalid',
          'The two-factor code is not valid: enter the current code of your authenticator app',
        )
      }
      setPassword(store, member, input.newPassword)
      return {}
    }),
  ],
})
