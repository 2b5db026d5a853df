import type { Endpoint } from './contract/core'
import type { RequestDescription } from './errors'

// What a call sends, worked out from its endpoint and input alone (src/api/client.ts).

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
