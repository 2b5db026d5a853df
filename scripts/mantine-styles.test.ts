import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  baseStyles,
  checkStyles,
  componentsIn,
  componentsNamedIn,
  importedStyles,
  libraryClassNames,
  libraryOrder,
  mantineStyles,
} from './mantine-styles.mjs'

const root = join(import.meta.dirname, '..')
const stylesDir = join(root, 'node_modules/@mantine/core/styles')
const file = join(root, 'src/mantine-styles.css')

describe('mantine-styles', () => {
  it("reads the components from the bundle's modules and the imports from the stylesheet", () => {
    const lib = '/app/node_modules/@mantine/core/esm/components'
    expect(
      componentsIn([
        `${lib}/Button/Button.module.mjs`,
        `${lib}/Button/Button.mjs`,
        `${lib}/Combobox/ComboboxOption/ComboboxOption.module.mjs?v=1`,
        '/app/src/components/Cells.module.css',
      ]),
    ).toEqual(new Set(['Button', 'ComboboxOption']))
    expect(importedStyles('@import \'@mantine/core/styles/global.css\';\n@import "@mantine/core/styles/Button.css";')).toEqual([
      'global',
      'Button',
    ])
  })

  it("reads the library's class names, and finds the components whose names the bundle's code writes itself", () => {
    const names = libraryClassNames(join(root, 'node_modules/@mantine/core/esm'))
    expect(names.get('Pagination')).toEqual(expect.arrayContaining(['m_4addd315', 'm_326d024a', 'm_4ad7767d']))
    expect(names.get('Button')?.length).toBeGreaterThan(0)
    expect(componentsNamedIn(['const a={root:"m_4addd315"}', "b('m_0000')"], names)).toEqual(new Set(['Pagination']))
    // The minifier writes strings as templates.
    expect(componentsNamedIn(['va={root:`m_4addd315`}'], names)).toEqual(new Set(['Pagination']))
    expect(componentsNamedIn(['m_4addd315 as a word, not a string'], names)).toEqual(new Set())
  })

  it("knows the library's order: its base styles, the shared components, then the rest", () => {
    const order = libraryOrder(stylesDir)
    expect(order.slice(0, 3)).toEqual(baseStyles)
    // A component's styles after those it builds on, as in the all-in-one file.
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'))
    expect(order.indexOf('Input')).toBeLessThan(order.indexOf('Checkbox'))
    expect(order.length).toBeGreaterThan(100)
  })

  it('finds the styles missing, those left over, and a list out of order', () => {
    const order = ['baseline', 'default-css-variables', 'global', 'Input', 'Button', 'Table']
    const used = new Set(['Input', 'Table'])
    expect(checkStyles({ used, imported: [...baseStyles, 'Input', 'Table'], order }).inOrder).toBe(true)
    expect(checkStyles({ used, imported: [...baseStyles, 'Input'], order })).toMatchObject({ missing: ['Table'], inOrder: false })
    expect(checkStyles({ used, imported: [...baseStyles, 'Input', 'Button', 'Table'], order })).toMatchObject({
      unused: ['Button'],
      inOrder: false,
    })
    expect(checkStyles({ used, imported: [...baseStyles, 'Table', 'Input'], order })).toMatchObject({
      missing: [],
      unused: [],
      inOrder: false,
      wanted: [...baseStyles, 'Input', 'Table'],
    })
  })

  it('stops the build with the list as it should be, and passes the list the app has', () => {
    const plugin = mantineStyles({ file, stylesDir })
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void
    const errors: string[] = []
    const context = { error: (message: string) => errors.push(message) }
    const chunk = (names: string[]) => ({
      type: 'chunk',
      moduleIds: names.map((name) => `/app/node_modules/@mantine/core/esm/components/${name}/${name}.module.mjs`),
    })
    // Every component the stylesheet names, and nothing more: nothing to say.
    const listed = importedStyles(readFileSync(file, 'utf8')).filter((name) => !baseStyles.includes(name))
    generate.call(context, {}, { 'a.js': chunk(listed) })
    expect(errors).toEqual([])
    // One more component, and one fewer.
    generate.call(context, {}, { 'a.js': chunk([...listed.slice(1), 'Stepper']) })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(`Missing (used, unstyled without them): Stepper.`)
    expect(errors[0]).toContain(`Not needed (no component uses them): ${listed[0]}.`)
    expect(errors[0]).toContain(`@import '@mantine/core/styles/Stepper.css';`)
    // A component whose classes the code writes itself, without its module, is used all the same.
    errors.length = 0
    const pagination = listed.filter((name) => name !== 'Pagination')
    generate.call(context, {}, { 'a.js': { ...chunk(pagination), code: 'const c = { root: "m_4addd315" }' } })
    expect(errors).toEqual([])
    generate.call(context, {}, { 'a.js': { ...chunk(pagination), code: '' } })
    expect(errors[0]).toContain('Not needed (no component uses them): Pagination.')
  })
})
