import { z } from 'zod'
import { isBuilt, isStandIn, lazyStandIn, standsFor } from './lazy'

/**
 * Building blocks of the contract.
 *
 * Requests are strict: every documented rule is enforced before anything is sent.
 * Responses are lenient: unknown extra fields are kept, any field may be missing or `null`, and a value
 * of an unexpected type is dropped (read as missing) rather than breaking the page.
 */

// ---- schemas built on first use ----

/**
 * A schema that is built when it is first used (parsed, read, extended or placed in another schema), not when
 * its module loads: the contract's modules declare every schema of every area at their top level, and a page
 * then pays only for those it uses. It stands for the schema it builds in every respect that code reads.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  return lazyStandIn(build)
}

/** The schema a `lazySchema` stands for (built now), or the schema itself. */
export function unwrapLazy(schema: z.ZodType): z.ZodType {
  return standsFor(schema) ?? schema
}

/** The kind of each plain member made by the contract's `z.string()`, `z.number()` and `z.boolean()` (`./z`). */
const plainMembers = new WeakMap<object, PlainKind>()
type PlainKind = 'string' | 'number' | 'boolean'
const plainSchema: Record<PlainKind, () => z.ZodType> = {
  string: () => z.string(),
  number: () => z.number(),
  boolean: () => z.boolean(),
}

/**
 * A string, number or boolean schema without parameters, as the contract's modules write most response members:
 * built on first use like any `lazySchema`, and known by its kind until then, so that reading a response needs
 * none of the schema library (each kind of its schemas costs a page's main thread when it is first built).
 */
function plainMember(kind: PlainKind): z.ZodType {
  const schema: z.ZodType = lazySchema(() => {
    const built = plainSchema[kind]()
    // Marked secret before it was built: the schema it stands for is too.
    if (secretSchemas.has(schema)) secretSchemas.add(built)
    return built
  })
  plainMembers.set(schema, kind)
  return schema
}

/** `z.string()`, `z.number()` and `z.boolean()` for the contract's modules (`./z`): built on first use without parameters. */
export const string = ((params?: Parameters<typeof z.string>[0]) =>
  params === undefined ? plainMember('string') : z.string(params)) as typeof z.string
export const number = ((params?: Parameters<typeof z.number>[0]) =>
  params === undefined ? plainMember('number') : z.number(params)) as typeof z.number
export const boolean = ((params?: Parameters<typeof z.boolean>[0]) =>
  params === undefined ? plainMember('boolean') : z.boolean(params)) as typeof z.boolean

const sharedFields = new Map<string, z.ZodType>()

/**
 * The kind of a string, number or boolean schema with nothing of its own (no checks, no description, not
 * secret), whose lenient field one schema can stand for everywhere; null for any other schema. The contract's
 * plain members, resources and lists are told without building them.
 */
function plainKind(schema: z.ZodType): PlainKind | null {
  if (z.globalRegistry.has(schema) || resources.has(schema) || listItems.has(schema) || schema === jsonObject) return null
  const plain = plainMembers.get(schema)
  // Nothing of its own but a secret mark can be added to a plain member without building it.
  if (plain !== undefined && !isBuilt(schema)) return secretSchemas.has(schema) ? null : plain
  // Any other stand-in (most often a resource declared apart) is left unbuilt: its field reads it as itself.
  if (plain === undefined && isStandIn(schema)) return null
  const real = unwrapLazy(schema)
  const def = defOf(real) as SchemaDef & { checks?: unknown[] }
  if (def.type !== 'string' && def.type !== 'number' && def.type !== 'boolean') return null
  if (Object.keys(def).some((key) => key !== 'type' && key !== 'checks') || def.checks?.length) return null
  // A secret mark is on what a stand-in built (`secret`, `plainMember`).
  if (z.globalRegistry.has(real) || secretSchemas.has(real)) return null
  return def.type
}

/**
 * A response field: optional, nullable, and dropped when its type is unexpected. A lenient field is three
 * schemas (optional, nullable, caught) around its own, built on first use: the plain strings, numbers and
 * booleans, most of a response's members, share one each, so that a nested response's first parse does not
 * build hundreds; reading a response (`readResponse`) builds none of them.
 */
export function field<T extends z.ZodType>(schema: T): z.ZodCatch<z.ZodOptional<z.ZodNullable<T>>> {
  const kind = plainKind(schema)
  if (!kind) {
    const lenient = lazySchema(() => schema.nullish().catch(undefined))
    fieldInner.set(lenient, schema)
    return lenient
  }
  let shared = sharedFields.get(kind)
  if (!shared) {
    shared = lazySchema(() => plainSchema[kind]().nullish().catch(undefined))
    sharedFields.set(kind, shared)
    plainFieldKinds.set(shared, kind)
  }
  return shared as z.ZodCatch<z.ZodOptional<z.ZodNullable<T>>>
}

type LenientShape<S extends Record<string, z.ZodType>> = { [K in keyof S]: ReturnType<typeof field<S[K]>> }

/**
 * A response object: every member goes through `field()`, unknown members are kept.
 * Use `resource(shape)` for a nested object and `field(resource(shape))` where it may be absent.
 *
 * The lenient members are built on first use (the object's shape is read when it first parses, or when
 * code reads `.shape`), not when the contract's modules load: a page pays only for the responses it reads.
 */
export function resource<S extends Record<string, z.ZodType>>(shape: S) {
  const keys = Object.keys(shape)
  const members: z.ZodType[] = []
  const member = (index: number) => (members[index] ??= field(shape[keys[index]!]!))
  const lenient = {} as LenientShape<S>
  keys.forEach((key, index) => {
    // A getter that stays: turning it into a value when first read would change the object's layout once per member.
    Object.defineProperty(lenient, key, { enumerable: true, configurable: true, get: () => member(index) })
  })
  const read = { keys, member, known: new Set(keys) }
  const object = lazySchema(() => {
    const built = z.looseObject(lenient)
    resources.set(built, read)
    return built
  })
  resources.set(object, read)
  return object
}

const listItems = new WeakMap<z.ZodType, z.ZodType>()

/**
 * A response array whose items that do not fit are dropped instead of failing the whole list. Built on
 * first use, like `resource()`'s members.
 */
export function list<T extends z.ZodType>(item: T) {
  const schema = lazySchema(() => {
    const built = z.lazy(() =>
      z.array(z.unknown()).transform((items) =>
        items.flatMap((value) => {
          const parsed = readResponse(item, value)
          return parsed.success ? [parsed.data] : []
        }),
      ),
    )
    listItems.set(built, item)
    return built
  })
  listItems.set(schema, item)
  return schema
}

/** The item schema of a `list()`, which its transform hides (for code that walks the contract's schemas). */
export function listItemOf(schema: z.ZodType): z.ZodType | undefined {
  return listItems.get(schema) ?? listItems.get(unwrapLazy(schema))
}

// ---- reading responses ----

/** The lenient field that each kind of plain member shares (`field()`), by the kind it holds. */
const plainFieldKinds = new Map<z.ZodType, PlainKind>()
/** Every other lenient field, with the schema it makes lenient. */
const fieldInner = new WeakMap<z.ZodType, z.ZodType>()
/** The objects `resource()` built: their lenient members and the names of those. */
const resources = new WeakMap<z.ZodType, { keys: string[]; member: (index: number) => z.ZodType; known: Set<string> }>()
/** What `readLenient` answers for a value it leaves to the schema library (one that does not fit, or a schema it does not know). */
const unread = Symbol('unread')

/**
 * `schema.safeParse(value)` for a response: the same result, read directly where the schema is made of the
 * contract's lenient blocks (`resource`, `field`, `list`), of which a page of nested records has thousands. The
 * schema library's general parse takes several steps per member (catch, optional, nullable, the type): on the
 * subscriptions list it was the library's largest cost before the rows showed. Anything else, and any value that
 * does not fit (where the library's answer says why), is the library's to parse.
 */
export function readResponse<T extends z.ZodType>(schema: T, value: unknown): z.ZodSafeParseResult<z.output<T>> {
  const read = readLenient(schema, value)
  return read === unread ? schema.safeParse(value) : { success: true, data: read as z.output<T> }
}

/**
 * How many members an object written one by one, under names only known as the code runs, may have before the
 * script engine keeps it as a dictionary (a customer has 53, its gateway 35): slower in every later use (its members
 * read as rows draw; dropping a customer's gateway secrets took three times as long) and larger. `readLenient` copies
 * a larger record in one step, which makes a plain object.
 */
const DICTIONARY_AFTER_MEMBERS = 16

function readLenient(schema: z.ZodType, value: unknown): unknown {
  // A plain member, any JSON object, a resource or a list is read as it is declared, without building its schema.
  const plain = plainMembers.get(schema)
  if (plain !== undefined) return typeof value === plain && (plain !== 'number' || Number.isFinite(value)) ? value : unread
  if (schema === jsonObject) return readJsonObject(value)
  const real = resources.has(schema) || listItems.has(schema) ? schema : unwrapLazy(schema)
  const object = resources.get(real)
  if (object) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return unread
    const input = value as Record<string, unknown>
    const output: Record<string, unknown> = {}
    // As the library does for a loose object: the members in their order (an absent one left out), then the
    // unknown ones as they are; never a member named __proto__, which would replace the object's prototype.
    const { keys, member } = object
    let written = 0
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!
      if (key === '__proto__' || !(key in input)) continue
      // Null and missing are read as they are: a member that holds neither is the only one whose field is needed.
      const value = input[key]
      output[key] = value === null || value === undefined ? value : readField(member(index), value)
      written++
    }
    for (const key in input) {
      if (key !== '__proto__' && !object.known.has(key)) {
        output[key] = input[key]
        written++
      }
    }
    return written > DICTIONARY_AFTER_MEMBERS ? { ...output } : output
  }
  const item = listItems.get(real)
  if (item) {
    if (!Array.isArray(value)) return unread
    return value.flatMap((entry) => {
      const parsed = readResponse(item, entry)
      return parsed.success ? [parsed.data] : []
    })
  }
  return unread
}

/**
 * What `jsonObject` gives for a value: as the library reads a record, a plain object's members, never a member
 * named __proto__. An object of another kind is the library's to judge.
 */
function readJsonObject(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return unread
  const prototype = Object.getPrototypeOf(value) as unknown
  if ((prototype !== Object.prototype && prototype !== null) || Object.hasOwn(value, 'constructor')) return unread
  return withoutProtoMember(value)
}

/** An object without an own member named __proto__, as the library reads objects: itself when it has none. */
function withoutProtoMember<T extends object>(value: T): T {
  if (!Object.hasOwn(value, '__proto__')) return value
  const { ['__proto__']: _dropped, ...members } = value as Record<string, unknown>
  return members as T
}

/** A lenient member's value: null and missing as they are, a value of an unexpected type dropped. */
function readField(member: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value
  const kind = plainFieldKinds.get(member)
  if (kind !== undefined) return typeof value === kind && (kind !== 'number' || Number.isFinite(value)) ? value : undefined
  const inner = fieldInner.get(member)
  if (inner === undefined) {
    const parsed = member.safeParse(value)
    return parsed.success ? parsed.data : undefined
  }
  const read = readLenient(inner, value)
  if (read !== unread) return read
  // What the lenient field makes of a value that is neither null nor missing: its schema's, or nothing.
  const parsed = unwrapLazy(inner).safeParse(value)
  return parsed.success ? parsed.data : undefined
}

// ---- secrets ----

const secretSchemas = new WeakSet<z.ZodType>()

/**
 * Marks a member whose value is secret (a password, a code, a signing key): the dashboard never renders,
 * logs or keeps it, "Copy as cURL" puts a placeholder in its place, the sandbox hides it in its state.
 */
export function secret<T extends z.ZodType>(schema: T): T {
  // A plain member not built yet is marked as it is, and marks what it builds (`plainMember`).
  secretSchemas.add(plainMembers.has(schema) && !isBuilt(schema) ? schema : unwrapLazy(schema))
  return schema
}

interface SchemaDef {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  getter?: () => z.ZodType
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'])

/** The schema and the schemas under its wrappers (optional, nullable, catch, default, pipes, lazy). */
function layersOf(schema: z.ZodType): z.ZodType[] {
  const layers: z.ZodType[] = []
  const pending = [schema]
  while (pending.length && layers.length < 50) {
    const current = unwrapLazy(pending.shift()!)
    layers.push(current)
    const d = defOf(current)
    if (wrappers.has(d.type) && d.innerType) pending.push(d.innerType)
    else if (d.type === 'pipe') pending.push(...[d.in, d.out].filter((inner) => inner !== undefined))
    else if (d.type === 'lazy' && d.getter) pending.push(d.getter())
  }
  return layers
}

/** Whether a member is marked secret (under optional, nullable and similar wrappers too). */
export function isSecret(schema: z.ZodType): boolean {
  return layersOf(schema).some((layer) => secretSchemas.has(layer))
}

/** The object members, the array or list item, that a schema describes under its wrappers. */
function partsOf(schema: z.ZodType): { shape?: Record<string, z.ZodType>; item?: z.ZodType } {
  for (const layer of layersOf(schema)) {
    const d = defOf(layer)
    const item = listItemOf(layer) ?? (d.type === 'array' ? d.element : undefined)
    if (item) return { item }
    if (d.type === 'object' && d.shape) return { shape: d.shape }
  }
  return {}
}

const holdsSecrets = new WeakMap<z.ZodType, boolean>()

/** Whether a value of the schema may hold a secret member, at any depth. */
export function containsSecret(schema: z.ZodType): boolean {
  let known = holdsSecrets.get(schema)
  if (known === undefined) {
    holdsSecrets.set(schema, false) // a schema that refers to itself holds no more than its members
    const { shape, item } = partsOf(schema)
    known = shape
      ? Object.values(shape).some((member) => isSecret(member) || containsSecret(member))
      : item
        ? isSecret(item) || containsSecret(item)
        : false
    holdsSecrets.set(schema, known)
  }
  return known
}

/** The names of an object schema's secret members. */
export function secretMembers(schema: z.ZodType): string[] {
  return Object.entries(partsOf(schema).shape ?? {})
    .filter(([, member]) => isSecret(member))
    .map(([name]) => name)
}

/**
 * A copy of `value` where each secret member that holds a value is replaced by `placeholder(name, value)`,
 * in objects, arrays and lists as far as the schema describes them. Values without secrets are returned
 * as they are.
 */
export function redactSecrets(
  schema: z.ZodType,
  value: unknown,
  placeholder: (name: string, value: unknown) => unknown,
): unknown {
  if (value === null || typeof value !== 'object' || !containsSecret(schema)) return value
  const { shape, item } = partsOf(schema)
  if (item) return Array.isArray(value) ? value.map((entry) => redactSecrets(item, entry, placeholder)) : value
  if (!shape || Array.isArray(value)) return value
  const copy: Record<string, unknown> = { ...value }
  for (const [name, member] of Object.entries(shape)) {
    if (!(name in copy) || copy[name] === undefined) continue
    copy[name] = isSecret(member) ? placeholder(name, copy[name]) : redactSecrets(member, copy[name], placeholder)
  }
  return copy
}

/** Any JSON object (metadata and similar free-form members). */
export const jsonObject = lazySchema(() => z.record(z.string(), z.unknown()))

/** How deep a free-form JSON member of a request may nest: `{}` is 1 level, `{"a": []}` 2. */
export const maxJsonDepth = 16

/** Whether a JSON value nests arrays and objects deeper than `limit` levels (looks no deeper than that). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (limit <= 0) return true
  for (const inner of Object.values(value)) if (nestsDeeperThan(inner, limit - 1)) return true
  return false
}

// ---- request building blocks (strict) ----

export const positiveInt = (label: string) =>
  z.int({ error: `${label} must be a whole number` }).positive({ error: `${label} must be greater than 0` })

export const nonNegativeInt = (label: string) =>
  z.int({ error: `${label} must be a whole number` }).min(0, { error: `${label} cannot be negative` })

export const requiredString = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })

/** An absolute http(s) URL. */
export const httpUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(
      (value) => {
        try {
          const url = new URL(value)
          return url.protocol === 'http:' || url.protocol === 'https:'
        } catch {
          return false
        }
      },
      { error: `${label} must be an http(s) URL` },
    )

/** An e-mail address. */
export const emailAddress = (label: string) =>
  z.email({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a valid e-mail address`),
  })

/** A currency: three upper-case letters (ISO 4217), for example EUR. */
export const currencyCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[A-Z]{3}$/, { error: `${label} must be a three-letter upper-case code, for example EUR` })

/** A basis-points value: 0 to 10000 (0 % to 100 %). */
export const basisPoints = (label: string) =>
  z
    .int({ error: `${label} must be a whole number of basis points` })
    .min(0, { error: `${label} cannot be negative` })
    .max(10000, { error: `${label} cannot exceed 10000 (100 %)` })

/** A free-form JSON object in a request (metadata), at most `maxJsonDepth` levels deep. */
export const jsonMember = (label: string) =>
  jsonObject.refine((value) => !nestsDeeperThan(value, maxJsonDepth), {
    error: `${label} nests deeper than ${maxJsonDepth} levels`,
  })

/** The largest exchange rate a request may carry: enough for any currency pair, small enough to stay finite. */
export const maxExchangeRate = 1_000_000

/** How many units of one currency make one unit of another: greater than 0, at most `maxExchangeRate`. */
export const exchangeRate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive({ error: `${label} must be greater than 0` })
    .max(maxExchangeRate, { error: `${label} cannot exceed ${maxExchangeRate.toLocaleString('en')}` })

/** 9999-12-31 23:59:59 UTC: the last second every date library can show. */
export const maxTimestamp = 253_402_300_799

/** A time in seconds since the epoch (0 = not set), before the year 10000. */
export const timestamp = (label: string) =>
  nonNegativeInt(label).max(maxTimestamp, { error: `${label} must be before the year 10000` })

/** Page numbers start at 0. */
export const page = lazySchema(() => nonNegativeInt('Page'))
/**
 * The most items a page may ask for. The real service has no maximum; this one keeps a page's answer to a size
 * a browser reads at once. An export asks for pages this size: the fewer the pages, the fewer the round trips.
 */
export const maxPageSize = 500
/** Items per page. */
export const count = lazySchema(() =>
  z
    .int({ error: 'Page size must be a whole number' })
    .min(1, { error: 'Page size must be at least 1' })
    .max(maxPageSize, { error: `Page size cannot exceed ${maxPageSize}` }),
)

// ---- the envelope (2.1) ----

export const envelopeSchema = lazySchema(() =>
  z.looseObject({
    code: z.number(),
    data: z.unknown().optional(),
    merchantId: z.number().nullish(),
    message: z.string().nullish(),
    redirect: z.string().nullish(),
    requestId: z.string().nullish(),
  }),
)
export type Envelope = z.infer<typeof envelopeSchema>

/**
 * What `envelopeSchema` reads from an answer, read by a written-out check (held to the schema by unit tests): every
 * call reads an envelope, and a list's first rows otherwise built the schema library's first schemas for it. The
 * envelope itself, or null where the schema would refuse it.
 */
export function readEnvelope(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { code, merchantId, message, redirect, requestId } = value as Record<string, unknown>
  const text = (member: unknown) => member === undefined || member === null || typeof member === 'string'
  const finite = (member: unknown) => typeof member === 'number' && Number.isFinite(member)
  if (!finite(code) || !(merchantId === undefined || merchantId === null || finite(merchantId))) return null
  return text(message) && text(redirect) && text(requestId) ? (withoutProtoMember(value) as Envelope) : null
}

// ---- endpoints ----

export type HttpMethod = 'GET' | 'POST'

/**
 * Where an endpoint is documented: `spec` for the 23 of the spec (`merchant-api.md`), `extension` for the
 * real service's list, search and detail calls that the spec does not show (`list-endpoints.md`). A service
 * may have only the spec's: the dashboard treats an extension that answers "not found" as missing.
 */
export type EndpointOrigin = 'spec' | 'extension'

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  origin: EndpointOrigin
  /**
   * Where it is documented: a section of the spec ("4.15"), or for an extension a section of
   * `list-endpoints.md` prefixed with L ("L3.4"; "L4" is its table of detail calls).
   */
  section: string
  /** Stable name, for example "userGet". */
  name: string
  method: HttpMethod
  path: string
  /** One line saying what the call does. */
  summary: string
  /**
   * Reads may be retried on server and network failures; writes never are. Listing and detail calls
   * that the spec puts on POST are still reads.
   */
  kind: 'read' | 'write'
  input: I
  output: O
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>

/** An endpoint of the spec. */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(definition: Omit<Endpoint<I, O>, 'origin'>): Endpoint<I, O> {
  return { origin: 'spec', ...definition }
}

/** One of the real service's calls beyond the spec (`list-endpoints.md`). */
export function extensionEndpoint<I extends z.ZodType, O extends z.ZodType>(
  definition: Omit<Endpoint<I, O>, 'origin'>,
): Endpoint<I, O> {
  return { origin: 'extension', ...definition }
}

/** The request body of endpoints that take no parameters. */
export const noInput = lazySchema(() => z.object({}).strict())
/** The response `data` of endpoints that answer an empty object. */
export const emptyOutput = lazySchema(() =>
  z
    .looseObject({})
    .nullish()
    .transform((value) => value ?? {}),
)
