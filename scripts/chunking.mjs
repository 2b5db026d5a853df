// How the build groups modules into chunks (Rolldown's `output.codeSplitting`), so that each landing page loads
// in a handful of files and none loads another page's code:
//   common       what every page needs: the entry's code, and the libraries and shared code (src/components,
//                lib, api, session) that a public landing page (a route outside the signed-in layout that people
//                land on: sign-in; every public page when none is a landing page) shares with another chunk. As it
//                holds the entry's module, the bundler writes it as the entry's own file (`index-….js`), with its
//                runtime: one file where the entry, the runtime and common were three. Another public page
//                (password reset) takes what it shares with the signed-in pages from their groups.
//   app-common   libraries and shared code used by two or more signed-in pages and by no public page, that a
//                landing page (scripts/landing-pages.mjs) needs before it is usable
//   app-later    the rest of those: what only other pages, or a landing page after its first paint (its
//                drawers, dialogs and menus), use; in no landing page's first load
//   <feature>    one per folder of src/features: its code that two or more of its pages share (a list and the
//                pages it links to share a table, a lookup, a format), so a page takes its area's shared
//                code in one file, not in one file per module; what no landing page uses before it is usable
//                (the code only the area's other pages share) in a second one, `<feature>-later`
//   the rest     the router's split: a page's own code, and a library only one page uses, stay in its chunk; the
//                libraries that load apart from any page are never grouped: the in-browser sandbox and its
//                libraries, loaded when used.
// But a landing page loads no file of its own: what only its route's chunk uses (the route's module included)
// joins its feature's first-load chunk, and what the signed-in layout's chunk uses (and no public page) joins
// `app-common`, which every signed-in page loads with it. A list then loads three files (the entry with common,
// app-common, its feature's) besides boot.js, and sign-in two: each file is one more request, response and module
// to instantiate on the page's busy main thread, and each chunk's imports and exports are bytes of their own.
// Which modules a page uses is worked out from the module graph, following the names imported through a
// package's index (which imports every part of its package, where the build keeps only the parts used).
import { dirname, relative, resolve } from 'node:path'

const nodeModule = /[\\/]node_modules[\\/]/
const loadedApart = /[\\/]node_modules[\\/](jsvat|otpauth|hono|@hono)[\\/]|[\\/]sandbox[\\/]/
const featureSource = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/
const sharedSource = /[\\/]src[\\/](components|lib|api|session)[\\/]/
/** The component chunks of the routes at the top of src/routes, but for layouts (`_app`) and the root. */
const publicRoute = /[\\/]src[\\/]routes[\\/][^\\/_][^\\/]*\.tsx\?tsr-split=/
/** Every route's component chunk. */
const anyRoute = /[\\/]src[\\/]routes[\\/].*\?tsr-split=/
/** The whole route tree, which the entry loads on its own: the public pages start with a tree of their own. */
const wholeRouteTree = /[\\/]src[\\/]routeTree\.gen\.ts$/
/** The component chunk of a pathless layout route (`_app`), which wraps the pages below it. */
const layoutRoute = /[\\/]src[\\/]routes[\\/]_[^\\/]*\.tsx\?tsr-split=/

/** A library or a piece of shared code: what the groups are for. */
export const isShared = (id) => (nodeModule.test(id) && !loadedApart.test(id)) || sharedSource.test(id)

const inPackage = (id, name) => id.replaceAll('\\', '/').includes(`/node_modules/${name}/`)

// ---- reading imports and exports ----

const clause =
  /\b(import|export)\s+(?:type\s+)?(?:(\w+)\s*,?\s*)?(?:(\*(?:\s*as\s+\w+)?)|\{([^}]*)\})?\s*from\s*["']([^"']+)["']/g
const localExports = /\bexport\s*\{([^}]*)\}(?!\s*from)/g
const specifiers = (list) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/)
      return { name, alias: alias ?? name }
    })

/**
 * The imports written in a module's code: for each source, the names it takes (`null` for all of them: a
 * namespace import or `export *`).
 */
export function importsOf(code) {
  return [...code.matchAll(clause)].map(([, , defaultName, star, names, source]) => ({
    source,
    names: star ? null : [...(defaultName ? ['default'] : []), ...(names ? specifiers(names).map(({ name }) => name) : [])],
  }))
}

/** Whether a module only passes on what others export (a package's index): nothing but imports and exports. */
export const isIndexOnly = (code) =>
  code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(clause, '')
    .replace(localExports, '')
    .replace(/["']use client["']/g, '')
    .replace(/[\s;]/g, '') === ''

/**
 * What a package's index re-exports, and from where: exported name → the source it comes from. Covers
 * `export { a as b } from './x'`, and `import { a } from './x'` followed by `export { a as b }`; `stars` are the
 * sources of `export * from`.
 */
export function reexportsOf(code) {
  const local = new Map()
  const exported = new Map()
  const stars = []
  for (const [, keyword, defaultName, star, names, source] of code.matchAll(clause)) {
    if (keyword === 'export' && star && !star.includes(' as ')) stars.push(source)
    if (defaultName) local.set(defaultName, source)
    for (const { alias } of names ? specifiers(names) : []) (keyword === 'import' ? local : exported).set(alias, source)
  }
  for (const [, names] of code.matchAll(localExports)) {
    for (const { name, alias } of specifiers(names)) if (local.has(name)) exported.set(alias, local.get(name))
  }
  return { exported, stars }
}

// ---- the module graph ----

/**
 * The modules that the entry, and the entry with the public pages, use: walks of static imports from them that
 * go through a package's index only to the parts whose names are imported. `graph` is Rolldown's chunking
 * context (`getModuleInfo`); `from` is any module of it.
 */
export function usedModules(graph, from, landingRoutes = []) {
  const info = (id) => graph.getModuleInfo(id)
  const search = (start, next, found) => {
    const seen = new Set([start])
    for (const queue = [start]; queue.length;) {
      const id = queue.shift()
      if (found(id)) return id
      for (const other of next(info(id))) {
        if (seen.has(other)) continue
        seen.add(other)
        queue.push(other)
      }
    }
    return null
  }
  // The entry, up from any module; then every public route chunk, down from the entry.
  const entry = search(
    from,
    (module) => [...(module?.importers ?? []), ...(module?.dynamicImporters ?? [])],
    (id) => info(id)?.isEntry,
  )
  const publicRoutes = []
  const routes = []
  const trees = []
  search(
    entry,
    (module) => [...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? [])],
    (id) => {
      if (wholeRouteTree.test(id)) trees.push(id)
      if (publicRoute.test(id)) publicRoutes.push(id)
      if (anyRoute.test(id)) routes.push(id)
    },
  )
  // The first loads of the landing pages (their routes' chunks) and of the public ones.
  const isLanding = (id) => landingRoutes.some((route) => id.split('?')[0].replaceAll('\\', '/').endsWith(route))
  const landing = routes.filter(isLanding)
  // The public pages that decide what is common: those people land on (sign-in), when some are. Another one
  // (password reset) takes what it shares with signed-in pages from their groups, so that sign-in does not load
  // its form's libraries.
  const publicLanding = publicRoutes.filter(isLanding)
  const commonRoutes = publicLanding.length ? publicLanding : publicRoutes
  const byEntry = staticallyUsed(info, [entry])
  const byPublic = staticallyUsed(info, [entry, ...commonRoutes])
  return {
    byEntry,
    byPublic,
    byFirstLoads: staticallyUsed(info, [entry, ...trees, ...commonRoutes, ...landing]),
    ...reaches(info, { entry, byEntry, byPublic }, [...trees, ...landing]),
  }
}

/**
 * How the bundler sees the graph: every module's count of entry points (the entry, and each module imported
 * dynamically) that use it (`staticallyUsed`, which follows a package's index only to the parts imported); and
 * the chunk a module joins instead of a file of its own: what the signed-in layout's chunk uses, and no public
 * page, joins `app-common`, which every signed-in page loads with it, and what only one landing page's chunk
 * uses (the route's own module included) joins its feature's first-load chunk (`feature-<name>`, the feature
 * its module imports from), which that page loads anyway.
 */
function reaches(info, { entry, byEntry, byPublic }, landing) {
  const points = new Set([entry])
  const uses = new Map()
  for (const point of points) {
    const used = point === entry ? byEntry : staticallyUsed(info, [point])
    uses.set(point, used)
    for (const id of used) for (const target of info(id)?.dynamicallyImportedIds ?? []) points.add(target)
  }
  const shares = new Map()
  const only = new Map()
  for (const [point, used] of uses) {
    for (const id of used) {
      shares.set(id, (shares.get(id) ?? 0) + 1)
      only.set(id, point)
    }
  }
  // What the whole route tree uses (its routes' rules and loaders, the calls they make) joins app-common too:
  // every page but the public ones loads the tree first thing (measured with the tree in a chunk of its own, one
  // file more: no faster).
  const byLayout = new Set(
    landing
      .filter((route) => layoutRoute.test(route) || wholeRouteTree.test(route))
      .flatMap((route) => [...uses.get(route)])
      .filter((id) => !byPublic.has(id)),
  )
  const features = new Map(landing.map((route) => [route, featureChunkOf(info(route))]))
  return {
    shareCount: (id) => shares.get(id) ?? 0,
    joins: (id) => (byLayout.has(id) ? 'app-common' : shares.get(id) === 1 ? (features.get(only.get(id)) ?? null) : null),
  }
}

/** The first-load chunk of the one feature a route's module imports from; null for none or several. */
function featureChunkOf(route) {
  const features = new Set(
    (route?.importedIds ?? []).map((id) => featureSource.exec(id)?.[1]).filter((feature) => feature !== undefined),
  )
  return features.size === 1 ? `feature-${[...features][0]}` : null
}

function staticallyUsed(info, roots) {
  const used = new Set()
  const expanded = new Set()
  const queue = []
  const reach = (id, expand = true) => {
    used.add(id)
    if (!expand || expanded.has(id)) return
    expanded.add(id)
    queue.push(id)
  }
  roots.forEach((id) => reach(id))
  while (queue.length) {
    const module = info(queue.shift())
    const written = module?.code ? importsOf(module.code) : []
    for (const id of module?.importedIds ?? []) {
      const parts = partsFor(info(id), namesFrom(written, id))
      if (!parts) reach(id)
      else {
        reach(id, false)
        parts.forEach((part) => reach(part))
      }
    }
  }
  return used
}

/** The names a module takes from the package whose index is `id`: null for all, or when it cannot tell. */
function namesFrom(written, id) {
  const clauses = written.filter(({ source }) => !source.startsWith('.') && inPackage(id, source))
  if (!clauses.length || clauses.some(({ names }) => names === null)) return null
  return clauses.flatMap(({ names }) => names)
}

/** The modules behind `names` of a package index; null when it is not an index, or a name cannot be placed. */
function partsFor(index, names) {
  if (!names || !index?.code || !isIndexOnly(index.code)) return null
  const { exported, stars } = reexportsOf(index.code)
  if (stars.length) return null
  const parts = []
  for (const name of names) {
    const source = exported.get(name)
    const id = !source
      ? null
      : source.startsWith('.')
        ? resolve(dirname(index.id), source)
        : index.importedIds.find((imported) => inPackage(imported, source))
    if (!id || !index.importedIds.includes(id)) return null
    parts.push(id)
  }
  return parts
}

// ---- the option ----

/**
 * Rolldown's `output.codeSplitting`: the groups above, `common` first so that it keeps what it needs. A group
 * takes only its own modules (not their dependencies too), so that nothing public lands in `app-common`.
 */
export function codeSplitting({ landingRoutes = [] } = {}) {
  let pass = null
  let used = null
  // Worked out once per chunking pass (a watch rebuild brings a new graph).
  const usedIn = (graph, id) => {
    if (pass !== graph) [pass, used] = [graph, usedModules(graph, id, landingRoutes)]
    return used
  }
  const isCommon = (id, graph) => {
    const { byEntry, byPublic } = usedIn(graph, id)
    return isShared(id) ? byPublic.has(id) : byEntry.has(id)
  }
  const group = { minShareCount: 2, includeDependenciesRecursively: false }
  // Every group also takes modules no other chunk shares: common the entry's own, the others those a single
  // landing route's chunk reaches (`joins`). So they count shares themselves, not through the bundler's minimum.
  const shared = (id, graph) => usedIn(graph, id).shareCount(id) >= 2
  return {
    groups: [
      {
        ...group,
        minShareCount: 1,
        name: (id, graph) => (isCommon(id, graph) && (usedIn(graph, id).byEntry.has(id) || shared(id, graph)) ? 'common' : null),
        debugName: 'common',
        test: (id) => !loadedApart.test(id),
        priority: 2,
      },
      {
        ...group,
        minShareCount: 1,
        name: (id, graph) => {
          const { byPublic, byFirstLoads, joins } = usedIn(graph, id)
          if (joins(id) === 'app-common') return 'app-common'
          if (byPublic.has(id)) return null
          if (!isShared(id) || !shared(id, graph)) return null
          return landingRoutes.length && !byFirstLoads.has(id) ? 'app-later' : 'app-common'
        },
        debugName: 'app-common',
        test: (id) => !loadedApart.test(id),
        priority: 1,
      },
      {
        ...group,
        minShareCount: 1,
        // A landing page takes its feature's shared code that it uses, not what only the area's other pages use.
        name: (id, graph) => {
          const { byFirstLoads, joins } = usedIn(graph, id)
          // What common takes (the entry's, shared with a page) is never a feature's, whichever group the
          // bundler asks first.
          if (isCommon(id, graph) && shared(id, graph)) return null
          const joined = joins(id)
          if (joined) return joined
          const feature = featureSource.exec(id)?.[1]
          if (!feature || !shared(id, graph)) return null
          return landingRoutes.length && !byFirstLoads.has(id) ? `feature-${feature}-later` : `feature-${feature}`
        },
        debugName: 'feature',
        test: (id) => !loadedApart.test(id),
        priority: 0,
      },
    ],
  }
}

/** The package a module id belongs to (`zod`, `@mantine/core`), or null for the app's own code. */
export function packageOf(id) {
  const path = id.replaceAll('\\', '/')
  const at = path.lastIndexOf('/node_modules/')
  if (at < 0) return null
  const [scope, name] = path.slice(at + '/node_modules/'.length).split('/')
  return scope.startsWith('@') ? `${scope}/${name}` : scope
}

/**
 * Lists in the build's manifest, for each chunk, the route modules it holds (`routes`: `src/routes/…?tsr-split=…`)
 * and the packages whose code it holds (`packages`, for the budgets' check of what a page loads).
 * The manifest keys a chunk by its route module only when that module is the chunk's entry; a route module the
 * groups above put in a shared chunk (a landing page's, in its feature's) is found through this list
 * (`routeChunkKeys` in scripts/page-budgets.mjs).
 */
export function routesInManifest(manifestFile = '.vite/manifest.json') {
  let root = process.cwd()
  return {
    name: 'routes-in-manifest',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[manifestFile]
        if (asset?.type !== 'asset') throw new Error(`no ${manifestFile} in the bundle: is build.manifest on?`)
        const manifest = JSON.parse(String(asset.source))
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          const routes = chunk.moduleIds.filter((id) => anyRoute.test(id)).map((id) => relative(root, id).replaceAll('\\', '/'))
          const packages = [...new Set(chunk.moduleIds.map(packageOf).filter((name) => name !== null))].sort()
          const entry = Object.values(manifest).find((candidate) => candidate.file === chunk.fileName)
          if (routes.length && entry) entry.routes = routes
          if (entry && chunk.moduleIds.some((id) => wholeRouteTree.test(id))) entry.routeTree = true
          if (packages.length && entry) entry.packages = packages
        }
        asset.source = JSON.stringify(manifest, null, 2)
      },
    },
  }
}

// ---- compiling ahead ----

/** V8's explicit compile hint: a file that starts with it is compiled whole, while it downloads, off the main thread. */
export const compileHint = '//# allFunctionsCalledOnLoad'

/**
 * Puts the compile hint first in every chunk whose code a page runs as soon as it has loaded, and in none of the
 * libraries that load only when used (their code mostly waits for a click). Without it the browser compiles each
 * function on the main thread when it is first called: at CPU ×4 about a third of a list's load went to parsing
 * and compiling there. It goes in last, as the bundle is written, since the build puts its own first line in
 * chunks that load others.
 */
export function compileAhead() {
  return {
    name: 'compile-ahead',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.moduleIds.some((id) => loadedApart.test(id))) continue
          chunk.code = `${compileHint}\n${chunk.code}`
          // Its source map, written by now, follows the code down by one line.
          const map = bundle[`${chunk.fileName}.map`]
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source))
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
          }
        }
      },
    },
  }
}
