import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { RouteErrorPanel } from './components/RouteStates'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // A link's page (its code and its loader's data) loads as the pointer rests on it or it takes the focus.
    defaultPreload: 'intent',
    // A page that throws shows a recoverable panel in place of that page; the shell keeps working.
    defaultErrorComponent: RouteErrorPanel,
    // Data freshness is TanStack Query's business; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
