import { z } from 'zod'
import { totpCode } from '../auth'
import { emailAddress, emptyOutput, extensionEndpoint, list, noInput, positiveInt, resource, secret } from '../core'
import { merchantMemberSchema } from '../members'
import { paging, text } from './listing'

/**
 * Staff signing in as themselves (`member-sign-in.md`): e-mail and password with two-factor when the service
 * asks for it, or a code sent by e-mail; the session's end; and the activity log that names who did what.
 * The sign-in calls (`/merchant/auth/…`) carry no Authorization header; every other call of a member's session
 * carries the session token as it is, without `Bearer`.
 */

// ---- requests ----

/** A member's e-mail as typed: surrounding spaces are not part of it (the service compares it exactly). */
export const memberEmail = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, { error: 'Enter your e-mail address', abort: true })
  .pipe(emailAddress('E-mail'))

/** A password as typed: spaces count. */
export const password = secret(z.string({ error: 'Enter your password' }).min(1, { error: 'Enter your password' }))

/**
 * The code of a sign-in e-mail: six letters and digits (the service draws them from A–Z and 2–9 without I and O,
 * and compares them exactly). Read in capitals, as the e-mail shows it.
 */
export const signInCode = secret(
  z
    .string({ error: 'Enter the code from the e-mail' })
    .trim()
    .min(1, { error: 'Enter the code from the e-mail', abort: true })
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, { error: 'The code from the e-mail has 6 letters and digits' }),
)

export const memberLoginInput = z.object({
  email: memberEmail,
  password,
  /** The current code of the member's authenticator app, when the service asked for it (code 49). */
  totpCode: totpCode.optional(),
})
export type MemberLoginInput = z.input<typeof memberLoginInput>

export const memberLoginOtpInput = z.object({ email: memberEmail })
export type MemberLoginOtpInput = z.input<typeof memberLoginOtpInput>

export const memberLoginOtpVerifyInput = z.object({ email: memberEmail, verificationCode: signInCode })
export type MemberLoginOtpVerifyInput = z.input<typeof memberLoginOtpVerifyInput>

/** The activity log's filters the dashboard uses (`operations.md` §3.6): who acted, on whom, on what. */
export const operationLogListInput = z.object({
  /** Part of the acting member's e-mail. */
  memberEmail: text('Member e-mail').optional(),
  /** Part of the customer's e-mail (the log has no customer id filter). */
  email: text('Customer e-mail').optional(),
  /** The subscription acted on, exact. */
  subscriptionId: text('Subscription id').optional(),
  /** The invoice acted on, exact. */
  invoiceId: text('Invoice id').optional(),
  /** The plan acted on. */
  planId: positiveInt('Plan id').optional(),
  /** The discount code acted on, exact. */
  discountCode: text('Discount code').optional(),
  ...paging(),
})
export type OperationLogListInput = z.input<typeof operationLogListInput>

// ---- responses ----

/** What a sign-in answers: the member, and the session token to send on every later call. */
export const memberSignInOutput = resource({ merchantMember: merchantMemberSchema, token: z.string() })
export type MemberSignInOutput = z.output<typeof memberSignInOutput>

/** One row of the activity log: who (`optAccount`, `optAccountType` 0 member, 1 customer, 2 API key, 3 system) did what. */
export const operationLogSchema = resource({
  id: z.number(),
  merchantId: z.number(),
  memberId: z.number(),
  member: merchantMemberSchema,
  optAccount: z.string(),
  optAccountId: z.string(),
  optAccountType: z.number(),
  optTarget: z.string(),
  optContent: z.string(),
  subscriptionId: z.string(),
  userId: z.number(),
  invoiceId: z.string(),
  planId: z.number(),
  discountCode: z.string(),
  createTime: z.number(),
})
export type OperationLog = z.output<typeof operationLogSchema>

// ---- endpoints ----

export const memberLogin = extensionEndpoint({
  section: 'M3',
  name: 'memberLogin',
  method: 'POST',
  path: '/merchant/auth/sso/login',
  summary: 'Sign a member in with e-mail and password (and the two-factor code when asked for)',
  kind: 'write',
  input: memberLoginInput,
  output: memberSignInOutput,
})

export const memberLoginOtp = extensionEndpoint({
  section: 'M4.1',
  name: 'memberLoginOtp',
  method: 'POST',
  path: '/merchant/auth/sso/loginOTP',
  summary: 'E-mail a member a sign-in code',
  kind: 'write',
  input: memberLoginOtpInput,
  output: emptyOutput,
})

export const memberLoginOtpVerify = extensionEndpoint({
  section: 'M4.2',
  name: 'memberLoginOtpVerify',
  method: 'POST',
  path: '/merchant/auth/sso/loginOTPVerify',
  summary: 'Sign a member in with the code sent by e-mail',
  kind: 'write',
  input: memberLoginOtpVerifyInput,
  output: memberSignInOutput,
})

export const memberLogout = extensionEndpoint({
  section: 'M6.4',
  name: 'memberLogout',
  method: 'POST',
  path: '/merchant/member/logout',
  summary: "End the member's session",
  kind: 'write',
  input: noInput,
  output: emptyOutput,
})

export const operationLogList = extensionEndpoint({
  section: 'O3.6',
  name: 'operationLogList',
  method: 'GET',
  path: '/merchant/member/operation_log_list',
  summary: 'List who did what, newest first',
  kind: 'read',
  input: operationLogListInput,
  output: resource({ merchantOperationLogs: list(operationLogSchema), total: z.number() }),
})

/** Calls answered without a session: a member signs in with them. */
export const SIGN_IN_PATH_PREFIX = '/merchant/auth/'

/** The calls of this file, apart from the list and detail calls of `./endpoints`. */
export const memberSessionEndpoints = [memberLogin, memberLoginOtp, memberLoginOtpVerify, memberLogout, operationLogList] as const
