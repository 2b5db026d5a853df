// Each outline icon of the icon library (@tabler/icons-react) draws its strokes as several SVG paths: the
// package icon five, most two to four. Every path is an element of its own that the page creates, styles, lays
// out and paints, and the navigation alone shows ten icons on every signed-in page. The build joins an outline
// icon's plain paths (a `d` that starts with an absolute move, and nothing else) into one path of the same
// subpaths, in their order: with the same stroke, round caps and joins and no fill, it draws the same shapes
// (where two strokes cross, their edges are smoothed once instead of twice). Filled icons, and any element with
// attributes of its own (a circle, a path with a fill or an opacity), are left as they are. Only the build's
// copy changes (the development server and the component tests run the library as published).

/** An icon module of the library, by the path it is loaded from. */
export const iconModule = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon[A-Za-z0-9]+\.mjs$/

const nodePattern = /const __iconNode = (\[.*?\]);\n/
const kindPattern = /createReactComponent\("(outline|filled)"/

/**
 * The icon module's source with its plain paths joined into the first of them, or null when it has none to join
 * (a filled icon, fewer than two plain paths, or a module not written as this expects).
 * @param {string} source
 * @returns {string | null}
 */
export function joinIconPaths(source) {
  if (kindPattern.exec(source)?.[1] !== 'outline') return null
  const found = nodePattern.exec(source)
  if (!found) return null
  /** @type {[string, Record<string, string>][]} */
  const nodes = JSON.parse(found[1])
  // A path that starts with a relative move would start from the end of the one before it, once joined.
  const plain = ([tag, attributes]) =>
    tag === 'path' && Object.keys(attributes).every((name) => name === 'd' || name === 'key') && /^M/.test(attributes.d)
  const paths = nodes.filter(plain)
  if (paths.length < 2) return null
  const joined = ['path', { d: paths.map(([, attributes]) => attributes.d).join(' '), key: paths[0][1].key }]
  const kept = nodes.filter((node) => !plain(node))
  return source.replace(found[0], `const __iconNode = ${JSON.stringify([joined, ...kept])};\n`)
}

export function iconPaths() {
  let joined = 0
  return {
    name: 'icon-paths',
    apply: 'build',
    transform(code, id) {
      if (!iconModule.test(id.split('?')[0])) return null
      const source = joinIconPaths(code)
      if (source === null) return null
      joined++
      return { code: source, map: null }
    },
    buildEnd(error) {
      // The library changed how it writes its icons: say so rather than build with every path back.
      if (!error && joined === 0) this.error('icon-paths: no icon of @tabler/icons-react had its paths joined')
    },
  }
}
