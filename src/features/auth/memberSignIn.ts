import { z } from 'zod'
import { createClient } from '../../api/client'
import { totpCode } from '../../api/contract/auth'
import {
  memberLoginInput,
  memberLoginOtpInput,
  memberLoginOtpVerifyInput,
  type MemberSignInOutput,
} from '../../api/contract/extensions/memberSession'
import { AccountStatus } from '../../api/contract/codes'
import type { MerchantMember } from '../../api/contract/members'
import { isApiError } from '../../api/errors'
import type { Environment } from '../../session/config'
import { fetchFor } from '../../session/session'

/**
 * A member signing in (member-sign-in.md §3, §4): the forms' schemas, taken from the contract's requests, and how
 * the service's answers read.
 */

/** E-mail and password. */
export const passwordStepSchema = memberLoginInput.pick({ email: true, password: true })
export type PasswordStepValues = z.input<typeof passwordStepSchema>
export type PasswordStepOutput = z.output<typeof passwordStepSchema>

/** The code of the authenticator app, when the service asks for it. */
export const totpStepSchema = z.object({ totpCode })
export type TotpStepValues = z.input<typeof totpStepSchema>
export type TotpStepOutput = z.output<typeof totpStepSchema>

/** The e-mail to send a sign-in code to. */
export const codeRequestSchema = memberLoginOtpInput
export type CodeRequestValues = z.input<typeof codeRequestSchema>
export type CodeRequestOutput = z.output<typeof codeRequestSchema>

/** The code from the e-mail. */
export const codeStepSchema = memberLoginOtpVerifyInput.pick({ verificationCode: true })
export type CodeStepValues = z.input<typeof codeStepSchema>
export type CodeStepOutput = z.output<typeof codeStepSchema>

/**
 * Whether the service asks for the two-factor code: code 49, or its words "2FA Code Needed" (the official portal
 * reads the words; a service may send them with another code).
 */
export function isTwoFactorNeeded(error: unknown): boolean {
  return isApiError(error) && (error.code === 49 || /2FA Code Needed/i.test(error.message))
}

/** A client for the sign-in calls: no key, no token (they carry no Authorization header). */
export function signInClient(environment: Environment, timeoutMs: number) {
  return createClient({ baseUrl: environment.baseUrl, fetch: fetchFor(environment), timeoutMs })
}

export const SUSPENDED_MESSAGE =
  'This member account is suspended, so it cannot be used. Ask the owner of the merchant account to resume it.'

/** A member and their session token, from a sign-in's answer; throws when it holds no usable session. */
export function signedIn(answer: MemberSignInOutput): { token: string; member: MerchantMember } {
  const token = answer.token?.trim()
  const member = answer.merchantMember
  if (!token || !member) throw new Error('The service signed you in but sent no session. Try again.')
  // The e-mailed code signs in a suspended member too: the session would be refused on its first use (§4.2).
  if (member.status === AccountStatus.suspended) throw new Error(SUSPENDED_MESSAGE)
  return { token, member }
}
