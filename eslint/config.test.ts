import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The lint step keeps the architecture: fixture files laid out like src/ in a small project of their
 * own, linted with the project's own configuration, must fail on a crossed boundary and on a dropped
 * promise, and pass when they keep the rules.
 */

const fixtures: Record<string, string> = {
  'src/features/users/crossed.ts': "export { invoiceQueries } from '../invoices/queries'\n",
  'src/features/users/shell.ts': "export { navItems } from '../../app/nav'\n",
  'src/lib/up.ts': "export { userQueries } from '../features/users/queries'\n",
  'src/components/sandbox.ts': "export { createSandbox } from '../../sandbox/app'\n",
  'src/components/router.ts': "export { createAppRouter } from '../router'\n",
  'src/lib/tooling.ts': "export { landingPages } from '../../tools/perf/pages.mjs'\n",
  'src/routes/entry.ts': "export { createAppRouter } from '../router'\n",
  'src/lib/one.ts': "import { two } from './two'\nexport const one = () => two()\n",
  'src/lib/two.ts': "import { one } from './one'\nexport const two = (): number => (one ? 2 : 0)\n",
  'src/lib/typed.ts': "import type { Typed } from './typing'\nexport const typed = (value: Typed) => value\n",
  'src/lib/typing.ts': "import { typed } from './typed'\nexport type Typed = string\nexport const use = () => typed('a')\n",
  'src/features/users/fine.ts':
    "export { call } from '../../api/client'\nexport { formatMoney } from '../../lib/money'\nexport { userQueries } from './queries'\n",
  'src/lib/floating.ts': 'export async function save() {}\nexport function onClick() {\n  save()\n}\n',
  'src/lib/voided.ts': 'export async function save() {}\nexport function onClick() {\n  void save()\n}\n',
}

const project = mkdtempSync(join(tmpdir(), 'lint-fixtures-'))
for (const [file, code] of Object.entries(fixtures)) {
  mkdirSync(join(project, dirname(file)), { recursive: true })
  writeFileSync(join(project, file), code)
}
writeFileSync(
  join(project, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', noEmit: true },
    include: ['src'],
  }),
)
afterAll(() => rmSync(project, { recursive: true, force: true }))

const eslint = new ESLint({
  cwd: project,
  overrideConfigFile: new URL('../eslint.config.js', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { tsconfigRootDir: project } } },
})

async function problems(file: string) {
  const [result] = await eslint.lintFiles([join(project, file)])
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

describe('lint configuration', { timeout: 60_000 }, () => {
  it('refuses a feature that imports another feature', async () => {
    expect(await problems('src/features/users/crossed.ts')).toContainEqual(
      expect.stringMatching(/^boundaries\/layers: features\/users may not import features\/invoices/),
    )
  })

  it('refuses a feature that imports the shell, and a shared piece that imports a feature', async () => {
    expect(await problems('src/features/users/shell.ts')).toContainEqual(
      expect.stringMatching(/^boundaries\/layers: a feature may not import src\/app/),
    )
    expect(await problems('src/lib/up.ts')).toContainEqual(
      expect.stringMatching(/^boundaries\/layers: src\/lib is below the features/),
    )
  })

  // The demo entry (src/session/demo.ts) is the one file of src/ that may: the lint step passing on
  // the repository shows that.
  it('refuses src/ importing the sandbox', async () => {
    expect(await problems('src/components/sandbox.ts')).toContainEqual(
      expect.stringMatching(/^boundaries\/layers: src\/ may not import the sandbox/),
    )
  })

  it('refuses the entry (main.tsx, router.ts, the route tree) imported from below the routes', async () => {
    expect(await problems('src/components/router.ts')).toContainEqual(
      expect.stringMatching(/^boundaries\/layers: only the routes and the entry may import src\/router/),
    )
    expect((await problems('src/routes/entry.ts')).filter((problem) => problem.startsWith('boundaries'))).toEqual([])
  })

  it('refuses src/ importing the build and test tooling', async () => {
    expect(await problems('src/lib/tooling.ts')).toContainEqual(
      expect.stringMatching(/^boundaries\/layers: src\/ may not import scripts\/ or tools\//),
    )
  })

  it('refuses an import cycle, but not one closed by a type-only import', async () => {
    expect(await problems('src/lib/one.ts')).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/))
    expect((await problems('src/lib/typing.ts')).filter((problem) => problem.startsWith('import-x'))).toEqual([])
  })

  it('accepts what the layers allow', async () => {
    expect((await problems('src/features/users/fine.ts')).filter((problem) => problem.startsWith('boundaries'))).toEqual([])
  })

  it('refuses a promise that is neither awaited nor let go on purpose', async () => {
    expect(await problems('src/lib/floating.ts')).toContainEqual(
      expect.stringMatching(/^@typescript-eslint\/no-floating-promises/),
    )
    expect(await problems('src/lib/voided.ts')).toEqual([])
  })
})
