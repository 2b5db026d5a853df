import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { AccountStatus } from '../src/api/contract/codes'
import type { DialectName } from './dialect'
import { DEFAULT_SESSION_IDLE_SECONDS, SIGN_IN_CODE_SUBJECT, TOKEN_PREFIX } from './member-auth'
import { DEMO_OWNER_TOTP_SECRET, OWNER_EMAIL, OWNER_PASSWORD } from './seed'
import { DEMO_SUPPORT_EMAIL, DEMO_SUPPORT_PASSWORD } from './seed-account'
import { createTestSandbox, TEST_KEY, type TestResponse } from './testing'

const LOGIN = '/merchant/auth/sso/login'
const OTP = '/merchant/auth/sso/loginOTP'
const OTP_VERIFY = '/merchant/auth/sso/loginOTPVerify'
const LOGOUT = '/merchant/member/logout'
const PROFILE = '/merchant/member/profile'
const LOG = '/merchant/member/operation_log_list'
const VAT = '/merchant/vat/vat_number_validate'
const SUSPENDED = 'Your account has been suspended. Please contact billing admin for further assistance.'
const TOO_FAST = 'You are clicking too fast. Please wait a moment and try again.'
const START = 1_800_000_000
const SECRET = 'JBSWY3DPEHPK3PXP'
const BROWSER = 'Mozilla/5.0 Chrome/140'

const totp = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at * 1000 })

type Data = Record<string, unknown>
type SignIn = { token: string; merchantMember: Data }

const ops = { email: 'ops@example.test', password: 'Ops-Pass-123', firstName: 'Ops', totpSecret: SECRET }
const clerk = {
  email: 'clerk@example.test',
  password: 'Clerk-Pass-1',
  firstName: 'Clerk',
  MemberRoles: [{ id: 7, role: 'Support', permissions: [{ group: 'user', permissions: ['access'] }] }],
}
const invited = { email: 'new@example.test', firstName: 'New', isBlankPasswd: true, password: '' }

/** A sandbox in a dialect, its clock in hand, with members to sign in; calls made as a member's browser would. */
async function setUp(dialect: DialectName, options: { dataset?: 'demo' | 'empty' } = {}) {
  let clock = START
  const sandbox = createTestSandbox({ dataset: options.dataset ?? 'empty', dialect, now: () => clock })
  await sandbox.control('seed', { members: [ops, clerk, invited] })
  const browser = (token?: string, userAgent = BROWSER) => ({
    key: null,
    headers: { 'User-Agent': userAgent, ...(token !== undefined && { Authorization: token }) },
  })
  /** A call without a key, as the sign-in page makes it. */
  const open = <T = Data>(path: string, input: Data, userAgent?: string) =>
    sandbox.call<T>(path, input, browser(undefined, userAgent))
  /** A call of a member's session. */
  const as = <T = Data>(token: string, path: string, input: Data = {}, method: 'GET' | 'POST' = 'POST') =>
    sandbox.call<T>(path, input, { ...browser(token), method })
  const signIn = async (email: string, password: string, totpCode?: string, userAgent?: string) => {
    const answer = await open<SignIn>(LOGIN, { email, password, ...(totpCode && { totpCode }) }, userAgent)
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0)
    return answer.body.data.token
  }
  const ws = sandbox.store.primary
  return {
    ...sandbox,
    ws,
    open,
    as,
    signIn,
    tick: (seconds: number) => (clock += seconds),
    now: () => clock,
  }
}

/** A refusal as the dialect says it: the real service's text with code 51 (HTTP 200 in portal mode), or the spec's. */
function expectRefusal(response: TestResponse<unknown>, dialect: DialectName, real: string, spec: RegExp | string, code = 51) {
  if (dialect === 'real') {
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ code, message: real, data: {}, redirect: '' })
    expect(response.body.requestId).toMatch(/^req\d{8}/)
  } else {
    expect(response.status).toBe(400)
    expect(response.body.code).toBe(400)
    expect(response.body.message).toMatch(spec)
  }
}

/** A session that cannot go on: real 61 or 62 in the portal's redirect shape, spec HTTP 401. */
function expectSessionEnded(response: TestResponse<unknown>, dialect: DialectName, real: string, code = 61) {
  if (dialect === 'real') {
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ code, message: real, data: null, redirect: '/login', requestId: '' })
  } else {
    expect(response.status).toBe(401)
    expect(response.body.code).toBe(401)
  }
}

describe.each(['real', 'spec'] as const)('members signing in, %s dialect', (dialect) => {
  describe('password sign-in (§3.3)', () => {
    it('needs no key; refuses an unknown e-mail, then a wrong password, then asks for two-factor', async () => {
      const { open } = await setUp(dialect)
      const missing = await open(LOGIN, { password: 'x' })
      expectRefusal(missing, dialect, 'The Email field is required', /e-mail/i)
      expectRefusal(await open(LOGIN, { email: ops.email }), dialect, 'The Password field is required', /password/i)
      expectRefusal(await open(LOGIN, { email: 'who@example.test', password: 'x' }), dialect, 'Email Not Found', /no member/i)
      expectRefusal(
        await open(LOGIN, { email: ops.email, password: 'wrong' }),
        dialect,
        'Login Failed, Password Not Match',
        'The password is not right',
      )
      const needed = await open(LOGIN, { email: ops.email, password: ops.password })
      expectRefusal(needed, dialect, '2FA Code Needed', /^2FA Code Needed/, 49)
      const wrong = await open(LOGIN, { email: ops.email, password: ops.password, totpCode: '000000' })
      expectRefusal(wrong, dialect, 'Invalid 2FA Code', /two-factor code is not valid/)
    })

    it('a member without a password cannot sign in with one', async () => {
      const { open } = await setUp(dialect)
      expectRefusal(
        await open(LOGIN, { email: invited.email, password: 'anything' }),
        dialect,
        'Login Failed, Password Not Match',
        /no password yet/,
      )
    })

    it('answers the member and an opaque session token; two-factor is not asked again on that device', async () => {
      const { open, signIn, now } = await setUp(dialect)
      const answer = await open<SignIn>(LOGIN, { email: ops.email, password: ops.password, totpCode: totp(SECRET, now()) })
      expect(answer.status).toBe(200)
      expect(answer.body.data.merchantMember).toMatchObject({ email: ops.email, firstName: 'Ops' })
      expect(answer.body.data.merchantMember).not.toHaveProperty('password')
      expect(answer.body.data.merchantMember).not.toHaveProperty('totpSecret')
      const { token } = answer.body.data
      expect(token.startsWith(TOKEN_PREFIX)).toBe(true)
      // The newer service's suffix, which a strict JWT parser chokes on.
      if (dialect === 'real') expect(token).toMatch(/_\d{14}$/)
      else expect(token).not.toMatch(/_\d{14}$/)
      // The same browser is trusted now; another is asked for the code.
      expect(await signIn(ops.email, ops.password)).toMatch(TOKEN_PREFIX)
      expectRefusal(
        await open(LOGIN, { email: ops.email, password: ops.password }, 'Other/1'),
        dialect,
        '2FA Code Needed',
        /2FA/,
        49,
      )
    })

    it('with trusted devices switched off, every sign-in asks for the code', async () => {
      const { open, control, now } = await setUp(dialect)
      await open(LOGIN, { email: ops.email, password: ops.password, totpCode: totp(SECRET, now()) })
      await control('member-sessions', { trustDevices: false })
      expectRefusal(await open(LOGIN, { email: ops.email, password: ops.password }), dialect, '2FA Code Needed', /2FA/, 49)
    })

    it('checks suspension last: a suspended member learns the password was right, and gets no usable session', async () => {
      const { open, ws } = await setUp(dialect)
      ws.members.update(ws.memberByEmail(clerk.email)!.id, { status: AccountStatus.suspended })
      expectRefusal(
        await open(LOGIN, { email: clerk.email, password: 'no' }),
        dialect,
        'Login Failed, Password Not Match',
        /not right/,
      )
      expectRefusal(await open(LOGIN, { email: clerk.email, password: clerk.password }), dialect, SUSPENDED, /suspended/)
    })

    it('finds the e-mail whatever its case', async () => {
      const { signIn } = await setUp(dialect)
      expect(await signIn('CLERK@example.test', clerk.password)).toMatch(TOKEN_PREFIX)
    })
  })

  describe('the session (§6)', () => {
    it('is sent as it is; with "Bearer " it is refused as an unknown API key', async () => {
      const { signIn, as, call } = await setUp(dialect)
      const token = await signIn(clerk.email, clerk.password)
      const profile = await as(token, PROFILE, {}, 'GET')
      expect(profile.status).toBe(200)
      expect(profile.body.data.merchantMember).toMatchObject({ email: clerk.email })
      const bearer = await call(PROFILE, {}, { method: 'GET', key: null, headers: { Authorization: `Bearer ${token}` } })
      expect(bearer.status).toBe(401)
      if (dialect === 'real') expect(bearer.body).toMatchObject({ code: 61, message: 'invalid token' })
      else expect(bearer.body.message).toMatch(/without "Bearer "/)
    })

    it('ends after the idle timeout; every accepted call renews it', async () => {
      const { signIn, as, tick } = await setUp(dialect)
      const token = await signIn(clerk.email, clerk.password)
      tick(DEFAULT_SESSION_IDLE_SECONDS - 1)
      expect((await as(token, PROFILE, {}, 'GET')).body.code).toBe(0)
      tick(DEFAULT_SESSION_IDLE_SECONDS - 1)
      expect((await as(token, PROFILE, {}, 'GET')).body.code).toBe(0)
      tick(DEFAULT_SESSION_IDLE_SECONDS)
      expectSessionEnded(await as(token, PROFILE, {}, 'GET'), dialect, 'invalid token')
    })

    it('lives as long as the workspace is told, and the control API ends every session at once', async () => {
      const { signIn, as, tick, control } = await setUp(dialect)
      const settings = await control<{ idleSeconds: number }>('member-sessions', { idleSeconds: 5 })
      expect(settings.body.data.idleSeconds).toBe(5)
      const token = await signIn(clerk.email, clerk.password)
      tick(5)
      expectSessionEnded(await as(token, PROFILE, {}, 'GET'), dialect, 'invalid token')

      const next = await signIn(clerk.email, clerk.password)
      const listed = await control<{ sessions: Data[] }>('member-sessions')
      expect(listed.body.data.sessions).toEqual([expect.objectContaining({ email: clerk.email, idleSecondsLeft: 5 })])
      expect(JSON.stringify(listed.body)).not.toContain(TOKEN_PREFIX)
      const ended = await control<{ ended: number }>('member-sessions', undefined, { method: 'DELETE' })
      expect(ended.body.data.ended).toBe(1)
      expectSessionEnded(await as(next, PROFILE, {}, 'GET'), dialect, 'invalid token')
    })

    it('logout ends this session only; a second logout finds it gone; an API key has no session to end', async () => {
      const { signIn, as, tick, call } = await setUp(dialect)
      const first = await signIn(clerk.email, clerk.password)
      const second = await signIn(clerk.email, clerk.password)
      expect((await as(first, LOGOUT)).body.code).toBe(0)
      expectSessionEnded(await as(first, PROFILE, {}, 'GET'), dialect, 'invalid token')
      expect((await as(second, PROFILE, {}, 'GET')).body.code).toBe(0)
      tick(3)
      expectSessionEnded(await as(first, LOGOUT), dialect, 'invalid token')
      const withKey = await call(LOGOUT, {})
      if (dialect === 'real') expect(withKey.body).toMatchObject({ code: 51, message: 'Merchant Member Not Found' })
      else expect(withKey.status).toBe(404)
    })

    it('suspension blocks a live session with 61 and resuming lets it go on', async () => {
      const { signIn, as, ws } = await setUp(dialect)
      const token = await signIn(clerk.email, clerk.password)
      const id = ws.memberByEmail(clerk.email)!.id
      ws.members.update(id, { status: AccountStatus.suspended })
      expectSessionEnded(await as(token, PROFILE, {}, 'GET'), dialect, SUSPENDED)
      ws.members.update(id, { status: AccountStatus.active })
      expect((await as(token, PROFILE, {}, 'GET')).body.code).toBe(0)
    })

    it('a change of roles answers 62 on every call but logout', async () => {
      const { signIn, as, control, ws } = await setUp(dialect)
      const token = await signIn(clerk.email, clerk.password)
      const changed = clerk.MemberRoles.map((role) => ({ ...role, permissions: [{ group: 'invoice', permissions: ['access'] }] }))
      await control('seed', { members: [{ ...clerk, id: ws.memberByEmail(clerk.email)!.id, MemberRoles: changed }] })
      expectSessionEnded(await as(token, PROFILE, {}, 'GET'), dialect, 'Your permission has changed. Please reLogin.', 62)
      expect((await as(token, LOGOUT)).body.code).toBe(0)
    })

    it('refuses an identical POST of the same member within 2 s; list, detail and get calls, GET and API keys are not locked', async () => {
      const { signIn, as, tick, call } = await setUp(dialect)
      const token = await signIn(clerk.email, clerk.password)
      const input = { vatNumber: 'XX123' }
      const first = await as(token, VAT, input)
      const again = await as(token, VAT, input)
      if (dialect === 'real') {
        expect(again.status).toBe(200)
        expect(again.body).toMatchObject({ code: 51, message: TOO_FAST, data: {}, redirect: '' })
        expect(again.body.requestId).toMatch(/^req/)
      } else {
        expect(again.status).toBe(429)
        expect(again.body).toMatchObject({ code: 429, message: TOO_FAST })
      }
      // A different body is another request; so is the same one 2 s later.
      expect((await as(token, VAT, { vatNumber: 'XX124' })).body.message).not.toBe(TOO_FAST)
      tick(2)
      expect((await as(token, VAT, input)).body).toMatchObject({ code: first.body.code })
      const list = { page: 0, count: 1 }
      await as(token, '/merchant/product/list', list)
      expect((await as(token, '/merchant/product/list', list)).body.code).toBe(0)
      expect((await call(VAT, input)).body.message).not.toBe(TOO_FAST)
      expect((await call(VAT, input)).body.message).not.toBe(TOO_FAST)
    })

    it("one workspace's token is unknown to another; an address may name the workspace of the sign-in calls", async () => {
      const { control, request, store } = await setUp(dialect)
      const created = await control<{ apiKey: string; workspaceId: string }>('workspaces', { dataset: 'demo', dialect })
      const { workspaceId } = created.body.data
      const scoped = async (path: string, body: Data, token?: string) => {
        const response = await request<SignIn>(`/ws/${workspaceId}${path}`, body, {
          method: 'POST',
          key: null,
          headers: token ? { Authorization: token } : {},
        })
        return response
      }
      const signedIn = await scoped(LOGIN, { email: DEMO_SUPPORT_EMAIL, password: DEMO_SUPPORT_PASSWORD })
      expect(signedIn.body.code).toBe(0)
      const { token } = signedIn.body.data
      expect(store.byId(workspaceId)?.memberByEmail(DEMO_SUPPORT_EMAIL)).toBeDefined()
      // The token's own workspace, with or without the address naming it.
      expect((await scoped('/merchant/product/list', {}, token)).body.code).toBe(0)
      const unscoped = await request(PROFILE, undefined, { key: null, headers: { Authorization: token } })
      expect(unscoped.body.code).toBe(0)
      // Not another's.
      const elsewhere = await request(`/ws/${store.primary.id}${PROFILE}`, undefined, {
        key: null,
        headers: { Authorization: token },
      })
      expectSessionEnded(elsewhere, dialect, 'invalid token')
      const unknown = await request(`/ws/ws_nowhere${LOGIN}`, { email: 'a@b.test', password: 'x' }, { method: 'POST', key: null })
      expect(unknown.status).toBe(404)
    })
  })

  describe('sign-in with an e-mailed code (§4)', () => {
    it('mails a code of the service alphabet that works for 3 minutes, again and again', async () => {
      const { open, request, tick } = await setUp(dialect)
      expect((await open(OTP, { email: clerk.email })).body.code).toBe(0)
      const mail = await request<{ messages: { code: string; subject: string }[] }>(
        `/__sandbox/mailbox?email=${encodeURIComponent(clerk.email)}`,
      )
      const message = mail.body.data.messages.find((entry) => entry.subject === SIGN_IN_CODE_SUBJECT)!
      expect(message.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/)
      const verify = (code: string) => open<SignIn>(OTP_VERIFY, { email: clerk.email, verificationCode: code })
      const wrongCode = message.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
      expectRefusal(await verify(wrongCode), dialect, 'code not match', /not the one sent/)
      expect((await verify(message.code)).body.data.token).toMatch(TOKEN_PREFIX)
      tick(179)
      expect((await verify(message.code)).body.code).toBe(0)
      tick(1)
      expectRefusal(await verify(message.code), dialect, 'code not match', /more than 3 minutes old/)
    })

    it('takes the resend lock before any other check: a second request within 10 s is refused, even for an unknown e-mail', async () => {
      const { open, tick } = await setUp(dialect)
      expectRefusal(await open(OTP, { email: 'who@example.test' }), dialect, 'merchant member not found', /no member/i)
      expectRefusal(await open(OTP, { email: 'who@example.test' }), dialect, TOO_FAST, /less than 10 seconds ago/)
      expect((await open(OTP, { email: clerk.email })).body.code).toBe(0)
      tick(9)
      expectRefusal(await open(OTP, { email: clerk.email }), dialect, TOO_FAST, /less than 10 seconds ago/)
      tick(1)
      expect((await open(OTP, { email: clerk.email })).body.code).toBe(0)
    })

    it('refuses a suspended member and one with two-factor; signing in with a code checks neither', async () => {
      const { open, ws, as, tick } = await setUp(dialect)
      expectRefusal(await open(OTP, { email: ops.email }), dialect, 'Please login via 2FA', /two-factor on/)
      expect((await open(OTP, { email: clerk.email })).body.code).toBe(0)
      const code = ws.messagesFor(clerk.email).at(-1)!.code
      ws.members.update(ws.memberByEmail(clerk.email)!.id, { status: AccountStatus.suspended })
      tick(10)
      expectRefusal(await open(OTP, { email: clerk.email.toUpperCase() }), dialect, SUSPENDED, /suspended/)
      // A suspended member gets a token that its first use refuses (§4.2).
      const signedIn = await open<SignIn>(OTP_VERIFY, { email: clerk.email, verificationCode: code })
      expect(signedIn.body.data.merchantMember).toMatchObject({ status: AccountStatus.suspended })
      expectSessionEnded(await as(signedIn.body.data.token, PROFILE, {}, 'GET'), dialect, SUSPENDED)
    })

    it('a code whose member is gone signs nobody in', async () => {
      const { open, ws } = await setUp(dialect)
      await open(OTP, { email: clerk.email })
      const code = ws.messagesFor(clerk.email).at(-1)!.code
      ws.members.delete(ws.memberByEmail(clerk.email)!.id)
      expectRefusal(await open(OTP_VERIFY, { email: clerk.email, verificationCode: code }), dialect, 'Login Failed', /no member/i)
    })
  })

  describe('the activity log (§8.1)', () => {
    it("names the member of a session, and the API key of a key's call (masked by the real service only)", async () => {
      const { signIn, as, call, ws } = await setUp(dialect, { dataset: 'demo' })
      const token = await signIn(DEMO_SUPPORT_EMAIL, DEMO_SUPPORT_PASSWORD)
      const pdf = { invoiceId: 'in_1', sendUserEmail: false }
      expect((await as(token, '/merchant/invoice/pdf_update', pdf)).body.code).toBe(0)
      expect((await call('/merchant/invoice/pdf_update', pdf)).body.code).toBe(0)
      const log = await as<{ merchantOperationLogs: Data[]; total: number }>(token, LOG, {}, 'GET')
      const [byKey, byMember, signInRow] = log.body.data.merchantOperationLogs
      expect(byMember).toMatchObject({
        optAccount: `Member (${DEMO_SUPPORT_EMAIL})`,
        optAccountType: 0,
        optTarget: 'Invoice(in_1)',
        invoiceId: 'in_1',
        member: expect.objectContaining({ email: DEMO_SUPPORT_EMAIL }),
      })
      expect(signInRow).toMatchObject({ optAccount: 'System', optContent: 'Password Login', optAccountType: 3 })
      expect(byKey.optAccountType).toBe(2)
      if (dialect === 'real') {
        expect(byKey.optAccount).toBe(`OpenApi (${TEST_KEY.slice(0, 4)}${'*'.repeat(31)}${TEST_KEY.slice(-4)})`)
        expect(JSON.stringify(log.body)).not.toContain(TEST_KEY)
      } else {
        expect(byKey.optAccount).toBe(`OpenApi(${TEST_KEY})`)
      }
      const mine = await call<{ total: number }>(LOG, { memberEmail: 'SUPPORT@' }, { method: 'GET' })
      expect(mine.body.data.total).toBe(1)
      expect(ws.memberByEmail(DEMO_SUPPORT_EMAIL)).toBeDefined()
    })
  })

  describe('member-only calls', () => {
    it('act on the member of the session; with a key, on the key owner (spec reading) or refused (real service)', async () => {
      const { signIn, as, call } = await setUp(dialect, { dataset: 'demo' })
      const token = await signIn(DEMO_SUPPORT_EMAIL, DEMO_SUPPORT_PASSWORD)
      expect((await as(token, PROFILE, {}, 'GET')).body.data.merchantMember).toMatchObject({
        email: DEMO_SUPPORT_EMAIL,
        MemberRoles: [expect.objectContaining({ role: 'Support' })],
      })
      const withKey = await call(PROFILE, {}, { method: 'GET' })
      if (dialect === 'real') expect(withKey.body).toMatchObject({ code: 51, message: 'Merchant Member Not Found' })
      else expect(withKey.body.data.merchantMember).toMatchObject({ email: OWNER_EMAIL })
    })
  })
})

describe('the demo members', () => {
  it('the owner signs in with the password and the two-factor code; the support member with the password alone', async () => {
    const { open, signIn, now } = await setUp('real', { dataset: 'demo' })
    expect((await open(LOGIN, { email: OWNER_EMAIL, password: OWNER_PASSWORD })).body.code).toBe(49)
    const owner = await open<SignIn>(LOGIN, {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      totpCode: totp(DEMO_OWNER_TOTP_SECRET, now()),
    })
    expect(owner.body.data.merchantMember).toMatchObject({ isOwner: true, MemberRoles: [], MemberGroupPermission: {} })
    const support = await signIn(DEMO_SUPPORT_EMAIL, DEMO_SUPPORT_PASSWORD)
    expect(support).toMatch(TOKEN_PREFIX)
  })

  it("the support member's role grants the customers, subscriptions and invoices groups only", async () => {
    const { open } = await setUp('real', { dataset: 'demo' })
    const answer = await open<SignIn>(LOGIN, { email: DEMO_SUPPORT_EMAIL, password: DEMO_SUPPORT_PASSWORD })
    const groups = answer.body.data.merchantMember.MemberGroupPermission as Record<string, { permissions: string[] }>
    expect(Object.keys(groups).sort()).toEqual(['invoice', 'subscription', 'user'])
    expect(answer.body.data.merchantMember.isOwner).toBe(false)
  })
})

describe('CORS for a member session', () => {
  it('answers a preflight before any check, echoing the headers asked for, with credentials', async () => {
    const { app } = createTestSandbox({ corsOrigins: ['https://dashboard.example'] })
    const response = await app.request(PROFILE, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://dashboard.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,lang',
      },
    })
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://dashboard.example')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization,\s*lang/i)
  })
})
