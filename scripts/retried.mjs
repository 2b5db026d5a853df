// Tests that passed only on a retry. Both runners retry a failed test once in CI, so that one unlucky run does
// not fail the whole suite; a test that needed it is flaky all the same, and `npm test` lists each one at the end
// rather than letting the retry hide it. The runners' reporters below write a line for each such test to the file
// named by RETRIED_TESTS_FILE (set by scripts/test.mjs); without it they write nothing.
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

export const retriedFileVariable = 'RETRIED_TESTS_FILE'

/** Adds one test to the file, when one is named. */
export function recordRetried(line, file = process.env[retriedFileVariable]) {
  if (file) appendFileSync(file, `${line}\n`)
}

/** The tests recorded in `file`, in the order they ended; none when it does not exist. */
export function readRetried(file) {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
}

const where = (file) => relative(process.cwd(), file)

/** Vitest's reporter: a test case that passed after a failed try. */
export class VitestRetried {
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic()
    if (testCase.result().state !== 'passed' || !diagnostic || diagnostic.retryCount === 0) return
    recordRetried(`unit: ${where(testCase.module.moduleId)} › ${testCase.fullName} (${diagnostic.retryCount + 1} tries)`)
  }
}

/** Playwright's reporter (the module's default export, as Playwright loads it): a test whose outcome is flaky. */
export default class PlaywrightRetried {
  onTestEnd(test, result) {
    if (result.status !== 'passed' || result.retry === 0) return
    const project = test.parent.project()?.name
    // [root, project, file, ...describe blocks, title]
    const title = test.titlePath().slice(3).join(' › ')
    recordRetried(`e2e${project ? ` [${project}]` : ''}: ${where(test.location.file)} › ${title} (${result.retry + 1} tries)`)
  }

  printsToStdio() {
    return false
  }
}
