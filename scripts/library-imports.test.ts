import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createElement, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import {
  appShellBarModules,
  appShellScrollClass,
  ownMerge,
  positioningImport,
  scrollAreaImport,
  scrollAreaModule,
  scrollAreaOnUse,
  scrollAreaRefs,
  scrollLockClassName,
  scrollLockImport,
  tableScrollAreaOnUse,
  tableScrollModule,
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

const tableScroll = join(root, 'node_modules/@mantine/core/esm/components/Table/TableScrollContainer.mjs')

describe('table-scroll-area-on-use', () => {
  it("has the table's scroll container load the scroll area when first drawn with it, not with the table", () => {
    expect(tableScroll).toMatch(tableScrollModule)
    const published = readFileSync(tableScroll, 'utf8')
    // Once the library stops importing the scroll area here, this plugin can go.
    expect(published).toContain(scrollAreaImport)
    const transform = tableScrollAreaOnUse().transform as Transform
    const result = transform.call(context(), published, tableScroll)
    expect(result?.code).not.toMatch(/^import .*ScrollArea/m)
    expect(result?.code).toContain(scrollAreaOnUse)
    expect(transform.call(context(), 'export const x = 1', original)).toBeNull()
  })

  it('draws both types as the library does: the native one at once, the scroll area once its code is there', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { prerenderToNodeStream } = await import('react-dom/static')
    const { MantineProvider } = await import('@mantine/core')
    const { TableScrollContainer: Published } = await import('@mantine/core')
    // The build's copy, beside the published one so that its imports resolve to the same modules.
    const copy = join(dirname(tableScroll), `TableScrollContainer.on-use-${process.pid}.mjs`)
    const transform = tableScrollAreaOnUse().transform as Transform
    writeFileSync(copy, transform.call(context(), readFileSync(tableScroll, 'utf8'), tableScroll)!.code)
    try {
      const { TableScrollContainer: Built } = (await import(/* @vite-ignore */ copy)) as {
        TableScrollContainer: typeof Published
      }
      const draw = async (Container: typeof Published, type: 'native' | 'scrollarea') => {
        const tree = createElement(
          MantineProvider,
          null,
          createElement(
            Suspense,
            { fallback: 'waiting' },
            createElement(Container, { type, minWidth: 600 }, createElement('table')),
          ),
        )
        const { prelude } = await prerenderToNodeStream(tree)
        let html = ''
        for await (const chunk of prelude) html += String(chunk)
        return html
      }
      const native = renderToStaticMarkup(
        createElement(MantineProvider, null, createElement(Built, { type: 'native', minWidth: 600 }, createElement('table'))),
      )
      expect(native).toContain('mantine-TableScrollContainer-scrollContainer')
      expect(native).not.toContain('waiting')
      expect(await draw(Built, 'native')).toBe(await draw(Published, 'native'))
      const scrollArea = await draw(Built, 'scrollarea')
      expect(scrollArea).toContain('mantine-ScrollArea-root')
      expect(scrollArea).toBe(await draw(Published, 'scrollarea'))
    } finally {
      rmSync(copy)
    }
  })

  it('stops the build when the container no longer imports the scroll area so, or is not loaded', () => {
    const plugin = tableScrollAreaOnUse()
    expect(() => (plugin.transform as Transform).call(context(), 'export {}', tableScroll)).toThrow(/no longer has the import/)
    expect(() => (tableScrollAreaOnUse().buildEnd as BuildEnd).call(context())).toThrow(/0 of the 1 modules/)
  })
})
