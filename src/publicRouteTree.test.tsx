import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { TEST_KEY } from '../sandbox/testing'
import { createQueryClient } from './app/queryClient'
import { cssVariablesResolver, theme } from './app/theme'
import { completeRouteTree, createAppRouter, loadPagesCode, loadRouteTree, type AppRouteTree } from './router'
import { createPublicRouteTree, isPublicPath, publicPaths } from './publicRouteTree'
import { signOut } from './session/session'
import { TEST_SERVICE_URL, testService } from './testing/render'

describe('isPublicPath', () => {
  it('tells the public pages by their path, a trailing slash aside', () => {
    expect(publicPaths).toEqual(['/sign-in', '/password-forgotten'])
    for (const path of ['/sign-in', '/sign-in/', '/password-forgotten', '/password-forgotten//']) {
      expect(isPublicPath(path)).toBe(true)
    }
    for (const path of ['/', '/products', '/sign-in/again', '/sign-inside', '/users/sign-in']) {
      expect(isPublicPath(path)).toBe(false)
    }
  })
})

/** The app as it starts on a public page (src/main.tsx): the public pages' tree, the whole one on demand. */
function startOn(path: string, completeTree?: (router: ReturnType<typeof createAppRouter>) => Promise<void>) {
  const inner = testService()
  const config = { environments: [{ id: 'test', label: 'Test sandbox', baseUrl: TEST_SERVICE_URL, sandbox: true }] }
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/config.json') ? Promise.resolve(Response.json(config)) : inner.fetch(input, init)) as typeof fetch
  signOut()
  const queryClient = createQueryClient()
  const router = createAppRouter(
    queryClient,
    createPublicRouteTree(() => (completeTree ?? completeRouteTree)(router)) as unknown as AppRouteTree,
    createMemoryHistory({ initialEntries: [path] }),
  )
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { router, user: userEvent.setup({ delay: null }) }
}

// The whole tree takes its routes back for the tests that follow in this worker.
afterEach(async () => {
  await loadRouteTree()
})

describe('a public page started with its own route tree', () => {
  it('holds the public pages alone, with their own search rules', async () => {
    const { router } = startOn('/sign-in?reason=idle&redirect=%2Fusers')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(screen.getByText(/signed out after a period without activity/)).toBeVisible()
    expect(router.state.location.search).toEqual({ reason: 'idle', redirect: '/users' })
    expect(Object.keys(router.routesById).sort()).toEqual(['/password-forgotten', '/sign-in', '__root__'])
  })

  it('takes the whole tree in place: what the person typed stays, in the same field', async () => {
    const { router, user } = startOn('/sign-in')
    const key = await screen.findByLabelText(/^API key/)
    await user.type(key, 'sk_typed_before')
    await act(() => completeRouteTree(router))
    expect(router.routeTree).toBe(await loadRouteTree())
    expect(router.routesById['/_app/products/']).toBeDefined()
    expect(screen.getByLabelText(/^API key/)).toBe(key)
    expect(key).toHaveValue('sk_typed_before')
    // Once is enough: a second call finds it there.
    await act(() => completeRouteTree(router))
    expect(router.routeTree).toBe(await loadRouteTree())
  })

  it("loads a page's code ahead (the whole tree first), and not its data: the page on screen stays", async () => {
    const { router } = startOn('/sign-in?redirect=%2Finvoices')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await act(() => loadPagesCode(router, ['/invoices?status=2#top']))
    expect(router.routeTree).toBe(await loadRouteTree())
    expect(router.state.location.pathname).toBe('/sign-in')
    // No loader ran: the query cache holds the sign-in page's runtime config alone.
    const queries = router.options.context.queryClient.getQueryCache().getAll()
    expect(queries.map((query) => query.queryKey)).toEqual([['runtime-config']])
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  })

  it('signs in before the whole tree has loaded, and goes on to the page asked for in it', async () => {
    // The page loads the whole tree once the browser is idle: never, here, so that signing in comes first.
    Object.assign(window, { requestIdleCallback: () => 0, cancelIdleCallback: () => {} })
    try {
      const { router, user } = startOn('/sign-in?redirect=%2Fproducts')
      await user.type(await screen.findByLabelText(/^API key/), TEST_KEY)
      expect(router.routesById['/_app/products/']).toBeUndefined()
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 10_000 })).toBeVisible()
      expect(router.state.location.pathname).toBe('/products')
      expect(router.routeTree).toBe(await loadRouteTree())
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback')
      Reflect.deleteProperty(window, 'cancelIdleCallback')
    }
  })

  it('sends a way out of the public pages on in the whole tree: signed out, to sign in, and back after', async () => {
    const { router } = startOn('/password-forgotten')
    expect(await screen.findByRole('form', { name: 'Reset your password' })).toBeVisible()
    await act(() => router.navigate({ href: '/users?page=2' }))
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(router.state.location.search).toEqual({ redirect: '/users?page=2' })
    expect(router.routeTree).toBe(await loadRouteTree())
  })

  it('shows the error panel when the whole tree cannot be loaded, and opens the page asked for on "Try again"', async () => {
    // What the router throws outside React (as it leaves a match) reaches the window alone.
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => errors.push(event.error)
    window.addEventListener('error', onError)
    try {
      let failures = 1
      const { router, user } = startOn('/products', async (router) => {
        if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module: /assets/app-common.js')
        await completeRouteTree(router)
      })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('This page ran into a problem')
      expect(alert).toHaveTextContent('Failed to fetch dynamically imported module')
      // Signed out: the whole tree, once it arrives, sends the page asked for on to sign in first.
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
      expect(router.state.location.search).toEqual({ redirect: '/products' })
      expect(router.routeTree).toBe(await loadRouteTree())
      expect(screen.queryByText('This page ran into a problem')).toBeNull()
      expect(errors).toEqual([])
    } finally {
      window.removeEventListener('error', onError)
    }
  })
})
