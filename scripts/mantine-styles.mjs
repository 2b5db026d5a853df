// The component library's styles, only those of the components the app uses. Its all-in-one stylesheet holds
// every component's rules (102 components, 288 KB): each page parsed all of it, and built its style rules from
// it, before its first paint. The app imports the library's base styles and one file per component it uses
// (src/mantine-styles.css), in the order of the all-in-one file, and the build checks that list against the
// components in the bundle: it stops when a component's styles are missing (the component would show unstyled),
// left over, or out of the library's order (a later rule may override an earlier one). A component counts as
// used when its class names module is in the bundle, or when the app's code writes one of its class names itself
// (a part drawn as the library draws the component, without it).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The library's base styles, before any component's. */
export const baseStyles = ['baseline', 'default-css-variables', 'global']

/** A component's class names module in the bundle (`…/components/Button/Button.module.mjs` → Button; the inline inputs' are under utils). */
const classesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/

/** The components whose class names the bundle holds, from the ids of its modules. */
export function componentsIn(moduleIds) {
  const names = new Set()
  for (const id of moduleIds) {
    const match = classesModule.exec(id.split('?')[0])
    if (match) names.add(match[1])
  }
  return names
}

/**
 * The class names of the library's components, read from their class names modules (`X.module.mjs`) under
 * `esmDir` (the library's `esm` folder): component → its names.
 */
export function libraryClassNames(esmDir) {
  const names = new Map()
  for (const entry of readdirSync(esmDir, { recursive: true })) {
    const match = classesModule.exec(join(esmDir, String(entry)))
    if (!match) continue
    const code = readFileSync(join(esmDir, String(entry)), 'utf8')
    names.set(
      match[1],
      [...code.matchAll(/"(m_[\da-f]+)"/g)].map((found) => found[1]),
    )
  }
  return names
}

/**
 * The components whose class names the bundle's code writes as strings of its own (an element drawn as the
 * library draws a component, without the component: src/components/ListPagination.tsx), given their names.
 */
export function componentsNamedIn(codes, classNames) {
  const names = new Set()
  for (const [component, classes] of classNames)
    if (classes.some((name) => codes.some((code) => ['"', "'", '`'].some((quote) => code.includes(quote + name + quote)))))
      names.add(component)
  return names
}

/** The style files a stylesheet imports from the library, in its order (`@import '@mantine/core/styles/X.css'`). */
export function importedStyles(css) {
  return [...css.matchAll(/@import\s+['"]@mantine\/core\/styles\/([\w-]+)\.css['"]/g)].map((match) => match[1])
}

/** The library's own order of its style files: where each one's rules stand in its all-in-one stylesheet. */
export function libraryOrder(stylesDir) {
  const all = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8')
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({
      name: file.slice(0, -4),
      at: all.indexOf(readFileSync(join(stylesDir, file), 'utf8').trim().slice(0, 200)),
    }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name)
}

/**
 * What is wrong with the imported list, given the components used and the library's order: the styles missing,
 * those no component needs, and the list as it should be.
 */
export function checkStyles({ used, imported, order }) {
  const wanted = order.filter((name) => baseStyles.includes(name) || used.has(name))
  const missing = wanted.filter((name) => !imported.includes(name))
  const unused = imported.filter((name) => !wanted.includes(name))
  const inOrder = missing.length === 0 && unused.length === 0 && wanted.every((name, index) => imported[index] === name)
  return { missing, unused, inOrder, wanted }
}

export function mantineStyles({ file, stylesDir }) {
  return {
    name: 'mantine-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk')
      const ids = chunks.flatMap((chunk) => chunk.moduleIds)
      const named = componentsNamedIn(
        chunks.map((chunk) => chunk.code ?? ''),
        libraryClassNames(join(stylesDir, '..', 'esm')),
      )
      const { missing, unused, inOrder, wanted } = checkStyles({
        used: new Set([...componentsIn(ids), ...named]),
        imported: importedStyles(readFileSync(file, 'utf8')),
        order: libraryOrder(stylesDir),
      })
      if (inOrder) return
      this.error(
        [
          `mantine-styles: ${file} does not import the styles of the components the app uses, in the library's order.`,
          missing.length ? `Missing (used, unstyled without them): ${missing.join(', ')}.` : '',
          unused.length ? `Not needed (no component uses them): ${unused.join(', ')}.` : '',
          'Its imports should be:',
          ...wanted.map((name) => `@import '@mantine/core/styles/${name}.css';`),
        ]
          .filter(Boolean)
          .join('\n'),
      )
    },
  }
}
