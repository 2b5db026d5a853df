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

/** The path and query of an address on this site (`safeRedirect`'s, a link's), its fragment left out. */
export function addressParts(href: string): { pathname: string; search: string } {
  // Only its path and query are read: any base does.
  const { pathname, search } = new URL(href, 'https://dashboard.invalid')
  return { pathname, search }
}
