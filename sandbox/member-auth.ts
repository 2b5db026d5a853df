import type { Endpoint } from '../src/api/contract/core'
import { AccountStatus } from '../src/api/contract/codes'
import { type Answer, createDialect, type Dialect, type DialectName } from './dialect'
import { CLICK_TOO_FAST_TEXT, NOT_AUTHORISED_CODE, SUSPENDED_TEXT, VALIDATION_CODE } from './dialect-real'
import { type Envelope, errorEnvelope } from './envelope'
import { bearerKey, scopeOf } from './http'
import { randomAlphanumeric } from './random'
import type { MemberRecord } from './records'
import type { Store, Workspace } from './store'

/**
 * Members signing in as themselves (member-sign-in.md): the session table of each workspace with its sliding idle
 * timeout, the checks every call of a member's session goes through (61, 62, the duplicate-request lock), the
 * e-mailed sign-in codes, the devices that passed two-factor, and the activity log that says who did what.
 *
 * A session token is `UniBee.Portal.` and a JWT-shaped text whose claims name the member and the workspace; the
 * table, not the text, decides whether it is valid (as the service's Redis entry does). The real dialect adds the
 * newer service's `_<yyyyMMddHHmmss>` suffix, so that a client that parses the token as a JWT is caught.
 *
 * Calls without a token (`/merchant/auth/…`) reach the workspace their address names (`/ws/<id>/merchant/…`,
 * so that the e2e suite's workspaces stay apart), else the one of a valid API key, else the primary one.
 */

export const DEFAULT_SESSION_IDLE_SECONDS = 600
export const TOKEN_PREFIX = 'UniBee.Portal.'
/** An identical POST from the same member within this long is refused (member-sign-in.md §6.7). */
export const DUPLICATE_LOCK_MS = 2_000
/** A sign-in code works this long, again and again (§4.2). */
export const SIGN_IN_CODE_SECONDS = 180
/** A second sign-in code for the same e-mail cannot be asked for sooner (§4.1). */
export const SIGN_IN_CODE_RESEND_SECONDS = 10
/** A device that passed two-factor skips it this long (§9.3). */
export const DEVICE_TRUST_SECONDS = 30 * 86_400
/** The sign-in e-mail's subject, which tells its code from the password-reset codes in the mailbox. */
export const SIGN_IN_CODE_SUBJECT = 'Your sign-in code'
export const PERMISSION_CHANGED_CODE = 62
export const PERMISSION_CHANGED_TEXT = 'Your permission has changed. Please reLogin.'
/** The sign-in code's alphabet: A–Z and 2–9 without I and O (§4.1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Who makes a call: a member's session, an API key, or nobody (the sign-in calls). */
export type Actor = { kind: 'member'; member: MemberRecord; token: string } | { kind: 'key'; apiKey: string } | { kind: 'system' }

interface SessionEntry {
  memberId: number
  /** What the member's permissions were at sign-in (§6.6): a change answers 62. */
  permissionKey: string
  /** Seconds since the epoch; every accepted call moves it on by the idle timeout. */
  expiresAt: number
  createdAt: number
}

/** One row of the activity log as stored (operations.md §3.6, member-sign-in.md §8.1). */
export interface ActivityRecord {
  id: number
  merchantId: number
  memberId: number
  /** `Member(<id>)`, `OpenApi(<key>)` or `System`. */
  optAccount: string
  optAccountId: string
  /** 0 member, 2 API key, 3 system. */
  optAccountType: 0 | 2 | 3
  optTarget: string
  optContent: string
  subscriptionId: string
  userId: number
  invoiceId: string
  planId: number
  discountCode: string
  createTime: number
}

const MAX_ACTIVITY = 5000

/** The sign-in state of one workspace (the service's Redis, for it). Kept in memory only. */
export class WorkspaceSessions {
  readonly #sessions = new Map<string, SessionEntry>()
  /** Devices that passed two-factor, by e-mail: user agent → seconds since the epoch. */
  readonly #trusted = new Map<string, Map<string, number>>()
  readonly #codes = new Map<string, { code: string; expiresAt: number }>()
  readonly #codeLocks = new Map<string, number>()
  readonly #locks = new Map<string, number>()
  #activitySeq = 0
  activity: ActivityRecord[] = []
  /** Set for this workspace (control API); else the sandbox's. */
  idleSecondsOverride: number | undefined
  /** Off: every password sign-in of a member with two-factor asks for the code (code 49). */
  trustDevices = true

  constructor(
    private readonly ws: Workspace,
    private readonly defaults: { idleSeconds: number; nowMs: () => number },
  ) {}

  get idleSeconds(): number {
    return this.idleSecondsOverride ?? this.defaults.idleSeconds
  }

  // ---- sessions ----

  /** A new session of the member (any number may be live at once). */
  open(member: MemberRecord, dialect: DialectName): string {
    const now = this.ws.now()
    const claims = {
      tokenType: 'MERCHANT_MEMBER',
      merchantId: member.merchantId,
      id: member.id,
      email: member.email,
      exp: now + 3600,
      ws: this.ws.id,
      jti: randomAlphanumeric(16),
    }
    const encode = (value: object) => base64url(JSON.stringify(value))
    let token = `${TOKEN_PREFIX}${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${randomAlphanumeric(43)}`
    if (dialect === 'real') token += `_${compactTime(now)}`
    this.#sessions.set(token, {
      memberId: member.id,
      permissionKey: permissionKey(member),
      expiresAt: now + this.idleSeconds,
      createdAt: now,
    })
    return token
  }

  /** Ends one session (logout). */
  close(token: string): boolean {
    return this.#sessions.delete(token)
  }

  /** Ends every session of the workspace, as if each had lapsed (control API). */
  closeAll(): number {
    const count = this.#sessions.size
    this.#sessions.clear()
    return count
  }

  /** The live session of a token (undefined when it never was, was ended or lapsed; a lapsed one goes). */
  live(token: string): SessionEntry | undefined {
    const entry = this.#sessions.get(token)
    if (entry && entry.expiresAt <= this.ws.now()) {
      this.#sessions.delete(token)
      return undefined
    }
    return entry
  }

  /** An accepted call keeps the session alive for another idle timeout (no cap). */
  renew(entry: SessionEntry): void {
    entry.expiresAt = this.ws.now() + this.idleSeconds
  }

  /** The live sessions, without their tokens (control API). */
  list() {
    const now = this.ws.now()
    return [...this.#sessions.entries()]
      .filter(([token]) => this.live(token))
      .map(([, entry]) => {
        const member = this.ws.members.get(entry.memberId)
        return {
          memberId: entry.memberId,
          email: member?.email ?? null,
          createdAt: entry.createdAt,
          idleSecondsLeft: entry.expiresAt - now,
          permissionsChanged: member ? permissionKey(member) !== entry.permissionKey : false,
        }
      })
  }

  /**
   * The duplicate-request lock (§6.7): whether the same member sent the same URL and body within the lock's time.
   * Takes the lock when it is free; it is never released, it lapses.
   */
  locked(memberId: number, url: string, body: string): boolean {
    const now = this.defaults.nowMs()
    for (const [key, until] of this.#locks) if (until <= now) this.#locks.delete(key)
    const key = `${memberId}\n${url}\n${body}`
    if (this.#locks.has(key)) return true
    this.#locks.set(key, now + DUPLICATE_LOCK_MS)
    return false
  }

  // ---- two-factor devices ----

  isTrusted(email: string, userAgent: string): boolean {
    if (!this.trustDevices) return false
    const since = this.#trusted.get(email.toLowerCase())?.get(userAgent)
    return since !== undefined && this.ws.now() - since < DEVICE_TRUST_SECONDS
  }

  trust(email: string, userAgent: string): void {
    const key = email.toLowerCase()
    const devices = this.#trusted.get(key) ?? new Map<string, number>()
    devices.set(userAgent, this.ws.now())
    this.#trusted.set(key, devices)
  }

  // ---- sign-in codes ----

  /** Takes the e-mail's resend lock; false when it is taken (it is never released, it lapses). */
  takeCodeLock(email: string): boolean {
    const key = email.trim().toLowerCase()
    const now = this.ws.now()
    const until = this.#codeLocks.get(key)
    if (until !== undefined && until > now) return false
    this.#codeLocks.set(key, now + SIGN_IN_CODE_RESEND_SECONDS)
    return true
  }

  /** A new sign-in code for the member, mailed (the mailbox keeps it) and valid for three minutes. */
  mailCode(member: MemberRecord): string {
    let code = ''
    for (let i = 0; i < 6; i++) code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]
    const now = this.ws.now()
    this.#codes.set(member.email.toLowerCase(), { code, expiresAt: now + SIGN_IN_CODE_SECONDS })
    this.ws.mailbox.push({ email: member.email, code, sentAt: now, subject: SIGN_IN_CODE_SUBJECT })
    this.ws.changed()
    return code
  }

  /** Whether `code` is the e-mail's live sign-in code (compared exactly). */
  codeMatches(email: string, code: string): boolean {
    const stored = this.#codes.get(email.trim().toLowerCase())
    return stored !== undefined && stored.expiresAt > this.ws.now() && stored.code === code
  }

  // ---- the activity log ----

  record(actor: Actor, what: { target: string; content: string; refs?: Partial<ActivityRecord> }): void {
    const account =
      actor.kind === 'member'
        ? {
            memberId: actor.member.id,
            optAccount: `Member(${actor.member.id})`,
            optAccountId: String(actor.member.id),
            optAccountType: 0 as const,
          }
        : actor.kind === 'key'
          ? { memberId: 0, optAccount: `OpenApi(${actor.apiKey})`, optAccountId: actor.apiKey, optAccountType: 2 as const }
          : { memberId: 0, optAccount: 'System', optAccountId: '', optAccountType: 3 as const }
    this.activity.push({
      id: ++this.#activitySeq,
      merchantId: this.ws.merchantId,
      ...account,
      optTarget: what.target,
      optContent: what.content,
      subscriptionId: '',
      userId: 0,
      invoiceId: '',
      planId: 0,
      discountCode: '',
      createTime: this.ws.now(),
      ...what.refs,
    })
    if (this.activity.length > MAX_ACTIVITY) this.activity.splice(0, this.activity.length - MAX_ACTIVITY)
  }
}

/** The sign-in state of every workspace of a sandbox. */
export class MemberAuth {
  readonly #byWorkspace = new WeakMap<Workspace, WorkspaceSessions>()
  readonly idleSeconds: number
  readonly #nowMs: () => number

  constructor(options: { idleSeconds?: number; nowMs?: () => number } = {}) {
    this.idleSeconds = options.idleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS
    this.#nowMs = options.nowMs ?? (() => Date.now())
  }

  of(ws: Workspace): WorkspaceSessions {
    let sessions = this.#byWorkspace.get(ws)
    if (!sessions) {
      sessions = new WorkspaceSessions(ws, { idleSeconds: this.idleSeconds, nowMs: this.#nowMs })
      this.#byWorkspace.set(ws, sessions)
    }
    return sessions
  }
}

// ---- helpers ----

function base64url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/** yyyyMMddHHmmss, UTC. */
function compactTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\D/g, '').slice(0, 14)
}

/** The workspace id a token's claims name, when it reads as one of this sandbox's tokens. */
export function workspaceIdOfToken(token: string): string | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined
  const payload = token.slice(TOKEN_PREFIX.length).split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(fromBase64url(payload))
    const ws = (claims as { ws?: unknown } | null)?.ws
    return typeof ws === 'string' ? ws : undefined
  } catch {
    return undefined
  }
}

/** What the member may do, as the service fingerprints it (§6.6): owner or not, and the roles' permissions. */
export function permissionKey(member: MemberRecord): string {
  return `${member.isOwner}_${JSON.stringify((member.MemberRoles ?? []).map((role) => role.permissions ?? []))}`
}

export function isSuspended(member: MemberRecord): boolean {
  return member.status === AccountStatus.suspended
}

// ---- admission ----

/** Whether a request is the real service's OpenAPI mode (A1): a `Bearer ` header, or an OpenAPI user agent. */
function openApiMode(authorization: string | null, userAgent: string | null): boolean {
  return (
    authorization === 'Bearer' || (authorization?.startsWith('Bearer ') ?? false) || (userAgent?.includes('OpenAPI') ?? false)
  )
}

/** A member call that may go on, or the answer that refuses it; `portal` marks the real service's portal mode. */
export type MemberAdmission =
  | { ws: Workspace; dialect: Dialect; actor: Actor; portal: boolean }
  | { answer: Answer }
  /** Not a sign-in call nor a session's: the API key decides. */
  | { key: true; scoped?: Workspace }

/** The workspace and dialect of a request as far as its address and its header tell, for answers before admission. */
export function workspaceOf(store: Store, request: Request): Workspace | undefined {
  const { workspaceId } = scopeOf(new URL(request.url).pathname)
  if (workspaceId) return store.byId(workspaceId)
  const authorization = request.headers.get('Authorization') ?? ''
  const key = bearerKey(authorization)
  if (key) return store.byKey(key)
  const tokenWs = workspaceIdOfToken(authorization.trim())
  return tokenWs ? store.byId(tokenWs) : undefined
}

/**
 * Admits a call of the merchant API that a member makes or that needs no credential, in the order of
 * member-sign-in.md §6.5: the token, the member, suspension, changed permissions (62, not on logout), then the
 * duplicate-request lock, then the session is renewed. Other calls are left to the API key (`{ key: true }`).
 */
export async function admitMember(
  store: Store,
  auth: MemberAuth,
  request: Request,
  endpointOf: (path: string) => Endpoint | undefined,
): Promise<MemberAdmission> {
  const url = new URL(request.url)
  const { workspaceId, path } = scopeOf(url.pathname)
  const scoped = workspaceId ? store.byId(workspaceId) : undefined
  if (workspaceId && (!scoped || scoped.revoked)) {
    const dialect = createDialect(store.defaultDialect, { now: store.now() })
    return { answer: dialect.failure({ status: 404, code: 404, message: `Unknown workspace: ${workspaceId}` }, 0) }
  }
  const authorization = request.headers.get('Authorization')
  const userAgent = request.headers.get('User-Agent')
  const openApi = openApiMode(authorization, userAgent)
  const dialectFor = (ws: Workspace | undefined) =>
    createDialect(ws?.dialect ?? store.defaultDialect, { endpoint: endpointOf(path), now: ws?.now() ?? store.now() })

  // The sign-in calls: no credential needed (a valid key may pick the workspace).
  if (path.startsWith('/merchant/auth/')) {
    const key = bearerKey(authorization)
    const ws = scoped ?? (key ? store.byKey(key) : undefined) ?? store.primary
    return { ws, dialect: dialectFor(ws), actor: { kind: 'system' }, portal: !openApi }
  }

  const token = authorization?.trim() ?? ''
  if (openApi) {
    // A session token sent as `Bearer <token>`: the real service (S) looks it up as an API key and refuses it.
    const bearerToken = bearerKey(authorization)
    if (bearerToken?.startsWith(TOKEN_PREFIX)) {
      const ws = store.byId(workspaceIdOfToken(bearerToken) ?? '') ?? scoped
      const dialect = dialectFor(ws)
      return {
        answer: dialect.failure(
          { status: 401, code: 401, message: 'A session token is sent as it is, without "Bearer ": Authorization: <token>' },
          0,
        ),
      }
    }
    return { key: true, scoped }
  }
  // No header, or one that is not a session token of this sandbox: the API key's rules answer it.
  if (!token.startsWith(TOKEN_PREFIX)) return { key: true, scoped }

  const ws = store.byId(workspaceIdOfToken(token) ?? '')
  const target = scoped ?? ws
  const dialect = dialectFor(target)
  const sessions = ws && (!scoped || scoped === ws) && !ws.revoked ? auth.of(ws) : undefined
  const entry = sessions?.live(token)
  if (!ws || !sessions || !entry) {
    return {
      answer: sessionEnded(dialect, 'invalid token', 'The session has ended (signed out, or idle too long): sign in again'),
    }
  }
  const member = ws.members.get(entry.memberId)
  if (!member) {
    return { answer: sessionEnded(dialect, 'merchant user not found', 'The member of this session no longer exists') }
  }
  if (isSuspended(member)) {
    return {
      answer: sessionEnded(
        dialect,
        SUSPENDED_TEXT,
        `${member.email} is suspended: ask the merchant's owner to resume the account`,
      ),
    }
  }
  if (permissionKey(member) !== entry.permissionKey && !url.href.includes('logout')) {
    return {
      answer: sessionEnded(
        dialect,
        PERMISSION_CHANGED_TEXT,
        "The member's roles or permissions changed since signing in: sign in again",
        PERMISSION_CHANGED_CODE,
      ),
    }
  }
  if (request.method !== 'GET' && !/(list|detail|get)$/.test(url.href)) {
    const body = await request.clone().text()
    if (sessions.locked(member.id, url.href, body)) {
      // A normal error answer: the request id is set.
      const real = dialect.name === 'real'
      const code = real ? VALIDATION_CODE : 429
      return {
        answer: {
          status: real ? 200 : 429,
          envelope: errorEnvelope(code, CLICK_TOO_FAST_TEXT, ws.merchantId, dialect.requestId),
        },
      }
    }
  }
  sessions.renew(entry)
  return { ws, dialect, actor: { kind: 'member', member, token }, portal: true }
}

/**
 * A session that cannot go on. The real service answers its sign-in redirect (HTTP 200, `data: null`, `redirect:
 * "/login"`, no request id, no merchantId: §6.5) with code 61, or 62 for changed permissions; the spec dialect
 * answers HTTP 401 with its own text.
 */
function sessionEnded(dialect: Dialect, realText: string, specText: string, realCode = NOT_AUTHORISED_CODE): Answer {
  if (dialect.name !== 'real') return dialect.failure({ status: 401, code: 401, message: specText }, 0)
  const envelope = { code: realCode, message: realText, data: null, redirect: '/login', requestId: '' }
  return { status: 200, envelope: envelope as unknown as Envelope }
}
