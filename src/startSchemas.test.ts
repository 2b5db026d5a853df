import { describe, expect, it, vi } from 'vitest'

/** Where a schema was built: the first frames of the dashboard's own code below the call. */
const builtAt = (stack = '') =>
  stack
    .split('\n')
    .slice(2)
    .filter((line) => line.includes('/src/'))
    .slice(0, 3)
    .map((line) =>
      line
        .trim()
        .replace(/.*\/src\//, '')
        .replace(/\)$/, ''),
    )
    .join(' < ')

/** Runs `work` with every schema built noted (with where it was built), and gives the notes. */
async function schemasBuiltBy(work: () => Promise<void>): Promise<string[]> {
  vi.resetModules()
  const built: string[] = []
  vi.doMock('zod', async (importOriginal) => {
    const actual = await importOriginal<typeof import('zod')>()
    // Every schema starts from a call on `z` (z.object, z.string, z.int, ...): each one is noted.
    const z = new Proxy(actual.z, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown
        if (typeof value !== 'function' || typeof key !== 'string') return value
        return (...args: unknown[]) => {
          built.push(`z.${key} at ${builtAt(new Error().stack)}`)
          return (value as (...args: unknown[]) => unknown).apply(target, args)
        }
      },
    })
    return { ...actual, z }
  })
  try {
    await work()
  } finally {
    vi.doUnmock('zod')
    // Test files may share the module registry: later imports get the real schema library again.
    vi.resetModules()
  }
  return built
}

describe('start-up', () => {
  it('builds no schema when the route tree loads: a page builds the rules it uses when it uses them', async () => {
    // Every route, with its search and path rules, and the pages and contract modules they import.
    const built = await schemasBuiltBy(async () => void (await import('./routeTree.gen')))
    expect(built).toEqual([])
  }, 60_000)

  it("builds no list's search rules for the navigation's links, drawn on every signed-in page", async () => {
    const built = await schemasBuiltBy(async () => {
      const [{ createAppRouter, loadRouteTree }, { navItems }, { QueryClient }, { createMemoryHistory }] = await Promise.all([
        import('./router'),
        import('./app/nav'),
        import('@tanstack/react-query'),
        import('@tanstack/react-router'),
      ])
      const router = createAppRouter(
        new QueryClient(),
        await loadRouteTree(),
        createMemoryHistory({ initialEntries: ['/sign-in'] }),
      )
      for (const item of navItems) expect(router.buildLocation({ to: item.to }).pathname).toBe(item.to)
    })
    // The router, on the sign-in page, has read that page's search; no list's rules were built.
    expect(built.filter((note) => !note.includes('routes/sign-in.tsx'))).toEqual([])
  }, 60_000)
})
