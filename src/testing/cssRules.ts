import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A stylesheet's rules, selector → declarations, read from its file (the tests' CSS modules stand in for class
 * names only, so what a rule sets is read from its text). `path` is from the project's root.
 */
export function cssRules(path: string): Map<string, Record<string, string>> {
  const text = readFileSync(join(process.cwd(), path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  return new Map(
    [...text.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => [
      selector!.trim(),
      Object.fromEntries(
        body!
          .split(';')
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration) => {
            const colon = declaration.indexOf(':')
            return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]
          }),
      ),
    ]),
  )
}
