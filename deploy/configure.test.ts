import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { environmentSchema, runtimeConfigSchema } from '../src/session/config'
import { ConfigurationError, cspDirective, environmentFields, runtimeConfigFromEnv } from './configure.mjs'

const script = fileURLToPath(new URL('./configure.mjs', import.meta.url))
const sandbox = { id: 'sandbox', label: 'Sandbox', baseUrl: 'https://sandbox.billing.example.com', sandbox: true }
const live = { id: 'live', label: 'Live', baseUrl: 'https://billing.example.com', sandbox: false }
const policyFor = (connectSrc: string) =>
  `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; ` +
  `connect-src ${connectSrc}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Runs the entry script as the image does, with only these variables, into a new folder. */
function run(env: Record<string, string>, args?: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'configure-test-'))
  folders.push(dir)
  const configFile = join(dir, 'config.json')
  const cspFile = join(dir, 'dashboard-csp.conf')
  const result = spawnSync(process.execPath, [script, ...(args ?? [dir, cspFile])], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  })
  return {
    status: result.status,
    stderr: result.stderr,
    written: [configFile, cspFile].filter((file) => existsSync(file)),
    config: () => JSON.parse(readFileSync(configFile, 'utf8')) as unknown,
    csp: () => readFileSync(cspFile, 'utf8'),
  }
}

const configFrom = (environments: unknown, more: Record<string, string> = {}) =>
  runtimeConfigFromEnv({ DASHBOARD_ENVIRONMENTS: JSON.stringify(environments), ...more })

describe('deploy/configure.mjs, run as the entry point', () => {
  it('writes config.json and the CSP directive for the environments and timeouts it is given', () => {
    const result = run({
      DASHBOARD_ENVIRONMENTS: JSON.stringify([sandbox, live]),
      DASHBOARD_IDLE_TIMEOUT_MINUTES: '20',
      DASHBOARD_REQUEST_TIMEOUT_SECONDS: '40',
    })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const written = { environments: [sandbox, live], idleTimeoutMinutes: 20, requestTimeoutSeconds: 40 }
    expect(result.config()).toEqual(written)
    // The dashboard reads it as written.
    expect(runtimeConfigSchema.parse(result.config())).toEqual({
      ...written,
      environments: [sandbox, live].map((environment) => ({ ...environment, demo: false })),
    })
    expect(result.csp()).toContain(
      `add_header Content-Security-Policy "${policyFor("'self' https://sandbox.billing.example.com https://billing.example.com")}" always;`,
    )
  })

  it.each([
    ['invalid JSON', { DASHBOARD_ENVIRONMENTS: '[{"id": "live",' }, 'DASHBOARD_ENVIRONMENTS is not valid JSON'],
    [
      'a non-http baseUrl',
      { DASHBOARD_ENVIRONMENTS: JSON.stringify([{ ...live, baseUrl: 'ftp://billing.example.com' }]) },
      'ftp://',
    ],
    ['no environments', {}, 'DASHBOARD_ENVIRONMENTS is not set'],
    ['a bad timeout', { DASHBOARD_ENVIRONMENTS: JSON.stringify([live]), DASHBOARD_REQUEST_TIMEOUT_SECONDS: 'soon' }, 'soon'],
  ])('stops on %s with a message and exit code 1, and writes nothing', (_, env, message) => {
    const result = run(env)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^The dashboard cannot start: /)
    expect(result.stderr).toContain(message)
    expect(result.written).toEqual([])
  })

  it('says how to call it when the paths are missing', () => {
    const result = run({ DASHBOARD_ENVIRONMENTS: JSON.stringify([live]) }, [])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Usage: node deploy/configure.mjs <web root> <CSP file>')
  })
})

describe('runtimeConfigFromEnv', () => {
  it('leaves unset timeouts out, so that the dashboard defaults apply', () => {
    const config = configFrom([live])
    expect(JSON.parse(JSON.stringify(config))).toEqual({ environments: [live] })
    expect(runtimeConfigSchema.parse(JSON.parse(JSON.stringify(config)))).toMatchObject({
      idleTimeoutMinutes: 30,
      requestTimeoutSeconds: 15,
    })
  })

  it('keeps a relative baseUrl behind a reverse proxy, which the policy allows as self, never as localhost', () => {
    const proxied = { id: 'live', label: 'Live', baseUrl: '/api/' }
    expect(configFrom([proxied]).environments).toEqual([proxied])
    const directive = cspDirective([proxied])
    expect(directive).toContain(`"${policyFor("'self'")}"`)
    expect(directive).not.toContain('localhost')
    // Beside a direct environment, only the direct one is listed.
    expect(cspDirective([proxied, sandbox])).toContain("connect-src 'self' https://sandbox.billing.example.com;")
  })

  it('keeps the demo environment, whose baseUrl is never called', () => {
    const demo = { id: 'demo', label: 'Demo', baseUrl: 'https://demo.sandbox.invalid', sandbox: true, demo: true }
    expect(configFrom([demo]).environments).toEqual([demo])
  })

  const environments = (value: unknown) => ({ DASHBOARD_ENVIRONMENTS: JSON.stringify(value) })
  it.each([
    ['unset', {}, 'DASHBOARD_ENVIRONMENTS is not set: give the environments as JSON, for example [{"id":"live"'],
    ['blank', { DASHBOARD_ENVIRONMENTS: ' ' }, 'DASHBOARD_ENVIRONMENTS is not set'],
    ['not JSON', { DASHBOARD_ENVIRONMENTS: "[{id: 'live'}]" }, 'DASHBOARD_ENVIRONMENTS is not valid JSON ('],
    ['an object, not an array', environments(live), 'DASHBOARD_ENVIRONMENTS must be a non-empty JSON array of environments'],
    ['an empty array', environments([]), 'DASHBOARD_ENVIRONMENTS must be a non-empty JSON array of environments'],
    ['an environment that is not an object', environments([live, 'sandbox']), 'environment 2 is not an object'],
    ['no label', environments([{ id: 'live', baseUrl: live.baseUrl }]), 'environment 1 has no label'],
    ['an empty id', environments([{ ...live, id: ' ' }]), 'environment 1: id must be a non-empty string'],
    ['sandbox as text', environments([{ ...live, sandbox: 'yes' }]), 'environment 1: sandbox must be a boolean'],
    [
      'a misspelt field',
      environments([{ ...live, baseURL: 'x' }]),
      'environment 1 has unknown fields: baseURL (known: id, label',
    ],
    ['an ftp baseUrl', environments([{ ...live, baseUrl: 'ftp://billing.example.com' }]), 'environment 1 (live): baseUrl "ftp:'],
    ['a javascript: baseUrl', environments([{ ...live, baseUrl: 'javascript:alert(1)' }]), 'must be an http(s) URL or a path'],
    ['a host without a scheme', environments([{ ...live, baseUrl: 'billing.example.com' }]), 'must be an http(s) URL or a path'],
    ['a scheme-relative baseUrl', environments([{ ...live, baseUrl: '//billing.example.com' }]), 'must be an http(s) URL'],
    ['a repeated id', environments([live, { ...sandbox, id: 'live' }]), 'DASHBOARD_ENVIRONMENTS lists the id "live" twice'],
    [
      'a zero timeout',
      { ...environments([live]), DASHBOARD_IDLE_TIMEOUT_MINUTES: '0' },
      'DASHBOARD_IDLE_TIMEOUT_MINUTES must be a positive',
    ],
    [
      'a negative timeout',
      { ...environments([live]), DASHBOARD_REQUEST_TIMEOUT_SECONDS: '-5' },
      'must be a positive number, not "-5"',
    ],
    [
      'a timeout in words',
      { ...environments([live]), DASHBOARD_IDLE_TIMEOUT_MINUTES: 'ten' },
      'must be a positive number, not "ten"',
    ],
    ['an empty timeout', { ...environments([live]), DASHBOARD_IDLE_TIMEOUT_MINUTES: '' }, 'must be a positive number, not ""'],
  ])('refuses %s with a message that says what is wrong', (_, env, message) => {
    expect(() => runtimeConfigFromEnv(env)).toThrow(ConfigurationError)
    expect(() => runtimeConfigFromEnv(env)).toThrow(message)
  })

  it('knows the same environment fields as the dashboard', () => {
    expect(Object.keys(environmentFields).sort()).toEqual(Object.keys(environmentSchema.shape).sort())
  })
})

describe('cspDirective', () => {
  it('refuses an origin that nginx would read as a variable', () => {
    expect(() => cspDirective([{ baseUrl: 'https://billing$host.example.com' }])).toThrow(ConfigurationError)
  })
})
