import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { auditOutcome, auditVerdict, runAudit } from './audit.mjs'

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

/**
 * A registry on loopback for `npm audit`: without an audit service (405, as some mirrors answer), or with
 * a high advisory for a production dependency (then it also serves the packuments npm asks for).
 */
async function fakeRegistry(mode: 'no audit service' | 'high advisory') {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> }
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.setHeader('Content-Type', 'application/json')
      if (mode === 'no audit service') {
        response.writeHead(405)
        response.end('{"error":"Method Not Allowed"}')
      } else if (request.method === 'GET') {
        const name = decodeURIComponent((request.url ?? '/').slice(1))
        const version = lock.packages[`node_modules/${name}`]?.version ?? '0.0.0'
        response.end(JSON.stringify({ name, 'dist-tags': { latest: version }, versions: { [version]: { name, version } } }))
      } else {
        const advisory = {
          id: 1,
          url: 'https://advisories.test/1',
          title: 'Test advisory',
          severity: 'high',
          vulnerable_versions: '<99',
        }
        response.end(JSON.stringify({ hono: [{ ...advisory, cwe: [], cvss: { score: 7.5, vectorString: null } }] }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  registries.push(server)
  return `http://127.0.0.1:${port}/`
}
const registries: Server[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(registries.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('the audit step against a registry', () => {
  it('goes on when the registry has no audit service, and says the audit was NOT DONE', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const registry = await fakeRegistry('no audit service')
    expect(await runAudit({ registry, required: false })).toEqual({
      ok: true,
      status: 'NOT DONE',
      detail: 'the audit service answered HTTP 405; AUDIT_REQUIRED=1 makes this an error',
    })
    expect(auditOutcome({ outcome: 'unavailable', reason: 'no service' }, { required: true })).toEqual({
      ok: false,
      status: 'NOT DONE',
      detail: 'no service',
    })
  }, 30_000)

  it('fails on a real high advisory for a production dependency', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const registry = await fakeRegistry('high advisory')
    // Packages that depend on it may be named too (npm works out which are affected).
    expect(await runAudit({ registry })).toEqual({
      ok: false,
      status: 'FAILED',
      detail: expect.stringMatching(/^high or critical advisories: (.+, )?hono \(high\)/),
    })
  }, 30_000)
})
