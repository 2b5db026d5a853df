import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import type { MerchantMember } from '../src/api/contract/members'
import { checkTotp } from './handlers/auth'
import type { MemberRecord, Stored } from './records'
import { DEMO_OWNER_TOTP_SECRET, OWNER_EMAIL } from './seed'
import { DEMO_FINANCE_TOTP_SECRET } from './seed-account'
import type { WorkspaceState } from './store'
import { createTestSandbox } from './testing'

const profilePath = '/merchant/member/profile'
const resetPath = '/merchant/member/reset_totp'
const otpPath = '/merchant/auth/sso/passwordForgetOTPVerify'
const totpPath = '/merchant/auth/sso/passwordForgetTotpVerify'
const NOW = 1_800_000_000
const SECRET = 'JBSWY3DPEHPK3PXP'

/** The RFC 6238 code of a secret, `steps` periods away from NOW. */
function code(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: (NOW + steps * 30) * 1000,
  })
}

/** A six-digit code that is not valid within the window. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => code(secret, steps)))
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0')
    if (!valid.has(candidate)) return candidate
  }
}

function emptySandbox() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  // Passwords and two-factor secrets are shown only when asked for.
  const members = async () => (await sandbox.control<WorkspaceState>('state?secrets=1')).body.data.collections.members
  const member = async (email: string) => (await members()).find((m) => m.email === email) as MemberRecord
  const mailbox = async (email: string) =>
    (await sandbox.request<{ messages: { code: string }[] }>(`/__sandbox/mailbox?email=${encodeURIComponent(email)}`)).body.data
      .messages
  return { ...sandbox, members, member, mailbox }
}

const ops = { email: 'ops@example.test', password: 'Old-Pass-123', totpSecret: SECRET, firstName: 'Ops' }

describe('member profile (4.12)', () => {
  it('is the member of the API key, without password or two-factor secret', async () => {
    const { call, control } = emptySandbox()
    await control('seed', { members: [{ email: 'other@example.test', firstName: 'Other' }] })
    const response = await call<{ merchantMember: MerchantMember }>(profilePath, {}, { method: 'GET' })
    expect(response.status).toBe(200)
    const member = response.body.data.merchantMember as Record<string, unknown>
    expect(member).toMatchObject({ id: 1, email: OWNER_EMAIL, isOwner: true, totpType: 0, merchantId: 10001 })
    expect(member).not.toHaveProperty('password')
    expect(member).not.toHaveProperty('totpSecret')
    for (const key of [
      'MemberRoles',
      'deviceList',
      'oauthAccounts',
      'MemberGroupPermission',
      'currentDeviceIdentity',
      'isBlankPasswd',
      'mobile',
      'status',
    ]) {
      expect(member, key).toHaveProperty(key)
    }
  })

  it('shows the demo owner, without roles, with devices and OAuth accounts', async () => {
    const { call } = createTestSandbox({ dataset: 'demo' })
    const { merchantMember: member } = (
      await call<{ merchantMember: Stored<MerchantMember> }>(profilePath, {}, { method: 'GET' })
    ).body.data
    expect(member.email).toBe(OWNER_EMAIL)
    expect(member.totpType).toBe(1)
    // Owning the account grants every permission: the owner holds no role (member-sign-in.md §7.4).
    expect(member.isOwner).toBe(true)
    expect(member.MemberRoles).toEqual([])
    expect(member.MemberGroupPermission).toEqual({})
    expect(member.deviceList).toHaveLength(3)
    const current = member.deviceList.filter((device) => device.currentDevice)
    expect(current).toHaveLength(1)
    expect(member.currentDeviceIdentity).toBe(current[0]?.identity)
    expect(member.oauthAccounts.map((account) => account.provider)).toEqual(['google', 'github'])
  })
})

describe('reset two-factor (4.11)', () => {
  async function withTwoFactor() {
    const sandbox = emptySandbox()
    await sandbox.control('seed', { members: [{ id: 1, email: OWNER_EMAIL, isOwner: true, totpSecret: SECRET }] })
    return sandbox
  }

  it('clears the key without a code', async () => {
    const { call, member } = await withTwoFactor()
    const response = await call<{ merchantMember: MerchantMember }>(resetPath, {})
    expect(response.status).toBe(200)
    expect(response.body.data.merchantMember).toMatchObject({ id: 1, totpType: 0 })
    expect(response.body.data.merchantMember).not.toHaveProperty('totpSecret')
    expect(await member(OWNER_EMAIL)).toMatchObject({ totpType: 0, totpSecret: '' })
  })

  it('clears the key with the current code, or the one of the step before or after', async () => {
    for (const steps of [0, -1, 1]) {
      const { call, member } = await withTwoFactor()
      const response = await call(resetPath, { totpCode: code(SECRET, steps) })
      expect(response.status, `step ${steps}`).toBe(200)
      expect((await member(OWNER_EMAIL)).totpType).toBe(0)
    }
  })

  it('refuses a code that is not the current one, and keeps the key', async () => {
    const { call, member } = await withTwoFactor()
    for (const totpCode of [wrongCode(SECRET), code(SECRET, 3)]) {
      const response = await call(resetPath, { totpCode })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe("The two-factor code is not the member's current code")
    }
    expect(await member(OWNER_EMAIL)).toMatchObject({ totpType: 1, totpSecret: SECRET })
  })

  it('refuses a code when two-factor is not set up, and a malformed code (contract)', async () => {
    const { call } = emptySandbox()
    const response = await call(resetPath, { totpCode: '123456' })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/not set up/)
    expect((await call(resetPath, { totpCode: '12ab' })).body.message).toBe('totpCode: Two-factor code must be 6 digits')
    expect((await call(resetPath, {})).status).toBe(200)
  })
})

describe('password forgotten with the e-mailed code (4.19)', () => {
  it('sets the new password with the latest code, then mails a new code and the old one stops working', async () => {
    const { call, control, member, mailbox } = emptySandbox()
    await control('seed', { members: [ops] })
    const [first] = await mailbox(ops.email)
    const response = await call(otpPath, { email: 'OPS@example.test', newPassword: 'New-Pass-456', verificationCode: first.code })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({})
    expect(await member(ops.email)).toMatchObject({ password: 'New-Pass-456', isBlankPasswd: false })

    const messages = await mailbox(ops.email)
    expect(messages).toHaveLength(2)
    const again = await call(otpPath, { email: ops.email, newPassword: 'Third-Pass-789', verificationCode: first.code })
    expect(again.status).toBe(400)
    expect(
      (await call(otpPath, { email: ops.email, newPassword: 'Third-Pass-789', verificationCode: messages[1].code })).status,
    ).toBe(200)
    expect((await member(ops.email)).password).toBe('Third-Pass-789')
  })

  it('refuses a wrong code and keeps the password', async () => {
    const { call, control, member, mailbox } = emptySandbox()
    await control('seed', { members: [ops] })
    const [mail] = await mailbox(ops.email)
    const wrong = mail.code === '000000' ? '111111' : '000000'
    const response = await call(otpPath, { email: ops.email, newPassword: 'New-Pass-456', verificationCode: wrong })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(`The verification code is not valid: use the latest code sent to ${ops.email}`)
    expect((await member(ops.email)).password).toBe(ops.password)
  })

  it('answers 404 for an e-mail no member has', async () => {
    const { call } = emptySandbox()
    const response = await call(otpPath, {
      email: 'nobody@example.test',
      newPassword: 'New-Pass-456',
      verificationCode: '123456',
    })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('No merchant member has the e-mail address nobody@example.test')
  })

  it('refuses missing fields and a short password with 400 (contract)', async () => {
    const { call } = emptySandbox()
    expect((await call(otpPath, { email: OWNER_EMAIL, newPassword: 'short', verificationCode: '1' })).body.message).toBe(
      'newPassword: New password must be at least 8 characters',
    )
    expect((await call(otpPath, { email: OWNER_EMAIL, newPassword: 'Long-enough-1' })).status).toBe(400)
  })
})

describe('password forgotten with a two-factor code (4.20)', () => {
  it('sets the new password with a real RFC 6238 code', async () => {
    const { call, control, member } = emptySandbox()
    await control('seed', { members: [ops] })
    const response = await call(totpPath, { email: ops.email, newPassword: 'New-Pass-456', totpCode: code(SECRET) })
    expect(response.status).toBe(200)
    expect((await member(ops.email)).password).toBe('New-Pass-456')
  })

  it('refuses a wrong code and keeps the password', async () => {
    const { call, control, member } = emptySandbox()
    await control('seed', { members: [ops] })
    const response = await call(totpPath, { email: ops.email, newPassword: 'New-Pass-456', totpCode: wrongCode(SECRET) })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('The two-factor code is not valid: enter the current code of your authenticator app')
    expect((await member(ops.email)).password).toBe(ops.password)
  })

  it('refuses a member without two-factor, and answers 404 for an unknown e-mail', async () => {
    const { call } = emptySandbox()
    const without = await call(totpPath, { email: OWNER_EMAIL, newPassword: 'New-Pass-456', totpCode: '123456' })
    expect(without.status).toBe(400)
    expect(without.body.message).toBe(
      `Two-factor authentication is not set up for ${OWNER_EMAIL}: use the code sent by e-mail instead`,
    )
    expect((await call(totpPath, { email: 'nobody@example.test', newPassword: 'New-Pass-456', totpCode: '123456' })).status).toBe(
      404,
    )
  })
})

describe('TOTP check', () => {
  it('accepts one step either side and nothing further, and tolerates a bad secret', () => {
    expect(checkTotp(SECRET, code(SECRET), NOW)).toBe(true)
    expect(checkTotp(SECRET, code(SECRET, -1), NOW)).toBe(true)
    expect(checkTotp(SECRET, code(SECRET, 2), NOW)).toBe(false)
    expect(checkTotp('', '123456', NOW)).toBe(false)
    expect(checkTotp('!!!', '123456', NOW)).toBe(false)
  })
})

describe('members in the demo dataset', () => {
  it('have two-factor secrets that work, mailed codes, and one invited member without a password', async () => {
    const { control, store } = createTestSandbox({ dataset: 'demo', now: () => NOW })
    const state = (await control<WorkspaceState>('state?secrets=1')).body.data
    const members = state.collections.members
    expect(members.map((m) => m.id)).toEqual([1, 2, 3, 4, 5])
    expect(members.find((m) => m.id === 1)?.totpSecret).toBe(DEMO_OWNER_TOTP_SECRET)
    expect(members.find((m) => m.id === 2)?.totpSecret).toBe(DEMO_FINANCE_TOTP_SECRET)
    expect(checkTotp(DEMO_FINANCE_TOTP_SECRET, code(DEMO_FINANCE_TOTP_SECRET), NOW)).toBe(true)
    expect(members.filter((m) => m.isBlankPasswd).map((m) => m.id)).toEqual([4])
    for (const member of members) expect(store.primary.latestCode(member.email), member.email).toMatch(/^\d{6}$/)
  })
})
