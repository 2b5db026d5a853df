import { describe, expect, it } from 'vitest'
import {
  codeSplitting,
  compileAhead,
  compileHint,
  importsOf,
  isIndexOnly,
  reexportsOf,
  routesInManifest,
  usedModules,
} from './chunking.mjs'

// A small app: the entry loads the router, which loads a public page (sign-in) and a signed-in one (products) on
// demand. Both use a component library through its index, which imports every component.
const lib = '/app/node_modules/ui/esm'
const modules = {
  '/app/index.html': { isEntry: true, imports: ['/app/src/main.tsx'] },
  '/app/src/main.tsx': {
    code: 'import { Provider } from "ui";\nimport { routes } from "./routes";',
    imports: [`${lib}/index.mjs`, '/app/src/routes.ts'],
  },
  '/app/src/routes.ts': {
    code: 'import { productsQuery } from "./features/products/queries";',
    imports: ['/app/src/features/products/queries.ts'],
    dynamic: [
      '/app/src/routes/sign-in.tsx?tsr-split=component',
      '/app/src/routes/password-forgotten.tsx?tsr-split=component',
      '/app/src/routes/_app.tsx?tsr-split=component',
      '/app/src/routes/_app/products.tsx?tsr-split=component',
      '/app/src/routes/_app/products/$id.tsx?tsr-split=component',
      '/app/src/routes/_app/products/new.tsx?tsr-split=component',
    ],
  },
  // The signed-in pages' layout: its shell, and a part of the library only it uses.
  '/app/src/routes/_app.tsx?tsr-split=component': {
    code: 'import { AppLayout } from "../app/AppLayout";',
    imports: ['/app/src/app/AppLayout.tsx'],
  },
  '/app/src/app/AppLayout.tsx': {
    code: 'import { Shell, TextInput } from "ui";',
    imports: [`${lib}/index.mjs`],
  },
  // A product's page and the new product's, not landing pages: their editor is shared with no landing page.
  '/app/src/routes/_app/products/$id.tsx?tsr-split=component': {
    code: 'import { ProductEditor } from "../../../features/products/ProductEditor";\nimport { DataTable } from "../../../components/DataTable";\nimport { ProductHistory } from "../../../features/products/ProductHistory";\nimport { price } from "../../../features/products/format";',
    imports: [
      '/app/src/features/products/ProductEditor.tsx',
      '/app/src/components/DataTable.tsx',
      '/app/src/features/products/ProductHistory.tsx',
      '/app/src/features/products/format.ts',
    ],
  },
  '/app/src/routes/_app/products/new.tsx?tsr-split=component': {
    code: 'import { ProductEditor } from "../../../features/products/ProductEditor";\nimport { Drawer } from "ui";\nimport { useForm } from "../../../lib/forms";',
    imports: ['/app/src/features/products/ProductEditor.tsx', `${lib}/index.mjs`, '/app/src/lib/forms.ts'],
  },
  // Another public page, no landing page: its form's code is shared with a signed-in page only.
  '/app/src/routes/password-forgotten.tsx?tsr-split=component': {
    code: 'import { useForm } from "../lib/forms";',
    imports: ['/app/src/lib/forms.ts'],
  },
  '/app/src/lib/forms.ts': { code: 'export const useForm = () => {}', imports: [] },
  '/app/src/features/products/ProductEditor.tsx': { code: 'export const ProductEditor = 1', imports: [] },
  // The list's and the product's page share it.
  '/app/src/features/products/format.ts': { code: 'export const price = 1', imports: [] },
  // Only the product's page uses it.
  '/app/src/features/products/ProductHistory.tsx': { code: 'export const ProductHistory = 1', imports: [] },
  // Only the products list (a landing page) uses it.
  '/app/src/features/products/ProductsList.tsx': {
    code: 'import { Chart } from "ui";',
    imports: [`${lib}/index.mjs`],
  },
  '/app/src/features/products/queries.ts': {
    code: 'import { call } from "../../api/client";',
    imports: ['/app/src/api/client.ts'],
  },
  '/app/src/api/client.ts': { code: 'export const call = () => {}', imports: [] },
  '/app/src/routes/sign-in.tsx?tsr-split=component': {
    code: 'import { TextInput } from "ui";\nimport { SignInForm } from "../features/auth/SignInForm";',
    imports: [`${lib}/index.mjs`, '/app/src/features/auth/SignInForm.tsx'],
  },
  '/app/src/features/auth/SignInForm.tsx': {
    code: 'import { call } from "../../api/client";',
    imports: ['/app/src/api/client.ts'],
  },
  '/app/src/routes/_app/products.tsx?tsr-split=component': {
    code: 'import { Table, TextInput } from "ui";\nimport { DataTable } from "../../components/DataTable";\nimport { overlayParts } from "../../components/overlayParts";\nimport { ProductsList } from "../../features/products/ProductsList";\nimport { productsQuery } from "../../features/products/queries";\nimport { price } from "../../features/products/format";',
    imports: [
      `${lib}/index.mjs`,
      '/app/src/components/DataTable.tsx',
      '/app/src/components/overlayParts.ts',
      '/app/src/features/products/ProductsList.tsx',
      '/app/src/features/products/queries.ts',
      '/app/src/features/products/format.ts',
    ],
  },
  // The overlays, loaded after the page has painted: a drawer only they use, and the table a page uses too.
  '/app/src/components/overlayParts.ts': {
    code: 'export const overlayParts = 1',
    imports: [],
    dynamic: ['/app/src/components/OverlayPanels.tsx'],
  },
  '/app/src/components/OverlayPanels.tsx': {
    code: 'import { Drawer, Table } from "ui";',
    imports: [`${lib}/index.mjs`],
  },
  '/app/src/components/DataTable.tsx': { code: 'import { Table } from "ui";', imports: [`${lib}/index.mjs`] },
  [`${lib}/index.mjs`]: {
    code: [
      '/* the library */',
      'import { Provider } from "./Provider.mjs";',
      'import { TextInput } from "./TextInput.mjs";',
      'export { default as Table } from "./Table.mjs";',
      'export { Drawer } from "./Drawer.mjs";',
      'export { Shell } from "./Shell.mjs";',
      'export { Chart } from "./Chart.mjs";',
      'export { Provider, TextInput };',
    ].join('\n'),
    imports: [
      `${lib}/Provider.mjs`,
      `${lib}/TextInput.mjs`,
      `${lib}/Table.mjs`,
      `${lib}/Drawer.mjs`,
      `${lib}/Shell.mjs`,
      `${lib}/Chart.mjs`,
    ],
  },
  [`${lib}/Shell.mjs`]: { code: 'import { Box } from "./Box.mjs";\nexport function Shell() {}', imports: [`${lib}/Box.mjs`] },
  [`${lib}/Chart.mjs`]: { code: 'export function Chart() {}', imports: [] },
  [`${lib}/Drawer.mjs`]: { code: 'import { Box } from "./Box.mjs";\nexport function Drawer() {}', imports: [`${lib}/Box.mjs`] },
  [`${lib}/Provider.mjs`]: { code: 'export function Provider() {}', imports: [] },
  [`${lib}/TextInput.mjs`]: {
    code: 'import { Box } from "./Box.mjs";\nexport function TextInput() {}',
    imports: [`${lib}/Box.mjs`],
  },
  [`${lib}/Table.mjs`]: {
    code: 'import { Box } from "./Box.mjs";\nexport default function Table() {}',
    imports: [`${lib}/Box.mjs`],
  },
  [`${lib}/Box.mjs`]: { code: 'export function Box() {}', imports: [] },
} satisfies Record<string, Module>

interface Module {
  code?: string
  isEntry?: boolean
  imports: string[]
  dynamic?: string[]
}
const graphOf = (all: Record<string, Module>) => ({
  getModuleInfo(id: string) {
    const module = all[id]
    if (!module) return null
    const importers = (key: 'imports' | 'dynamic') =>
      Object.entries(all)
        .filter(([, other]) => (other[key] ?? []).includes(id))
        .map(([other]) => other)
    return {
      id,
      code: module.code ?? null,
      isEntry: module.isEntry ?? false,
      importedIds: module.imports,
      dynamicallyImportedIds: module.dynamic ?? [],
      importers: importers('imports'),
      dynamicImporters: importers('dynamic'),
    }
  },
})
const graph = graphOf(modules)

describe('reading modules', () => {
  it('reads the names imported from each source', () => {
    expect(
      importsOf('import X, { a as b } from "y";\nimport * as z from "zod";\nimport "./side.css";\nexport * from "./w";'),
    ).toEqual([
      { source: 'y', names: ['default', 'a'] },
      { source: 'zod', names: null },
      { source: './w', names: null },
    ])
  })

  it("tells a package's index from a module with code of its own, and reads what it re-exports", () => {
    const index = modules[`${lib}/index.mjs`].code
    expect(isIndexOnly(index)).toBe(true)
    expect(isIndexOnly(modules[`${lib}/TextInput.mjs`].code)).toBe(false)
    expect(reexportsOf(index)).toEqual({
      exported: new Map([
        ['Table', './Table.mjs'],
        ['Provider', './Provider.mjs'],
        ['Drawer', './Drawer.mjs'],
        ['Shell', './Shell.mjs'],
        ['Chart', './Chart.mjs'],
        ['TextInput', './TextInput.mjs'],
      ]),
      stars: [],
    })
  })
})

describe('usedModules', () => {
  const { byEntry, byPublic } = usedModules(graph, `${lib}/Box.mjs`)

  it('follows a package index only to the parts imported by name', () => {
    expect(byEntry).toContain(`${lib}/Provider.mjs`)
    expect(byEntry).not.toContain(`${lib}/TextInput.mjs`)
    expect(byPublic).toContain(`${lib}/TextInput.mjs`)
    expect(byPublic).toContain(`${lib}/Box.mjs`)
    expect(byPublic).not.toContain(`${lib}/Table.mjs`)
  })

  it('counts what the entry and the public pages use, not what signed-in pages use', () => {
    expect(byEntry).toContain('/app/src/features/products/queries.ts')
    expect(byPublic).toContain('/app/src/features/auth/SignInForm.tsx')
    expect(byPublic).not.toContain('/app/src/components/DataTable.tsx')
    expect(byPublic).not.toContain('/app/src/routes/_app/products.tsx?tsr-split=component')
  })

  it('follows every part of an index it cannot read', () => {
    const starred = {
      getModuleInfo: (id: string) => {
        const module = graph.getModuleInfo(id)
        return module && id === `${lib}/index.mjs` ? { ...module, code: `${module.code}\nexport * from "./Table.mjs";` } : module
      },
    }
    expect(usedModules(starred, '/app/index.html').byEntry).toContain(`${lib}/Table.mjs`)
  })
})

describe('codeSplitting', () => {
  // Products is a landing page: what it needs before it is usable is in app-common, what it loads later is not.
  const landingRoutes = ['src/routes/_app.tsx', 'src/routes/_app/products.tsx']
  const [common, appCommon, feature] = codeSplitting({ landingRoutes }).groups!
  const name = (group: typeof common, id: string) =>
    (group!.name as (id: string, context: typeof graph) => string | null)(id, graph)
  const takes = (group: typeof common, id: string) => (group!.test as (id: string) => boolean)(id)
  /** The chunk the groups put a module in, the first by priority that names one; null: left to its page's chunk. */
  const chunkOf = (groups: ReturnType<typeof codeSplitting>['groups'], id: string) => {
    const ordered = [...groups!].sort((a, b) => b.priority! - a.priority!)
    for (const group of ordered) {
      if (!takes(group, id)) continue
      const named = name(group, id)
      // A group that only counts modules two chunks share (the bundler's own rule) leaves the others alone.
      if (named && usedModules(graph, id, landingRoutes).shareCount(id) >= (group!.minShareCount ?? 1)) return named
    }
    return null
  }

  it('puts what a public page or the entry uses in common, what only signed-in pages share in app-common', () => {
    expect(name(common, `${lib}/TextInput.mjs`)).toBe('common')
    expect(name(appCommon, `${lib}/TextInput.mjs`)).toBeNull()
    expect(name(common, `${lib}/Table.mjs`)).toBeNull()
    expect(name(appCommon, `${lib}/Table.mjs`)).toBe('app-common')
    expect(name(appCommon, '/app/src/components/DataTable.tsx')).toBe('app-common')
    expect(chunkOf(codeSplitting({ landingRoutes }).groups, '/app/src/features/products/queries.ts')).toBe('common')
  })

  it("puts the entry's own code in common too, so that they are one file: what only sign-in uses stays its own", () => {
    const groups = codeSplitting({ landingRoutes: [...landingRoutes, 'src/routes/sign-in.tsx'] }).groups
    // Used by the entry alone: they were the entry's chunk, which every page loads beside common.
    expect(usedModules(graph, '/app/src/main.tsx', landingRoutes).shareCount('/app/src/main.tsx')).toBe(1)
    expect(chunkOf(groups, '/app/src/main.tsx')).toBe('common')
    expect(chunkOf(groups, '/app/src/routes.ts')).toBe('common')
    expect(chunkOf(groups, `${lib}/Provider.mjs`)).toBe('common')
    // A public page's own code is no other page's: it does not join the file every page loads.
    expect(chunkOf(groups, '/app/src/features/auth/SignInForm.tsx')).toBe('feature-auth')
  })

  it('leaves to the signed-in groups what only a public page that is no landing page shares (password reset), once sign-in is one', () => {
    const withSignIn = codeSplitting({ landingRoutes: [...landingRoutes, 'src/routes/sign-in.tsx'] }).groups
    expect(chunkOf(withSignIn, '/app/src/lib/forms.ts')).toBe('app-later')
    expect(chunkOf(withSignIn, `${lib}/TextInput.mjs`)).toBe('common')
    // While no public page is a landing page, every public page decides what is common.
    expect(chunkOf(codeSplitting({ landingRoutes }).groups, '/app/src/lib/forms.ts')).toBe('common')
  })

  it('keeps what no landing page needs before it is usable (its drawers, loaded after its first paint) out of their first loads', () => {
    expect(name(appCommon, `${lib}/Drawer.mjs`)).toBe('app-later')
    expect(name(appCommon, `${lib}/Table.mjs`)).toBe('app-common')
    // Shared with a public page: in common, whatever else uses it.
    expect(name(appCommon, `${lib}/TextInput.mjs`)).toBeNull()
    // Without landing pages, all of it is app-common.
    const [, alone] = codeSplitting().groups!
    expect(name(alone, `${lib}/Drawer.mjs`)).toBe('app-common')
  })

  it("leaves a page's own code to its chunk, and the entry's code to common", () => {
    expect(name(common, '/app/src/features/auth/SignInForm.tsx')).toBeNull()
    expect(name(appCommon, '/app/src/features/auth/SignInForm.tsx')).toBeNull()
    expect(name(feature, '/app/src/features/auth/SignInForm.tsx')).toBeNull()
    expect(name(common, '/app/src/features/products/queries.ts')).toBe('common')
    // The product's page is no landing page: what only it uses stays in its chunk.
    expect(chunkOf(codeSplitting({ landingRoutes }).groups, '/app/src/features/products/ProductHistory.tsx')).toBeNull()
  })

  it("groups what a feature's pages share by feature", () => {
    expect(name(feature, '/app/src/features/products/format.ts')).toBe('feature-products')
    // What the entry uses too is common's.
    expect(name(feature, '/app/src/features/products/queries.ts')).toBeNull()
    // What only the area's other pages use waits in a chunk of its own, out of the landing page's first load.
    expect(name(feature, '/app/src/features/products/ProductEditor.tsx')).toBe('feature-products-later')
    const [, , alone] = codeSplitting().groups!
    expect(name(alone, '/app/src/features/products/ProductEditor.tsx')).toBe('feature-products')
    // Shared code outside src/features is the shared groups', not a feature's.
    expect(name(feature, '/app/src/components/DataTable.tsx')).toBeNull()
    expect(name(feature, `${lib}/Table.mjs`)).toBeNull()
    expect(feature!.priority).toBeLessThan(appCommon!.priority!)
    expect(appCommon!.priority).toBeLessThan(common!.priority!)
  })

  it("joins what a landing page alone uses, its route's module included, to its feature's first-load chunk", () => {
    const groups = codeSplitting({ landingRoutes }).groups
    expect(chunkOf(groups, '/app/src/routes/_app/products.tsx?tsr-split=component')).toBe('feature-products')
    expect(chunkOf(groups, '/app/src/features/products/ProductsList.tsx')).toBe('feature-products')
    // A part of a library only that page uses goes with it, not to the libraries' chunks.
    expect(chunkOf(groups, `${lib}/Chart.mjs`)).toBe('feature-products')
    // Sign-in, as a landing page: its own form joins the area's chunk too; not as one, it stays in its page's.
    const withSignIn = codeSplitting({ landingRoutes: [...landingRoutes, 'src/routes/sign-in.tsx'] }).groups
    expect(chunkOf(withSignIn, '/app/src/features/auth/SignInForm.tsx')).toBe('feature-auth')
    expect(chunkOf(withSignIn, '/app/src/routes/sign-in.tsx?tsr-split=component')).toBe('feature-auth')
    expect(chunkOf(groups, '/app/src/features/auth/SignInForm.tsx')).toBeNull()
  })

  it('joins what the signed-in layout uses to app-common, but for what a public page uses too', () => {
    const groups = codeSplitting({ landingRoutes }).groups
    expect(chunkOf(groups, '/app/src/routes/_app.tsx?tsr-split=component')).toBe('app-common')
    expect(chunkOf(groups, '/app/src/app/AppLayout.tsx')).toBe('app-common')
    expect(chunkOf(groups, `${lib}/Shell.mjs`)).toBe('app-common')
    expect(chunkOf(groups, `${lib}/TextInput.mjs`)).toBe('common')
  })

  it('counts the entry points that use a module, following a package index only to the parts imported', () => {
    const { shareCount, joins } = usedModules(graph, '/app/src/main.tsx', landingRoutes)
    // The products list, the product's page, and the overlays loaded on demand.
    expect(shareCount(`${lib}/Table.mjs`)).toBe(3)
    expect(shareCount('/app/src/features/products/ProductEditor.tsx')).toBe(2)
    expect(shareCount(`${lib}/Chart.mjs`)).toBe(1)
    expect(joins('/app/src/features/products/ProductEditor.tsx')).toBeNull()
    expect(joins('/app/src/features/products/ProductHistory.tsx')).toBeNull()
    // The layout's own parts join app-common; what it shares with a public page does not, whichever group asks.
    expect(joins(`${lib}/Shell.mjs`)).toBe('app-common')
    expect(joins(`${lib}/TextInput.mjs`)).toBeNull()
  })

  it('joins what the whole route tree uses to app-common when the entry loads the tree on its own, but for what a public page uses', () => {
    // The entry starts the public pages with a tree of their own and loads the whole one on demand.
    const { '/app/src/routes.ts': routes, ...rest } = modules
    const treeGraph = graphOf({
      ...rest,
      '/app/src/main.tsx': {
        code: 'import { Provider } from "ui";',
        imports: [`${lib}/index.mjs`],
        dynamic: ['/app/src/routeTree.gen.ts'],
      },
      '/app/src/routeTree.gen.ts': routes,
    })
    const groups = codeSplitting({ landingRoutes }).groups!
    const nameIn = (group: (typeof groups)[number], id: string) =>
      (group.name as (id: string, context: typeof treeGraph) => string | null)(id, treeGraph)
    const [treeCommon, treeAppCommon] = groups
    expect(nameIn(treeCommon!, '/app/src/features/products/queries.ts')).toBeNull()
    expect(nameIn(treeAppCommon!, '/app/src/features/products/queries.ts')).toBe('app-common')
    expect(nameIn(treeAppCommon!, '/app/src/routeTree.gen.ts')).toBe('app-common')
    // The client, which sign-in uses too, stays common.
    expect(nameIn(treeCommon!, '/app/src/api/client.ts')).toBe('common')
    expect(usedModules(treeGraph, '/app/src/main.tsx', landingRoutes).joins('/app/src/features/products/queries.ts')).toBe(
      'app-common',
    )
  })

  it('never groups the libraries that load only when used', () => {
    for (const group of [common, appCommon, feature]) {
      expect(takes(group, '/app/node_modules/jsvat/lib/index.js')).toBe(false)
      expect(takes(group, '/app/sandbox/browser.ts')).toBe(false)
    }
  })
})

describe('compiling ahead', () => {
  const chunk = (fileName: string, moduleIds: string[]) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    code: 'const __deps = [];\nexport const a = () => 1;\n',
  })
  const map = () => ({ type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) })

  it("puts the compile hint first in a page's chunks, after the build's own first line is in, with the map a line down", () => {
    const bundle = {
      'page.js': chunk('page.js', ['/app/src/features/products/ProductsList.tsx', `${lib}/Table.mjs`]),
      'page.js.map': map(),
      'sandbox.js': chunk('sandbox.js', ['/app/sandbox/browser.ts', '/app/node_modules/hono/dist/index.js']),
      'sandbox.js.map': map(),
      'style.css': { type: 'asset' as const, source: 'a{}' },
    }
    const plugin = compileAhead() as unknown as {
      enforce: string
      generateBundle: { order: string; handler: (options: unknown, files: typeof bundle) => void }
    }
    expect(plugin.generateBundle.order).toBe('post')
    plugin.generateBundle.handler({}, bundle)
    expect(bundle['page.js'].code).toBe(`${compileHint}\nconst __deps = [];\nexport const a = () => 1;\n`)
    expect(JSON.parse(bundle['page.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA;AACA' })
    expect(JSON.parse(bundle['sandbox.js.map'].source)).toEqual({ version: 3, mappings: 'AAAA;AACA' })
    expect(bundle['sandbox.js'].code.startsWith(compileHint)).toBe(false)
    expect(bundle['style.css'].source).toBe('a{}')
  })
})

describe('routesInManifest', () => {
  type Bundle = Record<string, { type: 'chunk'; fileName: string; moduleIds: string[] } | { type: 'asset'; source: string }>
  const run = (bundle: Bundle) => {
    const plugin = routesInManifest() as unknown as {
      configResolved: (config: { root: string }) => void
      generateBundle: { order: string; handler: (options: unknown, files: Bundle) => void }
    }
    plugin.configResolved({ root: '/app' })
    expect(plugin.generateBundle.order).toBe('post')
    plugin.generateBundle.handler({}, bundle)
  }

  it("lists the route modules and the packages each chunk holds in its manifest entry, and marks the route tree's", () => {
    const bundle: Bundle = {
      'assets/feature-auth.js': {
        type: 'chunk',
        fileName: 'assets/feature-auth.js',
        moduleIds: [
          '/app/src/features/auth/SignInPage.tsx',
          '/app/src/routes/sign-in.tsx?tsr-split=component',
          '/app/node_modules/react-hook-form/dist/index.esm.mjs',
          '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs',
          '/app/node_modules/@mantine/core/esm/core/Box/Box.mjs',
        ],
      },
      'assets/common.js': { type: 'chunk', fileName: 'assets/common.js', moduleIds: ['/app/src/lib/format.ts'] },
      'assets/app-common.js': {
        type: 'chunk',
        fileName: 'assets/app-common.js',
        moduleIds: ['/app/src/features/products/queries.ts', '/app/src/routeTree.gen.ts'],
      },
      '.vite/manifest.json': {
        type: 'asset',
        source: JSON.stringify({
          '_feature-auth.js': { file: 'assets/feature-auth.js' },
          '_common.js': { file: 'assets/common.js' },
          '_app-common.js': { file: 'assets/app-common.js' },
        }),
      },
    }
    run(bundle)
    const manifest = JSON.parse((bundle['.vite/manifest.json'] as { source: string }).source)
    expect(manifest['_feature-auth.js'].routes).toEqual(['src/routes/sign-in.tsx?tsr-split=component'])
    expect(manifest['_feature-auth.js'].packages).toEqual(['@mantine/core', 'react-hook-form'])
    expect(manifest['_common.js']).toEqual({ file: 'assets/common.js' })
    // The chunk that holds the whole route tree, which the entry loads on its own.
    expect(manifest['_app-common.js']).toEqual({ file: 'assets/app-common.js', routeTree: true })
    expect(manifest['_feature-auth.js'].routeTree).toBeUndefined()
  })

  it('stops the build without a manifest to write in', () => {
    expect(() => run({})).toThrow(/no \.vite\/manifest\.json/)
  })
})
