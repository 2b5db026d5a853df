/**
 * A place to return to after signing in: only a path on this site, never another origin
 * (`//evil.example`, `https://…`, `javascript:` are refused).
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (value.startsWith('/sign-in')) return fallback
  return value
}
