import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { routeTree as wholeRouteTree } from './routeTree.gen'
import { RouteErrorPanel } from './components/RouteStates'
import { addressParts } from './lib/redirect'

/** Every route of the app (src/routeTree.gen.ts, written by the router plugin from src/routes). */
export type AppRouteTree = typeof wholeRouteTree

/**
 * The whole route tree, loaded on its own: the public pages start without it (src/publicRouteTree.ts), as it
 * brings every signed-in page's rules and loaders, and the calls they make.
 */
export async function loadRouteTree(): Promise<AppRouteTree> {
  const { routeTree } = await import('./routeTree.gen')
  // A public start lends the public pages' routes a root of its own: they go back under this one.
  for (const route of Object.values((routeTree.children ?? {}) as unknown as Record<string, AnyRoute>)) {
    route.update({ getParentRoute: () => routeTree } as Parameters<AnyRoute['update']>[0])
  }
  return routeTree
}

export function createAppRouter(queryClient: QueryClient, routeTree: AppRouteTree, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // A page that throws shows a recoverable panel in place of that page; the shell keeps working.
    defaultErrorComponent: RouteErrorPanel,
    // Data freshness is TanStack Query's business; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Gives a router started with the public pages' tree the whole tree (once; a second call finds it there). The
 * page on screen stays as it is: its route and its root are the same in both trees.
 */
export async function completeRouteTree(router: AppRouter): Promise<void> {
  const routeTree = await loadRouteTree()
  if (router.routeTree !== routeTree) router.update({ ...router.options, routeTree })
}

/**
 * Loads the code of the pages at `hrefs` (addresses on this site), the whole tree first: each page's routes' parts
 * split from the tree, once for a page however many addresses lead to it, and not their data. A navigation there
 * then waits for its data alone.
 */
export async function loadPagesCode(router: AppRouter, hrefs: Iterable<string>): Promise<void> {
  await completeRouteTree(router)
  const pages = new Map<string, readonly AnyRoute[]>()
  for (const href of hrefs) {
    const [routes] = router.getMatchedRoutes(addressParts(href).pathname)
    const page = routes.at(-1)
    if (page && !pages.has(page.id)) pages.set(page.id, routes)
  }
  const routes = new Set([...pages.values()].flat())
  await Promise.all([...routes].map((route) => router.loadRouteChunk(route)))
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
