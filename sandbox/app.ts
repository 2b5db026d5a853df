import { type Context, Hono } from 'hono'
import { getPath } from 'hono/utils/url'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { HttpMethod } from '../src/api/contract/core'
import { endpointsByPath } from '../src/api/contract/endpoints'
import { controlApp, faultMessage } from './control'
import { corsMiddleware, DEFAULT_CORS_ORIGINS } from './cors'
import { admit, type Answer, calledAs, type Dialect, type DialectName } from './dialect'
import { badRequest, errorEnvelope, fail, INTERNAL_ERROR_MESSAGE, newRequestId, notFound, SandboxError } from './envelope'
import { areas as defaultAreas } from './handlers'
import { pageSecurity } from './hosted'
import { errorPage } from './html'
import { readJsonObject, routedPath, scopeOf, sleep } from './http'
import { routedMethods } from './routes'
import { defaultLimits, type Limits, limitsMiddleware } from './limits'
import { type AreaModule, buildRegistry, type Handler, type HandlerRegistration, type PageRoute } from './registry'
import { formatIssues, queryToInput } from './schema'
import type { DatasetName } from './seed'
import { Store, type StoreSnapshot, type Workspace, type WorkspaceChange } from './store'
import { type Actor, admitMember, MemberAuth, workspaceOf } from './member-auth'
import { memberSessionControl } from './member-session-control'
import { recordWrite } from './activity'

/**
 * The sandbox HTTP app: the merchant API at /merchant/..., the control API at /__sandbox/..., and the
 * pages that area modules add. Runs anywhere `fetch` handlers run (Node via @hono/node-server, or in a
 * browser page): no Node modules here.
 */

export interface SandboxOptions {
  /** The primary workspace's key. */
  apiKey: string
  /** The primary workspace's dataset when it is created (default demo). */
  dataset?: DatasetName
  /** Current time in seconds since the epoch (default: the clock). */
  now?: () => number
  /**
   * Gets what each request changed, before its answer goes out (the journal in persist.ts writes it to
   * disk). When it throws, the answer is a 500: nothing is acknowledged that was not saved.
   */
  persist?: (changes: WorkspaceChange[]) => void
  /** State to start from (a snapshot saved earlier). */
  initialState?: StoreSnapshot
  /** Area modules (default: every module in handlers/, the spec's; `allAreas` in areas.ts adds the extensions). */
  areas?: readonly AreaModule[]
  /** Public base URL for links (default: the origin of each request). */
  publicUrl?: string
  /** Gets unexpected errors (default: console.error). */
  onError?: (error: unknown) => void
  /** No workspace is created beyond this number (default 1000). */
  maxWorkspaces?: number
  /** How the merchant API answers (dialect.ts): the primary workspace's dialect and that of new workspaces (default spec). */
  dialect?: DialectName
  /**
   * Whether the real service's list, search and detail calls answer: the primary workspace's setting and
   * the default of new workspaces (default true; off, they answer 404 as unknown paths).
   */
  extensions?: boolean
  /** Limits on request bodies and URLs (default `defaultLimits`). */
  limits?: Partial<Limits>
  /** The origins of the web pages that may call the sandbox (default: the dashboard's dev and preview origins). */
  corsOrigins?: readonly string[]
  /** Loopback ports every workspace may deliver webhooks to (each workspace may add its own). */
  webhookPorts?: readonly number[]
  /** A member's session ends after this long without a call (default 600, as the real service's). */
  sessionIdleSeconds?: number
}

export const SAVE_FAILED_MESSAGE = 'Internal error: the change could not be saved'

export interface Sandbox {
  app: Hono
  store: Store
  /** Handler registrations by endpoint path. */
  handlers: ReadonlyMap<string, HandlerRegistration>
  /** Members' sessions, sign-in codes and activity log, by workspace. */
  memberAuth: MemberAuth
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000))
  const dataset = options.dataset ?? 'demo'
  const onError = options.onError ?? ((error: unknown) => console.error('[sandbox]', error))
  const areas = options.areas ?? defaultAreas
  const handlers = buildRegistry(areas)
  /** The spec's endpoint of a path, or the extension registered for it. */
  const endpointOf = (path: string) => endpointsByPath.get(path) ?? handlers.get(path)?.endpoint

  const store = new Store({
    now,
    maxWorkspaces: options.maxWorkspaces,
    webhookPorts: options.webhookPorts,
    dialect: options.dialect,
    extensions: options.extensions,
  })
  if (options.initialState) store.restore(options.initialState, { apiKey: options.apiKey, dataset })
  else store.createWorkspace({ apiKey: options.apiKey, dataset, primary: true })
  if (options.dialect) store.primary.dialect = options.dialect
  if (options.extensions !== undefined) store.primary.extensions = options.extensions
  store.takeChanges()
  const memberAuth = new MemberAuth({
    idleSeconds: options.sessionIdleSeconds,
    // A clock given in seconds (tests) times the duplicate-request lock too.
    nowMs: options.now ? () => options.now!() * 1000 : undefined,
  })

  const baseOf = (c: Context) => (options.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')
  const hostedUrl = (base: string, ws: Workspace) => (path: string) => {
    const url = `${base}/hosted${path.startsWith('/') ? path : `/${path}`}`
    if (ws.id === store.primary.id) return url
    return `${url}${url.includes('?') ? '&' : '?'}ws=${encodeURIComponent(ws.id)}`
  }

  /**
   * Whether the real dialect answers a request as the real service answers a path it does not have: one neither of
   * the spec nor, while they are on, of the extensions (real-service.md A1). A preflight carries no key: it is
   * answered in the sandbox's dialect, with the sandbox's default for the extensions.
   */
  const unknownToRealService = (request: Request): boolean => {
    const ws = workspaceOf(store, request)
    const dialect = ws?.dialect ?? calledAs(store, request).dialect
    if (dialect !== 'real') return false
    const endpoint = endpointOf(routedPath(request))
    if (!endpoint || (endpoint.origin === 'extension' && !(ws?.extensions ?? store.extensionsByDefault))) return true
    // A method the service does not route for the path is as unknown to it as the path (a preflight is CORS's).
    return request.method !== 'OPTIONS' && !routedMethods(endpoint).includes(request.method as HttpMethod)
  }

  // `/ws/<workspace id>/merchant/…` is routed as `/merchant/…`: the calls that carry no key (a member's sign-in) reach
  // that workspace (member-auth.ts).
  const app = new Hono({ getPath: (request) => scopeOf(getPath(request)).path })

  // The real service's middleware (CORS included) is bound to each of its routes, so a path it does not have runs
  // none of it: its web framework's bare 404, without an envelope or CORS headers. A page on another origin cannot
  // read it, and sees a network error. Ahead of every other middleware here for the same reason.
  app.use('/merchant/*', async (c, next) => {
    if (unknownToRealService(c.req.raw)) return c.text('Not Found', 404)
    await next()
  })
  app.use('*', corsMiddleware(options.corsOrigins ?? DEFAULT_CORS_ORIGINS))
  app.use('*', limitsMiddleware({ ...defaultLimits, ...options.limits }))

  // What a request changed is saved before its answer goes out.
  app.use('*', async (c, next) => {
    await next()
    const changes = store.takeChanges()
    if (!options.persist || changes.length === 0) return
    try {
      options.persist(changes)
    } catch (error) {
      onError(error)
      c.res = c.json(errorEnvelope(500, SAVE_FAILED_MESSAGE, 0, newRequestId()), 500)
    }
  })

  app.route('/__sandbox', controlApp({ store, onError }))
  app.route('/__sandbox', memberSessionControl({ store, memberAuth, onError }))

  // ---- the merchant API ----

  async function dispatch(c: Context, ws: Workspace, dialect: Dialect, actor: Actor): Promise<object> {
    const path = c.req.path
    const endpoint = endpointOf(path)
    const registration = handlers.get(path)
    // With the extensions off, their paths are as unknown as they are to a service that has only the spec's.
    if (!endpoint || (endpoint.origin === 'extension' && !ws.extensions)) notFound(`Unknown path: ${path}`)
    // The real service routes some paths for GET and POST both; the spec dialect takes the contract's method only.
    const methods = dialect.name === 'real' ? routedMethods(endpoint) : [endpoint.method]
    if (!methods.includes(c.req.method as HttpMethod)) notFound(`${path} takes ${endpoint.method}, not ${c.req.method}`)

    const raw =
      c.req.method === 'GET' ? queryToInput(endpoint.input, new URL(c.req.url).searchParams) : await readJsonObject(c.req.raw)
    dialect.checkInput(raw)
    const prepared = registration?.prepare?.(raw, dialect) ?? { input: raw }
    if ('answer' in prepared) return prepared.answer
    const parsed = endpoint.input.safeParse(prepared.input)
    if (!parsed.success) badRequest(formatIssues(parsed.error.issues))
    if (prepared.beyond) Object.assign(parsed.data as object, prepared.beyond)

    if (!registration) notFound(`${path} is not implemented in this sandbox yet`)
    const handler = registration.handler as Handler
    const base = baseOf(c)
    const sessions = memberAuth.of(ws)
    const data = await handler({
      input: parsed.data,
      store: ws,
      now: () => ws.now(),
      base,
      hostedUrl: hostedUrl(base, ws),
      requestId: dialect.requestId,
      endpoint,
      dialect,
      actor,
      sessions,
      userAgent: c.req.header('User-Agent') ?? '',
      notFound,
      badRequest,
      fail,
    })
    if (endpoint.kind === 'write') {
      ws.changed()
      recordWrite(ws, sessions, actor, endpoint, parsed.data)
    }
    return data ?? {}
  }

  app.all('/merchant/*', async (c) => {
    const member = await admitMember(store, memberAuth, c.req.raw, endpointOf)
    if ('answer' in member) return c.json(member.answer.envelope, member.answer.status as ContentfulStatusCode)
    const byKey = 'key' in member ? admit(store, c.req.raw, endpointOf) : undefined
    if (byKey && 'answer' in byKey) return c.json(byKey.answer.envelope, byKey.answer.status as ContentfulStatusCode)
    const admission: { ws: Workspace; dialect: Dialect; actor: Actor; portal: boolean } = byKey
      ? { ...byKey, actor: { kind: 'key', apiKey: byKey.ws.apiKey }, portal: false }
      : (member as Exclude<typeof member, { key: true }>)
    const { ws, dialect, actor } = admission
    // The real service's portal mode (a member's browser) answers HTTP 200 whatever the outcome: the code says it.
    const portal = admission.portal && dialect.name === 'real'
    const requestId = dialect.requestId

    const respond = ({ status, envelope }: Answer, fault = false) => {
      ws.logCall({ method: c.req.method, path: c.req.path, time: ws.now(), status, code: envelope.code, requestId, fault })
      return c.json(envelope, (portal && !fault ? 200 : status) as ContentfulStatusCode)
    }

    const fault = ws.takeFault(c.req.path)
    if (fault?.delayMs) await sleep(fault.delayMs)
    if (fault?.status !== undefined) {
      const code = fault.code ?? fault.status
      const message = fault.message ?? faultMessage(fault.status, code)
      return respond({ status: fault.status, envelope: errorEnvelope(code, message, ws.merchantId, requestId) }, true)
    }

    try {
      const data = await dispatch(c, ws, dialect, actor)
      return respond({ status: 200, envelope: dialect.success(data, ws.merchantId) })
    } catch (error) {
      if (error instanceof SandboxError) return respond(dialect.failure(error, ws.merchantId))
      onError(error)
      return respond(dialect.unexpected(ws.merchantId))
    }
  })

  // ---- pages of area modules ----

  const security = pageSecurity(options.publicUrl)
  const mountPage = (page: PageRoute) => {
    app.on(page.method ?? 'GET', page.path, security, async (c) => {
      const query = new URL(c.req.url).searchParams
      const wsId = query.get('ws')
      const ws = wsId ? store.byId(wsId) : store.primary
      // A revoked key's pages go with it.
      if (!ws || ws.revoked) return c.html(errorPage(404, 'Unknown workspace'), 404)
      const base = baseOf(c)
      try {
        const result = await page.render({
          params: c.req.param() as Record<string, string>,
          query,
          store: ws,
          now: () => ws.now(),
          base,
          hostedUrl: hostedUrl(base, ws),
          request: c.req.raw,
          form: async () => {
            const form = await c.req.parseBody()
            return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]))
          },
          notFound,
          badRequest,
        })
        return typeof result === 'string' ? c.html(result) : result
      } catch (error) {
        if (error instanceof SandboxError)
          return c.html(errorPage(error.status, error.message), error.status as ContentfulStatusCode)
        onError(error)
        return c.html(errorPage(500, INTERNAL_ERROR_MESSAGE), 500)
      }
    })
  }
  for (const area of areas) for (const page of area.pages ?? []) mountPage(page)

  // ---- everything else ----

  app.notFound((c) => c.json(errorEnvelope(404, `Unknown path: ${c.req.path}`, 0, newRequestId()), 404))
  app.onError((error, c) => {
    onError(error)
    return c.json(errorEnvelope(500, INTERNAL_ERROR_MESSAGE, 0, newRequestId()), 500)
  })

  return { app, store, handlers, memberAuth }
}
