// `npm run audit:prod`: the production dependencies must have no known high or critical vulnerability.
// Runs `npm audit --omit=dev`. When the registry offers no audit service (some mirrors answer the audit
// call with an HTTP error), the audit is NOT DONE: that is said plainly, in `npm test`'s summary line too,
// and the run goes on unless AUDIT_REQUIRED=1. A real high or critical advisory always fails.
import { execFile } from 'node:child_process'
import { pathToFileURL } from 'node:url'

/**
 * What an `npm audit --json` answer means for the gate: `fail` with the offending packages, `pass`, or
 * `unavailable` when the audit service itself answered with an error.
 */
export function auditVerdict(text) {
  let report
  try {
    report = JSON.parse(text)
  } catch {
    return { outcome: 'unavailable', reason: 'npm audit gave no report' }
  }
  const counts = report?.metadata?.vulnerabilities
  if (counts) {
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, entry]) => entry.severity === 'high' || entry.severity === 'critical')
      .map(([name, entry]) => `${name} (${entry.severity})`)
    const total = (counts.high ?? 0) + (counts.critical ?? 0)
    return total > 0 || serious.length > 0 ? { outcome: 'fail', packages: serious, counts } : { outcome: 'pass', counts }
  }
  const status = report?.statusCode ?? report?.error?.code
  return { outcome: 'unavailable', reason: `the audit service answered ${status ? `HTTP ${status}` : 'with an error'}` }
}

/** Runs `npm audit --omit=dev --json` in `cwd` (against `registry` when given) and resolves with its verdict. */
export function auditProduction({ registry, cwd } = {}) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const args = ['audit', '--omit=dev', '--json', ...(registry ? ['--registry', registry] : [])]
  // npm audit exits non-zero when it finds something: the report on stdout is what counts.
  return new Promise((resolve) => {
    execFile(npm, args, { encoding: 'utf8', cwd, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => resolve(auditVerdict(stdout)))
  })
}

/**
 * What a verdict means for a run: whether it may go on (`ok`), and its `status` and `detail` for the
 * summary. No audit service: NOT DONE, and the run goes on unless `required`.
 */
export function auditOutcome(verdict, { required = false } = {}) {
  if (verdict.outcome === 'pass') {
    const { low = 0, moderate = 0 } = verdict.counts
    return { ok: true, status: 'ok', detail: `no high or critical advisory (${low} low, ${moderate} moderate)` }
  }
  if (verdict.outcome === 'fail') {
    return {
      ok: false,
      status: 'FAILED',
      detail: `high or critical advisories: ${verdict.packages.join(', ') || JSON.stringify(verdict.counts)}`,
    }
  }
  return {
    ok: !required,
    status: 'NOT DONE',
    detail: required ? verdict.reason : `${verdict.reason}; AUDIT_REQUIRED=1 makes this an error`,
  }
}

/** The audit step: runs it, says what came of it, and resolves with the outcome. */
export async function runAudit({ registry, cwd, required = process.env.AUDIT_REQUIRED === '1' } = {}) {
  const outcome = auditOutcome(await auditProduction({ registry, cwd }), { required })
  const line = `Audit of production dependencies: ${outcome.status}: ${outcome.detail}.`
  if (outcome.ok) console.log(line)
  else console.error(line)
  return outcome
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit((await runAudit()).ok ? 0 : 1)
}
