// `npm test`: every check (type check, lint, audit of production dependencies, unit tests, build, size
// budgets, end-to-end suite), stopping after the first that fails, then one summary line that says how each
// went and how long it took, so that an audit that could not be done is not mistaken for one that passed.
// A step marked `alongside` runs at the same time as the step before it: the type check, the lint and the
// audit each keep one core busy at most, so they share the machine; their output is shown when each ends.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { runAudit } from './audit.mjs'
import { readRetried, retriedFileVariable } from './retried.mjs'

/**
 * Runs `npm run <script>`; the outcome of a step. `buffered`: its output is held and shown in one piece once
 * it ends (steps that run alongside others would interleave theirs).
 */
function npmRun(script, { buffered = false } = {}) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output))
      resolve(code === 0 ? { ok: true, status: 'ok' } : { ok: false, status: 'FAILED' })
    })
  })
}

export const checks = [
  { name: 'typecheck', run: () => npmRun('typecheck', { buffered: true }) },
  { name: 'lint', alongside: true, run: () => npmRun('lint', { buffered: true }) },
  { name: 'audit', alongside: true, run: () => runAudit() },
  { name: 'unit', run: () => npmRun('test:unit') },
  { name: 'build', run: () => npmRun('build') },
  { name: 'size', run: () => npmRun('size') },
  { name: 'e2e', run: () => npmRun('test:e2e') },
]

/** The steps in groups that run together: a step `alongside` joins the group of the step before it. */
export function phasesOf(steps) {
  const phases = []
  for (const step of steps) {
    if (step.alongside && phases.length) phases[phases.length - 1].push(step)
    else phases.push([step])
  }
  return phases
}

/**
 * Runs the steps, a group at a time, until a group has a step that fails; the outcome of each step run, in the
 * order of `steps`, with the seconds it took.
 */
export async function runChecks(steps) {
  const results = []
  for (const phase of phasesOf(steps)) {
    const outcomes = await Promise.all(
      phase.map(async (step) => {
        const started = performance.now()
        const outcome = await step.run()
        return { name: step.name, ...outcome, seconds: (performance.now() - started) / 1000 }
      }),
    )
    results.push(...outcomes)
    if (outcomes.some((outcome) => !outcome.ok)) break
  }
  return results
}

/**
 * The tests that passed only on a retry (scripts/retried.mjs), one a line under a heading, or nothing when there
 * were none: printed at the end of the run, so that a flaky test is seen even when the run passed.
 */
export function retriedReport(retried) {
  if (!retried.length) return ''
  return [`Passed only on a retry (${retried.length}), flaky:`, ...retried.map((line) => `  - ${line}`)].join('\n')
}

/** "npm test: typecheck ok · lint ok · audit NOT DONE (why) · ...", and the steps not run after a failure. */
export function summaryLine(results, steps, retried = []) {
  const failed = results.find((result) => !result.ok)
  const took = (result) => (result.seconds === undefined ? '' : ` ${Math.round(result.seconds)} s`)
  const parts = results.map((result) =>
    result.status === 'ok'
      ? `${result.name} ok${took(result)}`
      : `${result.name} ${result.status}${result.detail ? ` (${result.detail})` : ''}${took(result)}`,
  )
  const skipped = steps.slice(results.length).map((step) => step.name)
  if (skipped.length) parts.push(`not run: ${skipped.join(', ')}`)
  if (retried.length) parts.push(`${retried.length} passed only on a retry (listed above)`)
  const total = results.length && results[0].seconds !== undefined ? ` in ${Math.round(totalSeconds(results, steps))} s` : ''
  return `npm test ${failed ? `FAILED at ${failed.name}` : 'passed'}${total}: ${parts.join(' · ')}`
}

/** The time the steps took in all: the longest of each group run together, summed. */
function totalSeconds(results, steps) {
  const seconds = new Map(results.map((result) => [result.name, result.seconds ?? 0]))
  return phasesOf(steps).reduce((sum, phase) => sum + Math.max(0, ...phase.map((step) => seconds.get(step.name) ?? 0)), 0)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The steps' reporters write the tests that passed only on a retry here (every child inherits the variable).
  const folder = mkdtempSync(join(tmpdir(), 'npm-test-'))
  process.env[retriedFileVariable] = join(folder, 'retried.txt')
  const results = await runChecks(checks)
  const retried = readRetried(process.env[retriedFileVariable])
  rmSync(folder, { recursive: true, force: true })
  const report = retriedReport(retried)
  if (report) console.log(`\n${report}`)
  const line = summaryLine(results, checks, retried)
  console.log(`\n${line}`)
  process.exit(results.every((result) => result.ok) ? 0 : 1)
}
