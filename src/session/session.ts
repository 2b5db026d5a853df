import { z } from 'zod'
import { createClient, setActiveClient } from '../api/client'
import type { ApiError } from '../api/errors'
import { clearRecent, setRecentScope } from '../lib/recent'
import { environmentSchema, type Environment } from './config'
import { demoFetch } from './demo'
import { lazySchema } from '../api/contract/core'

/**
 * The signed-in session: the chosen environment and the API key. Kept in sessionStorage only, so it
 * ends with the tab and never reaches the URL, localStorage or logs.
 */
const STORAGE_KEY = 'mbd.session'

export const sessionSettingsSchema = lazySchema(() =>
  z.object({
    idleTimeoutMinutes: z.number().positive().default(30),
    requestTimeoutSeconds: z.number().positive().default(15),
  }),
)
export type SessionSettings = z.infer<typeof sessionSettingsSchema>

const sessionSchema = lazySchema(() =>
  z.object({
    environment: environmentSchema,
    apiKey: z.string().min(1),
    /** From the runtime config at sign-in. */
    settings: sessionSettingsSchema.default({ idleTimeoutMinutes: 30, requestTimeoutSeconds: 15 }),
  }),
)
export type Session = z.infer<typeof sessionSchema>

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
    const parsed = raw ? sessionSchema.safeParse(JSON.parse(raw)) : null
    activate(parsed?.success ? parsed.data : null)
  } catch {
    activate(null)
  }
  return current
}

export function getSession(): Session | null {
  return current
}

export function signIn(session: z.input<typeof sessionSchema>) {
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

/** What to do when the service refuses the key mid-session (set once by the app). */
export function onUnauthorized(handler: (error: ApiError) => void) {
  unauthorizedHandler = handler
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
