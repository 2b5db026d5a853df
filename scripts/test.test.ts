import { describe, expect, it, vi } from 'vitest'
import type { StepOutcome } from './audit.mjs'
import { phasesOf, runChecks, type Step, summaryLine } from './test.mjs'

const ok = (): StepOutcome => ({ ok: true, status: 'ok' })
const steps = (audit: () => StepOutcome) => {
  const e2e = vi.fn(ok)
  const list: Step[] = [
    { name: 'typecheck', run: ok },
    { name: 'audit', run: audit },
    { name: 'unit', run: ok },
    { name: 'e2e', run: e2e },
  ]
  return { list, e2e }
}

describe('npm test', () => {
  it('goes on past an audit that could not be done, and says so in its summary line', async () => {
    const { list, e2e } = steps(() => ({ ok: true, status: 'NOT DONE', detail: 'the audit service answered HTTP 405' }))
    const results = await runChecks(list)
    expect(e2e).toHaveBeenCalled()
    expect(summaryLine(results, list)).toBe(
      'npm test passed in 0 s: typecheck ok 0 s · audit NOT DONE (the audit service answered HTTP 405) 0 s · unit ok 0 s · e2e ok 0 s',
    )
  })

  it('stops at a real high or critical advisory, and names what did not run', async () => {
    const { list, e2e } = steps(() => ({ ok: false, status: 'FAILED', detail: 'high or critical advisories: hono (high)' }))
    const results = await runChecks(list)
    expect(e2e).not.toHaveBeenCalled()
    expect(summaryLine(results, list)).toBe(
      'npm test FAILED at audit in 0 s: typecheck ok 0 s · audit FAILED (high or critical advisories: hono (high)) 0 s · not run: unit, e2e',
    )
  })

  it('says plainly when everything passed', async () => {
    const { list } = steps(ok)
    expect(summaryLine(await runChecks(list), list)).toBe(
      'npm test passed in 0 s: typecheck ok 0 s · audit ok 0 s · unit ok 0 s · e2e ok 0 s',
    )
  })

  it('runs a step marked alongside at the same time as the one before, and stops after their group if one fails', async () => {
    const events: string[] = []
    const step = (name: string, outcome: StepOutcome, alongside = false): Step => ({
      name,
      alongside,
      run: async () => {
        events.push(`${name} started`)
        await new Promise((resolve) => setTimeout(resolve, 10))
        events.push(`${name} ended`)
        return outcome
      },
    })
    const failed: StepOutcome = { ok: false, status: 'FAILED' }
    const list = [step('typecheck', failed), step('lint', ok(), true), step('unit', ok())]
    expect(phasesOf(list).map((phase) => phase.map(({ name }) => name))).toEqual([['typecheck', 'lint'], ['unit']])
    const results = await runChecks(list)
    expect(events.slice(0, 2)).toEqual(['typecheck started', 'lint started'])
    expect(events).not.toContain('unit started')
    expect(results.map(({ name, status }) => `${name} ${status}`)).toEqual(['typecheck FAILED', 'lint ok'])
    expect(summaryLine(results, list)).toMatch(/^npm test FAILED at typecheck in \d+ s: .* · not run: unit$/)
  })
})
