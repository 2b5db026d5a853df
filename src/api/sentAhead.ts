import { addressParts } from '../lib/redirect'
import type { Environment } from '../session/config'
import type { RequestDescription } from './errors'

/**
 * A request public/boot.js sent as the page started, before any of the app's code had loaded: a page's first data
 * (a list's at its default view, a record's with its sections'; the build's table, src/firstRequests.ts), so that
 * across the internet the answer travels while the code loads and starts rather than after. No key: boot.js added
 * the session's.
 */
export interface SentAhead {
  method: string
  /** The full URL: the environment's base URL and the call's path (and query). */
  url: string
  headers: Record<string, string>
  body: string | null
  response: Promise<Response>
  /** Cancels it (boot.js's AbortController). */
  abort: () => void
  /** When it was sent (`performance.now()`). */
  sentAt: number
}

interface Page {
  /** The requests sent ahead that no call has taken yet. */
  __dashboardFirstRequests?: SentAhead[]
  /** boot.js's sending, as it sends a page's first request when the page starts. */
  __dashboardSendAhead?: (path: string, search: string, session: { environment: Environment; apiKey: string }) => void
}

const page = globalThis as Page

/**
 * The request sent ahead that is exactly this one (method, URL, headers and body), if any: taken once, so a later
 * call sends its own. Any other request leaves the ones sent ahead where they are.
 */
export function takeSentAhead(request: RequestDescription): SentAhead | undefined {
  const aheads = page.__dashboardFirstRequests ?? []
  const at = aheads.findIndex(
    (ahead) =>
      ahead.method === request.method &&
      ahead.url === request.url &&
      ahead.body === request.body &&
      sameHeaders(ahead.headers, request.headers),
  )
  if (at < 0) return
  const [ahead] = aheads.splice(at, 1)
  if (!aheads.length) delete page.__dashboardFirstRequests
  return ahead
}

/**
 * Drops the requests sent ahead that no call took (the page asked for something else, or nothing): once the first
 * page is drawn, their answers would only be stale.
 */
export function dropSentAhead(): void {
  const aheads = page.__dashboardFirstRequests ?? []
  delete page.__dashboardFirstRequests
  for (const ahead of aheads) ahead.abort()
}

/**
 * Sends the first requests of the page at `href` (an address on this site) with `session`'s base URL and key, as
 * boot.js does when a page starts, in place of any others sent ahead: signing in sends the next page's
 * while the key is being checked, so that its answer comes back with the check's rather than one round trip after.
 * Nothing for a page without one (see boot.js), the demo environment, or without boot.js's tables (development).
 */
export function sendAhead(href: string, session: { environment: Environment; apiKey: string }): void {
  dropSentAhead()
  const { pathname, search } = addressParts(href)
  page.__dashboardSendAhead?.(pathname, search, session)
}

/** Its answer, cancelled with `signal`. */
export function answerOf(ahead: SentAhead, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) ahead.abort()
  else signal.addEventListener('abort', () => ahead.abort(), { once: true })
  return ahead.response
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
