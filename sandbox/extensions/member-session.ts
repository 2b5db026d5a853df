import {
  memberLogin,
  memberLoginOtp,
  memberLoginOtpVerify,
  memberLogout,
  operationLogList,
} from '../../src/api/contract/extensions/memberSession'
import { presentActivity } from '../activity'
import type { Dialect } from '../dialect'
import { checkTotp, hasTwoFactor } from '../handlers/auth'
import { type ActivityRecord, isSuspended, type WorkspaceSessions } from '../member-auth'
import { type MemberRecord, publicMember } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { DEFAULT_COUNT, pageOf } from './listing'

/**
 * Members signing in as themselves (member-sign-in.md §3, §4, §6.4) and the activity log (operations.md §3.6),
 * with the real service's checks in its order and its texts in the real dialect.
 *
 * - Password sign-in: unknown e-mail, then a wrong password (a member without one cannot sign in this way), then
 *   two-factor when the member has it and this device (its User-Agent) has not passed it in the last 30 days
 *   (code 49 "2FA Code Needed" in the real dialect; the same words in the spec dialect's message), a wrong code, and
 *   last the suspension, once the session exists already (it is refused on its first use).
 * - E-mailed code: a 10-second resend lock per e-mail taken before anything else; unknown e-mail, suspension, and a
 *   member with two-factor refused; the code (6 of A–Z and 2–9 without I and O) works for 3 minutes, as often as
 *   it is used. Signing in with it checks neither suspension nor two-factor.
 * - E-mail addresses are matched without regard to case (as the service's usual database collation does).
 * - The activity log filters: the acting member's e-mail and the customer's (parts of them); the subscription, the
 *   invoice, the plan and the discount code (each exact). A row is about the customer it names, or the customer of
 *   its subscription or invoice.
 */

function memberByEmail(store: Workspace, email: string): MemberRecord | undefined {
  return store.memberByEmail(email)
}

/** The e-mail of the customer a log row is about: its own, its subscription's or its invoice's customer. */
function customerEmailOf(store: Workspace, record: ActivityRecord): string | undefined {
  const userId =
    record.userId || store.subscriptions.get(record.subscriptionId)?.userId || store.invoices.get(record.invoiceId)?.userId || 0
  return userId ? store.users.get(userId)?.email : undefined
}

function signedIn(sessions: WorkspaceSessions, member: MemberRecord, dialect: Dialect) {
  return { merchantMember: dialect.present.member(publicMember(member)), token: sessions.open(member, dialect.name) }
}

export default defineArea({
  area: 'member-session',
  handlers: [
    handle(memberLogin, ({ input, store, now, dialect, sessions, userAgent }) => {
      const member =
        memberByEmail(store, input.email) ??
        dialect.refuse('memberEmailNotFound', `No member of this merchant has the e-mail address ${input.email}`)
      if (member.isBlankPasswd || !member.password) {
        dialect.refuse('memberPasswordMismatch', `${member.email} has no password yet: sign in with a code sent by e-mail`)
      }
      if (member.password !== input.password) dialect.refuse('memberPasswordMismatch', 'The password is not right')
      if (hasTwoFactor(member) && !sessions.isTrusted(member.email, userAgent)) {
        if (input.totpCode === undefined) {
          dialect.refuse('twoFactorNeeded', '2FA Code Needed: enter the current code of your authenticator app')
        }
        if (!checkTotp(member.totpSecret, input.totpCode ?? '', now())) {
          dialect.refuse(
            'twoFactorCodeInvalid',
            'The two-factor code is not valid: enter the current code of your authenticator app',
          )
        }
        sessions.trust(member.email, userAgent)
      }
      const answer = signedIn(sessions, member, dialect)
      if (isSuspended(member)) {
        dialect.refuse('memberSuspended', `${member.email} is suspended: ask the merchant's owner to resume the account`)
      }
      sessions.record({ kind: 'system' }, { target: `Member(${member.id})`, content: 'Password Login' })
      return answer
    }),

    handle(memberLoginOtp, ({ input, store, dialect, sessions }) => {
      if (!sessions.takeCodeLock(input.email)) {
        dialect.refuse(
          'signInCodeResendTooSoon',
          `A code was sent to ${input.email} less than 10 seconds ago: wait, then ask again`,
        )
      }
      const member =
        memberByEmail(store, input.email) ??
        dialect.refuse('signInCodeEmailNotFound', `No member of this merchant has the e-mail address ${input.email}`)
      if (isSuspended(member)) {
        dialect.refuse('memberSuspended', `${member.email} is suspended: ask the merchant's owner to resume the account`)
      }
      if (hasTwoFactor(member)) {
        dialect.refuse(
          'signInCodeTwoFactorMember',
          `${member.email} has two-factor on: sign in with the password and the two-factor code`,
        )
      }
      sessions.mailCode(member)
      return {}
    }),

    handle(memberLoginOtpVerify, ({ input, store, dialect, sessions }) => {
      if (!sessions.codeMatches(input.email, input.verificationCode)) {
        dialect.refuse(
          'otpCodeMismatch',
          'The code is not the one sent by e-mail, or it is more than 3 minutes old: ask for a new one',
        )
      }
      const member =
        memberByEmail(store, input.email) ??
        dialect.refuse('signInCodeLoginFailed', `No member of this merchant has the e-mail address ${input.email}`)
      return signedIn(sessions, member, dialect)
    }),

    handle(memberLogout, ({ actor, sessions, dialect }) => {
      if (actor.kind !== 'member')
        return dialect.notFound('member', 0, "Signing out ends a member's session: an API key has none")
      sessions.close(actor.token)
      return {}
    }),

    handle(operationLogList, ({ input, store, dialect, sessions }) => {
      const wanted = input.memberEmail?.trim().toLowerCase() ?? ''
      const customer = input.email?.trim().toLowerCase() ?? ''
      const subscriptionId = input.subscriptionId?.trim() ?? ''
      const invoiceId = input.invoiceId?.trim() ?? ''
      const discountCode = input.discountCode?.trim() ?? ''
      const rows = sessions.activity
        .filter((record) => {
          if (subscriptionId && record.subscriptionId !== subscriptionId) return false
          if (invoiceId && record.invoiceId !== invoiceId) return false
          if (input.planId && record.planId !== input.planId) return false
          if (discountCode && record.discountCode !== discountCode) return false
          if (customer && !(customerEmailOf(store, record)?.toLowerCase().includes(customer) ?? false)) return false
          if (!wanted) return true
          const email = record.memberId ? store.members.get(record.memberId)?.email : undefined
          return email !== undefined && email.toLowerCase().includes(wanted)
        })
        .reverse()
      return {
        merchantOperationLogs: dialect.list(
          pageOf(rows, input.page ?? 0, input.count ?? DEFAULT_COUNT).map((record) => presentActivity(store, dialect, record)),
          'null',
        ),
        total: rows.length,
      }
    }),
  ],
})
