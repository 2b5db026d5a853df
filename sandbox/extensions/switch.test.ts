import { describe, expect, it } from 'vitest'
import { extensionEndpoints } from '../../src/api/contract/extensions'
import { operationEndpoints } from '../../src/api/contract/extensions/operations'
import { createSandbox } from '../app'
import { createBrowserSandbox, DEMO_API_KEY } from '../browser'
import { areas } from '../handlers'
import { createTestSandbox, TEST_KEY } from '../testing'

/** A valid call of each extension, so that only the switch decides the answer. */
const validInput: Record<string, Record<string, unknown>> = {
  '/merchant/user/search': { searchKey: 'a' },
  '/merchant/subscription/detail': { subscriptionId: 'sub_1' },
  '/merchant/subscription/admin_note_list': { subscriptionId: 'sub_1' },
  '/merchant/user/admin_note_list': { userId: 1 },
  '/merchant/invoice/detail': { invoiceId: 'in_1' },
  '/merchant/discount/detail': { id: 2 },
  '/merchant/discount/batch/children/list': { templateId: 1 },
  '/merchant/plan/detail': { planId: 1 },
  '/merchant/metric/detail': { metricId: 1 },
  '/merchant/webhook/endpoint_log_list': { endpointId: 1 },
}

type Sandbox = ReturnType<typeof createTestSandbox>

function callExtension(sandbox: Sandbox, path: string, method: 'GET' | 'POST', key?: string) {
  return sandbox.call(path, validInput[path] ?? {}, { method, key })
}

describe("the switch for the real service's list, search and detail calls", () => {
  it('answers every one of them by default', async () => {
    const sandbox = createTestSandbox({ dataset: 'demo' })
    for (const { path, method } of extensionEndpoints) {
      const response = await callExtension(sandbox, path, method)
      expect([path, response.status, response.body.code]).toEqual([path, 200, 0])
    }
  })

  it("answers each with 404 and an envelope when the sandbox starts without them, and the spec's 23 still answer", async () => {
    const sandbox = createTestSandbox({ dataset: 'demo', extensions: false })
    for (const { path, method } of extensionEndpoints) {
      const response = await callExtension(sandbox, path, method)
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ code: 404, data: {}, message: `Unknown path: ${path}`, merchantId: 10001 })
      expect(response.body.requestId).toMatch(/^req_/)
    }
    expect((await sandbox.call('/merchant/product/list', {})).status).toBe(200)
    expect((await sandbox.call('/merchant/user/get', { userId: 1 }, { method: 'GET' })).status).toBe(200)
  })

  it('answers each of the everyday write calls, and with them off answers them as unknown paths', async () => {
    const on = createTestSandbox({ dataset: 'demo' })
    const off = createTestSandbox({ dataset: 'demo', extensions: false })
    for (const { path } of operationEndpoints) {
      const answered = await on.call(path, {})
      expect([path, answered.body.message]).not.toEqual([path, expect.stringMatching(/Unknown path|not implemented/)])
      const refused = await off.call(path, {})
      expect([path, refused.status, refused.body.message]).toEqual([path, 404, `Unknown path: ${path}`])
    }
  })

  it('logs the refused calls like any other call', async () => {
    const sandbox = createTestSandbox({ extensions: false })
    await sandbox.call('/merchant/plan/list', {})
    const calls = await sandbox.control<{ calls: { path: string; status: number }[] }>('calls')
    expect(calls.body.data.calls).toEqual([expect.objectContaining({ path: '/merchant/plan/list', status: 404 })])
  })

  it("creates workspaces with or without them, the sandbox's setting being the default", async () => {
    const sandbox = createTestSandbox({ extensions: false })
    const off = await sandbox.control<{ apiKey: string; extensions: boolean }>('workspaces', { dataset: 'demo' })
    expect(off.body.data.extensions).toBe(false)
    const on = await sandbox.control<{ apiKey: string; extensions: boolean }>('workspaces', { dataset: 'demo', extensions: true })
    expect(on.body.data.extensions).toBe(true)
    expect((await sandbox.call('/merchant/plan/list', {}, { key: off.body.data.apiKey })).status).toBe(404)
    expect((await sandbox.call('/merchant/plan/list', {}, { key: on.body.data.apiKey })).status).toBe(200)

    const fresh = createTestSandbox()
    const created = await fresh.control<{ apiKey: string; extensions: boolean }>('workspaces', { extensions: false })
    expect(created.body.data.extensions).toBe(false)
    expect((await fresh.call('/merchant/metric/list', {}, { key: created.body.data.apiKey })).status).toBe(404)
    expect((await fresh.call('/merchant/metric/list', {})).status).toBe(200)
  })

  it('switches them off and on again in a workspace, shown in its state', async () => {
    const sandbox = createTestSandbox({ dataset: 'demo' })
    const off = await sandbox.control('extensions', { enabled: false })
    expect(off.body.data).toEqual({ extensions: false })
    expect((await sandbox.call('/merchant/invoice/list', {})).status).toBe(404)
    expect((await sandbox.control('state')).body.data.extensions).toBe(false)
    await sandbox.control('extensions', { enabled: true })
    expect((await sandbox.call('/merchant/invoice/list', {})).status).toBe(200)
    expect((await sandbox.control('state')).body.data.extensions).toBe(true)
  })

  it('refuses a switch without a boolean', async () => {
    const sandbox = createTestSandbox()
    const response = await sandbox.control('extensions', { enabled: 'no' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('enabled: enabled must be true or false')
    const workspace = await sandbox.control('workspaces', { extensions: 1 })
    expect(workspace.body.message).toBe('extensions: extensions must be true or false')
  })

  it('keeps the setting across a restart from a saved state; the start option overrides the primary workspace', () => {
    const first = createSandbox({ apiKey: TEST_KEY, dataset: 'empty', onError: () => {} })
    first.store.primary.extensions = false
    const other = first.store.createWorkspace({ dataset: 'empty', extensions: false })
    const snapshot = first.store.snapshot()

    const restored = createSandbox({ apiKey: TEST_KEY, initialState: snapshot, onError: () => {} })
    expect(restored.store.primary.extensions).toBe(false)
    expect(restored.store.byId(other.id)?.extensions).toBe(false)
    const forcedOn = createSandbox({ apiKey: TEST_KEY, initialState: snapshot, extensions: true, onError: () => {} })
    expect(forcedOn.store.primary.extensions).toBe(true)
  })

  it('are unknown paths to a sandbox without their areas, whose endpoints come with them', async () => {
    const { call } = createTestSandbox({ areas })
    const response = await call('/merchant/plan/list', {})
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Unknown path: /merchant/plan/list')
    expect((await call('/merchant/product/list', {})).status).toBe(200)
  })

  it('are answered by the in-browser demo too', async () => {
    const handle = await createBrowserSandbox('https://demo.test')
    const response = await handle(
      new Request('https://demo.test/merchant/plan/list', {
        method: 'POST',
        headers: { Authorization: `Bearer ${DEMO_API_KEY}`, 'Content-Type': 'application/json' },
        body: '{}',
      }),
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: { total: number } }).data.total).toBe(10)
  })

  it('keeps the setting when the workspace is reset', async () => {
    const sandbox = createTestSandbox({ extensions: false })
    await sandbox.control('reset', { dataset: 'demo' })
    expect((await sandbox.call('/merchant/plan/list', {})).status).toBe(404)
  })
})

describe('a path the real service does not have, in the real dialect', () => {
  const ORIGIN = 'https://dashboard.example'

  /** The raw answer to a request from a page on ORIGIN, as a browser sends it. */
  async function fromPage(sandbox: Sandbox, path: string, init: { method?: string; key?: string | null } = {}) {
    const { method = 'POST', key = TEST_KEY } = init
    const headers: Record<string, string> = { Origin: ORIGIN, 'Content-Type': 'application/json' }
    if (key) headers.Authorization = `Bearer ${key}`
    const response = await sandbox.app.request(path, { method, headers, body: method === 'POST' ? '{}' : undefined })
    return { status: response.status, text: await response.text(), headers: response.headers }
  }

  /** The preflight a browser sends first: no key. */
  function preflight(sandbox: Sandbox, path: string) {
    return sandbox.app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    })
  }

  it('answers a bare 404 "Not Found": no envelope, no CORS headers, before the key is checked', async () => {
    const sandbox = createTestSandbox({ dialect: 'real', corsOrigins: [ORIGIN] })
    for (const key of [TEST_KEY, 'sk_unknown', null]) {
      const answer = await fromPage(sandbox, '/merchant/no/such/path', { key })
      expect(answer.status).toBe(404)
      expect(answer.text).toBe('Not Found')
      expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/)
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
    }
    const ahead = await preflight(sandbox, '/merchant/no/such/path')
    expect(ahead.status).toBe(404)
    expect(ahead.headers.get('Access-Control-Allow-Origin')).toBeNull()
    // A path it has answers as before, with the page's origin allowed.
    const known = await fromPage(sandbox, '/merchant/product/list')
    expect(known.status).toBe(200)
    expect(known.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect((await preflight(sandbox, '/merchant/product/list')).headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
  })

  it('answers so for the list, search and detail calls while they are off, and leaves them out of the calls', async () => {
    const sandbox = createTestSandbox({ dataset: 'demo', dialect: 'real', extensions: false, corsOrigins: [ORIGIN] })
    for (const { path, method } of extensionEndpoints) {
      const answer = await fromPage(sandbox, path, { method })
      expect([path, answer.status, answer.text]).toEqual([path, 404, 'Not Found'])
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
      expect((await preflight(sandbox, path)).headers.get('Access-Control-Allow-Origin')).toBeNull()
    }
    expect((await sandbox.control<{ calls: unknown[] }>('calls')).body.data.calls).toEqual([])
    const known = await fromPage(sandbox, '/merchant/product/list')
    expect(known.status).toBe(200)
    expect(known.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
  })

  it("follows each workspace's dialect and switch, its preflight the sandbox's", async () => {
    const sandbox = createTestSandbox({ dataset: 'demo', corsOrigins: [ORIGIN] })
    const real = await sandbox.control<{ apiKey: string }>('workspaces', { dialect: 'real', extensions: false })
    const bare = await fromPage(sandbox, '/merchant/plan/list', { key: real.body.data.apiKey })
    expect([bare.status, bare.text, bare.headers.get('Access-Control-Allow-Origin')]).toEqual([404, 'Not Found', null])
    // Its key's workspace with them on, and the spec dialect's enveloped 404, are as before.
    await sandbox.control('extensions', { enabled: true }, { key: real.body.data.apiKey })
    expect((await fromPage(sandbox, '/merchant/plan/list', { key: real.body.data.apiKey })).status).toBe(200)
    await sandbox.control('extensions', { enabled: false })
    const spec = await fromPage(sandbox, '/merchant/plan/list')
    expect(spec.status).toBe(404)
    expect(JSON.parse(spec.text)).toMatchObject({ code: 404, message: 'Unknown path: /merchant/plan/list' })
    expect(spec.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    // A preflight has no key: the sandbox's dialect (spec here) answers it.
    expect((await preflight(sandbox, '/merchant/plan/list')).headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
  })
})
