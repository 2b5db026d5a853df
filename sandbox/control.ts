import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { redactSecrets } from '../src/api/contract/core'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { dialectNames } from './dialect'
import { badRequest, errorEnvelope, fail, INTERNAL_ERROR_MESSAGE, newRequestId, SandboxError, successEnvelope } from './envelope'
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
  buildAdminNote,
  buildVatNumber,
  buildWebhookEndpoint,
  buildWebhookLog,
  type Draft,
  recordSchemas,
} from './records'
import { formatIssues, isPlainObject, typesOf } from './schema'
import { datasetNames, generateProducts } from './seed'
import {
  byCollection,
  type CollectionName,
  collectionNames,
  type Store,
  type Workspace,
  type WorkspaceCollections,
} from './store'

/**
 * The control API for tests and demos, under /__sandbox, with the same Bearer auth as the merchant API.
 * Each verb acts on the workspace of the key used.
 */

const dataset = z.enum(datasetNames, { error: 'dataset must be demo or empty' })
const dialect = z.enum(dialectNames, { error: 'dialect must be spec or real' })
const extensions = z.boolean({ error: 'extensions must be true or false' })
const workspacesBody = z.object({
  dataset: dataset.default('empty'),
  dialect: dialect.optional(),
  extensions: extensions.optional(),
})
const dialectBody = z.object({ dialect })
const extensionsBody = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) })
const resetBody = z.object({ dataset: dataset.default('demo') })
const clearBody = z.object({ clear: z.literal(true, { error: 'Send { "clear": true }' }) })
const receiverBody = z.object({
  port: z
    .int({ error: 'port must be a whole number' })
    .min(1, { error: 'port must be 1 to 65535' })
    .max(65535, { error: 'port must be 1 to 65535' }),
})

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
  adminNotes: (ws, partial) => ws.adminNotes.put(buildAdminNote(ws, partial)),
}

export const MAX_GENERATED_PRODUCTS = 100_000

/**
 * What a seed may hold, by collection: records with the JSON types of the collection's record schema
 * (every member optional), checked like a request before anything is stored. VAT numbers need their key:
 * it cannot be assigned.
 */
const seedRecords = byCollection((name) => {
  const record = typesOf(recordSchemas[name]) as z.ZodObject
  const required = z.string({ error: 'is required' }).min(1, { error: 'is required' })
  return z.array(name === 'vatNumbers' ? record.extend({ vatNumber: required }) : record)
})

/**
 * The largest number a seed may hold, in size (2^52): ids given later count up from the highest one taken,
 * quantities used count up, amounts are added and multiplied, and each must stay a whole number JavaScript
 * holds exactly (up to 2^53 - 1).
 */
const MAX_SEEDED_NUMBER = 2 ** 52

/**
 * The places in a seed, at any depth but inside metadata, of numbers it cannot hold: every number the service
 * keeps is a whole one (ids, times, amounts in minor units, counts, statuses), but exchange rates; and none
 * larger in size than MAX_SEEDED_NUMBER. The contract reads them as any number, to be lenient with answers.
 */
function numbersNotHeld(value: unknown, path: (string | number)[] = []): z.core.$ZodIssue[] {
  const issue = (message: string): z.core.$ZodIssue[] => [{ code: 'custom', path, message, input: value }]
  if (typeof value === 'number') {
    if (!Number.isInteger(value) && !/exchange_?rate$/i.test(String(path[path.length - 1])))
      return issue('must be a whole number')
    return Math.abs(value) > MAX_SEEDED_NUMBER ? issue(`must be at most ${MAX_SEEDED_NUMBER} in size`) : []
  }
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, member]) =>
    key === 'metadata' || key === 'metaData' ? [] : numbersNotHeld(member, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

/** Adds (or replaces, by id) the given records; answers the stored records under the same keys. Stores all or nothing. */
export function seedWorkspace(ws: Workspace, body: Record<string, unknown>): Record<string, unknown> {
  const known = new Set<string>([...collectionNames, 'generateProducts'])
  const unknown = Object.keys(body).filter((key) => !known.has(key))
  if (unknown.length) badRequest(`Unknown seed key: ${unknown.join(', ')} (known: ${[...known].join(', ')})`)
  const issues: z.core.$ZodIssue[] = []
  for (const name of collectionNames) {
    const value = body[name]
    if (value === undefined) continue
    if (!Array.isArray(value) || !value.every(isPlainObject)) badRequest(`${name} must be an array of objects`)
    const checked = seedRecords[name].safeParse(value)
    if (!checked.success) issues.push(...checked.error.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] })))
    else issues.push(...numbersNotHeld(value, [name]))
  }
  if (issues.length) badRequest(formatIssues(issues))
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
    data[name] = value.map((partial) => seeders[name](ws, partial))
  }
  if (typeof generate === 'number') data.generateProducts = generateProducts(ws, generate)
  return data
}

// ---- state ----

/** What the state shows for a secret that is set (passwords, two-factor and signing secrets), unless asked. */
export const HIDDEN_SECRET = '[hidden]'

/** The collections with every secret member that is set replaced by HIDDEN_SECRET (empty ones stay empty). */
function hideSecrets(collections: WorkspaceCollections): WorkspaceCollections {
  const hide = (_member: string, value: unknown) => (value === '' ? value : HIDDEN_SECRET)
  return byCollection((name) =>
    (collections[name] as object[]).map((record) => redactSecrets(recordSchemas[name], record, hide)),
  ) as unknown as WorkspaceCollections
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
    verb(async (c, ws) => {
      if (ws !== store.primary) fail(403, 'Only the primary key (the one the sandbox was started with) can create workspaces')
      const input = parse(workspacesBody, await body(c))
      if (store.full) {
        fail(
          403,
          `This sandbox holds ${store.maxWorkspaces} workspaces, its limit: start it with --max-workspaces N to allow more`,
        )
      }
      const created = store.createWorkspace({ dataset: input.dataset, dialect: input.dialect, extensions: input.extensions })
      return {
        apiKey: created.apiKey,
        dataset: created.dataset,
        dialect: created.dialect,
        workspaceId: created.id,
        extensions: created.extensions,
      }
    }),
  )

  app.post(
    '/dialect',
    verb(async (c, ws) => {
      ws.dialect = parse(dialectBody, await body(c)).dialect
      ws.changed()
      return { dialect: ws.dialect }
    }),
  )

  // The real service's list, search and detail calls, on or off for this workspace.
  app.post(
    '/extensions',
    verb(async (c, ws) => {
      ws.extensions = parse(extensionsBody, await body(c)).enabled
      ws.changed()
      return { extensions: ws.extensions }
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
    verb((c, ws) => {
      const { apiKey: _apiKey, ...state } = ws.toJSON()
      const collections = c.req.query('secrets') === '1' ? state.collections : hideSecrets(state.collections)
      return { ...state, collections, faults: ws.faults }
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

  // Webhook receivers: the loopback ports this workspace's resends may post to.
  const receivers = (ws: Workspace) => ({
    ports: [...ws.webhookPorts].sort((a, b) => a - b),
    forEveryWorkspace: [...store.webhookPorts],
  })
  app.get(
    '/webhook-receivers',
    verb((_c, ws) => receivers(ws)),
  )
  app.post(
    '/webhook-receivers',
    verb(async (c, ws) => {
      ws.webhookPorts.add(parse(receiverBody, await body(c)).port)
      return receivers(ws)
    }),
  )
  app.delete(
    '/webhook-receivers',
    verb((_c, ws) => {
      ws.webhookPorts.clear()
      return receivers(ws)
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
