import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoints } from '../src/api/contract/endpoints'
import { checkJournalEntry, checkSnapshot } from './datafile'
import { defaultLimits } from './limits'
import { applyJournalEntry } from './persist'
import { recordSchemas } from './records'
import { collectionNames, type StoreSnapshot, type WorkspaceChange } from './store'
import { createTestSandbox, TEST_KEY } from './testing'

/**
 * Property-based fuzzing of the whole sandbox in process: sequences of generated requests, hostile and
 * plausible, to every merchant endpoint, the control API and the hosted pages. After each request: an
 * envelope (or a page) with a 2xx or 4xx status, never 5xx, and a refused request changed nothing. After
 * each sequence: the state is readable, every change is in the journal, and the journal replayed over the
 * starting state gives exactly the state in memory, which passes the data-file checks (a restart would
 * load it).
 */

const RUNS = 6
const MAX_REQUESTS = 25
/** No new sequence starts after this long (a busy machine runs fewer of them). */
const TIME_LIMIT_MS = 1_000

// ---- values ----

/** Stands in a generated value for 20,000 nested arrays, written into the body's text (JSON.stringify could not). */
const DEEP = '\u0000deep\u0000'
const deepText = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
const json = (value: unknown) => (JSON.stringify(value) ?? '').split(JSON.stringify(DEEP)).join(deepText)

const nestedArrays = (levels: number): unknown => {
  let value: unknown = []
  for (let level = 1; level < levels; level++) value = [value]
  return value
}

/** Values that break naive code: wrong types, extremes, markup, 20,000 levels of nesting, over-long text. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    '',
    ' ',
    'null',
    '1e999',
    '<script>alert(1)</script>',
    '\u0000\u202e',
    'javascript:alert(1)',
    'http://127.0.0.1:1/hook',
    '__proto__',
  ),
  fc.constantFrom(DEEP, 'x'.repeat(defaultLimits.stringLength + 1)),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 15, max: 40 }).map(nestedArrays),
)

interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: readonly z.ZodType[]
  values?: readonly unknown[]
  entries?: Record<string, string | number>
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** Text a caller could well send for a member of this name, near the demo data. */
function plausibleText(key: string): fc.Arbitrary<string> {
  if (/email/i.test(key)) return fc.constantFrom('owner@northwind.example', 'ops@example.test', 'ada@example.com')
  if (/url$/i.test(key)) return fc.constantFrom('https://merchant.example/back', 'http://127.0.0.1:1/hook')
  if (/currency$/i.test(key)) return fc.constantFrom('EUR', 'USD', 'JPY')
  if (/countryCode$/i.test(key)) return fc.constantFrom('DE', 'US')
  if (/subscriptionId/i.test(key)) return fc.constantFrom('sub_1', 'sub_2', 'sub_9')
  if (/invoiceId/i.test(key)) return fc.constantFrom('in_1', 'in_19', 'in_11')
  if (/vatNumber/i.test(key)) return fc.constantFrom('DE281734053', 'PL5273846193')
  if (/code$/i.test(key)) return fc.constantFrom('123456', 'SPRING25')
  if (/password/i.test(key)) return fc.constantFrom('New-Pass-456')
  return fc.constantFrom('Northwind', 'plan_basic_monthly', '', 'card')
}

/** Values a caller could well send for a member of this schema (named `key`), near the demo data's ids. */
function plausible(schema: z.ZodType, key = '', depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema)
  if (d.innerType) return plausible(d.innerType, key, depth)
  switch (d.type) {
    case 'pipe':
      return d.in ? plausible(d.in, key, depth) : fc.constant(undefined)
    case 'object': {
      if (depth > 3) return fc.constant({})
      // A few members at a time: a request with fewer members is more often valid as a whole.
      const members = Object.entries(d.shape ?? {})
      return fc
        .subarray(members, { maxLength: Math.min(4, members.length) })
        .chain((chosen) =>
          fc.record(Object.fromEntries(chosen.map(([name, member]) => [name, plausible(member, name, depth + 1)]))),
        )
    }
    case 'array':
      return depth > 3 || !d.element ? fc.constant([]) : fc.array(plausible(d.element, key, depth + 1), { maxLength: 3 })
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
    case 'number':
    case 'int':
      return fc.integer({ min: 0, max: 40 })
    case 'boolean':
      return fc.boolean()
    case 'literal':
      return fc.constantFrom(...(d.values ?? [null]))
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries ?? { none: '' }))
    case 'union':
      return fc.oneof(...(d.options ?? []).map((option) => plausible(option, key, depth)))
    case 'string':
      return plausibleText(key)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** The places of a JSON value: its own (the empty path) and those of every member and item. */
function placesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const inner =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, member]) => placesOf(member, [...path, Array.isArray(value) ? Number(key) : key]))
      : []
  return [path, ...inner]
}

/** `value` with a hostile value put at one of its places, or under a new name beside them. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  const places = placesOf(value)
  return fc
    .tuple(fc.nat({ max: places.length - 1 }), hostile, fc.boolean(), fc.string({ maxLength: 8 }))
    .map(([index, bad, beside, name]) => {
      const path = places[index]
      if (path.length === 0) return beside && value && typeof value === 'object' ? { ...value, [name]: bad } : bad
      const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>
      let target = copy
      for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>
      const last = path[path.length - 1]
      if (beside && target[last] && typeof target[last] === 'object' && !Array.isArray(target[last])) {
        ;(target[last] as Record<string, unknown>)[name] = bad
      } else target[last] = bad
      return copy
    })
}

/** Plausible values of the schema (which reach the handlers), half of them with one hostile value somewhere. */
const valueOf = (schema: z.ZodType) => plausible(schema).chain((value) => fc.oneof(fc.constant(value), mutated(value)))

const body = valueOf

// ---- requests ----

interface Sent {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  text?: string
  headers?: Record<string, string>
  /** A page answers HTML, everything else the envelope. */
  page?: boolean
}

const toQuery = (input: unknown) => {
  const query = new URLSearchParams()
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    for (const [key, value] of Object.entries(input)) {
      for (const item of Array.isArray(value) ? value : [value])
        query.append(key, typeof item === 'string' ? item : JSON.stringify(item))
    }
  }
  return query.toString()
}

const apiCall: fc.Arbitrary<Sent> = fc.constantFrom(...endpoints).chain((endpoint) =>
  body(endpoint.input).map((input): Sent => {
    if (endpoint.method === 'GET') return { method: 'GET', path: `${endpoint.path}?${toQuery(input)}` }
    return { method: 'POST', path: endpoint.path, text: json(input) }
  }),
)

const rawText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{"__proto__":{"polluted":true}}',
    '{"metadata":{"__proto__":{"polluted":true}},"productName":"p"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"page": ',
    '1e999',
    'null',
    '[]',
    `{"metadata":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    `{"productName":"${'y'.repeat(defaultLimits.bodyBytes)}"}`,
  ),
)
const rawCall: fc.Arbitrary<Sent> = fc
  .tuple(
    fc.constantFrom(...endpoints.map((endpoint) => endpoint.path), '/merchant/nothing', '/__sandbox/seed', '/__sandbox/faults'),
    rawText,
  )
  .map(([path, text]) => ({ method: 'POST', path, text }))

/** A seed of one or two collections (or generated products), plausible records, half of them with one hostile value. */
const seedBody = fc
  .subarray([...collectionNames, 'generateProducts' as const], { minLength: 1, maxLength: 2 })
  .chain((keys) =>
    fc.record(
      Object.fromEntries(
        keys.map((key) => [
          key,
          key === 'generateProducts' ? fc.integer({ min: 0, max: 30 }) : plausible(z.array(recordSchemas[key])),
        ]),
      ),
    ),
  )
  .chain((seed) => fc.oneof(fc.constant<unknown>(seed), mutated(seed)))

const controlCall: fc.Arbitrary<Sent> = fc.oneof(
  seedBody.map((seed): Sent => ({ method: 'POST', path: '/__sandbox/seed', text: json(seed) })),
  fc
    .record({ dataset: fc.oneof(fc.constantFrom('demo', 'empty'), hostile) }, { requiredKeys: [] })
    .chain((input) =>
      fc.constantFrom<Sent>(
        { method: 'POST', path: '/__sandbox/workspaces', text: json(input) },
        { method: 'POST', path: '/__sandbox/reset', text: json(input) },
      ),
    ),
  fc
    .record(
      {
        path: fc.oneof(fc.constantFrom('*', '/merchant/product/list'), hostile),
        status: hostile,
        times: hostile,
        delayMs: fc.constant(0),
        clear: hostile,
      },
      { requiredKeys: [] },
    )
    .map((input): Sent => ({ method: 'POST', path: '/__sandbox/faults', text: json(input) })),
  fc
    .record({ port: fc.oneof(fc.integer({ min: 0, max: 70_000 }), hostile) })
    .map((input): Sent => ({ method: 'POST', path: '/__sandbox/webhook-receivers', text: json(input) })),
  fc.record({ clear: hostile }).map((input): Sent => ({ method: 'POST', path: '/__sandbox/calls', text: json(input) })),
  fc
    .string({ maxLength: 20 })
    .map((email): Sent => ({ method: 'GET', path: `/__sandbox/mailbox?email=${encodeURIComponent(email)}` })),
  fc.constantFrom<Sent>(
    { method: 'GET', path: '/__sandbox/state' },
    { method: 'GET', path: '/__sandbox/state?secrets=1' },
    { method: 'GET', path: '/__sandbox/calls' },
    { method: 'DELETE', path: '/__sandbox/faults' },
    { method: 'DELETE', path: '/__sandbox/webhook-receivers' },
  ),
)

const pageCall: fc.Arbitrary<Sent> = fc
  .record({
    kind: fc.constantFrom('payments/pay_1', 'payments/pay_22', 'invoices/in_19', 'portal/ps_nope', 'payments/%00'),
    method: fc.constantFrom<'GET' | 'POST'>('GET', 'POST'),
    action: fc.oneof(fc.constantFrom('pay', 'cancel'), fc.string({ maxLength: 10 })),
    origin: fc.constantFrom(undefined, 'http://localhost', 'https://evil.example'),
  })
  .map(({ kind, method, action, origin }) => ({
    method,
    path: `/hosted/${kind}`,
    text: method === 'POST' ? new URLSearchParams({ action }).toString() : undefined,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(origin && { Origin: origin }) },
    page: true,
  }))

const anyRequest = fc.oneof(
  { weight: 5, arbitrary: apiCall },
  { weight: 2, arbitrary: rawCall },
  { weight: 2, arbitrary: controlCall },
  { weight: 1, arbitrary: pageCall },
)

// ---- the property ----

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

let casesRun = 0
let demoState: StoreSnapshot | undefined

async function runSequence(requests: Sent[]) {
  const journal: string[] = []
  let seq = 0
  const persist = (changes: WorkspaceChange[]) => void journal.push(JSON.stringify({ seq: ++seq, workspaces: changes }))
  // Every sequence starts from the demo data (restored from one snapshot: quicker than building it again).
  demoState ??= copy(createTestSandbox().store.snapshot())
  const sandbox = createTestSandbox({ persist, maxWorkspaces: 3, initialState: copy(demoState) })
  const start = copy(sandbox.store.snapshot())

  for (const request of requests) {
    casesRun++
    const entries = journal.length
    const response = await sandbox.app.request(`http://localhost${request.path}`, {
      method: request.method,
      headers: { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json', ...request.headers },
      body: request.text,
    })
    const where = `${request.method} ${request.path.slice(0, 120)} ${request.text?.slice(0, 200) ?? ''}`
    expect(response.status, where).toBeGreaterThanOrEqual(200)
    expect(response.status, where).toBeLessThan(500)
    if (request.page && response.headers.get('content-type')?.includes('text/html')) {
      await response.text()
    } else {
      const envelope = (await response.json()) as { code: number; message: string; requestId: string }
      expect(envelope.code, where).toBe(response.status === 200 ? 0 : response.status)
      expect(envelope.requestId, where).toMatch(/^req_/)
    }
    if (response.status >= 400) expect(journal.length, `a refusal changed the state: ${where}`).toBe(entries)
    // An injected fault would answer the next call with its status: faults are for tests to set on purpose.
    sandbox.store.primary.clearFaults()
  }

  // Readable, savable, and what the journal holds is exactly the state in memory.
  expect((await sandbox.control('state')).status).toBe(200)
  const now = copy(sandbox.store.snapshot())
  const replayed = copy(start) as StoreSnapshot
  journal.forEach((line, index) =>
    applyJournalEntry(replayed, checkJournalEntry(JSON.parse(line), `entry ${index + 1}`), `entry ${index + 1}`),
  )
  // Compared as text first (quick); a difference is shown member by member.
  if (JSON.stringify(replayed.workspaces) !== JSON.stringify(now.workspaces)) expect(replayed.workspaces).toEqual(now.workspaces)
  expect(() => checkSnapshot(now, 'state')).not.toThrow()
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
}

describe('fuzzing the sandbox', () => {
  it('answers every generated request with a 2xx or 4xx envelope, keeps refusals harmless and the state savable', async ({
    annotate,
  }) => {
    let sequences = 0
    const sequence = (requests: Sent[]) => {
      sequences++
      return runSequence(requests)
    }
    await fc.assert(fc.asyncProperty(fc.array(anyRequest, { minLength: 5, maxLength: MAX_REQUESTS }), sequence), {
      numRuns: RUNS,
      interruptAfterTimeLimit: TIME_LIMIT_MS,
      markInterruptAsFailure: false,
    })
    expect(sequences).toBeGreaterThan(0)
    await annotate(`${casesRun} requests in ${sequences} sequences`)
  }, 60_000)
})
