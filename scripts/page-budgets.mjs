// What a landing page loads before it is usable, read from the build's manifest (`build.manifest`), and its
// budget check. Pure: the caller reads the files.

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].isEntry && candidate.endsWith('.html'))
  if (!key) throw new Error('the manifest has no HTML entry')
  return key
}

/**
 * The manifest keys of a route file's component chunk: the router plugin splits a route's component into
 * `<file>?tsr-split=component` (several split parts may share one chunk, joined by `---`). A chunk keyed by its
 * route's module is its own; one the build groups into a shared chunk (`scripts/chunking.mjs`) is found by the
 * route modules the build lists for it (`routes`, written by `routesInManifest`).
 */
export function routeChunkKeys(manifest, route) {
  const isComponent = (id) => {
    const [file, query] = id.split('?')
    if (file !== route || !query) return false
    const split = new URLSearchParams(query).get('tsr-split')
    return split !== null && split.split('---').includes('component')
  }
  return Object.keys(manifest).filter((key) => isComponent(key) || (manifest[key].routes ?? []).some(isComponent))
}

/**
 * The manifest keys of the chunk that holds the whole route tree (`routeTree`, written by `routesInManifest`):
 * the entry loads it on its own, first thing, on every page but the public ones (src/publicRouteTree.ts).
 */
export function routeTreeKeys(manifest) {
  return Object.keys(manifest).filter((key) => manifest[key].routeTree)
}

/**
 * The JS files a page loads before it is usable, in load order: the entry chunk, the whole route tree's chunk on
 * a signed-in page (`wholeTree`), and each route's component chunk, every one with the chunks it imports
 * statically (transitively). Chunks loaded on demand (`dynamicImports`) are not counted: they are other pages,
 * or wait for the person to ask.
 */
export function pageFiles(manifest, routes, { wholeTree = false } = {}) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entryKey(manifest))
  // A build whose entry imports the tree itself lists no chunk for it.
  if (wholeTree) routeTreeKeys(manifest).forEach(visit)
  for (const route of routes) {
    const keys = routeChunkKeys(manifest, route)
    if (!keys.length) throw new Error(`no component chunk of ${route} in the manifest: is the route file right?`)
    keys.forEach(visit)
  }
  return [...seen].map((key) => manifest[key].file)
}

/**
 * A landing page against its budget: its JavaScript in KB and in files, and the packages it must not load before
 * it is usable (`budget.without`, read from the packages the build lists for each chunk). `scripts` are the
 * classic scripts index.html loads first (they are requests too); `sizeKb(file)` gives a file's gzipped size.
 */
export function checkPage(page, manifest, scripts, sizeKb) {
  const chunkFiles = pageFiles(manifest, page.routes, { wholeTree: page.signedIn })
  const files = [...scripts, ...chunkFiles].map((file) => ({ file, kb: sizeKb(file) }))
  const packagesOf = (file) => Object.values(manifest).find((chunk) => chunk.file === file)?.packages ?? []
  const without = page.budget.without ?? []
  const listed = chunkFiles.some((file) => Object.values(manifest).find((chunk) => chunk.file === file)?.packages)
  const unwanted = [
    ...(without.length && !listed ? [`${page.name}: the manifest lists no packages of its files (is routesInManifest on?)`] : []),
    ...without.flatMap((name) =>
      chunkFiles
        .filter((file) => packagesOf(file).includes(name))
        .map((file) => `${page.name}: loads ${name} before usable (${file})`),
    ),
  ]
  const jsKb = files.reduce((sum, file) => sum + file.kb, 0)
  const requests = files.length
  const failures = [
    jsKb > page.budget.jsKb && `${page.name}: ${jsKb.toFixed(1)} KB of JavaScript before usable, over ${page.budget.jsKb} KB`,
    requests > page.budget.requests && `${page.name}: ${requests} JavaScript files before usable, over ${page.budget.requests}`,
    ...unwanted,
  ].filter(Boolean)
  return { name: page.name, files, jsKb, requests, budget: page.budget, failures }
}

/** The key of `preloadTable` for every page but the public ones. */
export const everyOtherPage = '*'

/**
 * What boot.js asks the browser to fetch ahead, by path, of the files that the entry does not load itself
 * (index.html already preloads those), so that they arrive while the entry's code runs instead of after it: for
 * each landing page and detail page (`detailPages`), its page's files (a signed-in one's with the whole route
 * tree's, which its entry asks for first thing); for every other page (`everyOtherPage`), the whole route tree's
 * files. A list's own code was once
 * left out, as its first render waited for its data, asked for only once the route tree had run; boot.js now
 * sends that request itself (src/firstRequests.ts), and the list's code became the last thing the page waited
 * for: its rows were painted 41 ms sooner at the median with every request 100 ms away (11 pairs, CPU ×4), no
 * later without (−9 ms). Sign-in's input was painted 46 ms sooner at the median at CPU ×4.
 */
export function preloadTable(manifest, pages) {
  const entryFiles = new Set(pageFiles(manifest, []))
  const ahead = (routes, options) => pageFiles(manifest, routes, options).filter((file) => !entryFiles.has(file))
  return {
    ...Object.fromEntries(pages.map((page) => [page.path, ahead(page.routes, { wholeTree: page.signedIn })])),
    [everyOtherPage]: ahead([], { wholeTree: true }),
  }
}

/**
 * The detail pages among the paths of the first requests' table (src/firstRequests.ts): a path with `*` for the
 * id that ends it, whose route is the one file of its folder under `routesDir` named for a parameter
 * (`src/routes/_app/users/$userId.tsx`). Signed-in pages, for `preloadTable`. `filesIn(folder)` lists a folder.
 */
export function detailPages(paths, filesIn, routesDir = 'src/routes/_app') {
  return paths
    .filter((path) => path.endsWith('/*'))
    .map((path) => {
      const folder = `${routesDir}${path.slice(0, -2)}`
      const routes = filesIn(folder).filter((name) => name.startsWith('$'))
      if (routes.length !== 1) throw new Error(`${folder} has ${routes.length} routes named for a parameter, not one`)
      return { path, routes: [`${folder}/${routes[0]}`], signedIn: true }
    })
}

/**
 * public/boot.js with one of its tables filled in: the line `const <name> = {}` (`preloads`, from `preloadTable`;
 * `firstRequests`, from src/firstRequests.ts). It fails loudly when the line to fill is missing.
 */
export function fillBootTable(boot, name, table) {
  const line = `const ${name} = {}`
  if (!boot.includes(line)) throw new Error(`boot.js has no line "${line}" to fill`)
  // A function, so that a `$` in the table (a rule's end) is written as it is.
  return boot.replace(line, () => `const ${name} = ${JSON.stringify(table)}`)
}

/**
 * public/boot.js as the build writes it: without its comment lines (a line whose first characters are `//`), a
 * third of its gzipped size, which every page loads before anything else. Its code, strings and tables are left
 * as they are (its own tests run it so: src/testing/boot.ts).
 */
export function withoutCommentLines(code) {
  return code
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
}

/** One of the tables a built boot.js holds, or null when it holds none. */
export function bootTableOf(boot, name) {
  const table = boot.match(new RegExp(`^\\s*const ${name} = (\\{.*\\})$`, 'm'))?.[1]
  return table === undefined ? null : JSON.parse(table)
}
