import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { NotFoundPage, RouteErrorPanel } from '../components/RouteStates'
import { APP_NAME } from '../lib/pageHead'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: APP_NAME }] }),
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
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

/** A failure at the root itself (the public pages' tree waits there for the whole one): the page keeps its title. */
function RootError(props: ErrorComponentProps) {
  return (
    <>
      <HeadContent />
      <RouteErrorPanel {...props} />
    </>
  )
}
