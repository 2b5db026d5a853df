import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  appShellBarModules,
  appShellScrollClass,
  ownMerge,
  positioningImport,
  scrollAreaModule,
  scrollAreaRefs,
  scrollLockClassName,
  scrollLockImport,
} from './library-imports.mjs'

const root = join(import.meta.dirname, '..')
const original = join(root, 'node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs')

type Transform = (this: unknown, code: string, id: string) => { code: string } | null
const context = () => {
  const errors: string[] = []
  return {
    errors,
    error: (message: string) => {
      errors.push(message)
      throw new Error(message)
    },
  }
}

describe('scroll-area-refs', () => {
  it("gives the library's ScrollArea its own hooks' ref merge instead of the positioning library's", () => {
    expect(original).toMatch(scrollAreaModule)
    const published = readFileSync(original, 'utf8')
    // Once the library stops importing the positioning library here, this plugin can go.
    expect(published).toContain(positioningImport)
    const transform = scrollAreaRefs().transform as Transform
    const result = transform.call(context(), published, original)
    expect(result?.code).not.toMatch(/@floating-ui/)
    expect(result?.code).toContain(ownMerge)
    // The calls stay as they were, on the same name.
    expect(result?.code.match(/useMergeRefs\(\[/g)).toHaveLength(published.match(/useMergeRefs\(\[/g)!.length)
    expect(
      transform.call(context(), 'export const x = 1', join(root, 'node_modules/@mantine/core/esm/components/Table/Table.mjs')),
    ).toBeNull()
  })

  it('merges refs as the one it replaces: every ref gets the node, and loses it on cleanup', async () => {
    // useMergedRef is this merge, kept stable across renders.
    const { mergeRefs } = await import('@mantine/hooks')
    const seen: unknown[] = []
    const object = { current: null as unknown }
    const merged = mergeRefs(object, (node: unknown) => void seen.push(node))
    const node = { id: 'viewport' }
    merged(node as never)
    expect(object.current).toBe(node)
    expect(seen).toEqual([node])
    const withCleanup = mergeRefs(object, () => () => void seen.push('cleaned'))
    const cleanup = withCleanup(node as never) as () => void
    cleanup()
    expect(object.current).toBeNull()
    expect(seen).toEqual([node, 'cleaned'])
  })

  it('stops the build when the library no longer imports it so, or the module is not loaded', () => {
    const plugin = scrollAreaRefs()
    const transform = plugin.transform as Transform
    expect(() => transform.call(context(), 'import { useMergedRef } from "@mantine/hooks";', original)).toThrow(
      /ScrollArea\.mjs no longer has the import import \{ useMergeRefs \}/,
    )
    const buildEnd = scrollAreaRefs().buildEnd as BuildEnd
    expect(() => buildEnd.call(context())).toThrow(/0 of the 1 modules it changes were loaded/)
  })
})

type BuildEnd = (this: unknown, error?: Error) => void
const bars = ['Header', 'Aside', 'Footer'].map((part) =>
  join(root, `node_modules/@mantine/core/esm/components/AppShell/AppShell${part}/AppShell${part}.mjs`),
)

describe('app-shell-scroll-class', () => {
  it("gives the shell's bars the scroll lock's class name from where the lock takes it, without the lock", async () => {
    const transform = appShellScrollClass().transform as Transform
    for (const bar of bars) {
      expect(bar).toMatch(appShellBarModules)
      const published = readFileSync(bar, 'utf8')
      // Once the library stops importing the scroll lock here, this plugin can go.
      expect(published).toContain(scrollLockImport)
      const result = transform.call(context(), published, bar)
      expect(result?.code).not.toMatch(/"react-remove-scroll"/)
      expect(result?.code).toContain(scrollLockClassName)
      expect(result?.code).toContain('RemoveScroll.classNames.zeroRight')
    }
    expect(transform.call(context(), 'export const x = 1', original)).toBeNull()
    // The name is the lock's own.
    const { RemoveScroll } = await import('react-remove-scroll')
    const { zeroRightClassName } = await import('react-remove-scroll-bar/constants')
    expect(zeroRightClassName).toBe(RemoveScroll.classNames.zeroRight)
  })

  it('stops the build when a bar no longer imports the lock, or not all three bars are loaded', () => {
    const plugin = appShellScrollClass()
    const transform = plugin.transform as Transform
    expect(() => transform.call(context(), 'export function AppShellHeader() {}', bars[0])).toThrow(
      /AppShellHeader\.mjs no longer has the import/,
    )
    transform.call(context(), readFileSync(bars[1], 'utf8'), bars[1])
    const buildEnd = plugin.buildEnd as BuildEnd
    expect(() => buildEnd.call(context())).toThrow(/1 of the 3 modules it changes were loaded/)
    // A failed build is reported as it is, not as this.
    expect(() => buildEnd.call(context(), new Error('other'))).not.toThrow()
  })
})
