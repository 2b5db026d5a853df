import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconModule, iconPaths, joinIconPaths } from './icon-paths.mjs'

const icons = join(import.meta.dirname, '..', 'node_modules/@tabler/icons-react/dist/esm/icons')
const published = (name: string) => readFileSync(join(icons, `${name}.mjs`), 'utf8')

/** The element list of an icon module's source. */
const nodesOf = (source: string) =>
  JSON.parse(/const __iconNode = (\[.*?\]);\n/.exec(source)![1]!) as [string, Record<string, string>][]

const module = (kind: string, nodes: unknown[]) =>
  `import createReactComponent from '../createReactComponent.mjs';\n\nconst __iconNode = ${JSON.stringify(nodes)};\nconst IconX = createReactComponent("${kind}", "x", "X", __iconNode);\n\nexport { __iconNode, IconX as default };\n`

describe('icon-paths', () => {
  it("joins an outline icon's paths into one path of the same subpaths, in their order", () => {
    const source = published('IconPackage')
    const paths = nodesOf(source).map(([, attributes]) => attributes.d)
    expect(paths.length).toBeGreaterThan(1)
    const joined = joinIconPaths(source)!
    expect(nodesOf(joined)).toEqual([['path', { d: paths.join(' '), key: 'svg-0' }]])
    // Nothing else of the module changes.
    expect(joined.replace(/const __iconNode = .*\n/, '')).toBe(source.replace(/const __iconNode = .*\n/, ''))
  })

  it('leaves filled icons, elements with attributes of their own and paths that start with a relative move', () => {
    const circle = ['circle', { cx: '12', cy: '12', r: '3', key: 'svg-2' }]
    const faded = ['path', { d: 'M1 1l2 2', opacity: '.5', key: 'svg-3' }]
    const source = module('outline', [
      ['path', { d: 'M0 0l1 1', key: 'svg-0' }],
      ['path', { d: 'M5 5h2', key: 'svg-1' }],
      circle,
      faded,
    ])
    expect(nodesOf(joinIconPaths(source)!)).toEqual([['path', { d: 'M0 0l1 1 M5 5h2', key: 'svg-0' }], circle, faded])

    expect(
      joinIconPaths(
        module('filled', [
          ['path', { d: 'M0 0h1', key: 'a' }],
          ['path', { d: 'M2 2h1', key: 'b' }],
        ]),
      ),
    ).toBeNull()
    expect(
      joinIconPaths(
        module('outline', [
          ['path', { d: 'M0 0h1', key: 'a' }],
          ['path', { d: 'm2 2h1', key: 'b' }],
        ]),
      ),
    ).toBeNull()
    expect(joinIconPaths(module('outline', [['path', { d: 'M0 0h1', key: 'a' }], circle]))).toBeNull()
  })

  it("applies to the library's outline icons as they are published, and to nothing else", () => {
    const names = readdirSync(icons).filter((name) => /^Icon\w+\.mjs$/.test(name) && !name.endsWith('Filled.mjs'))
    const joined = names.filter((name) => joinIconPaths(readFileSync(join(icons, name), 'utf8')) !== null)
    // Most outline icons have several plain paths; if the library writes its icons otherwise, this fails.
    expect(joined.length).toBeGreaterThan(names.length / 2)

    const transform = iconPaths().transform as (code: string, id: string) => { code: string } | null
    expect(transform(published('IconPackage'), join(icons, 'IconPackage.mjs'))?.code).toBe(
      joinIconPaths(published('IconPackage')),
    )
    expect(join(icons, 'IconPackage.mjs')).toMatch(iconModule)
    expect(transform(published('IconPackage'), join(icons, '..', 'createReactComponent.mjs'))).toBeNull()
  })
})
