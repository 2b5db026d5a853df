import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { exportedNames, schemaExport, schemaExportModule, standIn } from './schema-export.mjs'

const root = join(import.meta.dirname, '..')
const core = join(root, 'node_modules/zod/v4/core')
const published = (name: string) => readFileSync(join(core, `${name}.js`), 'utf8')
/** A line only the library's JSON Schema writer has. */
const writerOnly = 'draft-2020-12'

/** A small page's use of the schema library, built (with the stand-ins or without) and run here. */
async function builtUse(plugins: ReturnType<typeof schemaExport>[]) {
  const folder = mkdtempSync(join(root, 'node_modules/.schema-export-'))
  try {
    const entry = join(folder, 'use.ts')
    writeFileSync(
      entry,
      [
        "import { z } from 'zod'",
        'const search = z.object({ page: z.int().min(0).catch(0), q: z.string().trim().max(5).optional() })',
        'export const parsed = search.parse({ page: -1, q: " ada " })',
        "export const refused = search.safeParse({ q: 'too long' }).success",
        "export const standard = search['~standard'].validate({ page: 2 })",
        'export const toJson = () => z.toJSONSchema(search)',
        'export const method = () => search.toJSONSchema()',
      ].join('\n'),
    )
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'use' } },
    })) as Rolldown.RolldownOutput[]
    const code = output[0]!.output[0].code
    const file = join(folder, 'use.mjs')
    writeFileSync(file, code)
    return { code, use: (await import(pathToFileURL(file).href)) as Record<string, unknown> }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

describe('schema-export', () => {
  it("matches the library's two JSON Schema modules, and no other", () => {
    expect(schemaExportModule.test(join(core, 'to-json-schema.js'))).toBe(true)
    expect(schemaExportModule.test(join(core, 'json-schema-processors.js'))).toBe(true)
    expect(schemaExportModule.test(join(core, 'schemas.js'))).toBe(false)
    expect(schemaExportModule.test(join(core, 'json-schema-generator.js'))).toBe(false)
  })

  it('reads the names a module exports, and refuses one that passes on another', () => {
    expect(
      exportedNames('export function a() {}\nexport const b = 1\nexport let c\nconst d = 2, e = 3\nexport { d, e as f };\n'),
    ).toEqual(['a', 'b', 'c', 'd', 'f'])
    expect(exportedNames(published('to-json-schema'))).toContain('createStandardJSONSchemaMethod')
    expect(exportedNames(published('json-schema-processors'))).toEqual(
      expect.arrayContaining(['aggregateChecks', 'stringProcessor', 'objectProcessor', 'toJSONSchema']),
    )
    expect(() => exportedNames("export * from './x.js'")).toThrow('re-exports')
    expect(() => exportedNames("export { a } from './x.js'")).toThrow('re-exports')
  })

  it('stands in with the same names, each saying why it cannot run, or making a method that does', async () => {
    const source = standIn(['toJSONSchema', 'createToJSONSchemaMethod'])
    const stand = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, () => () => void>
    expect(Object.keys(stand).sort()).toEqual(['createToJSONSchemaMethod', 'toJSONSchema'])
    const why = 'Writing a schema out as JSON Schema is left out of this build'
    expect(() => stand.toJSONSchema!()).toThrow(why)
    expect(() => stand.createToJSONSchemaMethod!()()).toThrow(why)
  })

  it('leaves the JSON Schema writer out of a build, and every other use of the library as it was', async () => {
    const [plain, slim] = [await builtUse([]), await builtUse([schemaExport()])]
    expect(plain.code).toContain(writerOnly)
    expect(slim.code).not.toContain(writerOnly)
    expect(slim.code.length).toBeLessThan(plain.code.length - 10_000)
    for (const { use } of [plain, slim]) {
      expect(use.parsed).toEqual({ page: 0, q: 'ada' })
      expect(use.refused).toBe(false)
      expect(use.standard).toEqual({ value: { page: 2 } })
    }
    expect((plain.use.toJson as () => { type: string })().type).toBe('object')
    for (const write of [slim.use.toJson, slim.use.method] as (() => unknown)[]) {
      expect(write).toThrow('Writing a schema out as JSON Schema is left out of this build')
    }
  }, 30_000)

  it('fails the build when it replaced nothing', async () => {
    await expect(
      build({
        configFile: false,
        logLevel: 'silent',
        plugins: [schemaExport()],
        build: {
          write: false,
          lib: { entry: join(root, 'src/lib/countLabel.ts'), formats: ['es'], fileName: 'count' },
        },
      }),
    ).rejects.toThrow('no JSON Schema module of zod was replaced')
  }, 30_000)
})
