import { createRootRouteWithContext, redirect, type AnyRoute, type ParsedLocation } from '@tanstack/react-router'
import { Route as RootRoute, type RouterContext } from './routes/__root'
import { Route as SignInRoute } from './routes/sign-in'
import { Route as PasswordForgottenRoute } from './routes/password-forgotten'

/**
 * The app's first route tree on the pages people land on signed out: their two routes, under a root of the same
 * options as the whole tree's. The whole tree (every signed-in page's rules, loaders and the calls they make:
 * the schema library, the contract) loads after the page is usable (`completeRouteTree` in src/router.ts), and
 * any way out of these pages before then waits for it.
 */

/** The pages whose first load starts with this tree. */
export const publicPaths: readonly string[] = ['/sign-in', '/password-forgotten']

/** Whether a location's path is one of the public pages (a trailing slash aside). */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.includes(pathname.replace(/(.)\/+$/, '$1'))
}

/**
 * The public pages' tree. `completeTree` gives the router the whole tree: a navigation anywhere else waits for it,
 * then goes on in the whole tree.
 *
 * That wait is the root's: a route of this tree alone (a catch-all beside the public pages) would still be among
 * the router's matches once the whole tree has replaced this one, and the router looks each match's route up by
 * its id in the tree it holds then (as it leaves that match, or draws it). The root's id is the same in both.
 */
export function createPublicRouteTree(completeTree: () => Promise<void>): AnyRoute {
  // The root's options as they are (its page title, its component, its not-found and error pages): typed for
  // the file route they were written for.
  const root = createRootRouteWithContext<RouterContext>()({
    ...(RootRoute.options as object),
    beforeLoad: async ({ location }: { location: ParsedLocation }) => {
      if (isPublicPath(location.pathname)) return
      await completeTree()
      throw redirect({ href: location.href, replace: true })
    },
  } as never)
  // The same route objects as the whole tree's (their `Route.useSearch` and the like read the router by their
  // id), given this root as their parent until the whole tree takes them back.
  const place = (route: AnyRoute, path: string) =>
    route.update({ id: path, path, getParentRoute: () => root } as Parameters<AnyRoute['update']>[0])
  return root.addChildren([place(SignInRoute, '/sign-in'), place(PasswordForgottenRoute, '/password-forgotten')])
}
