import '@mantine/core/styles.css'
import '@mantine/spotlight/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cssVariablesResolver, theme } from './app/theme'
import { createQueryClient, queriesSettled } from './app/queryClient'
import { onUnauthorized, restoreSession, signOut } from './session/session'
import { completeRouteTree, createAppRouter, loadRouteTree, type AppRouteTree } from './router'
import { createPublicRouteTree, isPublicPath } from './publicRouteTree'
import { whenIdle } from './lib/afterPaint'
import { dropSentAhead } from './api/sentAhead'

const queryClient = createQueryClient()
/**
 * How long the first render waits for the page's first data at most, once the router has loaded the page (its
 * code, and its loader's own wait, `PAGE_DATA_WAIT_MS` at most, which runs while the code loads): a service across
 * the internet answers within it; a slower answer is waited for on the page, in its loading state. Kept well under
 * a request's timeout (15 s by default, 1 s in the e2e suite's), so that a request that times out fails on the
 * page, which shows it, rather than before the page is drawn (the page would ask again on its own).
 */
const FIRST_DATA_WAIT_MS = 500

function startApp(routeTree: AppRouteTree | 'public') {
  const router = createAppRouter(
    queryClient,
    routeTree === 'public' ? (createPublicRouteTree(() => completeRouteTree(router)) as unknown as AppRouteTree) : routeTree,
  )

  restoreSession()
  onUnauthorized(() => {
    const { href, pathname } = router.state.location
    signOut()
    queryClient.clear()
    if (pathname === '/sign-in') return
    void router.navigate({ to: '/sign-in', search: { reason: 'unauthorized', redirect: href } })
  })

  const start = () => {
    // The page's first data has been asked for by now: a request boot.js sent ahead that no call took was for
    // something else (src/api/sentAhead.ts).
    dropSentAhead()
    // From here each page names itself in the browser tab (the routes' `head`); the static title goes.
    document.head.querySelector('title')?.remove()
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    )
    // A public page: the whole tree, and with it the signed-in pages' first code, once the page is on screen,
    // while the person types.
    if (routeTree === 'public') {
      // A failure here is retried by the first way out of the public pages, which waits for the tree.
      whenIdle(() => void completeRouteTree(router).catch(() => undefined))
    }
  }

  // The static first paint in index.html stays on screen while the page's own code loads, and its first data
  // (a list's rows; half a second at most), so React's first render is the page itself, rows and all, and replaces
  // it in place: a loading state drawn first, and the code loaded after the first paint (the overlays), would
  // only come before the rows.
  const pageReady = router
    .load()
    .then(() => queriesSettled(queryClient, FIRST_DATA_WAIT_MS))
    .catch(() => undefined)
  requestAnimationFrame(() => setTimeout(() => void pageReady.then(start), 0))
}

// A public page starts with its own small tree, and takes the whole one once it is usable; any other page
// starts with the whole tree (boot.js has asked for its files ahead). Not an `await` at the top: that would
// make the bundler wrap each page's chunk in a file of its own.
// Without its files (the network failed), a page starts with the public tree too: its way to any other page waits
// for the whole tree, and shows the error page, with its retry, when the tree cannot be loaded.
if (isPublicPath(location.pathname)) startApp('public')
else void loadRouteTree().then(startApp, () => startApp('public'))
