/**
 * Writes the dashboard's config.json and nginx's Content-Security-Policy header from environment
 * variables, so that one build (and one image) deploys anywhere. The image runs it on every start.
 *
 *   DASHBOARD_ENVIRONMENTS             required: the environments, as JSON, for example
 *                                      [{"id":"live","label":"Live","baseUrl":"https://billing.example.com"}]
 *   DASHBOARD_IDLE_TIMEOUT_MINUTES     signs a session out after this long without activity (default 30)
 *   DASHBOARD_REQUEST_TIMEOUT_SECONDS  a call that has not answered after this long fails (default 15)
 *
 * Usage: node deploy/configure.mjs <web root> <CSP file>
 *
 * Writes <web root>/config.json, and <CSP file>: the `add_header` line that deploy/nginx/dashboard.conf
 * includes as `dashboard-csp.conf`. Bad input stops it with a message and exit code 1, and nothing is
 * written.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { connectOrigin, contentSecurityPolicy } from '../scripts/csp.mjs'

export class ConfigurationError extends Error {}

const example = `[{"id":"live","label":"Live","baseUrl":"https://billing.example.com"}]`

/** The fields of an environment in config.json, and the type each must have. */
export const environmentFields = {
  id: { type: 'string', required: true },
  label: { type: 'string', required: true },
  baseUrl: { type: 'string', required: true },
  sandbox: { type: 'boolean', required: false },
  demo: { type: 'boolean', required: false },
}

/** @param {unknown} value @param {number} index */
function checkEnvironment(value, index) {
  const where = `DASHBOARD_ENVIRONMENTS, environment ${index + 1}`
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigurationError(`${where} is not an object`)
  const environment = /** @type {Record<string, unknown>} */ (value)
  const unknown = Object.keys(environment).filter((key) => !Object.hasOwn(environmentFields, key))
  if (unknown.length > 0)
    throw new ConfigurationError(
      `${where} has unknown fields: ${unknown.join(', ')} (known: ${Object.keys(environmentFields).join(', ')})`,
    )
  for (const [field, { type, required }] of Object.entries(environmentFields)) {
    const fieldValue = environment[field]
    if (fieldValue === undefined) {
      if (required) throw new ConfigurationError(`${where} has no ${field}`)
    } else if (typeof fieldValue !== type || (type === 'string' && fieldValue.trim() === '')) {
      throw new ConfigurationError(`${where}: ${field} must be a ${type === 'string' ? 'non-empty string' : type}`)
    }
  }
  try {
    connectOrigin(/** @type {string} */ (environment.baseUrl))
  } catch (error) {
    throw new ConfigurationError(`${where} (${environment.id}): ${/** @type {Error} */ (error).message}`)
  }
  return environment
}

/** @param {NodeJS.ProcessEnv} env @param {string} name */
function positiveNumber(env, name) {
  const text = env[name]
  if (text === undefined) return undefined
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0)
    throw new ConfigurationError(`${name} must be a positive number, not ${JSON.stringify(text)}`)
  return value
}

/**
 * The runtime config (the content of config.json) that these environment variables describe. Timeouts
 * that are not set are left out, so that the dashboard's defaults apply.
 * @param {NodeJS.ProcessEnv} env
 */
export function runtimeConfigFromEnv(env) {
  const text = env.DASHBOARD_ENVIRONMENTS
  if (text === undefined || text.trim() === '')
    throw new ConfigurationError(`DASHBOARD_ENVIRONMENTS is not set: give the environments as JSON, for example ${example}`)
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new ConfigurationError(`DASHBOARD_ENVIRONMENTS is not valid JSON (${/** @type {Error} */ (error).message})`)
  }
  if (!Array.isArray(parsed) || parsed.length === 0)
    throw new ConfigurationError(`DASHBOARD_ENVIRONMENTS must be a non-empty JSON array of environments, for example ${example}`)
  const environments = parsed.map(checkEnvironment)
  const ids = environments.map((environment) => environment.id)
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated !== undefined)
    throw new ConfigurationError(`DASHBOARD_ENVIRONMENTS lists the id ${JSON.stringify(repeated)} twice`)
  return {
    environments,
    idleTimeoutMinutes: positiveNumber(env, 'DASHBOARD_IDLE_TIMEOUT_MINUTES'),
    requestTimeoutSeconds: positiveNumber(env, 'DASHBOARD_REQUEST_TIMEOUT_SECONDS'),
  }
}

/**
 * The nginx directive that sends the Content-Security-Policy for these environments with every answer.
 * @param {{ baseUrl: string }[]} environments
 */
export function cspDirective(environments) {
  const policy = contentSecurityPolicy(environments)
  // An origin may hold characters that nginx reads inside a quoted string ($ starts a variable).
  if (/["\\$\p{Cc}]/u.test(policy))
    throw new ConfigurationError(`The Content-Security-Policy cannot be written for nginx: ${policy}`)
  return `# Written by deploy/configure.mjs for the environments in config.json.\nadd_header Content-Security-Policy "${policy}" always;\n`
}

/**
 * Checks the variables, then writes config.json into the web root and the CSP directive to cspFile.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ webRoot: string, cspFile: string }} paths
 */
export function configure(env, { webRoot, cspFile }) {
  const config = runtimeConfigFromEnv(env)
  const directive = cspDirective(config.environments)
  writeFileSync(join(webRoot, 'config.json'), `${JSON.stringify(config, null, 2)}\n`)
  writeFileSync(cspFile, directive)
  return config
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [webRoot, cspFile, ...rest] = process.argv.slice(2)
  if (!webRoot || !cspFile || rest.length > 0) {
    console.error('Usage: node deploy/configure.mjs <web root> <CSP file>')
    process.exit(1)
  }
  try {
    const config = configure(process.env, { webRoot, cspFile })
    console.log(`Dashboard configured for ${config.environments.map((environment) => environment.id).join(', ')}`)
  } catch (error) {
    console.error(`The dashboard cannot start: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
