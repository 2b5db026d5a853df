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
import { fetchFor, getSession, reportUnauthorized, type Session } from '../session/session'

export interface ClientConfig {
  baseUrl: string
  apiKey: string
  fetch?: typeof fetch
  /** Per attempt; default 15 s. */
  timeoutMs?: number
  /** Attempts in all for a read that keeps failing on the server or network side; default 3. */
  maxTries?: number
  /** Wait before retry number `attempt` (1 for the first retry). */
  retryDelayMs?: (attempt: number) => number
  /** Called when the service answers HTTP 401. */
  onUnauthorized?: (error: ApiError) => void
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface Client {
  baseUrl: string
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

/**
 * The request as it may be shown or copied: every secret member the contract marks (passwords, codes)
 * holds `$NAME` instead of its value, and `secrets` lists those names. No key.
 */
export function describeRequest(baseUrl: string, endpoint: Endpoint, input: unknown): RequestDescription {
  const secrets = new Set<string>()
  const redacted = redactSecrets(endpoint.input, input, (member) => {
    const name = secretVariable(member)
    secrets.add(name)
    return `$${name}`
  })
  const request = buildRequest(baseUrl, endpoint, redacted)
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

/** Turns an HTTP answer into the endpoint's data, or throws the matching ApiError. */
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

  if (httpStatus === 401) {
    const message = serviceMessage(envelope) ?? 'The API key is missing or was refused. Sign in again.'
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

const CANCELLED = 'The request was cancelled.'

export function createClient(config: ClientConfig): Client {
  const { baseUrl, apiKey, timeoutMs = 15_000, maxTries = 3, retryDelayMs = defaultRetryDelay } = config
  const fetchImpl = config.fetch ?? ((url, init) => globalThis.fetch(url, init))

  /** Sends a request and reads its answer. */
  async function send(request: RequestDescription, signal: AbortSignal | undefined, fail: (f: Failure) => ApiError) {
    const timeout = AbortSignal.timeout(timeoutMs)
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout
    let httpStatus: number
    let text: string
    try {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: { ...request.headers, Authorization: `Bearer ${apiKey}` },
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
    const { signal } = options
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
      new ApiError({ ...failure, path, method, request: describeRequest(baseUrl, endpoint, validated.data), read })
    // A list or detail call the service does not have, though it answers others (./notOffered): not sent again.
    const mayBeMissing = endpoint.origin === 'extension'
    const notOfferedError = (cause?: unknown) =>
      fail({ kind: 'network', message: `This service does not offer ${path}.`, unsupported: true, cause })
    if (mayBeMissing && notOffered.has(path)) throw notOfferedError()

    for (let attempt = 1; ; attempt++) {
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
      try {
        const { httpStatus, text } = await send(request, signal, fail)
        const answer = interpret(endpoint, httpStatus, text, fail)
        log({ httpStatus, code: answer.envelope.code, requestId: answer.envelope.requestId ?? null })
        return answer.data as EndpointOutput<E>
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        log({ httpStatus: error.httpStatus, code: error.code, requestId: error.requestId, errorKind: error.kind })
        if (error.kind === 'unauthorized') config.onUnauthorized?.(error)
        if (mayBeMissing && error.unsupported) notOffered.add(path)
        if (error.kind === 'network' && mayBeMissing && (await notOffered.check(path))) throw notOfferedError(error.cause)
        if (endpoint.kind !== 'read' || !error.retryable || attempt >= maxTries) throw error
      }
      try {
        await sleep(retryDelayMs(attempt), signal)
      } catch (cause) {
        throw fail({ kind: 'aborted', message: CANCELLED, cause })
      }
    }
  }

  return { baseUrl, call }
}

// ---- the app's active client ----

/** A client set in place of the session's (`undefined`: the session's). */
let chosen: Client | null | undefined
let sessionClient: { session: Session; client: Client } | undefined

/** Puts a client (or none) in place of the session's, as a test does; `undefined` goes back to the session's. */
export function setActiveClient(client: Client | null | undefined): void {
  chosen = client
}

/**
 * The client of the tab's session (one per session, built when first asked for), none when signed out. The
 * session does not build it: the app's first page (sign-in) reads the session without loading the client.
 */
export function getActiveClient(): Client | null {
  if (chosen !== undefined) return chosen
  const session = getSession()
  if (!session) return null
  if (sessionClient?.session !== session) {
    const client = createClient({
      baseUrl: session.environment.baseUrl,
      apiKey: session.apiKey,
      timeoutMs: session.settings.requestTimeoutSeconds * 1000,
      fetch: fetchFor(session.environment),
      onUnauthorized: reportUnauthorized,
    })
    sessionClient = { session, client }
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

/** The cURL command for the request the client would send for this input, its secrets left to the shell. */
export function toCurl({ baseUrl, endpoint, input }: { baseUrl: string; endpoint: Endpoint; input: unknown }): string {
  const validated = endpoint.input.safeParse(input)
  return curlFromRequest(describeRequest(baseUrl, endpoint, validated.success ? validated.data : input))
}
