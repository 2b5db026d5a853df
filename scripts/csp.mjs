/**
 * Where the dashboard connects for an environment's `baseUrl`: its origin when the URL is absolute, its
 * host (the page's scheme) when it starts with //, and nothing more than 'self' when it is a path on the
 * dashboard's own origin (the reverse-proxy setup in the README).
 * @param {string} baseUrl
 * @returns {string | undefined}
 */
export function connectSource(baseUrl) {
  if (baseUrl.startsWith('//')) return new URL(`http:${baseUrl}`).host
  try {
    return new URL(baseUrl).origin
  } catch {
    return undefined
  }
}

/**
 * The Content-Security-Policy the dashboard is built to run under: no inline script, connections only
 * to the configured environments, never framed. Inline styles are allowed: the component library sets
 * its CSS variables in a style element.
 * @param {{ baseUrl: string }[]} environments
 */
export function contentSecurityPolicy(environments) {
  const origins = [...new Set(environments.map((environment) => connectSource(environment.baseUrl)).filter(Boolean))]
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${origins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
