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

describe('start-up', () => {
  it('builds no schema when the route tree loads: a page builds the rules it uses when it uses them', async () => {
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
    // Every route, with its search and path rules, and the pages and contract modules they import.
    await import('./routeTree.gen')
    vi.doUnmock('zod')
    // Test files may share the module registry: later imports get the real schema library again.
    vi.resetModules()
    expect(built).toEqual([])
  }, 60_000)
})
