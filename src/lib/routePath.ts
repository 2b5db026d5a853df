import type { RegisteredRouter } from '@tanstack/react-router'

/** A page of the app, as a router link's `to` names it (`'/users/$userId'`), from the router's registered routes. */
export type RoutePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']

/** The params a page's path names: `'/users/$userId'` takes `{ userId }`. */
export type RouteParams<P extends string> = P extends `${string}$${infer Name}/${infer Rest}`
  ? Record<Name, string | number> & RouteParams<`/${Rest}`>
  : P extends `${string}$${infer Name}`
    ? Record<Name, string | number>
    : Record<never, never>

/**
 * The address of a page of the app with its params filled in, as the router's link to it writes it: each param
 * encoded as a URI component. For links drawn many times (a list's rows, the navigation), where the router's own
 * link would work it out through the router for each one.
 */
export function pathTo<P extends RoutePath>(
  to: P,
  ...[params]: keyof RouteParams<P> extends never ? [] : [RouteParams<P>]
): string {
  return to.replace(/\$(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  )
}
