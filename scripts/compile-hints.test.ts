import { describe, expect, it } from 'vitest'
import { compileHint, compileHints } from './compile-hints.mjs'

describe('compileHints', () => {
  const chunk = (fileName: string, moduleIds: string[]) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    code: 'const __deps = [];\nexport const a = () => 1;\n',
  })
  const map = () => ({ type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) })

  it("puts the hint first in a page's chunks, with the map a line down, and not in the libraries loaded apart", () => {
    const bundle = {
      'page.js': chunk('page.js', ['/app/src/features/products/ProductsList.tsx', '/app/node_modules/@mantine/core/Table.mjs']),
      'page.js.map': map(),
      'sandbox.js': chunk('sandbox.js', ['/app/sandbox/browser.ts', '/app/node_modules/hono/dist/index.js']),
      'sandbox.js.map': map(),
      'style.css': { type: 'asset' as const, source: 'a{}' },
    }
    const plugin = compileHints() as unknown as {
      generateBundle: { order: string; handler: (options: unknown, files: typeof bundle) => void }
    }
    expect(plugin.generateBundle.order).toBe('post')
    plugin.generateBundle.handler({}, bundle)
    expect(bundle['page.js'].code).toBe(`${compileHint}\nconst __deps = [];\nexport const a = () => 1;\n`)
    expect(JSON.parse(bundle['page.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA;AACA' })
    expect(bundle['sandbox.js'].code.startsWith(compileHint)).toBe(false)
    expect(JSON.parse(bundle['sandbox.js.map'].source)).toEqual({ version: 3, mappings: 'AAAA;AACA' })
    expect(bundle['style.css'].source).toBe('a{}')
  })
})
