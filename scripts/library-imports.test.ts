import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement, Suspense, type ComponentType, type ReactNode } from 'react'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  appShellBarModules,
  appShellScrollClass,
  ownMerge,
  positioningImport,
  appShellResizeOnUse,
  appShellSectionModules,
  chevronOnUse,
  collapseOnUse,
  loadOnUse,
  navLinkModule,
  navLinkNestingOnUse,
  providerCssVariablesOnUse,
  providerModule,
  cssVariablesOnUse,
  resizeHandleOnUse,
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

const mantine = (path: string) => join(root, `node_modules/@mantine/core/esm/components/${path}.mjs`)

/**
 * The build's copy of a library module (every rule that changes it applied), written beside the published one so
 * that its imports resolve to the same modules, and imported; removed by `done`.
 */
async function builtCopy<T>(file: string, plugins: Plugin[]): Promise<{ module: T; done: () => void }> {
  let code = readFileSync(file, 'utf8')
  for (const plugin of plugins) code = (plugin.transform as Transform).call(context(), code, file)?.code ?? code
  const copy = file.replace(/\.mjs$/, `.built-${process.pid}.mjs`)
  writeFileSync(copy, code)
  return { module: (await import(/* @vite-ignore */ copy)) as T, done: () => rmSync(copy) }
}

/** The HTML of `node` inside the library's provider, once everything it suspends on has arrived. */
async function drawn(node: ReactNode) {
  const { prerenderToNodeStream } = await import('react-dom/static')
  const { MantineProvider } = await import('@mantine/core')
  const tree = createElement(MantineProvider, null, createElement(Suspense, { fallback: 'waiting' }, node))
  const { prelude } = await prerenderToNodeStream(tree)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

/** The HTML of `node` inside the provider, drawn at once: it fails if anything in it suspends. */
async function drawnAtOnce(node: ReactNode) {
  const { renderToStaticMarkup } = await import('react-dom/server')
  const { MantineProvider } = await import('@mantine/core')
  return renderToStaticMarkup(createElement(MantineProvider, null, node))
}

const onUseRules = [
  {
    plugins: () => [tableScrollAreaOnUse()],
    modules: tableScrollModule,
    files: [mantine('Table/TableScrollContainer')],
    rules: [scrollAreaOnUse],
  },
  {
    plugins: navLinkNestingOnUse,
    modules: navLinkModule,
    files: [mantine('NavLink/NavLink')],
    rules: [collapseOnUse, chevronOnUse],
  },
  {
    plugins: () => [providerCssVariablesOnUse()],
    modules: providerModule,
    files: [join(root, 'node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')],
    rules: [cssVariablesOnUse],
  },
  {
    plugins: () => [appShellResizeOnUse()],
    modules: appShellSectionModules,
    files: ['Header', 'Navbar', 'Aside', 'Footer'].map((part) => mantine(`AppShell/AppShell${part}/AppShell${part}`)),
    rules: [resizeHandleOnUse],
  },
]

describe('parts loaded on use', () => {
  it('replaces each static import of a part with the same name loaded when first drawn', () => {
    for (const { plugins, modules, files, rules } of onUseRules) {
      for (const file of files) {
        expect(file).toMatch(modules)
        const published = readFileSync(file, 'utf8')
        let code = published
        for (const plugin of plugins()) code = (plugin.transform as Transform).call(context(), code, file)?.code ?? code
        for (const rule of rules) {
          // Once the library stops importing the part so, its rule can go.
          expect(published).toContain(rule.from)
          expect(code).not.toContain(rule.from)
          expect(code).toContain(rule.to)
        }
      }
      for (const plugin of plugins())
        expect((plugin.transform as Transform).call(context(), 'export const x = 1', original)).toBeNull()
    }
  })

  it('loadOnUse names the part it loads and gives each its own lazy', () => {
    expect(loadOnUse('Collapse', '../Collapse/Collapse.mjs')).toEqual({
      from: 'import { Collapse } from "../Collapse/Collapse.mjs";',
      to:
        'import { lazy as lazy$Collapse } from "react";\n' +
        'const Collapse = lazy$Collapse(() => import("../Collapse/Collapse.mjs").then((module) => ({ default: module.Collapse })));',
    })
  })

  it("the table's scroll container: the native type at once, the scroll area once its code is there, as published", async () => {
    const { TableScrollContainer: Published } = await import('@mantine/core')
    const { module, done } = await builtCopy<{ TableScrollContainer: typeof Published }>(mantine('Table/TableScrollContainer'), [
      tableScrollAreaOnUse(),
    ])
    try {
      const Built = module.TableScrollContainer
      const table = (Container: typeof Published, type: 'native' | 'scrollarea') =>
        createElement(Container, { type, minWidth: 600 }, createElement('table'))
      const native = await drawnAtOnce(table(Built, 'native'))
      expect(native).toContain('mantine-TableScrollContainer-scrollContainer')
      expect(native).toBe(await drawnAtOnce(table(Published, 'native')))
      const scrollArea = await drawn(table(Built, 'scrollarea'))
      expect(scrollArea).toContain('mantine-ScrollArea-root')
      expect(scrollArea).toBe(await drawn(table(Published, 'scrollarea')))
    } finally {
      done()
    }
  })

  it('a navigation link: a plain one at once, a nested one with its collapse and chevron once there, as published', async () => {
    // Drawn as a plain link or a group (the library's own type is polymorphic over the element it renders).
    type Link = ComponentType<{ label: string; href?: string; defaultOpened?: boolean; children?: ReactNode }>
    const Published = (await import('@mantine/core')).NavLink as unknown as Link
    const { module, done } = await builtCopy<{ NavLink: Link }>(mantine('NavLink/NavLink'), navLinkNestingOnUse())
    try {
      const Built = module.NavLink
      const plain = await drawnAtOnce(createElement(Built, { label: 'Products', href: '/products' }))
      expect(plain).toBe(await drawnAtOnce(createElement(Published, { label: 'Products', href: '/products' })))
      const nested = (NavLink: Link) =>
        createElement(
          NavLink,
          { label: 'Discounts', defaultOpened: true },
          createElement(NavLink, { label: 'Templates', href: '/t' }),
        )
      const built = await drawn(nested(Built))
      expect(built).toContain('mantine-NavLink-chevron')
      expect(built).toContain('Templates')
      expect(built).toBe(await drawn(nested(Published)))
    } finally {
      done()
    }
  })

  it('the app shell: a fixed navbar at once, a resizable one with its handle once there, as published', async () => {
    const { AppShell, AppShellNavbar: Published, useAppShellResize } = await import('@mantine/core')
    const navbar = mantine('AppShell/AppShellNavbar/AppShellNavbar')
    const { module, done } = await builtCopy<{ AppShellNavbar: typeof Published }>(navbar, [appShellResizeOnUse()])
    try {
      function Shell({ Navbar, resizable }: { Navbar: typeof Published; resizable: boolean }) {
        const resize = useAppShellResize(resizable ? { navbar: {} } : {})
        return createElement(
          AppShell,
          { navbar: { width: 240, breakpoint: 'sm' }, resize: resizable ? resize : undefined },
          createElement(Navbar, null, 'Links'),
        )
      }
      const shell = (Navbar: typeof Published, resizable: boolean) => createElement(Shell, { Navbar, resizable })
      const fixed = await drawnAtOnce(shell(module.AppShellNavbar, false))
      expect(fixed).toBe(await drawnAtOnce(shell(Published, false)))
      const resizable = await drawn(shell(module.AppShellNavbar, true))
      expect(resizable).toContain('mantine-AppShell-resizeHandle')
      expect(resizable).toBe(await drawn(shell(Published, true)))
    } finally {
      done()
    }
  })

  it('the provider: without its CSS variables at once, with them once they are there, as published', async () => {
    const { MantineProvider: Published } = await import('@mantine/core')
    const provider = join(root, 'node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')
    const { module, done } = await builtCopy<{ MantineProvider: typeof Published }>(provider, [providerCssVariablesOnUse()])
    try {
      const Built = module.MantineProvider
      const { renderToStaticMarkup } = await import('react-dom/server')
      const { prerenderToNodeStream } = await import('react-dom/static')
      const page = (Provider: typeof Published, withCssVariables: boolean) =>
        createElement(Provider, { withCssVariables, theme: { primaryColor: 'teal' } }, createElement('main', null, 'Products'))
      // As the app draws it: at once, and the same.
      expect(renderToStaticMarkup(page(Built, false))).toBe(renderToStaticMarkup(page(Published, false)))
      const all = async (withCssVariables: boolean, Provider: typeof Published) => {
        const { prelude } = await prerenderToNodeStream(
          createElement(Suspense, { fallback: 'waiting' }, page(Provider, withCssVariables)),
        )
        let html = ''
        for await (const chunk of prelude) html += String(chunk)
        return html
      }
      const withVariables = await all(true, Built)
      expect(withVariables).toContain('--mantine-primary-color-filled: var(--mantine-color-teal-filled)')
      expect(withVariables).toBe(await all(true, Published))
    } finally {
      done()
    }
  })

  it('stops the build when a module no longer imports the part so, or not every module it changes is loaded', () => {
    const plugin = tableScrollAreaOnUse()
    expect(() => (plugin.transform as Transform).call(context(), 'export {}', mantine('Table/TableScrollContainer'))).toThrow(
      /TableScrollContainer\.mjs no longer has the import import \{ ScrollArea \}/,
    )
    expect(() => (tableScrollAreaOnUse().buildEnd as BuildEnd).call(context())).toThrow(/0 of the 1 modules/)
    const sections = appShellResizeOnUse()
    const header = mantine('AppShell/AppShellHeader/AppShellHeader')
    ;(sections.transform as Transform).call(context(), readFileSync(header, 'utf8'), header)
    expect(() => (sections.buildEnd as BuildEnd).call(context())).toThrow(/1 of the 4 modules/)
  })
})
