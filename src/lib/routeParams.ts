import type { z } from 'zod'
import { parseIntId } from './ids'

/** A path parameter the contract's schema refused: the route's error component says why. */
export class InvalidParamError extends Error {
  constructor(
    readonly param: string,
    readonly raw: string,
    message: string,
  ) {
    super(message)
    this.name = 'InvalidParamError'
  }
}

/** The refused path parameter behind a route's error, if that is what it is: the router wraps it (as its `cause`). */
export function invalidParamOf(error: unknown): InvalidParamError | undefined {
  if (error instanceof InvalidParamError) return error
  return error instanceof Error && error.cause instanceof InvalidParamError ? error.cause : undefined
}

/**
 * A route's `params` option for one id, parsed by the contract's schema for it: a numeric id from its
 * digits (anything else reaches the schema as text, so its message says what is wrong), a text id as
 * it is. A refused value throws `InvalidParamError`, so the page never sees an id the API would refuse.
 */
export function idParam<K extends string, S extends z.ZodType>(key: K, schema: S) {
  type Parsed = Record<K, z.output<S>>
  return {
    parse: (raw: Record<K, string>): Parsed => {
      const text = raw[key].trim()
      const result = schema.safeParse(takesNumbers(schema) ? parseIntId(text) : text)
      if (!result.success) throw new InvalidParamError(key, raw[key], result.error.issues[0]?.message ?? 'Not a valid id')
      return { [key]: result.data } as Parsed
    },
    stringify: (params: Parsed): Record<K, string> => ({ [key]: String(params[key]) }) as Record<K, string>,
  }
}

/** Whether the schema takes numbers (so the URL's digits are read as one). */
function takesNumbers(schema: z.ZodType): boolean {
  return schema.safeParse(1).success
}
