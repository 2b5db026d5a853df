import { describe, expect, it, vi } from 'vitest'
import type { StepOutcome } from './audit.mjs'
import { runChecks, type Step, summaryLine } from './test.mjs'

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
      'npm test passed: typecheck ok · audit NOT DONE (the audit service answered HTTP 405) · unit ok · e2e ok',
    )
  })

  it('stops at a real high or critical advisory, and names what did not run', async () => {
    const { list, e2e } = steps(() => ({ ok: false, status: 'FAILED', detail: 'high or critical advisories: hono (high)' }))
    const results = await runChecks(list)
    expect(e2e).not.toHaveBeenCalled()
    expect(summaryLine(results, list)).toBe(
      'npm test FAILED at audit: typecheck ok · audit FAILED (high or critical advisories: hono (high)) · not run: unit, e2e',
    )
  })

  it('says plainly when everything passed', async () => {
    const { list } = steps(ok)
    expect(summaryLine(await runChecks(list), list)).toBe('npm test passed: typecheck ok · audit ok · unit ok · e2e ok')
  })
})
