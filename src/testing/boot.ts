import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { fillBootTable, withoutCommentLines } from '../../scripts/page-budgets.mjs'
import type { SentAhead } from '../api/sentAhead'
import { firstRequestTable } from '../firstRequests'

/** A request boot.js fetched: where to, and how. */
export interface BootFetch {
  url: string
  init: RequestInit
}

/**
 * Runs public/boot.js as the build writes it (its tables filled: the first requests' from the source, the code's
 * from `preloads`; its comment lines left out) in a page at `address`, with `session` stored in the tab: what it fetched (each
 * answered by `answer`), the files it asked for ahead, and what it left for the app.
 */
export function runBoot(
  address: string,
  session: unknown,
  answer: () => Promise<Response> = () => new Promise<Response>(() => undefined),
  preloads: Record<string, string[]> = {},
): {
  sent: BootFetch[]
  preloaded: string[]
  /** What it left for the app: the requests it sent, as the app finds them. */
  aheads: SentAhead[]
  /** Calls boot.js's sending as the app does (src/api/sentAhead.ts): what it left for the app then. */
  sendAhead: (path: string, search: string, session: unknown) => SentAhead[]
} {
  const source = readFileSync('public/boot.js', 'utf8')
  const boot = withoutCommentLines(
    fillBootTable(fillBootTable(source, 'firstRequests', firstRequestTable()), 'preloads', preloads),
  )
  const url = new URL(address, 'https://dashboard.example.test')
  const sent: BootFetch[] = []
  const preloaded: string[] = []
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null })
  const element = () => ({
    setAttribute() {},
    appendChild(child: { rel?: string; href?: string }) {
      if (child.rel === 'modulepreload' && child.href) preloaded.push(child.href)
    },
  })
  const context: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: storage({}),
    sessionStorage: storage(session === undefined ? {} : { 'mbd.session': JSON.stringify(session) }),
    document: {
      documentElement: element(),
      head: element(),
      createElement: element,
      querySelector: () => null,
      addEventListener() {},
      removeEventListener() {},
      readyState: 'loading',
    },
    fetch: (target: string, init: RequestInit) => {
      sent.push({ url: target, init })
      return answer()
    },
    performance,
    AbortController,
    Worker: class {},
    Object,
    JSON,
  }
  context.window = context
  context.globalThis = context
  runInNewContext(boot, context)
  const left = () => (context.__dashboardFirstRequests as SentAhead[] | undefined) ?? []
  const send = context.__dashboardSendAhead as (path: string, search: string, session: unknown) => void
  return {
    sent,
    preloaded,
    aheads: left(),
    sendAhead: (path, search, session) => {
      send(path, search, session)
      return left()
    },
  }
}
