import { describe, expect, it } from 'vitest'
import { auditVerdict } from './audit.mjs'

const report = (vulnerabilities: Record<string, { severity: string }>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  })

describe('auditVerdict', () => {
  it('passes a report with no high or critical finding', () => {
    expect(auditVerdict(report({ a: { severity: 'low' }, b: { severity: 'moderate' } }, { low: 1, moderate: 1 }))).toEqual({
      outcome: 'pass',
      counts: { info: 0, low: 1, moderate: 1, high: 0, critical: 0 },
    })
  })

  it('fails on a high or a critical finding and names the packages', () => {
    const verdict = auditVerdict(
      report({ a: { severity: 'high' }, b: { severity: 'critical' }, c: { severity: 'low' } }, { high: 1, critical: 1, low: 1 }),
    )
    expect(verdict).toMatchObject({ outcome: 'fail', packages: ['a (high)', 'b (critical)'] })
  })

  it('says the audit was not done when the service answers with an HTTP error', () => {
    const answer = JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405, error: { summary: '' } })
    expect(auditVerdict(answer)).toEqual({ outcome: 'unavailable', reason: 'the audit service answered HTTP 405' })
  })

  it('says the audit was not done when there is no report at all', () => {
    expect(auditVerdict('')).toEqual({ outcome: 'unavailable', reason: 'npm audit gave no report' })
  })
})
