import { describe, expect, it } from 'vitest'
import { codeSplitting, compileAhead, compileHint, importsOf, isIndexOnly, reexportsOf, usedModules } from './chunking.mjs'

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
      '/app/src/routes/_app/products.tsx?tsr-split=component',
      '/app/src/routes/_app/products/$id.tsx?tsr-split=component',
    ],
  },
  // A product's page, not a landing page: its editor is shared with no landing page.
  '/app/src/routes/_app/products/$id.tsx?tsr-split=component': {
    code: 'import { ProductEditor } from "../../../features/products/ProductEditor";',
    imports: ['/app/src/features/products/ProductEditor.tsx'],
  },
  '/app/src/features/products/ProductEditor.tsx': { code: 'export const ProductEditor = 1', imports: [] },
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
    code: 'import { Table, TextInput } from "ui";\nimport { DataTable } from "../../components/DataTable";\nimport { overlayParts } from "../../components/overlayParts";',
    imports: [`${lib}/index.mjs`, '/app/src/components/DataTable.tsx', '/app/src/components/overlayParts.ts'],
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
      'export { Provider, TextInput };',
    ].join('\n'),
    imports: [`${lib}/Provider.mjs`, `${lib}/TextInput.mjs`, `${lib}/Table.mjs`, `${lib}/Drawer.mjs`],
  },
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
const graph = {
  getModuleInfo(id: string) {
    const all: Record<string, Module> = modules
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
}

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
  const [common, appCommon, feature] = codeSplitting({ landingRoutes: ['src/routes/_app/products.tsx'] }).groups!
  const name = (group: typeof common, id: string) =>
    (group!.name as (id: string, context: typeof graph) => string | null)(id, graph)
  const takes = (group: typeof common, id: string) => (group!.test as (id: string) => boolean)(id)

  it('puts what a public page or the entry uses in common, what only signed-in pages share in app-common', () => {
    expect(name(common, `${lib}/TextInput.mjs`)).toBe('common')
    expect(name(appCommon, `${lib}/TextInput.mjs`)).toBeNull()
    expect(name(common, `${lib}/Table.mjs`)).toBeNull()
    expect(name(appCommon, `${lib}/Table.mjs`)).toBe('app-common')
    expect(name(appCommon, '/app/src/components/DataTable.tsx')).toBe('app-common')
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
    expect(takes(appCommon, '/app/src/features/auth/SignInForm.tsx')).toBe(false)
    expect(name(common, '/app/src/features/products/queries.ts')).toBe('common')
  })

  it("groups what a feature's pages share by feature, and nothing outside src/features", () => {
    expect(takes(feature, '/app/src/features/auth/SignInForm.tsx')).toBe(true)
    expect(name(feature, '/app/src/features/auth/SignInForm.tsx')).toBe('feature-auth')
    expect(name(feature, '/app/src/features/products/queries.ts')).toBe('feature-products')
    // What only the area's other pages use waits in a chunk of its own, out of the landing page's first load.
    expect(name(feature, '/app/src/features/products/ProductEditor.tsx')).toBe('feature-products-later')
    const [, , alone] = codeSplitting().groups!
    expect(name(alone, '/app/src/features/products/ProductEditor.tsx')).toBe('feature-products')
    expect(takes(feature, '/app/src/components/DataTable.tsx')).toBe(false)
    expect(takes(feature, `${lib}/Table.mjs`)).toBe(false)
    expect(feature!.priority).toBeLessThan(appCommon!.priority!)
    expect(appCommon!.priority).toBeLessThan(common!.priority!)
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
