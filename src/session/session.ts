import type { ApiError } from '../api/errors'
import { clearRecent, setRecentScope } from '../lib/recent'
import { z } from 'zod'
import { environmentSchema, sessionSettingsSchema, type Environment } from './config'
import { demoFetch } from './demo'

/**
 * The signed-in session: the chosen environment and the API key. Kept in sessionStorage only, so it
 * ends with the tab and never reaches the URL, localStorage or logs.
 */
const STORAGE_KEY = 'mbd.session'

/**
 * A session as stored (or as signing in is given it): the environment as config.json has it, a key, and the settings
 * from the runtime config at sign-in (30 minutes idle and 15 seconds a call when left out); other members are dropped.
 */
export const sessionSchema = z.object({
  environment: environmentSchema,
  apiKey: z.string().min(1),
  settings: sessionSettingsSchema.prefault({}),
})
export type Session = z.output<typeof sessionSchema>
/** What signing in is given: an environment's flags and the settings default as a stored session's do. */
export type SessionInput = z.input<typeof sessionSchema>

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

/** Keeps the session in this tab and starts using it; throws a `ZodError` for one that is not a session. */
export function signIn(session: SessionInput) {
  const parsed = sessionSchema.parse(session)
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
