// The schema library (zod 4) can write any schema out as a JSON Schema document: every schema carries the
// method, and the library's schema classes reference the writer for each kind of schema, so the writer's two
// modules (about 17 KB of code, 6 KB gzipped) are in every page's first load although the dashboard never
// writes a JSON Schema. The build replaces those two modules with stand-ins that export the same names: each
// function, if it were ever called, throws an error that says why (standIn). Nothing else of the library changes, and
// only the build's copy (the development server and the tests run the library as published).

/** The two modules of the library that write JSON Schema, by the path they are loaded from. */
export const schemaExportModule = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/

/**
 * The names a module exports: `export function|const|let|class NAME`, and the names of `export { a, b as c }`
 * without a source. Throws on `export *` or a re-export from another module, which a stand-in cannot follow.
 * @param {string} source
 * @returns {string[]}
 */
export function exportedNames(source) {
  if (/^export\s*\*|^export\s*\{[^}]*\}\s*from/m.test(source)) {
    throw new Error('schema-export: a module re-exports another, which its stand-in cannot follow')
  }
  const names = new Set()
  for (const [, name] of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)) {
    names.add(name)
  }
  for (const [, list] of source.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (name) names.add(name)
    }
  }
  return [...names]
}

/**
 * A stand-in for a module that writes JSON Schema: the same exported names, each a function that throws an error
 * saying why, but for those that make a method (`create…Method`), which the library calls as it builds a schema's
 * members (`~standard.jsonSchema`): they give back a method that throws.
 * @param {string[]} names
 * @returns {string}
 */
export function standIn(names) {
  return (
    'function unavailable() {\n' +
    "  throw new Error('Writing a schema out as JSON Schema is left out of this build (scripts/schema-export.mjs)')\n" +
    '}\n' +
    'const method = () => unavailable\n' +
    names.map((name) => `export const ${name} = ${/^create\w*Method$/.test(name) ? 'method' : 'unavailable'}\n`).join('')
  )
}

export function schemaExport() {
  const replaced = new Set()
  return {
    name: 'schema-export',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0]
      const found = schemaExportModule.exec(path)
      if (!found) return null
      replaced.add(found[1])
      return { code: standIn(exportedNames(code)), map: null }
    },
    buildEnd(error) {
      // The library moved or renamed them: say so rather than build with them back in.
      if (!error && replaced.size === 0) this.error('schema-export: no JSON Schema module of zod was replaced')
    },
  }
}
