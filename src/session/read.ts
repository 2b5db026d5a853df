/**
 * Checks for what the app reads before its first page is drawn: config.json, and the session this tab kept.
 * Written out rather than as schemas: the sign-in page then builds no schema before its field is drawn, and a
 * list builds only those of the calls it makes (the schema library's first schemas cost far more than these
 * lines). Each reader takes a value as it was stored or sent and gives it back checked, its defaults filled in
 * and unknown members dropped, or throws an `Unreadable` that says which member is wrong and why.
 */
export class Unreadable extends Error {
  override name = 'Unreadable'
}

const fail = (path: string, rule: string): never => {
  throw new Unreadable(`${path} ${rule}`)
}

const kindOf = (value: unknown) =>
  value === undefined ? 'missing' : value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`

/** An object (not null, not an array). */
export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>
  return fail(path, `must be an object, not ${kindOf(value)}`)
}

/** Text of at least one character. */
export function text(value: unknown, path: string): string {
  if (typeof value === 'string' && value.length > 0) return value
  return fail(path, typeof value === 'string' ? 'must not be empty' : `must be text, not ${kindOf(value)}`)
}

/** true or false; false when left out. */
export function flag(value: unknown, path: string): boolean {
  if (value === undefined) return false
  if (typeof value === 'boolean') return value
  return fail(path, `must be true or false, not ${kindOf(value)}`)
}

/** A number above zero; `fallback` when left out. */
export function positive(value: unknown, path: string, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value
  return fail(path, typeof value === 'number' ? `must be above zero, not ${value}` : `must be a number, not ${kindOf(value)}`)
}
