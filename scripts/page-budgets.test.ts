import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  bootTableOf,
  checkPage,
  detailPages,
  everyOtherPage,
  fillBootTable,
  pageFiles,
  preloadTable,
  routeChunkKeys,
  routeTreeKeys,
  withoutCommentLines,
} from './page-budgets.mjs'

// A small build: an entry that imports a shared library chunk, two pages split by the router plugin, a
// chunk that only the products page imports, and a chunk loaded on demand.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_libs.js'],
    dynamicImports: ['src/routes/sign-in.tsx?tsr-split=component', 'src/routes/_app/products/index.tsx?tsr-split=component'],
  },
  '_libs.js': { file: 'assets/libs.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_libs.js'] },
  '_palette.js': { file: 'assets/palette.js' },
  'src/routes/sign-in.tsx?tsr-split=component': {
    file: 'assets/sign-in.js',
    isDynamicEntry: true,
    imports: ['index.html', '_libs.js'],
  },
  'src/routes/sign-in.tsx?tsr-split=errorComponent': { file: 'assets/sign-in-error.js', isDynamicEntry: true },
  'src/routes/_app.tsx?tsr-split=component': {
    file: 'assets/app.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['_palette.js'],
  },
  'src/routes/_app/products/index.tsx?tsr-split=component': {
    file: 'assets/products.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table.js'],
  },
}
const products = ['src/routes/_app.tsx', 'src/routes/_app/products/index.tsx']
const sizes: Record<string, number> = {
  'boot.js': 1,
  'assets/index.js': 80,
  'assets/libs.js': 150,
  'assets/runtime.js': 0.5,
  'assets/table.js': 10,
  'assets/sign-in.js': 2,
  'assets/app.js': 20,
  'assets/products.js': 4,
}
const sizeKb = (file: string) => sizes[file]!

// The same build whose entry loads the whole route tree on its own (a chunk the build marks `routeTree`), with the
// calls' code it brings.
const withTree = {
  ...manifest,
  'index.html': { ...manifest['index.html'], dynamicImports: [...manifest['index.html'].dynamicImports, '_tree.js'] },
  '_tree.js': { file: 'assets/tree.js', routeTree: true, imports: ['_libs.js', '_calls.js'] },
  '_calls.js': { file: 'assets/calls.js', imports: ['_libs.js'] },
}

describe('pageFiles', () => {
  it("takes the whole route tree's chunk and its imports for a page that starts with it, after the entry's", () => {
    expect(routeTreeKeys(withTree)).toEqual(['_tree.js'])
    expect(pageFiles(withTree, products, { wholeTree: true })).toEqual([
      'assets/index.js',
      'assets/libs.js',
      'assets/runtime.js',
      'assets/tree.js',
      'assets/calls.js',
      'assets/app.js',
      'assets/products.js',
      'assets/table.js',
    ])
    // A public page starts without it.
    expect(pageFiles(withTree, ['src/routes/sign-in.tsx'])).not.toContain('assets/tree.js')
    // A build whose entry imports the tree itself marks no chunk.
    expect(pageFiles(manifest, products, { wholeTree: true })).toEqual(pageFiles(manifest, products))
  })

  it('follows static imports from the entry and from each route component chunk, each file once', () => {
    expect(pageFiles(manifest, products)).toEqual([
      'assets/index.js',
      'assets/libs.js',
      'assets/runtime.js',
      'assets/app.js',
      'assets/products.js',
      'assets/table.js',
    ])
  })

  it('leaves out what loads on demand and the other pages', () => {
    const files = pageFiles(manifest, ['src/routes/sign-in.tsx'])
    expect(files).toEqual(['assets/index.js', 'assets/libs.js', 'assets/runtime.js', 'assets/sign-in.js'])
    expect(pageFiles(manifest, products)).not.toContain('assets/palette.js')
  })

  it('finds a route by its component chunk, not its other split parts', () => {
    expect(routeChunkKeys(manifest, 'src/routes/sign-in.tsx')).toEqual(['src/routes/sign-in.tsx?tsr-split=component'])
    expect(
      routeChunkKeys({ 'src/routes/a.tsx?tsr-split=loader---component': { file: 'a.js' } }, 'src/routes/a.tsx'),
    ).toHaveLength(1)
  })

  it("finds a route whose component the build put in a shared chunk by that chunk's list of routes", () => {
    const joined = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_libs.js'] },
      '_libs.js': { file: 'assets/libs.js' },
      '_feature-auth.js': {
        file: 'assets/feature-auth.js',
        imports: ['_libs.js'],
        routes: ['src/routes/sign-in.tsx?tsr-split=component', 'src/routes/password-forgotten.tsx?tsr-split=errorComponent'],
      },
    }
    expect(routeChunkKeys(joined, 'src/routes/sign-in.tsx')).toEqual(['_feature-auth.js'])
    // Another split part of a route in the list is not its component.
    expect(routeChunkKeys(joined, 'src/routes/password-forgotten.tsx')).toEqual([])
    expect(pageFiles(joined, ['src/routes/sign-in.tsx'])).toEqual(['assets/index.js', 'assets/libs.js', 'assets/feature-auth.js'])
  })

  it('refuses a route that has no chunk, so a typo in the page table is not a page of nothing', () => {
    expect(() => pageFiles(manifest, ['src/routes/sign-up.tsx'])).toThrow(/no component chunk of src\/routes\/sign-up\.tsx/)
  })
})

describe('checkPage', () => {
  const page = (budget: { jsKb: number; requests: number; without?: string[] }, signedIn = false) => ({
    name: 'products',
    routes: products,
    signedIn,
    budget,
  })

  it('counts the classic scripts and every chunk, in KB and in files', () => {
    const result = checkPage(page({ jsKb: 300, requests: 10 }), manifest, ['boot.js'], sizeKb)
    expect(result.jsKb).toBeCloseTo(265.5)
    expect(result.requests).toBe(7)
    expect(result.failures).toEqual([])
  })

  it('counts the whole route tree for a page opened signed in', () => {
    const result = checkPage(page({ jsKb: 300, requests: 10 }, true), withTree, ['boot.js'], (file) =>
      file === 'assets/tree.js' || file === 'assets/calls.js' ? 5 : sizeKb(file),
    )
    expect(result.files.map(({ file }) => file)).toContain('assets/calls.js')
    expect(result.requests).toBe(9)
    expect(result.jsKb).toBeCloseTo(275.5)
  })

  it('fails on a package the page must not load before usable, saying in which file', () => {
    const listed = {
      ...manifest,
      '_libs.js': { ...manifest['_libs.js'], packages: ['react', 'zod'] },
      '_table.js': { ...manifest['_table.js'], packages: ['@hookform/resolvers', 'zod'] },
    }
    const without = { jsKb: 300, requests: 10, without: ['zod', '@hookform/resolvers', 'hono'] }
    expect(checkPage(page(without), listed, ['boot.js'], sizeKb).failures).toEqual([
      'products: loads zod before usable (assets/libs.js)',
      'products: loads zod before usable (assets/table.js)',
      'products: loads @hookform/resolvers before usable (assets/table.js)',
    ])
    const clean = { ...manifest, '_libs.js': { ...manifest['_libs.js'], packages: ['react'] } }
    expect(checkPage(page(without), clean, ['boot.js'], sizeKb).failures).toEqual([])
    // A build that lists no packages cannot show it: that fails too.
    expect(checkPage(page(without), manifest, ['boot.js'], sizeKb).failures).toEqual([
      'products: the manifest lists no packages of its files (is routesInManifest on?)',
    ])
  })

  it('fails on too many bytes and on too many files, saying which page', () => {
    const result = checkPage(page({ jsKb: 200, requests: 6 }), manifest, ['boot.js'], sizeKb)
    expect(result.failures).toEqual([
      'products: 265.5 KB of JavaScript before usable, over 200 KB',
      'products: 7 JavaScript files before usable, over 6',
    ])
  })
})

describe('preloadTable', () => {
  it("gives each landing page's path the files it needs beyond the entry's", () => {
    expect(
      preloadTable(manifest, [
        { path: '/sign-in', routes: ['src/routes/sign-in.tsx'], signedIn: false },
        { path: '/products', routes: products, signedIn: true },
      ]),
    ).toEqual({
      '/sign-in': ['assets/sign-in.js'],
      '/products': ['assets/app.js', 'assets/products.js', 'assets/table.js'],
      [everyOtherPage]: [],
    })
    expect(preloadTable(manifest, [{ path: '/products', routes: products, signedIn: false }])).toEqual({
      '/products': ['assets/app.js', 'assets/products.js', 'assets/table.js'],
      [everyOtherPage]: [],
    })
  })

  it("gives a signed-in landing page and every other page the whole route tree's files, which the entry asks for first", () => {
    expect(
      preloadTable(withTree, [
        { path: '/sign-in', routes: ['src/routes/sign-in.tsx'], signedIn: false },
        { path: '/products', routes: products, signedIn: true },
      ]),
    ).toEqual({
      '/sign-in': ['assets/sign-in.js'],
      '/products': ['assets/tree.js', 'assets/calls.js', 'assets/app.js', 'assets/products.js', 'assets/table.js'],
      [everyOtherPage]: ['assets/tree.js', 'assets/calls.js'],
    })
  })
})

describe('the preload table in boot.js', () => {
  const boot =
    'const headings = {}\n  const preloads = {}\n  for (const file of preloads[path] || []) {}\n  const firstRequests = {}\n'

  it('is filled in by the build and read back by the size check', () => {
    const table = { '/sign-in': ['assets/sign-in.js'] }
    const built = fillBootTable(boot, 'preloads', table)
    expect(built).toContain('const preloads = {"/sign-in":["assets/sign-in.js"]}')
    expect(bootTableOf(built, 'preloads')).toEqual(table)
    // Another table of the same file is left as it is.
    expect(bootTableOf(built, 'firstRequests')).toEqual({})
  })

  it("writes a table's text as it is, whatever `$` it holds (a rule's end, or what a replacement would read as a pattern)", () => {
    const table = { '/users/*': { url: "/u?id=ID1&note=$'$&$$", id: { rule: '^[1-9][0-9]*$', sentinel: 'ID1' } } }
    expect(bootTableOf(fillBootTable(boot, 'firstRequests', table), 'firstRequests')).toEqual(table)
  })

  it('is missing from a boot.js the build did not fill, and a boot.js without the line fails the build', () => {
    expect(bootTableOf(boot, 'preloads')).toEqual({})
    expect(bootTableOf('const headings = {}', 'preloads')).toBeNull()
    expect(() => fillBootTable('const headings = {}', 'preloads', {})).toThrow(/no line "const preloads = {}"/)
  })
})

describe('boot.js as the build writes it', () => {
  it('leaves out the comment lines only: code, strings and tables stay as they are', () => {
    const code = "  // why\n  const preloads = {}\n    // more\n  const url = 'https://a.test/x' // kept\n"
    expect(withoutCommentLines(code)).toBe("  const preloads = {}\n  const url = 'https://a.test/x' // kept\n")
  })

  it('is public/boot.js without its comments, a smaller file that still reads as the same script', () => {
    const source = readFileSync('public/boot.js', 'utf8')
    const built = withoutCommentLines(source)
    expect(built.length).toBeLessThan(source.length * 0.8)
    expect(built).toContain('const preloads = {}')
    expect(built).toContain('const firstRequests = {}')
    expect(() => new Function(built)).not.toThrow()
  })
})

describe('the detail pages boot.js fetches ahead', () => {
  const folders: Record<string, string[]> = {
    'src/routes/_app/users': ['$userId.tsx', 'index.tsx'],
    'src/routes/_app/subscriptions': ['$subscriptionId.tsx', 'index.tsx', 'renew.tsx'],
    'src/routes/_app/vat': ['index.tsx', 'validate.tsx'],
  }
  const filesIn = (folder: string) => folders[folder] ?? []

  it("are the table's paths with `*` for the id, each with the one route of its folder named for a parameter", () => {
    expect(detailPages(['/users', '/users/*', '/subscriptions/*'], filesIn)).toEqual([
      { path: '/users/*', routes: ['src/routes/_app/users/$userId.tsx'], signedIn: true },
      { path: '/subscriptions/*', routes: ['src/routes/_app/subscriptions/$subscriptionId.tsx'], signedIn: true },
    ])
  })

  it('fail the build for a folder without such a route', () => {
    expect(() => detailPages(['/vat/*'], filesIn)).toThrow(/src\/routes\/_app\/vat has 0 routes named for a parameter/)
  })
})
