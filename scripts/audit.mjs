// `npm run audit`: the production dependencies must have no known high or critical vulnerability.
// Runs `npm audit --omit=dev`. When the registry offers no audit service (some mirrors answer the audit
// call with an HTTP error), that is said plainly and the check passes unless AUDIT_REQUIRED=1.
import { spawnSync } from 'node:child_process'
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
  const verdict = auditVerdict(result.stdout)
  if (verdict.outcome === 'fail') {
    console.error(
      `Production dependencies with high or critical vulnerabilities: ${verdict.packages.join(', ') || JSON.stringify(verdict.counts)}`,
    )
    process.exit(1)
  } else if (verdict.outcome === 'pass') {
    const { low = 0, moderate = 0 } = verdict.counts
    console.log(`Audit of production dependencies: no high or critical vulnerability (${low} low, ${moderate} moderate).`)
  } else {
    const message = `Audit of production dependencies NOT done: ${verdict.reason}.`
    if (process.env.AUDIT_REQUIRED === '1') {
      console.error(message)
      process.exit(1)
    }
    console.warn(`${message} Set AUDIT_REQUIRED=1 to make this an error.`)
  }
}
