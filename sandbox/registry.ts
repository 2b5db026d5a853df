import type { z } from 'zod'
import type { Endpoint } from '../src/api/contract/core'
import { endpointsByPath } from '../src/api/contract/endpoints'
import type { Dialect } from './dialect'
import type { Actor, WorkspaceSessions } from './member-auth'
import type { Workspace } from './store'

/**
 * How area modules plug into the sandbox: a module lists handlers (one per merchant API endpoint, by
 * the endpoint's path) and, optionally, pages (non-API routes without auth, such as hosted pages).
 */

/** What a handler gets for one call. */
export interface HandlerContext<I = unknown> {
  /** The request input, validated (and transformed) by the endpoint's input schema. */
  input: I
  /** The calling key's workspace: collections, counters, mailbox. */
  store: Workspace
  /** Seconds since the epoch. */
  now(): number
  /** The sandbox's public base URL, without a trailing slash, e.g. http://localhost:8787. */
  base: string
  /**
   * Address of a hosted page of this workspace: `hostedUrl('/invoices/in_1')` is
   * `${base}/hosted/invoices/in_1` (plus `?ws=<workspace id>` outside the primary workspace).
   */
  hostedUrl(path: string): string
  requestId: string
  endpoint: Endpoint
  /**
   * How the workspace's calls are answered: unknown records (`dialect.notFound('invoice', id)`), refused
   * rules, empty lists and the rules where the spec and the real service differ. See dialect.ts.
   */
  dialect: Dialect
  /** Who calls: a member's session, an API key, or nobody (the sign-in calls). */
  actor: Actor
  /** The workspace's member sessions, sign-in codes, trusted devices and activity log (member-auth.ts). */
  sessions: WorkspaceSessions
  /** The caller's User-Agent ("" when none): the device a two-factor sign-in trusts. */
  userAgent: string
  /** Throw an HTTP 404 envelope with this message. */
  notFound(message: string): never
  /** Throw an HTTP 400 envelope with this message. */
  badRequest(message: string): never
  /** Throw any status; the envelope code defaults to the status. */
  fail(status: number, message: string, code?: number): never
}

/** The handler's result becomes the envelope's `data` (undefined becomes {}). */
export type HandlerResult = object | undefined | Promise<object | undefined>

export type Handler<I = unknown> = (ctx: HandlerContext<I>) => HandlerResult

/**
 * What a `prepare` step makes of the raw input: the input the contract then checks, or an answer that
 * ends the call there (as the real service answers some inputs before its own logic runs).
 */
export type Prepared =
  | {
      input: Record<string, unknown>
      /**
       * Members the service reads beyond what the contract allows (a page larger than the contract's largest), already
       * checked: kept out of the contract's check and added to the input it returns.
       */
      beyond?: Record<string, unknown>
    }
  | { answer: object }

/**
 * Reads the raw input (query or body) before the contract checks it, where the real service reads more
 * leniently than the contract sends (a negative page as the first page, a sort field by substring). It
 * may change the input, refuse it (throw an error envelope) or answer the call itself, in the call's
 * dialect.
 */
export type Prepare = (raw: Record<string, unknown>, dialect: Dialect) => Prepared

export interface HandlerRegistration {
  path: string
  /** The endpoint of the contract (given when registered by endpoint; an extension's is known by it alone). */
  endpoint?: Endpoint
  handler: Handler<never>
  prepare?: Prepare
}

/** A handler for an endpoint of the contract, typed by its input schema. */
export function handle<E extends Endpoint>(
  endpoint: E,
  handler: Handler<z.output<E['input']>>,
  options?: { prepare?: Prepare },
): HandlerRegistration
/** A handler by path (the path must be in the spec's endpoint table). */
export function handle(path: string, handler: Handler, options?: { prepare?: Prepare }): HandlerRegistration
export function handle(
  target: Endpoint | string,
  handler: Handler<never>,
  options: { prepare?: Prepare } = {},
): HandlerRegistration {
  if (typeof target === 'string') return { path: target, handler, ...options }
  return { path: target.path, endpoint: target, handler, ...options }
}

/** What a page gets for one request. */
export interface PageContext {
  /** Route parameters (`:invoiceId`). */
  params: Record<string, string>
  query: URLSearchParams
  /** The workspace named by `?ws=`, or the primary one. */
  store: Workspace
  now(): number
  base: string
  hostedUrl(path: string): string
  request: Request
  /** The submitted form fields of a POST page. */
  form(): Promise<Record<string, string>>
  notFound(message: string): never
  badRequest(message: string): never
}

/** A string result is sent as an HTML page (200); a Response is sent as is. */
export type PageResult = string | Response | Promise<string | Response>

export interface PageRoute {
  /** Default GET. */
  method?: 'GET' | 'POST'
  /** A route pattern such as '/hosted/invoices/:invoiceId'. Not under /merchant or /__sandbox. */
  path: string
  render: (ctx: PageContext) => PageResult
}

export interface AreaModule {
  area: string
  handlers: readonly HandlerRegistration[]
  pages?: readonly PageRoute[]
}

export function defineArea(module: AreaModule): AreaModule {
  return module
}

/**
 * Registrations by path, checked: every path is an endpoint of the contract (of the spec's table, or an
 * extension registered by its endpoint) and registered once.
 */
export function buildRegistry(areas: readonly AreaModule[]): Map<string, HandlerRegistration> {
  const registry = new Map<string, HandlerRegistration>()
  const pages = new Set<string>()
  for (const area of areas) {
    for (const registration of area.handlers) {
      const { path } = registration
      const extension = registration.endpoint?.origin === 'extension'
      if (!endpointsByPath.has(path) && !extension)
        throw new Error(`Area ${area.area}: ${path} is not an endpoint of the contract`)
      if (registry.has(path)) throw new Error(`Area ${area.area}: ${path} has a handler already`)
      registry.set(path, registration)
    }
    for (const page of area.pages ?? []) {
      if (page.path.startsWith('/merchant') || page.path.startsWith('/__sandbox')) {
        throw new Error(`Area ${area.area}: page ${page.path} may not be under /merchant or /__sandbox`)
      }
      const route = `${page.method ?? 'GET'} ${page.path}`
      if (pages.has(route)) throw new Error(`Area ${area.area}: page ${route} is registered already`)
      pages.add(route)
    }
  }
  return registry
}
