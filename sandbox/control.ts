import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { dialectNames } from './dialect'
import { badRequest, errorEnvelope, INTERNAL_ERROR_MESSAGE, newRequestId, SandboxError, successEnvelope } from './envelope'
import { authenticate, readJsonObject } from './http'
import {
  buildBatchChild,
  buildBatchTemplate,
  buildDiscountCode,
  buildGateway,
  buildInvoice,
  buildMember,
  buildMetric,
  buildPlan,
  buildProduct,
  buildSubscription,
  buildUser,
  buildUsVatUpload,
  buildVatNumber,
  buildWebhookEndpoint,
  buildWebhookLog,
  type Draft,
} from './records'
import { formatIssues, isPlainObject } from './schema'
import { datasetNames, generateProducts } from './seed'
import { type CollectionName, collectionNames, type Store, type Workspace } from './store'

/**
 * The control API for tests and demos, under /__sandbox, with the same Bearer auth as the merchant API.
 * Each verb acts on the workspace of the key used.
 */

const dataset = z.enum(datasetNames, { error: 'dataset must be demo or empty' })
const dialect = z.enum(dialectNames, { error: 'dialect must be spec or real' })
const workspacesBody = z.object({ dataset: dataset.default('empty'), dialect: dialect.optional() })
const dialectBody = z.object({ dialect })
const resetBody = z.object({ dataset: dataset.default('demo') })
const clearBody = z.object({ clear: z.literal(true, { error: 'Send { "clear": true }' }) })

const noBodyStatuses = new Set([204, 205, 304])
const faultBody = z
  .object({
    clear: z.boolean().optional(),
    path: z
      .string({ error: 'path must be text' })
      .regex(/^(\*|\/\S*)$/, { error: 'path must start with / (or be * for every path)' })
      .optional(),
    status: z
      .int({ error: 'status must be a whole number' })
      .min(200, { error: 'status must be 200 to 599' })
      .max(599, { error: 'status must be 200 to 599' })
      .refine((status) => !noBodyStatuses.has(status), { error: 'status must allow a body (not 204, 205 or 304)' })
      .optional(),
    code: z
      .int({ error: 'code must be a whole number' })
      .refine((code) => code !== 0, { error: 'code must be non-zero' })
      .optional(),
    message: z.string({ error: 'message must be text' }).optional(),
    times: z.int({ error: 'times must be a whole number' }).min(1, { error: 'times must be at least 1' }).default(1),
    delayMs: z
      .int({ error: 'delayMs must be a whole number' })
      .min(0, { error: 'delayMs cannot be negative' })
      .max(60_000, { error: 'delayMs cannot exceed 60000' })
      .default(0),
  })
  .superRefine((body, ctx) => {
    if (body.clear) return
    if (!body.path) ctx.addIssue({ code: 'custom', path: ['path'], message: 'path is required' })
    if (body.status === undefined && body.delayMs === 0) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Give a status, a delayMs, or both' })
    }
  })

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) badRequest(formatIssues(result.error.issues))
  return result.data
}

/** Default message of an injected failure. */
export function faultMessage(status: number, code: number): string {
  switch (status) {
    case 400:
      return 'Bad request'
    case 401:
      return 'Invalid API key'
    case 404:
      return 'Not found'
    case 429:
      return 'Too many requests'
    case 500:
      return 'Internal error'
    case 502:
      return 'Bad gateway'
    case 503:
      return 'Service unavailable'
    case 504:
      return 'Gateway timeout'
    default:
      return `Injected failure (code ${code})`
  }
}

// ---- seeding ----

type Seeder = (ws: Workspace, partial: Draft<object>) => object

const seeders: Record<CollectionName, Seeder> = {
  products: (ws, partial) => ws.products.put(buildProduct(ws, partial)),
  plans: (ws, partial) => ws.plans.put(buildPlan(ws, partial)),
  gateways: (ws, partial) => ws.gateways.put(buildGateway(ws, partial)),
  users: (ws, partial) => {
    const user = ws.users.put(buildUser(ws, partial))
    if (user.gatewayId && !ws.gateways.has(user.gatewayId) && user.gateway.gatewayId === user.gatewayId) {
      ws.gateways.put(user.gateway)
    }
    return user
  },
  subscriptions: (ws, partial) => ws.subscriptions.put(buildSubscription(ws, partial)),
  invoices: (ws, partial) => ws.invoices.put(buildInvoice(ws, partial)),
  discountCodes: (ws, partial) => ws.discountCodes.put(buildDiscountCode(ws, partial)),
  batchTemplates: (ws, partial) => ws.batchTemplates.put(buildBatchTemplate(ws, partial)),
  batchChildren: (ws, partial) => ws.batchChildren.put(buildBatchChild(ws, partial)),
  metrics: (ws, partial) => ws.metrics.put(buildMetric(ws, partial)),
  members: (ws, partial) => {
    const member = ws.members.put(buildMember(ws, partial))
    ws.sendCode(member.email)
    return member
  },
  webhookEndpoints: (ws, partial) => ws.webhookEndpoints.put(buildWebhookEndpoint(ws, partial)),
  webhookLogs: (ws, partial) => ws.webhookLogs.put(buildWebhookLog(ws, partial)),
  vatNumbers: (ws, partial) => ws.vatNumbers.put(buildVatNumber(ws, partial)),
  usVatUploadHistory: (ws, partial) => ws.usVatUploadHistory.put(buildUsVatUpload(ws, partial)),
}

export const MAX_GENERATED_PRODUCTS = 100_000

/** Adds (or replaces, by id) the given records; answers the stored records under the same keys. */
export function seedWorkspace(ws: Workspace, body: Record<string, unknown>): Record<string, unknown> {
  const known = new Set<string>([...collectionNames, 'generateProducts'])
  const unknown = Object.keys(body).filter((key) => !known.has(key))
  if (unknown.length) badRequest(`Unknown seed key: ${unknown.join(', ')} (known: ${[...known].join(', ')})`)
  for (const name of collectionNames) {
    const value = body[name]
    if (value === undefined) continue
    if (!Array.isArray(value) || !value.every(isPlainObject)) badRequest(`${name} must be an array of objects`)
  }
  const generate = body.generateProducts
  if (
    generate !== undefined &&
    (typeof generate !== 'number' || !Number.isInteger(generate) || generate < 0 || generate > MAX_GENERATED_PRODUCTS)
  ) {
    badRequest(`generateProducts must be a whole number from 0 to ${MAX_GENERATED_PRODUCTS}`)
  }

  const data: Record<string, unknown> = {}
  for (const name of collectionNames) {
    const value = body[name] as Record<string, unknown>[] | undefined
    if (!value) continue
    data[name] = value.map((partial, index) => {
      try {
        return seeders[name](ws, partial)
      } catch (error) {
        if (error instanceof SandboxError) badRequest(`${name}[${index}]: ${error.message}`)
        throw error
      }
    })
  }
  if (typeof generate === 'number') data.generateProducts = generateProducts(ws, generate)
  return data
}

// ---- routes ----

export interface ControlDeps {
  store: Store
  onError(error: unknown): void
}

type ControlHandler = (c: Context, ws: Workspace) => object | Promise<object>

export function controlApp({ store, onError }: ControlDeps): Hono {
  const app = new Hono()

  const verb = (handler: ControlHandler) => async (c: Context) => {
    const requestId = newRequestId()
    let merchantId = 0
    try {
      const ws = authenticate(store, c.req.header('Authorization'))
      merchantId = ws.merchantId
      const data = await handler(c, ws)
      return c.json(successEnvelope(data, merchantId, requestId), 200)
    } catch (error) {
      if (error instanceof SandboxError) {
        return c.json(errorEnvelope(error.code, error.message, merchantId, requestId), error.status as ContentfulStatusCode)
      }
      onError(error)
      return c.json(errorEnvelope(500, INTERNAL_ERROR_MESSAGE, merchantId, requestId), 500)
    }
  }
  const body = (c: Context) => readJsonObject(c.req.raw)

  app.get('/health', (c) => c.json(successEnvelope({ ok: true }, store.primary.merchantId, newRequestId())))

  app.post(
    '/workspaces',
    verb(async (c) => {
      const input = parse(workspacesBody, await body(c))
      const created = store.createWorkspace({ dataset: input.dataset, dialect: input.dialect })
      return { apiKey: created.apiKey, dataset: created.dataset, dialect: created.dialect, workspaceId: created.id }
    }),
  )

  app.post(
    '/dialect',
    verb(async (c, ws) => {
      ws.dialect = parse(dialectBody, await body(c)).dialect
      store.markDirty()
      return { dialect: ws.dialect }
    }),
  )

  app.post(
    '/revoke',
    verb((_c, ws) => {
      store.revoke(ws)
      return { revoked: true }
    }),
  )

  app.post(
    '/reset',
    verb(async (c, ws) => {
      const input = parse(resetBody, await body(c))
      store.reset(ws, input.dataset)
      return { dataset: input.dataset }
    }),
  )

  app.post(
    '/seed',
    verb(async (c, ws) => seedWorkspace(ws, await body(c))),
  )

  app.get(
    '/state',
    verb((_c, ws) => {
      const { apiKey: _apiKey, ...state } = ws.toJSON()
      return { ...state, faults: ws.faults }
    }),
  )

  app.get(
    '/faults',
    verb((_c, ws) => ({ faults: ws.faults })),
  )
  app.post(
    '/faults',
    verb(async (c, ws) => {
      const input = parse(faultBody, await body(c))
      if (input.clear) {
        ws.clearFaults(input.path)
        return { faults: ws.faults }
      }
      const fault = ws.addFault({
        path: input.path ?? '*',
        status: input.status,
        code: input.code,
        message: input.message,
        remaining: input.times,
        delayMs: input.delayMs,
      })
      return { fault, faults: ws.faults }
    }),
  )
  app.delete(
    '/faults',
    verb((_c, ws) => {
      ws.clearFaults()
      return { faults: ws.faults }
    }),
  )

  app.get(
    '/calls',
    verb((c, ws) => {
      const path = c.req.query('path')
      return { calls: path ? ws.calls.filter((call) => call.path === path) : ws.calls }
    }),
  )
  app.post(
    '/calls',
    verb(async (c, ws) => {
      parse(clearBody, await body(c))
      ws.calls = []
      return { calls: ws.calls }
    }),
  )
  app.delete(
    '/calls',
    verb((_c, ws) => {
      ws.calls = []
      return { calls: ws.calls }
    }),
  )

  app.get(
    '/mailbox',
    verb((c, ws) => {
      const email = c.req.query('email')
      return { messages: email ? ws.messagesFor(email) : ws.mailbox }
    }),
  )

  return app
}
