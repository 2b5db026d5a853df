import type { HttpMethod } from './contract/core'

export type ApiErrorKind = 'http' | 'api' | 'envelope' | 'network' | 'timeout' | 'aborted' | 'validation' | 'unauthorized'

/** A request as sent, without the API key: enough to show it or replay it with cURL. */
export interface RequestDescription {
  method: HttpMethod
  url: string
  /** Every header except Authorization. */
  headers: Record<string, string>
  /** What authorises it: the API key (`key`, the default), a member's session token, or nothing (a sign-in call). */
  auth?: 'key' | 'session' | 'none'
  /** The JSON body, or null for GET. */
  body: string | null
  /** Shell variables whose `$NAME` stands in the body for a secret value (see describeRequest). */
  secrets?: string[]
}

export interface Issue {
  /** Dotted path of the offending field; empty for the request as a whole. */
  path: string
  message: string
}

export interface ApiErrorInit {
  kind: ApiErrorKind
  message: string
  path: string
  method: HttpMethod
  httpStatus?: number | null
  code?: number | null
  requestId?: string | null
  issues?: Issue[]
  request?: RequestDescription
  /** Whether the call only reads (a detail or list call), so a failure may mean "no such record". */
  read?: boolean
  /** The service does not have the called path at all (see `ApiError.unsupported`). */
  unsupported?: boolean
  cause?: unknown
}

/** The real service's code for a refused request, and for a panic behind a masked "Server Error-…-68". */
const VALIDATION_CODE = 51
const PANIC_CODE = 68

/** The one error type of every call: HTTP errors, envelope errors, network failures, timeouts, bad input. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly httpStatus: number | null
  /** The envelope's code, when the service answered one. */
  readonly code: number | null
  readonly requestId: string | null
  /** The endpoint's path. */
  readonly path: string
  readonly method: HttpMethod
  readonly issues?: Issue[]
  readonly request?: RequestDescription
  /** Server and network failures: trying again may succeed. */
  readonly retryable: boolean
  /**
   * The service says the record does not exist. The spec answers HTTP 404; the real service answers
   * HTTP 400 with code 51 and a message such as "subscription not found", and a read of an unknown user
   * fails inside the service (code 68, masked message). All three count.
   */
  readonly notFound: boolean
  /**
   * The service has no such call: HTTP 404 without an envelope or naming the path itself ("Unknown path:
   * /merchant/user/list"), or a success with no data at all. A service that implements only the spec's
   * endpoints answers the list and detail calls this way; the pages then fall back to opening by id. Seen from a
   * page on another origin, the real service's answer cannot be read at all: a list or detail call that fails so
   * while the service answers others is one it does not have too (`kind` network, `./notOffered`).
   */
  readonly unsupported: boolean
  /**
   * A member's session sent the same request (URL and body) again within 2 seconds, and the service refused it
   * without carrying it out (member-sign-in.md §6.7): "You are clicking too fast". The sandbox's spec reading
   * answers HTTP 429.
   */
  readonly duplicate: boolean

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.httpStatus = init.httpStatus ?? null
    this.code = init.code ?? null
    this.requestId = init.requestId ?? null
    this.path = init.path
    this.method = init.method
    this.issues = init.issues
    this.request = init.request
    this.unsupported = Boolean(init.unsupported)
    this.duplicate =
      (init.kind === 'api' || init.kind === 'http') && (this.httpStatus === 429 || /clicking too fast/i.test(init.message))
    this.retryable = !this.unsupported && (init.kind === 'network' || (this.httpStatus ?? 0) >= 500)
    this.notFound =
      this.httpStatus === 404 ||
      (this.code === VALIDATION_CODE && /\bnot found\b/i.test(init.message)) ||
      (Boolean(init.read) && this.code === PANIC_CODE)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Whether the service does not have the called path (see `ApiError.unsupported`). */
export function isUnsupported(error: unknown): boolean {
  return isApiError(error) && error.unsupported
}

/** Whether a failed call means "there is no such record" (see `ApiError.notFound`). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.notFound
}

function title(error: ApiError): string {
  switch (error.kind) {
    case 'validation':
      return 'Some values are not valid'
    case 'unauthorized':
      return 'Signed out'
    case 'network':
      return error.unsupported ? 'Not offered' : 'Service unreachable'
    case 'timeout':
      return 'Timed out'
    case 'aborted':
      return 'Cancelled'
    case 'envelope':
      return 'Unexpected response'
    case 'api':
      return error.notFound ? 'Not found' : 'Request refused'
    case 'http':
      if (error.notFound) return 'Not found'
      if ((error.httpStatus ?? 0) >= 500) return 'Service error'
      return 'Request refused'
  }
}

/** What an error alert shows: a short title, the message, and the requestId to quote to support. */
export function describeError(error: unknown): { title: string; message: string; requestId: string | null } {
  if (isApiError(error)) return { title: title(error), message: error.message, requestId: error.requestId }
  const message = error instanceof Error && error.message ? error.message : 'An unexpected error occurred.'
  return { title: 'Something went wrong', message, requestId: null }
}
