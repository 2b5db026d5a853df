/**
 * The Content-Security-Policy the dashboard is built to run under: no inline script, connections only
 * to the configured environments, never framed. Inline styles are allowed: the component library sets
 * its CSS variables in a style element.
 * @param {{ baseUrl: string }[]} environments
 */
export function contentSecurityPolicy(environments) {
  const origins = [...new Set(environments.map((environment) => new URL(environment.baseUrl, 'http://localhost').origin))]
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
