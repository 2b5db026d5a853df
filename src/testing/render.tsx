import type { ReactElement, ReactNode } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createTestSandbox, TEST_KEY } from '../../sandbox/testing'
import type { DatasetName } from '../../sandbox/seed'
import { createQueryClient } from '../app/queryClient'
import { cssVariablesResolver, theme } from '../app/theme'
import { createAppRouter } from '../router'
import { signIn, signOut } from '../session/session'
import { sessionMemberOf } from '../session/permissions'
import { createClient } from '../api/client'
import { memberLogin, type MemberLoginInput } from '../api/contract/extensions/memberSession'

/**
 * The component tier: pages rendered with every provider and the real router, signed in to an
 * in-process sandbox that answers the client's `fetch`. Fast enough for watch mode: no browser, no port.
 */

export const TEST_SERVICE_URL = 'http://sandbox.test'

export type TestSandbox = ReturnType<typeof createTestSandbox>

/** An in-process sandbox (empty by default) and the `fetch` that reaches it. */
export function testService(dataset: DatasetName = 'empty') {
  const sandbox = createTestSandbox({ dataset, publicUrl: TEST_SERVICE_URL })
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => sandbox.app.fetch(new Request(input, init))
  return { sandbox, fetch }
}

/**
 * For the public pages, which read `config.json` themselves: an in-process sandbox (`testService()`) and a
 * `config.json` that lists it as the one environment.
 */
export function testServiceWithConfig() {
  const inner = testService()
  const config = { environments: [{ id: 'test', label: 'Test sandbox', baseUrl: TEST_SERVICE_URL, sandbox: true }] }
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/config.json') ? Promise.resolve(Response.json(config)) : inner.fetch(input, init)
  return { ...inner, fetch }
}

/** The app's theme around a component. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {children}
    </MantineProvider>
  )
}

/** Renders one component with the theme (no router, no session). */
export function renderComponent(ui: ReactElement) {
  return render(ui, { wrapper: Providers })
}

/** Unfolds a list's filters (its "Filters" button), if they are folded. */
export function showFilters(): void {
  const button = screen.getByRole('button', { name: /^Filters/ })
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button)
}

/** The environment `renderPage` signs in to: the in-process sandbox. */
export const TEST_ENVIRONMENT = { id: 'test', label: 'Test sandbox', baseUrl: TEST_SERVICE_URL, sandbox: true }

/**
 * Opens `path` in the app signed in to `sandbox` (a fresh `testService()` by default) with its API key, or as the
 * member `member` (signed in by `member/login`, as the sign-in page does), and waits for the page's level-1 heading.
 */
export async function renderPage(
  path: string,
  options: { service?: ReturnType<typeof testService>; member?: MemberLoginInput } = {},
) {
  const service = options.service ?? testService()
  globalThis.fetch = service.fetch as typeof fetch
  signOut()
  if (options.member) {
    const client = createClient({ baseUrl: TEST_SERVICE_URL, fetch: service.fetch as typeof fetch, timeoutMs: 10_000 })
    const answer = await client.call(memberLogin, options.member)
    if (!answer.token || !answer.merchantMember) throw new Error('member/login answered without a session')
    signIn({ environment: TEST_ENVIRONMENT, token: answer.token, member: sessionMemberOf(answer.merchantMember) })
  } else {
    signIn({ environment: TEST_ENVIRONMENT, apiKey: TEST_KEY })
  }
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: Providers },
  )
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return { ...view, router, queryClient, ...service }
}
