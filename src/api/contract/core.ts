import { z } from 'zod'

/**
 * Building blocks of the contract.
 *
 * Requests are strict: every documented rule is enforced before anything is sent.
 * Responses are lenient: unknown extra fields are kept, any field may be missing or `null`, and a value
 * of an unexpected type is dropped (read as missing) rather than breaking the page.
 */

// ---- responses (lenient) ----

/** A response field: optional, nullable, and read as missing when its value has an unexpected type. */
export function field<T extends z.ZodType>(schema: T): z.ZodCatch<z.ZodOptional<z.ZodNullable<T>>> {
  return schema.nullish().catch(undefined)
}

/**
 * A response object: every member goes through `field()`, unknown members are kept.
 * Use `resource(shape)` for a nested object; it is lenient wherever it is a member.
 */
export function resource<S extends Record<string, z.ZodType>>(shape: S) {
  const lenient = Object.fromEntries(Object.entries(shape).map(([key, member]) => [key, field(member)]))
  return z.looseObject(lenient as { [K in keyof S]: ReturnType<typeof field<S[K]>> })
}

/** A response array whose items that do not fit are dropped instead of failing the whole list. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item.optional().catch(undefined))
    .transform((items) => items.filter((entry): entry is Exclude<typeof entry, undefined> => entry !== undefined))
}

// ---- secrets ----

/** The members marked secret, in a registry of the schema library's. */
const secretSchemas = z.registry()

/**
 * Marks a member whose value is secret (a password, a code, a signing key): the dashboard never renders,
 * logs or keeps it, "Copy as cURL" puts a placeholder in its place, the sandbox hides it in its state.
 */
export function secret<T extends z.ZodType>(schema: T): T {
  secretSchemas.add(schema)
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
    const current = pending.shift()!
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
    const item = d.type === 'array' ? d.element : undefined
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
export const jsonObject = z.record(z.string(), z.unknown())

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
    // Its message is written when it is needed: the first number a page formats loads the browser's locale data.
    .max(maxExchangeRate, { error: () => `${label} cannot exceed ${maxExchangeRate.toLocaleString('en')}` })

/** 9999-12-31 23:59:59 UTC: the last second every date library can show. */
export const maxTimestamp = 253_402_300_799

/** A time in seconds since the epoch (0 = not set), before the year 10000. */
export const timestamp = (label: string) =>
  nonNegativeInt(label).max(maxTimestamp, { error: `${label} must be before the year 10000` })

/** Page numbers start at 0. */
export const page = nonNegativeInt('Page')
/**
 * The most items a page may ask for. The real service has no maximum; this one keeps a page's answer to a size
 * a browser reads at once. An export asks for pages this size: the fewer the pages, the fewer the round trips.
 */
export const maxPageSize = 500
/** Items per page. */
export const count = z
  .int({ error: 'Page size must be a whole number' })
  .min(1, { error: 'Page size must be at least 1' })
  .max(maxPageSize, { error: `Page size cannot exceed ${maxPageSize}` })

// ---- the envelope (2.1) ----

export const envelopeSchema = z.looseObject({
  code: z.number(),
  data: z.unknown().optional(),
  merchantId: z.number().nullish(),
  message: z.string().nullish(),
  redirect: z.string().nullish(),
  requestId: z.string().nullish(),
})
export type Envelope = z.infer<typeof envelopeSchema>

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
  /**
   * A write that is a check, safe to send again when the duplicate-request lock of a member's session refused it
   * (it was not carried out): the client waits out the lock once, as for a read.
   */
  check?: true
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
export const noInput = z.object({}).strict()
/** The response `data` of endpoints that answer an empty object. */
export const emptyOutput = z
  .looseObject({})
  .nullish()
  .transform((value) => value ?? {})
