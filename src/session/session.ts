import { createClient, setActiveClient } from '../api/client'
import type { ApiError } from '../api/errors'
import { clearRecent, setRecentScope } from '../lib/recent'
import type { Environment } from './config'
import { demoFetch } from './demo'

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

/** What signing in is given: the settings, and an environment's flags, default as a stored session's do. */
export type SessionInput = {
  environment: Omit<Environment, 'sandbox' | 'demo'> & Partial<Pick<Environment, 'sandbox' | 'demo'>>
  apiKey: string
  settings?: Partial<SessionSettings>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined)
/** A flag: false when left out; anything else but true or false makes the session invalid (undefined). */
const flag = (value: unknown) => (value === undefined ? false : typeof value === 'boolean' ? value : undefined)
/** A positive number, `fallback` when left out; anything else makes the session invalid (undefined). */
const positive = (value: unknown, fallback: number) =>
  value === undefined ? fallback : typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : undefined

/**
 * A session as stored, or null when it is not one: the environment (id, label and address, its flags false when
 * left out), a key, and the settings (30 minutes idle and 15 seconds a call when left out); other members are
 * dropped. Written out rather than a schema, as the config's environments are checked (config.ts): every
 * signed-in page reads it first, before any schema has been built (session.test.ts holds the two to agreeing).
 */
export function readSession(value: unknown): Session | null {
  if (!isRecord(value) || !isRecord(value.environment)) return null
  const { environment: stored, apiKey } = value
  const environment = {
    id: text(stored.id),
    label: text(stored.label),
    baseUrl: text(stored.baseUrl),
    sandbox: flag(stored.sandbox),
    demo: flag(stored.demo),
  }
  const settings = value.settings === undefined ? {} : value.settings
  if (!isRecord(settings)) return null
  const idleTimeoutMinutes = positive(settings.idleTimeoutMinutes, 30)
  const requestTimeoutSeconds = positive(settings.requestTimeoutSeconds, 15)
  if (Object.values(environment).some((member) => member === undefined)) return null
  if (text(apiKey) === undefined || idleTimeoutMinutes === undefined || requestTimeoutSeconds === undefined) return null
  return {
    environment: environment as Environment,
    apiKey: apiKey as string,
    settings: { idleTimeoutMinutes, requestTimeoutSeconds },
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
  setActiveClient(
    session
      ? createClient({
          baseUrl: session.environment.baseUrl,
          apiKey: session.apiKey,
          timeoutMs: session.settings.requestTimeoutSeconds * 1000,
          fetch: fetchFor(session.environment),
          onUnauthorized: (error) => unauthorizedHandler(error),
        })
      : null,
  )
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
    activate(null)
  }
  return current
}

export function getSession(): Session | null {
  return current
}

export function signIn(session: SessionInput) {
  const parsed = readSession(session)
  if (!parsed) throw new Error('Not a session: an environment (id, label, address) and an API key are needed')
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(parsed))
  activate(parsed)
}

/** Ends the session (the button, an idle timeout or a refused key): the key and the recent items go. */
export function signOut() {
  sessionStorage.removeItem(STORAGE_KEY)
  clearRecent()
  activate(null)
}

/** What to do when the service refuses the key mid-session (set once by the app). */
export function onUnauthorized(handler: (error: ApiError) => void) {
  unauthorizedHandler = handler
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
