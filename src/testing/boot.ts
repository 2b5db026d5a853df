import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { fillBootTable } from '../../scripts/page-budgets.mjs'
import type { SentAhead } from '../api/sentAhead'
import { firstRequestTable } from '../firstRequests'

/** A request boot.js fetched: where to, and how. */
export interface BootFetch {
  url: string
  init: RequestInit
}

/**
 * Runs the built public/boot.js (its tables filled as the build fills them) in a page at `address`, with `session`
 * stored in the tab: what it fetched (each answered by `answer`), and what it left for the app.
 */
export function runBoot(
  address: string,
  session: unknown,
  answer: () => Promise<Response> = () => new Promise<Response>(() => undefined),
): { sent: BootFetch[]; ahead: SentAhead | undefined } {
  const boot = fillBootTable(readFileSync('public/boot.js', 'utf8'), 'firstRequests', firstRequestTable())
  const url = new URL(address, 'https://dashboard.example.test')
  const sent: BootFetch[] = []
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null })
  const element = () => ({ setAttribute() {}, appendChild() {} })
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
  return { sent, ahead: context.__dashboardFirstRequest as SentAhead | undefined }
}
