import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/**
 * Which web pages may call the sandbox from a browser (CORS). Only the origins it is told about: by
 * default the dashboard's own, in development (`npm start`, Vite on 5173) and as a preview of the build
 * (`vite preview` on 4173); more with `--cors-origin` (the `corsOrigins` option). Any other page the
 * developer visits gets no Access-Control-Allow-Origin, so its scripts can read nothing: not the state,
 * not a webhook receiver's answer.
 */

export const DEFAULT_CORS_ORIGINS: readonly string[] = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
])

/** `value` as an origin (`http://host:port`), or undefined when it is not one. `*` stands for any origin. */
export function parseOrigin(value: string): string | undefined {
  if (value === '*') return value
  try {
    const url = new URL(value)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/+$/, '')) return undefined
    return url.origin
  } catch {
    return undefined
  }
}

export function corsMiddleware(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins)
  return cors({
    origin: (origin) => (allowed.has('*') ? '*' : allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    // As the real service: every header the page asks for (Authorization, Content-Type, lang, ...), with credentials.
    allowHeaders: [],
    credentials: true,
    maxAge: 600,
  })
}
