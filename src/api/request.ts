import type { z } from 'zod'
import type { Endpoint } from './contract/core'
import type { RequestDescription } from './errors'

// What a call sends, worked out from its endpoint and input alone (src/api/client.ts).

/** The members of a list's view that the route's own checks hold to the contract. */
const viewMembers = new Set(['page', 'count', 'sortField', 'sortType'])

/** Whether an input holds a list's view and nothing else (members left undefined are not sent). */
export function isViewOnly(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false
  return Object.entries(input).every(([member, value]) => value === undefined || viewMembers.has(member))
}

/**
 * The input a call sends: a list's view as the route read it (`view`, and nothing else in it) as it is, any other
 * input as its request schema reads it.
 */
export function inputToSend(
  endpoint: Endpoint,
  input: unknown,
  view: boolean | undefined,
): { success: true; data: unknown } | { success: false; error: z.ZodError } {
  return view && isViewOnly(input) ? { success: true, data: input } : endpoint.input.safeParse(input)
}

/**
 * The query string of a GET: an array as `key[]=a&key[]=b` (the form the real service reads as a list;
 * it keeps only the last of repeated plain keys), an object as JSON, null and undefined left out.
 */
export function queryString(input: unknown): string {
  const params = new URLSearchParams()
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  for (const [key, value] of Object.entries(input ?? {})) {
    if (Array.isArray(value)) value.forEach((item) => append(`${key}[]`, item))
    else append(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The request for already validated input: URL with the query for GET, JSON body for POST. No key. */
export function buildRequest(baseUrl: string, endpoint: Endpoint, input: unknown): RequestDescription {
  const url = baseUrl.replace(/\/+$/, '') + endpoint.path
  if (endpoint.method === 'GET') {
    return { method: 'GET', url: url + queryString(input), headers: { Accept: 'application/json' }, body: null }
  }
  return {
    method: endpoint.method,
    url,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(input ?? {}),
  }
}
