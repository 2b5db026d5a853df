import { describe, expect, it } from 'vitest'
import { createLazyRoute, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { loadPageCode } from './pageCode'

/** A router of a layout, a list and a record page, each page's code split off as the build does it: what was loaded. */
function routerWithSplitPages({ failing }: { failing?: string } = {}) {
  const loaded: string[] = []
  const lazily = (id: string) => () => {
    if (id === failing) return Promise.reject(new Error(`Failed to fetch ${id}`))
    loaded.push(id)
    // The app's registered routes type `createLazyRoute`'s id: these stand-in routes are none of them.
    return Promise.resolve(createLazyRoute(id as never)({}) as never)
  }
  const root = createRootRoute()
  const app = createRoute({ getParentRoute: () => root, id: '_app' }).lazy(lazily('/_app'))
  const users = createRoute({ getParentRoute: () => app, path: 'users/' }).lazy(lazily('/_app/users/'))
  const user = createRoute({ getParentRoute: () => app, path: 'users/$userId' }).lazy(lazily('/_app/users/$userId'))
  const products = createRoute({ getParentRoute: () => app, path: 'products/' }).lazy(lazily('/_app/products/'))
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren([users, user, products])]),
    history: createMemoryHistory({ initialEntries: ['/sign-in'] }),
  })
  return { router, loaded, users }
}

describe('loadPageCode', () => {
  it("loads the code of every route of the page at an address, its query and fragment aside, and no other page's", async () => {
    const { router, loaded } = routerWithSplitPages()
    await loadPageCode(router, '/users/42?tab=invoices#notes')
    expect(loaded.sort()).toEqual(['/_app', '/_app/users/$userId'])
  })

  it('loads a part once, however often it is asked for', async () => {
    const { router, loaded } = routerWithSplitPages()
    await Promise.all([loadPageCode(router, '/products'), loadPageCode(router, '/products')])
    await loadPageCode(router, '/products')
    expect(loaded.sort()).toEqual(['/_app', '/_app/products/'])
  })

  it('drops a part that fails to load: the page asks for it again when opened', async () => {
    const { router, loaded, users } = routerWithSplitPages({ failing: '/_app/users/' })
    await expect(loadPageCode(router, '/users')).resolves.toBeUndefined()
    expect(loaded).toEqual(['/_app'])
    await expect(router.loadRouteChunk(users)).rejects.toThrow('Failed to fetch')
  })
})
