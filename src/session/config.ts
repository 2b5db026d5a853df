import { flag, positive, record, text, Unreadable } from './read'

/**
 * The runtime configuration, fetched from `/config.json` so that one build deploys anywhere.
 */
export interface Environment {
  id: string
  label: string
  baseUrl: string
  /** false when left out. */
  sandbox: boolean
  /** Answered by the sandbox running inside the page (no service needed); baseUrl is not contacted. false when left out. */
  demo: boolean
}

export interface RuntimeConfig {
  environments: Environment[]
  /** Signs the session out after this long without activity; 30 when left out. */
  idleTimeoutMinutes: number
  /** A call that has not answered after this long fails with a timeout; 15 when left out. */
  requestTimeoutSeconds: number
}

/** An environment as config.json (or a stored session) has it; throws an `Unreadable` naming what is wrong. */
export function readEnvironment(value: unknown, path: string): Environment {
  const environment = record(value, path)
  return {
    id: text(environment.id, `${path}.id`),
    label: text(environment.label, `${path}.label`),
    baseUrl: text(environment.baseUrl, `${path}.baseUrl`),
    sandbox: flag(environment.sandbox, `${path}.sandbox`),
    demo: flag(environment.demo, `${path}.demo`),
  }
}

/** config.json as the dashboard reads it; throws an `Unreadable` naming what is wrong. */
export function readRuntimeConfig(value: unknown): RuntimeConfig {
  const config = record(value, 'config.json')
  const { environments } = config
  if (!Array.isArray(environments)) throw new Unreadable(`environments must be a list of environments`)
  if (!environments.length) throw new Unreadable('config.json lists no environment')
  return {
    environments: environments.map((environment, index) => readEnvironment(environment, `environments[${index}]`)),
    idleTimeoutMinutes: positive(config.idleTimeoutMinutes, 'idleTimeoutMinutes', 30),
    requestTimeoutSeconds: positive(config.requestTimeoutSeconds, 'requestTimeoutSeconds', 15),
  }
}

let pending: Promise<RuntimeConfig> | null = null

export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending ??= fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`)
      const body: unknown = await response.json()
      try {
        return readRuntimeConfig(body)
      } catch (error) {
        if (error instanceof Unreadable) throw new Error(`config.json is not valid: ${error.message}`, { cause: error })
        throw error
      }
    })
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}
