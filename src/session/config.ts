import { z } from 'zod'
import { lazySchema } from '../api/contract/core'

/**
 * The runtime configuration, fetched from `/config.json` so that one build deploys anywhere.
 */
export const environmentSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    label: z.string().min(1),
    baseUrl: z.string().min(1),
    sandbox: z.boolean().default(false),
    /** Answered by the sandbox running inside the page (no service needed); baseUrl is not contacted. */
    demo: z.boolean().default(false),
  }),
)
export type Environment = z.infer<typeof environmentSchema>

export const runtimeConfigSchema = lazySchema(() =>
  z.object({
    environments: z.array(environmentSchema).min(1, { error: 'config.json lists no environment' }),
    /** Signs the session out after this long without activity. */
    idleTimeoutMinutes: z.number().positive().default(30),
    /** A call that has not answered after this long fails with a timeout. */
    requestTimeoutSeconds: z.number().positive().default(15),
  }),
)
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

let pending: Promise<RuntimeConfig> | null = null

/** The answer to the request for config.json that public/boot.js made as the page started, if any: taken once. */
function earlyResponse(): Promise<Response> | undefined {
  const page = globalThis as { __dashboardConfigResponse?: Promise<Response> }
  const early = page.__dashboardConfigResponse
  delete page.__dashboardConfigResponse
  return early
}

export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending ??= (earlyResponse() ?? fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' }))
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`)
      const parsed = runtimeConfigSchema.safeParse(await response.json())
      if (!parsed.success) throw new Error(`config.json is not valid: ${parsed.error.issues[0]?.message}`)
      return parsed.data
    })
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}
