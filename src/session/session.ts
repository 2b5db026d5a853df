import type { ApiError } from '../api/errors'
import { clearRecent, setRecentScope } from '../lib/recent'
import { readEnvironment, type Environment } from './config'
import { demoFetch } from './demo'
import { positive, record, text } from './read'

/**
 * The signed-in session: the chosen environment and the API key. Kept in sessionStorage only, so it
 * ends with the tab and never reaches the URL, localStorage or logs.
 */
const STORAGE_KEY = 'mbd.session'

export interface SessionSettings {
  idleTimeoutMinutes: number
  requestTimeoutSeconds: number
}

export interface Session {
  environment: Environment
  apiKey: string
  /** From the runtime config at sign-in. */
  settings: SessionSettings
}

/** What signing in is given: an environment's flags and the settings default as a stored session's do. */
export interface SessionInput {
  environment: Omit<Environment, 'sandbox' | 'demo'> & Partial<Pick<Environment, 'sandbox' | 'demo'>>
  apiKey: string
  settings?: Partial<SessionSettings>
}

/**
 * A session as stored (or as signing in is given it), checked: the environment as config.json has it, a key,
 * and the settings (30 minutes idle and 15 seconds a call when left out); other members are dropped. Throws an
 * `Unreadable` naming what is wrong.
 */
export function readSession(value: unknown): Session {
  const session = record(value, 'session')
  const settings = session.settings === undefined ? {} : record(session.settings, 'settings')
  return {
    environment: readEnvironment(session.environment, 'environment'),
    apiKey: text(session.apiKey, 'apiKey'),
    settings: {
      idleTimeoutMinutes: positive(settings.idleTimeoutMinutes, 'settings.idleTimeoutMinutes', 30),
      requestTimeoutSeconds: positive(settings.requestTimeoutSeconds, 'settings.requestTimeoutSeconds', 15),
    },
  }
}

export type SignOutReason = 'signed-out' | 'unauthorized' | 'idle'

type Listener = () => void
const listeners = new Set<Listener>()
let current: Session | null = null
let unauthorizedHandler: (error: ApiError) => void = () => {}

function emit() {
  for (const listener of listeners) listener()
}

function activate(session: Session | null) {
  current = session
  setRecentScope(session?.environment.id ?? null)
  emit()
}

/** The demo environment is answered inside the page; every other one over the network. */
export function fetchFor(environment: Environment): typeof fetch | undefined {
  return environment.demo ? demoFetch : undefined
}

/** Restores the session of this tab, if any. */
export function restoreSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    activate(raw ? readSession(JSON.parse(raw)) : null)
  } catch {
    // Unreadable JSON, or a stored value that is not a session (Unreadable): signed out.
    activate(null)
  }
  return current
}

export function getSession(): Session | null {
  return current
}

/** Keeps the session in this tab and starts using it; throws an `Unreadable` for one that is not a session. */
export function signIn(session: SessionInput) {
  const parsed = readSession(session)
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(parsed))
  activate(parsed)
}

/** Ends the session (the button, an idle timeout or a refused key): the key and the recent items go. */
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
