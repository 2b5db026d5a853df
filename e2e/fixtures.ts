import { readFileSync } from 'node:fs'
import { test as base, expect, type Page, type Request, type Route } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { firstLoadFiles, routeChunkKey } from '../scripts/check-size.mjs'
import { allowWrites, distDir, environment, external, primaryKey, serviceUrl } from './env'

/**
 * How the sandbox answers a test's workspace: as the spec reads (`spec`), or as the real service does
 * (`real`, see sandbox/README.md). Set per Playwright project: the `real` project runs the tests tagged
 * `@real` against real-dialect workspaces.
 */
export type Dialect = 'spec' | 'real'

/** Talks to the local sandbox's control API (`/__sandbox/*`) with one workspace's key. */
export class SandboxControl {
  constructor(
    readonly apiKey: string,
    /** The workspace's id: its calls without a key (a member signing in) go to `/ws/<id>/…`. */
    readonly workspaceId?: string,
  ) {}

  async request<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${serviceUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.apiKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as { code: number; data: T; message: string }
    if (!response.ok || envelope.code !== 0) throw new Error(`${method} ${path} failed: ${response.status} ${envelope.message}`)
    return envelope.data
  }

  seed<T = Record<string, unknown[]>>(data: Record<string, unknown>) {
    return this.request<T>('POST', '/__sandbox/seed', data)
  }
  /**
   * The whole workspace: merchant, counters, mailbox, faults and `collections` of records. Passwords and
   * secrets show as "[hidden]" unless `secrets` asks for them.
   */
  state<T = { collections: Record<string, unknown[]> }>(options: { secrets?: boolean } = {}) {
    return this.request<T>('GET', `/__sandbox/state${options.secrets ? '?secrets=1' : ''}`)
  }
  /** The stored records of one collection (`products`, `invoices`, `users`, ...). */
  async collection<T = Record<string, unknown>>(name: string, options: { secrets?: boolean } = {}): Promise<T[]> {
    const state = await this.state<{ collections: Record<string, T[]> }>(options)
    return state.collections[name] ?? []
  }
  reset(dataset: 'demo' | 'empty' = 'empty') {
    return this.request('POST', '/__sandbox/reset', { dataset })
  }
  fault(fault: { path: string; status?: number; times?: number; delayMs?: number; code?: number; message?: string }) {
    return this.request('POST', '/__sandbox/faults', fault)
  }
  /**
   * Every call to the path refused until `clearFaults()`: what a test wants when the page under test may not be the
   * only caller (a list fetches its next page, a record is read twice), so a count of refusals would race them.
   */
  faultUntilCleared(fault: { path: string; status: number; code?: number; message?: string }) {
    return this.fault({ ...fault, times: 10_000 })
  }
  clearFaults() {
    return this.request('POST', '/__sandbox/faults', { clear: true })
  }
  calls<T = { path: string; method: string; status: number; requestId: string }[]>() {
    return this.request<{ calls: T }>('GET', '/__sandbox/calls').then((data) => data.calls)
  }
  revoke() {
    return this.request('POST', '/__sandbox/revoke')
  }
  /** Lets this workspace's webhook resends post to a receiver on this loopback port. */
  addWebhookReceiver(port: number) {
    return this.request('POST', '/__sandbox/webhook-receivers', { port })
  }
  mailbox(email: string) {
    return this.request<{ messages: { email: string; code: string; sentAt: number }[] }>(
      'GET',
      `/__sandbox/mailbox?email=${encodeURIComponent(email)}`,
    ).then((data) => data.messages)
  }

  /** The members' live sessions (never their tokens) and how long one lives without a call. */
  memberSessions() {
    return this.request<{ idleSeconds: number; sessions: { memberId: number; email?: string }[] }>(
      'GET',
      '/__sandbox/member-sessions',
    )
  }
  /** Ends every member session at once, as if each had been left unused too long: the next call answers 61. */
  endMemberSessions() {
    return this.request('DELETE', '/__sandbox/member-sessions')
  }

  /** A new isolated workspace, so that specs running in parallel never see each other's data. */
  static async workspace(dataset: 'demo' | 'empty' = 'empty', dialect: Dialect = 'spec') {
    const { apiKey, workspaceId } = await new SandboxControl(primaryKey).request<{ apiKey: string; workspaceId: string }>(
      'POST',
      '/__sandbox/workspaces',
      { dataset, dialect },
    )
    return new SandboxControl(apiKey, workspaceId)
  }

  /** A key that no longer works: it is refused the way the dialect refuses an unknown key. */
  static async revokedKey(dialect: Dialect = 'spec') {
    const workspace = await SandboxControl.workspace('empty', dialect)
    await workspace.revoke()
    return workspace.apiKey
  }
}

/**
 * The URLs of the requests the page sends from now on whose URL contains `path` (by default, every
 * call to the merchant API). Empty it (`sent.length = 0`) to count from a later moment.
 */
export function watchRequests(page: Page, path = '/merchant/') {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(path)) sent.push(request.url())
  })
  return sent
}

/**
 * Holds the page's calls to `path` (those `which` picks) in the browser until `release()`, so that a test
 * sees the page while a call is under way for as long as it looks, and no longer: no delay guessed ahead.
 */
export async function holdCalls(page: Page, path: string, which: (request: Request) => boolean = () => true) {
  const held: Route[] = []
  let holding = true
  const url = (url: URL) => url.pathname === path
  const handler = async (route: Route) => {
    if (holding && route.request().method() !== 'OPTIONS' && which(route.request())) held.push(route)
    else await route.continue()
  }
  await page.route(url, handler)
  return {
    /** How many calls are held now. */
    count: () => held.length,
    /** Lets the held calls go on, and the later ones through. */
    async release() {
      holding = false
      for (const route of held.splice(0)) await route.continue()
      await page.unroute(url, handler)
    },
  }
}

/**
 * The files of the build served that the page of a route file (`src/routes/_app/users/$userId.tsx`) needs, with the
 * entry's, by the build's manifest: what `npm run size` counts for a landing page.
 */
export function builtFiles(route: string): string[] {
  return firstLoadFiles(JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')), [route])
}

/** The file of the build that holds a route file's page component and loader (its split part). */
export function routeComponentFile(route: string): string {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>
  return manifest[routeChunkKey(manifest, route)]!.file
}

/** Whether the page has fetched each of `files` (paths in the build, `builtFiles`). */
export function fetched(page: Page, files: string[]): Promise<boolean> {
  return page.evaluate(
    (paths) => paths.every((path) => performance.getEntriesByType('resource').some(({ name }) => name.endsWith(`/${path}`))),
    files,
  )
}

/** Puts a signed-in session in the tab before the app starts (sign-in itself has its own spec). */
export async function signInWithKey(page: Page, apiKey: string) {
  await page.addInitScript(
    ([key, env]) => {
      if (!sessionStorage.getItem('mbd.session')) {
        sessionStorage.setItem('mbd.session', JSON.stringify({ environment: env, apiKey: key }))
      }
    },
    [apiKey, environment] as const,
  )
}

/** A member's sign-in: e-mail, password, and the two-factor secret when the member has two-factor on. */
export interface MemberCredentials {
  email: string
  password: string
  totpSecret?: string
}

/** The owner of every workspace; in the demo dataset with two-factor on (the secret the sandbox's README gives). */
export const owner = { email: 'owner@northwind.example', password: 'northwind-owner' }
export const demoOwner: MemberCredentials = { ...owner, totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLSMVZA' }
/** The demo dataset's support member: no two-factor, a role with customers, subscriptions and invoices only. */
export const demoSupport: MemberCredentials = { email: 'support@northwind.example', password: 'northwind-support' }

/** The code an authenticator app shows now for a secret. */
export function currentTotp(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate()
}

/**
 * Points the page's environment at the workspace's own address (`/ws/<id>`), as a member's calls carry no key to
 * tell the sandbox which workspace they are for.
 */
export async function useWorkspaceAddress(page: Page, sandbox: SandboxControl) {
  const baseUrl = `${serviceUrl}/ws/${encodeURIComponent(sandbox.workspaceId ?? '')}`
  await page.route(
    (url) => url.pathname === '/config.json',
    (route) => route.fulfill({ json: { environments: [{ ...environment, baseUrl }], idleTimeoutMinutes: 30 } }),
  )
}

/**
 * Signs in as a member on the sign-in page, as a person does: e-mail and password, then the two-factor code when the
 * service asks for it. Waits until the dashboard has left the sign-in page.
 */
export async function signInAsMember(page: Page, sandbox: SandboxControl, member: MemberCredentials, from = '/sign-in') {
  await useWorkspaceAddress(page, sandbox)
  await page.goto(from)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email)
  await page.getByLabel(/^Password/).fill(member.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  if (member.totpSecret) {
    await page.getByRole('textbox', { name: 'Two-factor code' }).fill(currentTotp(member.totpSecret))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
  }
  await expect(page).not.toHaveURL(/\/sign-in/)
}

interface Options {
  /** The dialect of the test's workspaces (a project option; `spec` unless the project says otherwise). */
  dialect: Dialect
}

/** A request id as the dialect writes it: `req_` and 24 hex digits, or the real service's `req` + date + 15 characters. */
export const requestIdPatterns: Record<Dialect, RegExp> = {
  spec: /Request ID: req_[0-9a-f]{24}/,
  real: /Request ID: req\d{8}[A-Za-z0-9]{15}/,
}

interface Fixtures {
  /**
   * What the service says in the test's dialect: `byDialect({ spec: 'Invoice in_9 not found', real: 'invoice not found' })`.
   * Tests that run in the real pass assert the real service's words, not the spec reading's.
   */
  byDialect: <T>(answers: Record<Dialect, T>) => T
  /** The "Request ID: …" an error panel shows, in the test's dialect. */
  requestId: RegExp
  /** An empty workspace of the local sandbox for this test, in the project's dialect; skipped against another service. */
  sandbox: SandboxControl
  /** A page signed in to `sandbox`'s workspace. */
  app: Page
}

export const test = base.extend<Options & Fixtures>({
  dialect: ['spec', { option: true }],
  byDialect: async ({ dialect }, use) => {
    await use((answers) => answers[dialect])
  },
  requestId: async ({ dialect }, use) => {
    await use(requestIdPatterns[dialect])
  },
  // Every page is served under the strict Content-Security-Policy; any violation fails the test.
  page: async ({ page }, use) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        )
      })
    })
    // An error nothing caught (a throw in a handler, a rejected promise nobody awaited) fails the test too, even
    // when the page still looks right: it is a step the page did not finish.
    const uncaught: string[] = []
    page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`))
    await use(page)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
    expect(uncaught, 'errors the page did not catch').toEqual([])
  },
  sandbox: async ({ dialect }, use, testInfo) => {
    testInfo.skip(external, 'needs the local sandbox control API')
    await use(await SandboxControl.workspace('empty', dialect))
  },
  app: async ({ page, sandbox }, use) => {
    await signInWithKey(page, sandbox.apiKey)
    await use(page)
  },
})

/**
 * Waits until the CSS transitions running now have ended, so that what is read next is the page at rest:
 * after the colour scheme changes, colours and backgrounds fade to the new scheme's.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  )
}

/** Unfolds a list's filters with its "Filters" button, as a person does to use them, unless they are shown. */
export async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** Turns a list's filter chip on or off, as a person clicks it (its checkbox is drawn by its label). */
export async function chip(page: Page, group: string, label: string, on = true) {
  await showFilters(page)
  const filter = page.getByRole('group', { name: group })
  await filter.getByText(label, { exact: true }).click()
  await expect(filter.getByRole('checkbox', { name: label, exact: true })).toBeChecked({ checked: on })
}

export { expect, allowWrites, external, primaryKey }
