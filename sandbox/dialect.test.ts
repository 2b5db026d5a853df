import { describe, expect, it } from 'vitest'
import { productList } from '../src/api/contract/products'
import type { StoreSnapshot, WorkspaceState } from './store'
import { createTestSandbox, TEST_KEY } from './testing'

/** Which dialect a workspace speaks: the sandbox's default, chosen per workspace, switched, kept across restarts. */

type Created = { apiKey: string; dataset: string; dialect: string; workspaceId: string }
const list = productList.path

/** The envelope code of an unknown-record call: 404 in the spec dialect, 51 in the real one. */
async function notFoundCode(sandbox: ReturnType<typeof createTestSandbox>, key = TEST_KEY) {
  return (await sandbox.call('/merchant/invoice/pdf_update', { invoiceId: 'in_404' }, { key })).body.code
}

describe('dialect of a workspace', () => {
  it('is the spec by default, for the primary workspace and new ones', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    const created = await sandbox.control<Created>('workspaces', {})
    expect(created.body.data.dialect).toBe('spec')
    expect(await notFoundCode(sandbox)).toBe(404)
    expect(await notFoundCode(sandbox, created.body.data.apiKey)).toBe(404)
    expect((await sandbox.call(list)).body.message).toBe('success')
  })

  it("follows the sandbox's dialect option (the CLI's --dialect), unless the workspace asks for another", async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', dialect: 'real' })
    expect(await notFoundCode(sandbox)).toBe(51)
    const real = await sandbox.control<Created>('workspaces', {})
    const spec = await sandbox.control<Created>('workspaces', { dialect: 'spec' })
    expect([real.body.data.dialect, spec.body.data.dialect]).toEqual(['real', 'spec'])
    expect(await notFoundCode(sandbox, real.body.data.apiKey)).toBe(51)
    expect(await notFoundCode(sandbox, spec.body.data.apiKey)).toBe(404)
    // A call without a known key is answered in the sandbox's dialect.
    expect((await sandbox.call(list, {}, { key: 'sk_unknown' })).body).toMatchObject({ code: 61, message: 'invalid token' })
  })

  it('answers a revoked key in the dialect of its workspace', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    const real = (await sandbox.control<Created>('workspaces', { dialect: 'real' })).body.data
    await sandbox.control('revoke', {}, { key: real.apiKey })
    const refused = await sandbox.call(list, {}, { key: real.apiKey })
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([401, 61, 'invalid token'])
    const unknown = await sandbox.call(list, {}, { key: 'sk_never_issued' })
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([401, 401, 'Invalid API key'])
  })

  it('can be switched, is reported by the state, and stays through a reset', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    const switched = await sandbox.control<{ dialect: string }>('dialect', { dialect: 'real' })
    expect(switched.status).toBe(200)
    expect(switched.body.data).toEqual({ dialect: 'real' })
    expect(await notFoundCode(sandbox)).toBe(51)
    expect((await sandbox.control<WorkspaceState>('state')).body.data.dialect).toBe('real')
    await sandbox.control('reset', { dataset: 'empty' })
    expect((await sandbox.control<WorkspaceState>('state')).body.data.dialect).toBe('real')
    await sandbox.control('dialect', { dialect: 'spec' })
    expect(await notFoundCode(sandbox)).toBe(404)
  })

  it('refuses an unknown dialect', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty' })
    for (const response of [
      await sandbox.control('dialect', { dialect: 'legacy' }),
      await sandbox.control('dialect', {}),
      await sandbox.control('workspaces', { dialect: 'real-ish' }),
    ]) {
      expect(response.status).toBe(400)
      expect(response.body.message).toBe('dialect: dialect must be spec or real')
    }
  })

  it('is kept in snapshots; one saved without a dialect is the spec', async () => {
    let saved: StoreSnapshot | undefined
    const first = createTestSandbox({ dataset: 'empty', persist: (snapshot) => (saved = snapshot) })
    const created = await first.control<Created>('workspaces', { dialect: 'real' })
    const snapshot = saved!
    expect(snapshot.workspaces.find((ws) => ws.apiKey === created.body.data.apiKey)?.dialect).toBe('real')

    const restarted = createTestSandbox({ dataset: 'empty', initialState: snapshot })
    expect(await notFoundCode(restarted, created.body.data.apiKey)).toBe(51)

    const old = structuredClone(snapshot)
    for (const ws of old.workspaces) delete ws.dialect
    const fromOld = createTestSandbox({ dataset: 'empty', initialState: old })
    expect(await notFoundCode(fromOld, created.body.data.apiKey)).toBe(404)
  })
})
