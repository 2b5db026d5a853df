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
 * A route's `params` option for one id, read by `read` (which gives the id, or the message saying why the
 * address's text is not one). A refused value throws `InvalidParamError`, so the page never sees an id the API
 * would refuse. The ids' rules are written out here, not taken from the contract's schemas: every route's
 * params are read with the app's first page, which does not load the contract (the tests hold each to its rule).
 */
function idParam<K extends string, T>(key: K, read: (text: string) => T | { refused: string }) {
  type Parsed = Record<K, T>
  return {
    parse: (raw: Record<K, string>): Parsed => {
      const value = read(raw[key].trim())
      if (typeof value === 'object' && value !== null && 'refused' in value)
        throw new InvalidParamError(key, raw[key], value.refused)
      return { [key]: value } as Parsed
    },
    stringify: (params: Parsed): Record<K, string> => ({ [key]: String(params[key]) }) as Record<K, string>,
  }
}

/** A numeric id (the contract's `positiveInt`): a whole number greater than 0, from its digits. */
export const numberIdParam = <K extends string>(key: K, label: string) =>
  idParam(key, (text): number | { refused: string } => {
    const value = parseIntId(text)
    if (!Number.isSafeInteger(value)) return { refused: `${label} must be a whole number` }
    return (value as number) > 0 ? (value as number) : { refused: `${label} must be greater than 0` }
  })

/** A text id (the contract's `requiredString`): the text as it is, trimmed, and not empty. */
export const textIdParam = <K extends string>(key: K, label: string) =>
  idParam(key, (text): string | { refused: string } => text || { refused: `${label} is required` })

// ---- the detail pages' ids ----

export const userIdParam = numberIdParam('userId', 'User id')
export const invoiceIdParam = textIdParam('invoiceId', 'Invoice id')
export const subscriptionIdParam = textIdParam('subscriptionId', 'Subscription id')
export const discountCodeIdParam = numberIdParam('codeId', 'Discount id')
export const templateIdParam = numberIdParam('templateId', 'Template id')
export const childCodeIdParam = numberIdParam('childId', 'Child code id')
export const endpointIdParam = numberIdParam('endpointId', 'Endpoint id')
