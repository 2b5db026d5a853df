import { z } from 'zod'

/**
 * The runtime configuration, fetched from `/config.json` so that one build deploys anywhere.
 */

/** An environment as config.json (and a stored session) has it. */
export const environmentSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  baseUrl: z.string().min(1),
  /** false when left out. */
  sandbox: z.boolean().default(false),
  /** Answered by the sandbox running inside the page (no service needed); baseUrl is not contacted. false when left out. */
  demo: z.boolean().default(false),
})
export type Environment = z.output<typeof environmentSchema>

/** The session's timeouts, as config.json sets them for every session. */
export const sessionSettingsSchema = z.object({
  /** Signs the session out after this long without activity; 30 when left out. */
  idleTimeoutMinutes: z.number().positive().default(30),
  /** A call that has not answered after this long fails with a timeout; 15 when left out. */
  requestTimeoutSeconds: z.number().positive().default(15),
})

export const runtimeConfigSchema = z.object({
  environments: z.array(environmentSchema).min(1, { error: 'config.json lists no environment' }),
  ...sessionSettingsSchema.shape,
})
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>

let pending: Promise<RuntimeConfig> | null = null

export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending ??= fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`)
      const read = runtimeConfigSchema.safeParse(await response.json())
      if (!read.success) throw new Error(`config.json is not valid: ${z.prettifyError(read.error)}`, { cause: read.error })
      return read.data
    })
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}
