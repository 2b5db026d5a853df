import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { badRequest, errorEnvelope, INTERNAL_ERROR_MESSAGE, newRequestId, SandboxError, successEnvelope } from './envelope'
import { authenticate, readJsonObject } from './http'
import type { MemberAuth } from './member-auth'
import { formatIssues } from './schema'
import type { Store, Workspace } from './store'

/**
 * `/__sandbox/member-sessions`, for tests and demos, with the workspace's key: the members' live sessions (never
 * their tokens), how long a session lives without a call, whether a device that passed two-factor skips it, and
 * ending every session at once, as if each had lapsed.
 */

const settingsBody = z.object({
  idleSeconds: z
    .int({ error: 'idleSeconds must be a whole number' })
    .min(1, { error: 'idleSeconds must be 1 to 86400' })
    .max(86_400, { error: 'idleSeconds must be 1 to 86400' })
    .optional(),
  trustDevices: z.boolean({ error: 'trustDevices must be true or false' }).optional(),
})

export function memberSessionControl({
  store,
  memberAuth,
  onError,
}: {
  store: Store
  memberAuth: MemberAuth
  onError(error: unknown): void
}): Hono {
  const app = new Hono()
  const verb = (handler: (c: Context, ws: Workspace) => object | Promise<object>) => async (c: Context) => {
    const requestId = newRequestId()
    try {
      const ws = authenticate(store, c.req.header('Authorization'))
      return c.json(successEnvelope(await handler(c, ws), ws.merchantId, requestId), 200)
    } catch (error) {
      if (error instanceof SandboxError) {
        return c.json(errorEnvelope(error.code, error.message, 0, requestId), error.status as ContentfulStatusCode)
      }
      onError(error)
      return c.json(errorEnvelope(500, INTERNAL_ERROR_MESSAGE, 0, requestId), 500)
    }
  }
  const describe = (ws: Workspace) => {
    const sessions = memberAuth.of(ws)
    return { idleSeconds: sessions.idleSeconds, trustDevices: sessions.trustDevices, sessions: sessions.list() }
  }

  app.get(
    '/member-sessions',
    verb((_c, ws) => describe(ws)),
  )
  app.post(
    '/member-sessions',
    verb(async (c, ws) => {
      const read = settingsBody.safeParse(await readJsonObject(c.req.raw))
      if (!read.success) badRequest(formatIssues(read.error.issues))
      const sessions = memberAuth.of(ws)
      if (read.data.idleSeconds !== undefined) sessions.idleSecondsOverride = read.data.idleSeconds
      if (read.data.trustDevices !== undefined) sessions.trustDevices = read.data.trustDevices
      return describe(ws)
    }),
  )
  app.delete(
    '/member-sessions',
    verb((_c, ws) => ({ ended: memberAuth.of(ws).closeAll(), ...describe(ws) })),
  )
  return app
}
