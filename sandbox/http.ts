import { badRequest, fail } from './envelope'
import { isPlainObject } from './schema'
import type { Store, Workspace } from './store'

/** The JSON object of a request body; an empty body is {}. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  if (!text.trim()) return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    badRequest('Body is not valid JSON')
  }
  if (!isPlainObject(body)) badRequest('Body must be a JSON object')
  return body
}

/** The key of an `Authorization: Bearer <key>` header. */
export function bearerKey(header: string | undefined | null): string | undefined {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The workspace of the request's key; throws the 401 error otherwise. */
export function authenticate(store: Store, authorization: string | undefined | null): Workspace {
  const key = bearerKey(authorization)
  if (!key) fail(401, 'Missing API key: send the header Authorization: Bearer <key>')
  const ws = store.byKey(key)
  if (!ws) fail(401, 'Invalid API key')
  return ws
}

/** The workspace an address names (`/ws/<id>/…`) and the path under it. */
export function scopeOf(pathname: string): { workspaceId?: string; path: string } {
  const match = /^\/ws\/([^/]+)(\/.*)?$/.exec(pathname)
  return match ? { workspaceId: decodeURIComponent(match[1]), path: match[2] ?? '/' } : { path: pathname }
}

/** The path a request is routed by: without the workspace prefix. */
export function routedPath(request: Request): string {
  return scopeOf(new URL(request.url).pathname).path
}
