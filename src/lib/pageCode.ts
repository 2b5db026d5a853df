import { useEffect } from 'react'
import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { addressParts } from './redirect'

/**
 * Loads the code of the page at `href` on this site (each of its routes' split-off parts), not its data: for the page a
 * person is about to open, so that opening it waits only for its data. Nothing is loaded twice: the router keeps each
 * part it has loaded. A part that fails to load is asked for again when the page is opened, so the failure is dropped.
 */
export function loadPageCode(router: AnyRouter, href: string): Promise<void> {
  const [routes] = router.getMatchedRoutes(addressParts(href).pathname)
  return Promise.all(routes.map((route) => router.loadRouteChunk(route))).then(
    () => undefined,
    () => undefined,
  )
}

/**
 * Loads the code of the page at `href` (an address, or a route's path as a link's `to`: `/users/$userId`) while the
 * person reads this one: `loadPageCode`, once the browser is idle after drawing this page. Nothing while `href` is
 * undefined.
 */
export function usePageCodeAhead(href: string | undefined) {
  const router = useRouter()
  useEffect(() => {
    if (!href) return
    // A route's path is an address of its own page: its parameters are matched as values.
    const load = () => void loadPageCode(router, href)
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 0)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(load)
    return () => cancelIdleCallback(idle)
  }, [router, href])
}
