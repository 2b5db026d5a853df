/**
 * The origin the dashboard calls for an environment's baseUrl, for `connect-src`: an http(s) URL's
 * origin, or null for a path on the dashboard's own origin (`/api/` behind a reverse proxy), which
 * `'self'` already allows. Anything else is refused with a message that names it.
 * @param {string} baseUrl
 * @returns {string | null}
 */
export function connectOrigin(baseUrl) {
  if (baseUrl.startsWith('/') && !baseUrl.startsWith('//')) return null
  let url
  try {
    url = new URL(baseUrl)
  } catch {
    url = null
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new Error(
      `baseUrl ${JSON.stringify(baseUrl)} must be an http(s) URL or a path on the dashboard's origin, such as /api/`,
    )
  return url.origin
}

/**
 * The Content-Security-Policy the dashboard is built to run under: no inline script, connections only
 * to the configured environments, never framed. Inline styles are allowed: the component library sets
 * its CSS variables in a style element.
 * @param {{ baseUrl: string }[]} environments
 */
export function contentSecurityPolicy(environments) {
  const origins = new Set(environments.map((environment) => connectOrigin(environment.baseUrl)))
  origins.delete(null)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...origins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
