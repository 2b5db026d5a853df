import type { ApiError } from '../api/errors'
import { clearRecent, setRecentScope } from '../lib/recent'
import { z } from 'zod'
import { environmentSchema, sessionSettingsSchema, type Environment } from './config'
import { demoFetch } from './demo'

/**
 * The signed-in session: the chosen environment and either a member's session token (staff signed in as
 * themselves) or an API key. Kept in sessionStorage only, so it ends with the tab and never reaches the URL,
 * localStorage or logs.
 */
const STORAGE_KEY = 'mbd.session'

/**
 * Who is signed in, as the header and the permissions need it: not a secret. `groups` are the permission groups
 * the member's roles grant (member-sign-in.md §7); the owner may do everything.
 */
export const sessionMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  roles: z.array(z.string()),
  groups: z.array(z.string()),
})
export type SessionMember = z.output<typeof sessionMemberSchema>

const common = {
  environment: environmentSchema,
  settings: sessionSettingsSchema.prefault({}),
}

/**
 * A session as stored (or as signing in is given it): the environment as config.json has it, a member's token with
 * who the member is, or an API key, and the settings from the runtime config at sign-in (30 minutes idle and 15
 * seconds a call when left out); other members are dropped.
 */
export const sessionSchema = z.union([
  z.object({ ...common, token: z.string().min(1), member: sessionMemberSchema }),
  z.object({ ...common, apiKey: z.string().min(1) }),
])
export type Session = z.output<typeof sessionSchema>
export type MemberSession = Extract<Session, { token: string }>
/** What signing in is given: an environment's flags and the settings default as a stored session's do. */
export type SessionInput = z.input<typeof sessionSchema>

export function isMemberSession(session: Session | null | undefined): session is MemberSession {
  return session != null && 'token' in session
}

export type SignOutReason = 'signed-out' | 'unauthorized' | 'idle'

type Listener = () => void
const listeners = new Set<Listener>()
let current: Session | null = null
/** Grows when someone signs in or out, not when a member signs in again in place. */
let generation = 0
let unauthorizedHandler: (error: ApiError) => void = () => {}

/** A sign-in again asked for by a call the service refused because the session ended. */
interface Renewal {
  error: ApiError
  promise: Promise<void>
  resolve: () => void
  reject: (reason: unknown) => void
}
let renewal: Renewal | null = null

function emit() {
  for (const listener of listeners) listener()
}

function activate(session: Session | null) {
  current = session
  generation++
  setRecentScope(session?.environment.id ?? null)
  endRenewal(new Error('Signed out'))
  emit()
}

function store(session: Session) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session))
}

/** The demo environment is answered inside the page; every other one over the network. */
export function fetchFor(environment: Environment): typeof fetch | undefined {
  return environment.demo ? demoFetch : undefined
}

/** Restores the session of this tab, if any. */
export function restoreSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    activate(raw ? sessionSchema.parse(JSON.parse(raw)) : null)
  } catch {
    // Unreadable JSON, or a stored value that is not a session: signed out.
    activate(null)
  }
  return current
}

export function getSession(): Session | null {
  return current
}

/** Changes when someone signs in or out; stays the same while a member signs in again in place. */
export function sessionGeneration(): number {
  return generation
}

/** Keeps the session in this tab and starts using it; throws a `ZodError` for one that is not a session. */
export function signIn(session: SessionInput) {
  const parsed = sessionSchema.parse(session)
  store(parsed)
  activate(parsed)
}

/** Ends the session (the button, an idle timeout or a refused key): the key or token and the recent items go. */
export function signOut() {
  sessionStorage.removeItem(STORAGE_KEY)
  clearRecent()
  activate(null)
}

/** The service refused the session's key (its client reports it): what `onUnauthorized` set is done. */
export function reportUnauthorized(error: ApiError) {
  unauthorizedHandler(error)
}

/** What to do when the service refuses the key mid-session (set once by the app). */
export function onUnauthorized(handler: (error: ApiError) => void) {
  unauthorizedHandler = handler
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// ---- signing in again in place ----

function endRenewal(reason?: unknown) {
  const ended = renewal
  if (!ended) return
  renewal = null
  if (reason === undefined) ended.resolve()
  else ended.reject(reason)
}

/**
 * The service ended the member's session (61, 62): the member is asked to sign in again over the page, and what
 * was refused waits. Resolves once they have; rejects when they sign out instead. Every call refused meanwhile
 * shares the one sign-in.
 */
export function sessionEnded(error: ApiError): Promise<void> {
  if (!isMemberSession(current)) return Promise.reject(error)
  if (!renewal) {
    let resolve!: () => void
    let reject!: (reason: unknown) => void
    const promise = new Promise<void>((res, rej) => {
      resolve = res
      reject = rej
    })
    // Nobody may be left waiting: the calls that wait handle the outcome.
    promise.catch(() => {})
    renewal = { error, promise, resolve, reject }
    emit()
  }
  return renewal.promise
}

/** Resolves once no sign-in again is under way (at once when none is). */
export function renewalSettled(): Promise<void> {
  return renewal?.promise ?? Promise.resolve()
}

/** The refusal that asks the member to sign in again, while they have not. */
export function pendingRenewal(): ApiError | null {
  return renewal?.error ?? null
}

/** The member signed in again: the new token and what they may do replace the old, and what waited goes on. */
export function renewSession(token: string, member: SessionMember) {
  if (!isMemberSession(current)) return
  const renewed = sessionSchema.parse({ ...current, token, member })
  store(renewed)
  current = renewed
  endRenewal()
  emit()
}
