import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { NotFoundPage } from '../components/RouteStates'
import { APP_NAME } from '../lib/pageHead'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: APP_NAME }] }),
  component: Root,
  notFoundComponent: NotFoundPage,
})

/** Every page: its title in the browser tab (each route's `head`), then the page. */
function Root() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  )
}
