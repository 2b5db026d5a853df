// The architecture's import rules, checked on every relative import of src/ (design.md, "Layout"):
//   features/<area>  may use api, lib, components, session and its own area; never another feature,
//                    the shell (app) or the routes
//   api, lib, components, session
//                    are below the features: never features, app or routes
//   app              the shell: may use features, never routes
//   entry            src/*.ts(x): main.tsx, router.ts, routeTree.gen.ts; imported only by the routes, the entry
//                    and tests
//   sandbox/         never imported by src/, except the in-browser demo's entry (session/demo.ts) and
//                    tests and their harness (which run the sandbox in process)
//   scripts/, tools/ never imported by src/: build and test tooling
import { dirname, relative, resolve, sep } from 'node:path'

const posix = (path) => path.split(sep).join('/')

/** The layer of a path relative to the repository: 'features/users', 'lib', 'sandbox', ... */
function layerOf(path) {
  const parts = posix(path).split('/')
  if (parts[0] === 'sandbox') return { layer: 'sandbox' }
  if (parts[0] === 'scripts' || parts[0] === 'tools') return { layer: 'tooling' }
  if (parts[0] !== 'src') return { layer: 'other' }
  if (parts.length === 2) return { layer: 'entry' }
  if (parts[1] === 'features') return { layer: 'features', area: parts[2] }
  return { layer: parts[1] }
}

const below = new Set(['api', 'lib', 'components', 'session'])
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('src/testing/')

function violation(file, target) {
  const from = layerOf(file)
  const to = layerOf(target)
  if (to.layer === 'sandbox' && file.startsWith('src/')) {
    return file === 'src/session/demo.ts' || isTest(file)
      ? null
      : 'src/ may not import the sandbox (only the demo entry and tests do)'
  }
  if (to.layer === 'tooling' && file.startsWith('src/')) return 'src/ may not import scripts/ or tools/'
  if (to.layer === 'entry' && !['entry', 'routes'].includes(from.layer) && !isTest(file)) {
    return `only the routes and the entry may import src/${posix(target).split('/')[1]}`
  }
  if (from.layer === 'features') {
    if (to.layer === 'features' && to.area !== from.area)
      return `features/${from.area} may not import features/${to.area}: compose features in a route`
    if (to.layer === 'app' || to.layer === 'routes') return `a feature may not import src/${to.layer}`
  }
  if (below.has(from.layer) && ['features', 'app', 'routes'].includes(to.layer)) {
    return `src/${from.layer} is below the features and may not import src/${to.layer === 'features' ? `features/${to.area}` : to.layer}`
  }
  if (from.layer === 'app' && to.layer === 'routes') return 'the shell (src/app) may not import the routes'
  return null
}

export default {
  rules: {
    layers: {
      meta: {
        type: 'problem',
        docs: { description: 'Keeps the layers of src/ apart (features, shell, shared pieces, sandbox)' },
        messages: { crossed: '{{reason}} ({{source}})' },
        schema: [],
      },
      create(context) {
        // Paths are taken from ESLint's working directory: the repository's root.
        const root = context.cwd
        const file = posix(relative(root, context.filename))
        if (!file.startsWith('src/')) return {}
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return
          const target = posix(relative(root, resolve(dirname(context.filename), source)))
          const reason = violation(file, target)
          if (reason) context.report({ node, messageId: 'crossed', data: { reason, source } })
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        }
      },
    },
  },
}
