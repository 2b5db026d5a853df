import { z } from 'zod'

/**
 * Building blocks of the contract.
 *
 * Requests are strict: every documented rule is enforced before anything is sent.
 * Responses are lenient: unknown extra fields are kept, any field may be missing or `null`, and a value
 * of an unexpected type is dropped (read as missing) rather than breaking the page.
 */

/** A response field: optional, nullable, and dropped when its type is unexpected. */
export function field<T extends z.ZodType>(schema: T) {
  return schema.nullish().catch(undefined)
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
  const lenient = {} as LenientShape<S>
  for (const key of Object.keys(shape)) {
    Object.defineProperty(lenient, key, {
      enumerable: true,
      configurable: true,
      get() {
        const member = field(shape[key] as z.ZodType)
        Object.defineProperty(lenient, key, { enumerable: true, configurable: true, writable: true, value: member })
        return member
      },
    })
  }
  return z.looseObject(lenient)
}

/**
 * A response array whose items that do not fit are dropped instead of failing the whole list. Built on
 * first use, like `resource()`'s members.
 */
export function list<T extends z.ZodType>(item: T) {
  return z.lazy(() =>
    z.array(z.unknown()).transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value)
        return parsed.success ? [parsed.data as z.output<T>] : []
      }),
    ),
  )
}

/** Any JSON object (metadata and similar free-form members). */
export const jsonObject = z.record(z.string(), z.unknown())

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

/** Page numbers start at 0. */
export const page = nonNegativeInt('Page')
/** Items per page. */
export const count = z
  .int({ error: 'Page size must be a whole number' })
  .min(1, { error: 'Page size must be at least 1' })
  .max(500, { error: 'Page size cannot exceed 500' })

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

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Spec section, for example "4.15". */
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

export function endpoint<I extends z.ZodType, O extends z.ZodType>(definition: Endpoint<I, O>): Endpoint<I, O> {
  return definition
}

/** The request body of endpoints that take no parameters. */
export const noInput = z.object({}).strict()
/** The response `data` of endpoints that answer an empty object. */
export const emptyOutput = z
  .looseObject({})
  .nullish()
  .transform((value) => value ?? {})
