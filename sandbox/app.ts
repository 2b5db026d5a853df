import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { endpointsByPath } from '../src/api/contract/endpoints'
import { controlApp, faultMessage } from './control'
import { admit, type Answer, type Dialect, type DialectName } from './dialect'
import { badRequest, errorEnvelope, fail, INTERNAL_ERROR_MESSAGE, newRequestId, notFound, SandboxError } from './envelope'
import { areas as defaultAreas } from './handlers'
import { errorPage } from './html'
import { readJsonObject, sleep } from './http'
import { type AreaModule, buildRegistry, type Handler, type PageRoute } from './registry'
import { formatIssues, queryToInput } from './schema'
import type { DatasetName } from './seed'
import { Store, type StoreSnapshot, type Workspace } from './store'

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
  /** Called with a snapshot of every workspace after each request that changed state. */
  persist?: (snapshot: StoreSnapshot) => void
  /** State to start from (a snapshot saved earlier). */
  initialState?: StoreSnapshot
  /** Area modules (default: every module in handlers/). */
  areas?: readonly AreaModule[]
  /** Public base URL for links (default: the origin of each request). */
  publicUrl?: string
  /** Gets unexpected errors (default: console.error). */
  onError?: (error: unknown) => void
  /** Least recently used workspaces beyond this number are dropped (default 1000). */
  maxWorkspaces?: number
  /** How the merchant API answers (dialect.ts): the primary workspace's dialect and that of new workspaces (default spec). */
  dialect?: DialectName
}

export interface Sandbox {
  app: Hono
  store: Store
  /** Handlers by endpoint path. */
  handlers: ReadonlyMap<string, Handler>
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000))
  const dataset = options.dataset ?? 'demo'
  const onError = options.onError ?? ((error: unknown) => console.error('[sandbox]', error))
  const areas = options.areas ?? defaultAreas
  const handlers = buildRegistry(areas)

  const store = new Store({ now, maxWorkspaces: options.maxWorkspaces, dialect: options.dialect })
  if (options.initialState) store.restore(options.initialState, { apiKey: options.apiKey, dataset })
  else store.createWorkspace({ apiKey: options.apiKey, dataset, primary: true })
  if (options.dialect) store.primary.dialect = options.dialect
  store.takeDirty()

  const baseOf = (c: Context) => (options.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')
  const hostedUrl = (base: string, ws: Workspace) => (path: string) => {
    const url = `${base}/hosted${path.startsWith('/') ? path : `/${path}`}`
    if (ws.id === store.primary.id) return url
    return `${url}${url.includes('?') ? '&' : '?'}ws=${encodeURIComponent(ws.id)}`
  }

  const app = new Hono()

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
  )

  // Persist once per request that changed something.
  app.use('*', async (_c, next) => {
    await next()
    if (options.persist && store.takeDirty()) options.persist(store.snapshot())
  })

  app.route('/__sandbox', controlApp({ store, onError }))

  // ---- the merchant API ----

  async function dispatch(c: Context, ws: Workspace, dialect: Dialect): Promise<object> {
    const path = c.req.path
    const endpoint = endpointsByPath.get(path)
    if (!endpoint) notFound(`Unknown path: ${path}`)
    if (endpoint.method !== c.req.method) notFound(`${path} takes ${endpoint.method}, not ${c.req.method}`)

    const raw =
      endpoint.method === 'GET' ? queryToInput(endpoint.input, new URL(c.req.url).searchParams) : await readJsonObject(c.req.raw)
    dialect.checkInput(raw)
    const parsed = endpoint.input.safeParse(raw)
    if (!parsed.success) badRequest(formatIssues(parsed.error.issues))

    const handler = handlers.get(path)
    if (!handler) notFound(`${path} is not implemented in this sandbox yet`)
    const base = baseOf(c)
    const data = await handler({
      input: parsed.data,
      store: ws,
      now: () => ws.now(),
      base,
      hostedUrl: hostedUrl(base, ws),
      requestId: dialect.requestId,
      endpoint,
      dialect,
      notFound,
      badRequest,
      fail,
    })
    if (endpoint.kind === 'write') store.markDirty()
    return data ?? {}
  }

  app.all('/merchant/*', async (c) => {
    const admission = admit(store, c.req.raw)
    if ('answer' in admission) return c.json(admission.answer.envelope, admission.answer.status as ContentfulStatusCode)
    const { ws, dialect } = admission
    const requestId = dialect.requestId

    const respond = ({ status, envelope }: Answer, fault = false) => {
      ws.logCall({ method: c.req.method, path: c.req.path, time: ws.now(), status, code: envelope.code, requestId, fault })
      return c.json(envelope, status as ContentfulStatusCode)
    }

    const fault = ws.takeFault(c.req.path)
    if (fault?.delayMs) await sleep(fault.delayMs)
    if (fault?.status !== undefined) {
      const code = fault.code ?? fault.status
      const message = fault.message ?? faultMessage(fault.status, code)
      return respond({ status: fault.status, envelope: errorEnvelope(code, message, ws.merchantId, requestId) }, true)
    }

    try {
      const data = await dispatch(c, ws, dialect)
      return respond({ status: 200, envelope: dialect.success(data, ws.merchantId) })
    } catch (error) {
      if (error instanceof SandboxError) return respond(dialect.failure(error, ws.merchantId))
      onError(error)
      return respond(dialect.unexpected(ws.merchantId))
    }
  })

  // ---- pages of area modules ----

  const mountPage = (page: PageRoute) => {
    app.on(page.method ?? 'GET', page.path, async (c) => {
      const query = new URL(c.req.url).searchParams
      const wsId = query.get('ws')
      const ws = wsId ? store.byId(wsId) : store.primary
      if (!ws) return c.html(errorPage(404, 'Unknown workspace'), 404)
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

  return { app, store, handlers }
}
