import type { z } from 'zod'
import {
  envelopeSchema,
  redactSecrets,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type Envelope,
} from './contract/core'
import { ApiError, type ApiErrorInit, type Issue, type RequestDescription } from './errors'
import { recordRequest, type RequestLogEntry } from './requestLog'
import { curlFromRequest } from './curl'
import { buildRequest } from './request'
import { createNotOffered } from './notOffered'
import {
  fetchFor,
  getSession,
  isMemberSession,
  renewalSettled,
  reportUnauthorized,
  sessionEnded,
  sessionGeneration,
} from '../session/session'

/**
 * A member's session as the client sees it (member-sign-in.md §6): the token to send, and what to do when the
 * service ends the session (61 or 62 in portal mode, HTTP 401 otherwise) or a sign-in again is under way.
 */
export interface MemberSessionLink {
  /** The session token now: read at each send, so that a call resent after signing in again carries the new one. */
  token(): string | null
  /**
   * The service ended the session: resolves once the member has signed in again (the refused call is then sent
   * again, once), rejects when they did not (signed out).
   */
  ended(error: ApiError): Promise<void>
  /** Resolves once no sign-in again is under way: a call waits for it before it is sent. */
  settled(): Promise<void>
}

/** How a call is authorised: the API key, a member's session token, or nothing (the sign-in calls). */
export type ClientAuth = 'key' | 'session' | 'none'

export interface ClientConfig {
  baseUrl: string
  /** Every call carries `Authorization: Bearer <apiKey>`. */
  apiKey?: string
  /** Every call carries `Authorization: <token>` (no `Bearer`), and the session's end is handled in place. */
  session?: MemberSessionLink
  fetch?: typeof fetch
  /** Per attempt; default 15 s. */
  timeoutMs?: number
  /** Attempts in all for a read that keeps failing on the server or network side; default 3. */
  maxTries?: number
  /** Wait before retry number `attempt` (1 for the first retry). */
  retryDelayMs?: (attempt: number) => number
  /** Called when the service refuses the key (HTTP 401, or code 61 or 62), and in a session when it was not renewed. */
  onUnauthorized?: (error: ApiError) => void
  /** How long a read refused by the duplicate-request lock waits before it is sent again; default 2.1 s. */
  lockWaitMs?: number
}

export interface CallOptions {
  signal?: AbortSignal
  /** false: a session the service ended is not renewed for this call (signing out). */
  reauthenticate?: boolean
}

export interface Client {
  baseUrl: string
  auth: ClientAuth
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>
}

/** About 300 ms, then 900 ms, ..., each within ±20 %. */
export function defaultRetryDelay(attempt: number): number {
  return 300 * 3 ** (attempt - 1) * (0.8 + Math.random() * 0.4)
}

/** The shell variable that stands for a secret member in a described request: newPassword → NEW_PASSWORD. */
export function secretVariable(member: string): string {
  return member.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
}

/** The sign-in calls (`/merchant/auth/…`) carry no Authorization header (member-sign-in.md §3). */
export function isSignInCall(endpoint: Endpoint): boolean {
  return endpoint.path.startsWith('/merchant/auth/')
}

/**
 * The request as it may be shown or copied: every secret member the contract marks (passwords, codes)
 * holds `$NAME` instead of its value, and `secrets` lists those names. No key, no token: `auth` says which
 * stands in their place.
 */
export function describeRequest(
  baseUrl: string,
  endpoint: Endpoint,
  input: unknown,
  auth: ClientAuth = 'key',
): RequestDescription {
  const secrets = new Set<string>()
  const redacted = redactSecrets(endpoint.input, input, (member) => {
    const name = secretVariable(member)
    secrets.add(name)
    return `$${name}`
  })
  const request = {
    ...buildRequest(baseUrl, endpoint, redacted),
    auth: isSignInCall(endpoint) && auth === 'session' ? 'none' : auth,
  }
  return secrets.size ? { ...request, secrets: [...secrets] } : request
}

function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
}

/**
 * The envelope's message, for people. The real service leaks an internal prefix on some refusals (a
 * renewal answers "system_assert: subscription not found"); it says nothing to a reader and goes.
 */
function serviceMessage(envelope: Envelope | null): string | null {
  return envelope?.message?.trim().replace(/^system_assert:\s*/, '') || null
}

function httpFallback(status: number): string {
  if (status === 400) return 'The request was refused as invalid.'
  if (status === 404) return 'Not found.'
  if (status >= 500) return 'The service failed.'
  return `The service answered with HTTP ${status}.`
}

const NOT_AN_ENVELOPE = 'The service answered with something that is not a valid response.'

type Failure = Omit<ApiErrorInit, 'path' | 'method' | 'request'>

interface Answer {
  httpStatus: number
  envelope: Envelope
  data: unknown
}

/** The codes of a session the service ended: 61 (signed out, lapsed, suspended), 62 (permissions changed). */
const SESSION_ENDED_CODES = new Set([61, 62])

/**
 * Turns an HTTP answer into the endpoint's data, or throws the matching ApiError. The envelope's code decides, not
 * the HTTP status: a member's browser (the real service's portal mode) gets HTTP 200 whatever the outcome.
 */
function interpret(endpoint: Endpoint, httpStatus: number, text: string, fail: (failure: Failure) => ApiError): Answer {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const read = envelopeSchema.safeParse(json)
  const envelope = read.success ? read.data : null
  const fields = { httpStatus, code: envelope?.code ?? null, requestId: envelope?.requestId ?? null }

  if (httpStatus === 401 || SESSION_ENDED_CODES.has(envelope?.code ?? 0)) {
    const message = serviceMessage(envelope) ?? 'The service refused the credentials. Sign in again.'
    throw fail({ kind: 'unauthorized', message, ...fields })
  }
  if (httpStatus < 200 || httpStatus > 299) {
    const message = serviceMessage(envelope) ?? httpFallback(httpStatus)
    const unsupported = httpStatus === 404 && (!envelope || message.includes(endpoint.path))
    throw fail({ kind: 'http', message, unsupported, ...fields })
  }
  if (!envelope) throw fail({ kind: 'envelope', message: NOT_AN_ENVELOPE, ...fields })
  if (envelope.code !== 0) {
    const message = serviceMessage(envelope) ?? `The service refused the request (code ${envelope.code}).`
    throw fail({ kind: 'api', message, ...fields })
  }
  const data = endpoint.output.safeParse(envelope.data)
  if (!data.success && envelope.data == null) {
    throw fail({ kind: 'envelope', message: `The service has no ${endpoint.path} call.`, unsupported: true, ...fields })
  }
  if (!data.success) throw fail({ kind: 'envelope', message: NOT_AN_ENVELOPE, issues: toIssues(data.error), ...fields })
  return { httpStatus, envelope, data: data.data }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Waits for `promise`, or rejects as soon as `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

const CANCELLED = 'The request was cancelled.'

/** What a write refused by the duplicate-request lock adds to the service's words: it was not carried out. */
export const DUPLICATE_WRITE_NOTE =
  'The same request had been sent less than 2 seconds before, so the service did not carry this one out. Check whether the first one took effect before you try again.'

export function createClient(config: ClientConfig): Client {
  const { baseUrl, apiKey, session, timeoutMs = 15_000, maxTries = 3, retryDelayMs = defaultRetryDelay } = config
  const lockWaitMs = config.lockWaitMs ?? 2_100
  const fetchImpl = config.fetch ?? ((url, init) => globalThis.fetch(url, init))
  const auth: ClientAuth = session ? 'session' : apiKey !== undefined ? 'key' : 'none'

  /**
   * The Authorization header of a call: the token as it is, but none on the sign-in calls; the key after `Bearer `
   * (the password reset's calls carry the key they were given, to say which merchant the e-mail is of).
   */
  function authorization(endpoint: Endpoint | undefined): Record<string, string> {
    if (session) {
      if (endpoint && isSignInCall(endpoint)) return {}
      const token = session.token()
      return token ? { Authorization: token } : {}
    }
    return apiKey !== undefined ? { Authorization: `Bearer ${apiKey}` } : {}
  }

  /** Sends a request and reads its answer. */
  async function send(
    request: RequestDescription,
    signal: AbortSignal | undefined,
    fail: (f: Failure) => ApiError,
    endpoint?: Endpoint,
  ) {
    const timeout = AbortSignal.timeout(timeoutMs)
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout
    let httpStatus: number
    let text: string
    try {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: { ...request.headers, ...authorization(endpoint) },
        body: request.body ?? undefined,
        signal: both,
      })
      httpStatus = response.status
      text = await response.text()
    } catch (cause) {
      if (signal?.aborted) throw fail({ kind: 'aborted', message: CANCELLED, cause })
      if (timeout.aborted) {
        throw fail({ kind: 'timeout', message: `The service took longer than ${timeoutMs / 1000} s to answer.`, cause })
      }
      throw fail({ kind: 'network', message: 'The service could not be reached. Check your connection.', cause })
    }
    return { httpStatus, text }
  }

  const notOffered = createNotOffered(baseUrl, (request) =>
    send(request, undefined, (failure) => new ApiError({ ...failure, path: request.url, method: request.method })).then(
      () => true,
      () => false,
    ),
  )

  async function call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options: CallOptions = {},
  ): Promise<EndpointOutput<E>> {
    const { signal, reauthenticate = true } = options
    const { method, path } = endpoint
    const validated = endpoint.input.safeParse(input)
    if (!validated.success) {
      const issues = toIssues(validated.error)
      const message = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')
      throw new ApiError({ kind: 'validation', message, issues, path, method })
    }
    const request = buildRequest(baseUrl, endpoint, validated.data)
    const read = endpoint.kind === 'read'
    // What the error shows and copies: the request without its secrets.
    const fail = (failure: Failure) =>
      new ApiError({ ...failure, path, method, request: describeRequest(baseUrl, endpoint, validated.data, auth), read })
    // A list or detail call the service does not have, though it answers others (./notOffered): not sent again.
    const mayBeMissing = endpoint.origin === 'extension'
    const notOfferedError = (cause?: unknown) =>
      fail({ kind: 'network', message: `This service does not offer ${path}.`, unsupported: true, cause })
    if (mayBeMissing && notOffered.has(path)) throw notOfferedError()

    /** Retries of a read that failed on the server or network side. */
    let retries = 0
    let lockWaited = false
    let renewals = 0
    const wait = async (ms: number) => {
      try {
        await sleep(ms, signal)
      } catch (cause) {
        throw fail({ kind: 'aborted', message: CANCELLED, cause })
      }
    }
    for (let attempt = 1; ; attempt++) {
      // While the member signs in again, nothing is sent with the session that ended (but signing out).
      if (session && reauthenticate && !isSignInCall(endpoint)) {
        try {
          await abortable(session.settled(), signal)
        } catch (cause) {
          throw fail({
            kind: signal?.aborted ? 'aborted' : 'unauthorized',
            message: signal?.aborted ? CANCELLED : 'You are signed out.',
            cause,
          })
        }
      }
      const sent = performance.now()
      const log = (outcome: Pick<RequestLogEntry, 'httpStatus' | 'code' | 'requestId' | 'errorKind'>) => {
        const elapsed = performance.now() - sent
        const durationMs = Math.round(elapsed)
        recordRequest({
          time: Math.round(Date.now() - elapsed),
          method,
          path,
          durationMs,
          attempt,
          ok: !outcome.errorKind,
          ...outcome,
        })
      }
      let failed: ApiError
      try {
        const { httpStatus, text } = await send(request, signal, fail, endpoint)
        const answer = interpret(endpoint, httpStatus, text, fail)
        log({ httpStatus, code: answer.envelope.code, requestId: answer.envelope.requestId ?? null })
        return answer.data as EndpointOutput<E>
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        failed = error
      }
      const error = failed
      log({ httpStatus: error.httpStatus, code: error.code, requestId: error.requestId, errorKind: error.kind })
      if (error.kind === 'unauthorized') {
        // The service ended the member's session before the call ran: once signed in again, the same call goes out
        // again, a write too (it was not carried out).
        if (session && reauthenticate && !isSignInCall(endpoint) && renewals < 3) {
          renewals++
          try {
            await abortable(session.ended(error), signal)
          } catch (cause) {
            if (signal?.aborted) throw fail({ kind: 'aborted', message: CANCELLED, cause })
            throw error
          }
          continue
        }
        if (!session) config.onUnauthorized?.(error)
        throw error
      }
      if (error.duplicate) {
        // A read (or a check) that repeats an identical POST within the lock's time waits for the lock to lapse, once;
        // a write is never sent again by itself.
        if ((endpoint.kind === 'read' || endpoint.check) && !lockWaited) {
          lockWaited = true
          await wait(lockWaitMs)
          continue
        }
        if (endpoint.kind === 'write' && !endpoint.check) {
          throw fail({
            kind: error.kind,
            message: `${error.message} ${DUPLICATE_WRITE_NOTE}`,
            httpStatus: error.httpStatus,
            code: error.code,
            requestId: error.requestId,
            cause: error,
          })
        }
        throw error
      }
      if (mayBeMissing && error.unsupported) notOffered.add(path)
      if (error.kind === 'network' && mayBeMissing && (await notOffered.check(path))) throw notOfferedError(error.cause)
      if (endpoint.kind !== 'read' || !error.retryable || retries + 1 >= maxTries) throw error
      retries++
      await wait(retryDelayMs(retries))
    }
  }

  return { baseUrl, auth, call }
}

// ---- the app's active client ----

/** A client set in place of the session's (`undefined`: the session's). */
let chosen: Client | null | undefined
let sessionClient: { generation: number; client: Client } | undefined

/** Puts a client (or none) in place of the session's, as a test does; `undefined` goes back to the session's. */
export function setActiveClient(client: Client | null | undefined): void {
  chosen = client
}

/**
 * The client of the tab's session (one per session, built when first asked for; a member signing in again in place
 * keeps it), none when signed out. The session does not build it: the app's first page (sign-in) reads the session
 * without loading the client.
 */
export function getActiveClient(): Client | null {
  if (chosen !== undefined) return chosen
  const session = getSession()
  if (!session) return null
  const generation = sessionGeneration()
  if (sessionClient?.generation !== generation) {
    const common = {
      baseUrl: session.environment.baseUrl,
      timeoutMs: session.settings.requestTimeoutSeconds * 1000,
      fetch: fetchFor(session.environment),
      onUnauthorized: reportUnauthorized,
    }
    const client = isMemberSession(session)
      ? createClient({
          ...common,
          session: {
            token: () => {
              const now = getSession()
              return isMemberSession(now) ? now.token : null
            },
            ended: sessionEnded,
            settled: renewalSettled,
          },
        })
      : createClient({ ...common, apiKey: session.apiKey })
    sessionClient = { generation, client }
  }
  return sessionClient.client
}

/** Calls through the active client; without one, fails as signed out. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<EndpointOutput<E>> {
  const client = getActiveClient()
  if (!client) {
    const { path, method } = endpoint
    throw new ApiError({ kind: 'unauthorized', message: 'You are signed out.', path, method })
  }
  return client.call(endpoint, input, options)
}

/**
 * The cURL command for the request the client would send for this input, its secrets left to the shell: the key as
 * `$API_KEY`, a session's token as `$SESSION_TOKEN`.
 */
export function toCurl({
  baseUrl,
  endpoint,
  input,
  auth = 'key',
}: {
  baseUrl: string
  endpoint: Endpoint
  input: unknown
  auth?: ClientAuth
}): string {
  const validated = endpoint.input.safeParse(input)
  return curlFromRequest(describeRequest(baseUrl, endpoint, validated.success ? validated.data : input, auth))
}
