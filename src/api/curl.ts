import type { RequestDescription } from './errors'

/** Single-quotes a value for a POSIX shell. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`
}

/** The Authorization header of a command, its secret left to the shell. */
const authorizationHeaders: Record<NonNullable<RequestDescription['auth']>, string[]> = {
  key: ['-H "Authorization: Bearer $API_KEY"'],
  // A member's session token goes as it is, without "Bearer" (member-sign-in.md §6.2).
  session: ['-H "Authorization: $SESSION_TOKEN"'],
  none: [],
}

/**
 * A cURL command for a described request. The key is left to the shell as `$API_KEY` (a session's token as
 * `$SESSION_TOKEN`), and so is every secret the request carried (`$NEW_PASSWORD`, `$TOTP_CODE`, ...): the body's
 * quotes open around them.
 */
export function curlFromRequest(request: RequestDescription): string {
  const parts = [
    `curl -X ${request.method} ${shellQuote(request.url)}`,
    ...authorizationHeaders[request.auth ?? 'key'],
    ...Object.entries(request.headers).map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`),
  ]
  if (request.body !== null) {
    let body = shellQuote(request.body)
    for (const name of request.secrets ?? []) body = body.split(`"$${name}"`).join(`"'"$${name}"'"`)
    parts.push(`--data-raw ${body}`)
  }
  return parts.join(' \\\n  ')
}
