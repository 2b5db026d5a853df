// `npm test`: every check in order (type check, lint, audit of production dependencies, unit tests,
// build, size budgets, end-to-end suite), stopping at the first that fails, then one summary line that
// says how each went, so that an audit that could not be done is not mistaken for one that passed.
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { runAudit } from './audit.mjs'

/** Runs `npm run <script>` with the output shown; the outcome of a step. */
function npmRun(script) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' })
  return result.status === 0 ? { ok: true, status: 'ok' } : { ok: false, status: 'FAILED' }
}

export const checks = [
  { name: 'typecheck', run: () => npmRun('typecheck') },
  { name: 'lint', run: () => npmRun('lint') },
  { name: 'audit', run: () => runAudit() },
  { name: 'unit', run: () => npmRun('test:unit') },
  { name: 'build', run: () => npmRun('build') },
  { name: 'size', run: () => npmRun('size') },
  { name: 'e2e', run: () => npmRun('test:e2e') },
]

/** Runs the steps in order until one fails; the outcome of each step run. */
export async function runChecks(steps) {
  const results = []
  for (const step of steps) {
    const outcome = await step.run()
    results.push({ name: step.name, ...outcome })
    if (!outcome.ok) break
  }
  return results
}

/** "npm test: typecheck ok · lint ok · audit NOT DONE (why) · ...", and the steps not run after a failure. */
export function summaryLine(results, steps) {
  const failed = results.find((result) => !result.ok)
  const parts = results.map((result) =>
    result.status === 'ok' ? `${result.name} ok` : `${result.name} ${result.status}${result.detail ? ` (${result.detail})` : ''}`,
  )
  const skipped = steps.slice(results.length).map((step) => step.name)
  if (skipped.length) parts.push(`not run: ${skipped.join(', ')}`)
  return `npm test ${failed ? `FAILED at ${failed.name}` : 'passed'}: ${parts.join(' · ')}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runChecks(checks)
  const line = summaryLine(results, checks)
  console.log(`\n${line}`)
  process.exit(results.every((result) => result.ok) ? 0 : 1)
}
