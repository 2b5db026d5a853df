import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import PlaywrightRetried, { readRetried, recordRetried, VitestRetried } from './retried.mjs'
import { retriedReport, summaryLine } from './test.mjs'

let folder: string
let file: string
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'retried-'))
  file = join(folder, 'retried.txt')
  process.env.RETRIED_TESTS_FILE = file
})
afterEach(() => {
  delete process.env.RETRIED_TESTS_FILE
  rmSync(folder, { recursive: true, force: true })
})

const vitestCase = (state: string, retryCount: number) => ({
  module: { moduleId: join(process.cwd(), 'src/lib/money.test.ts') },
  fullName: 'money › formats cents',
  result: () => ({ state }),
  diagnostic: () => ({ retryCount }),
})

const playwrightCase = {
  parent: { project: () => ({ name: 'real' }) },
  titlePath: () => ['', 'real', 'products.spec.ts', 'products', 'pages the list @real'],
  location: { file: join(process.cwd(), 'e2e/products.spec.ts') },
}

describe('tests that passed only on a retry', () => {
  it('are recorded by vitest when a test passed after a failed try, and only then', () => {
    const reporter = new VitestRetried()
    reporter.onTestCaseResult(vitestCase('passed', 0))
    reporter.onTestCaseResult(vitestCase('failed', 1))
    reporter.onTestCaseResult(vitestCase('passed', 1))
    expect(readRetried(file)).toEqual(['unit: src/lib/money.test.ts › money › formats cents (2 tries)'])
  })

  it('are recorded by Playwright with their project, when the test passed on a retry, and only then', () => {
    const reporter = new PlaywrightRetried()
    reporter.onTestEnd(playwrightCase, { status: 'passed', retry: 0 })
    reporter.onTestEnd(playwrightCase, { status: 'failed', retry: 1 })
    reporter.onTestEnd(playwrightCase, { status: 'passed', retry: 1 })
    expect(readRetried(file)).toEqual(['e2e [real]: e2e/products.spec.ts › products › pages the list @real (2 tries)'])
    expect(reporter.printsToStdio()).toBe(false)
  })

  it('are not written anywhere when no file is named', () => {
    delete process.env.RETRIED_TESTS_FILE
    recordRetried('unit: a › b (2 tries)')
    expect(readRetried(file)).toEqual([])
  })

  it('are listed at the end of npm test and counted in its summary line', () => {
    const retried = ['unit: a.test.ts › a (2 tries)', 'e2e [chromium]: e2e/b.spec.ts › b (2 tries)']
    expect(retriedReport([])).toBe('')
    expect(retriedReport(retried)).toBe(
      'Passed only on a retry (2), flaky:\n  - unit: a.test.ts › a (2 tries)\n  - e2e [chromium]: e2e/b.spec.ts › b (2 tries)',
    )
    const steps = [{ name: 'unit', run: () => ({ ok: true, status: 'ok' }) }]
    expect(summaryLine([{ name: 'unit', ok: true, status: 'ok', seconds: 3 }], steps, retried)).toBe(
      'npm test passed in 3 s: unit ok 3 s · 2 passed only on a retry (listed above)',
    )
  })
})
