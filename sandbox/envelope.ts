import { randomHex } from './random'

/**
 * The response envelope (spec 2.1) and the sandbox's error type.
 *
 * Error codes: a failed call answers the HTTP status below and the same number in `code`
 * (400 invalid input, 401 missing or invalid key, 404 unknown path, wrong method or missing resource,
 * 500 handler failure). Injected faults may use any status and code.
 */

export interface Envelope<T = unknown> {
  code: number
  data: T
  merchantId: number
  message: string
  redirect: string
  requestId: string
}

export const SUCCESS_MESSAGE = 'success'

export function newRequestId(): string {
  return `req_${randomHex(12)}`
}

export function successEnvelope<T>(data: T, merchantId: number, requestId: string): Envelope<T> {
  return { code: 0, data, merchantId, message: SUCCESS_MESSAGE, redirect: '', requestId }
}

export function errorEnvelope(code: number, message: string, merchantId: number, requestId: string): Envelope<object> {
  return { code, data: {}, merchantId, message, redirect: '', requestId }
}

/** An error that becomes an error envelope: HTTP `status`, envelope `code` (defaults to the status). */
export class SandboxError extends Error {
  readonly status: number
  readonly code: number

  constructor(status: number, message: string, code: number = status) {
    super(message)
    this.name = 'SandboxError'
    this.status = status
    this.code = code
  }
}

export function badRequest(message: string): never {
  throw new SandboxError(400, message)
}

export function unauthorized(message: string): never {
  throw new SandboxError(401, message)
}

export function notFound(message: string): never {
  throw new SandboxError(404, message)
}

export function fail(status: number, message: string, code: number = status): never {
  throw new SandboxError(status, message, code)
}

export const INTERNAL_ERROR_MESSAGE = 'Internal error'
