import { describe, expect, it, vi } from 'vitest'
import { createSandbox } from './app'
import { DEMO_BASE_TIME, DEMO_PRODUCT_COUNT, loadDataset } from './seed'
import { Store, type StoreSnapshot, type WorkspaceChange } from './store'
import { createTestSandbox, TEST_KEY } from './testing'

const list = '/merchant/product/list'
const newProduct = '/merchant/product/new'

describe('demo dataset', () => {
  it('is the same on every run', () => {
    const a = new Store({ now: () => 1 }).createWorkspace({ dataset: 'demo' }).toJSON()
    const b = new Store({ now: () => 2 }).createWorkspace({ dataset: 'demo' }).toJSON()
    expect(a.collections).toEqual(b.collections)
    expect(a.merchant).toEqual(b.merchant)
  })

  it('has varied products over past months', () => {
    const ws = new Store({ now: () => DEMO_BASE_TIME }).createWorkspace({ dataset: 'demo' })
    const products = ws.products.all()
    expect(products).toHaveLength(DEMO_PRODUCT_COUNT)
    expect(new Set(products.map((p) => p.productName)).size).toBe(DEMO_PRODUCT_COUNT)
    const inactive = products.filter((p) => p.status === 2).length
    expect(inactive).toBeGreaterThan(5)
    expect(inactive).toBeLessThan(60)
    const withVat = products.filter((p) => p.usVATConfig.active && p.usVATConfig.nexusAddresses.length > 0)
    expect(withVat.length).toBeGreaterThan(5)
    expect(withVat[0].usVATConfig.nexusAddresses[0]).toMatchObject({
      countryCode: 'US',
      state: expect.stringMatching(/^[A-Z]{2}$/),
    })
    const times = products.map((p) => p.createTime)
    expect(Math.max(...times)).toBeLessThan(DEMO_BASE_TIME)
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400)
    expect(products.every((p) => p.gmtModify >= p.createTime)).toBe(true)
    expect(products.some((p) => p.gmtModify > p.createTime)).toBe(true)
    expect(products.every((p) => JSON.parse(p.metaData).sku)).toBe(true)
  })

  it('has the merchant and the key owner with two-factor; empty has the owner without', () => {
    const store = new Store({ now: () => DEMO_BASE_TIME })
    const demo = store.createWorkspace({ dataset: 'demo' })
    expect(demo.merchant.id).toBe(10001)
    expect(demo.owner()).toMatchObject({ isOwner: true, totpType: 1 })
    const empty = store.createWorkspace({ dataset: 'empty' })
    expect(empty.owner()).toMatchObject({ isOwner: true, totpType: 0, totpSecret: '' })
    expect(empty.products.size).toBe(0)
  })

  it('loads into a cleared workspace again identically', () => {
    const ws = new Store({ now: () => 5 }).createWorkspace({ dataset: 'demo' })
    const before = ws.toJSON().collections
    ws.clear()
    loadDataset(ws, 'demo')
    expect(ws.toJSON().collections).toEqual(before)
  })
})

describe('collections', () => {
  it('caches sorted orders until the collection changes', () => {
    const ws = new Store({ now: () => 1 }).createWorkspace({ dataset: 'demo' })
    const byName = (a: { productName: string }, b: { productName: string }) => a.productName.localeCompare(b.productName)
    const first = ws.products.sorted('name', byName)
    expect(ws.products.sorted('name', byName)).toBe(first)
    ws.products.update(first[0].id, { productName: 'zzz' })
    const second = ws.products.sorted('name', byName)
    expect(second).not.toBe(first)
    expect(second.at(-1)?.productName).toBe('zzz')
  })
})

describe('snapshots', () => {
  it('round-trips every workspace through JSON', async () => {
    const first = createTestSandbox()
    const created = (await first.control<{ apiKey: string }>('workspaces', { dataset: 'empty' })).body.data
    const revokedWs = (await first.control<{ apiKey: string }>('workspaces', {})).body.data
    await first.control('revoke', {}, { key: revokedWs.apiKey })
    await first.call(newProduct, { productName: 'Kept' })
    await first.call(newProduct, { productName: 'Elsewhere' }, { key: created.apiKey })
    await first.control(
      'seed',
      { members: [{ email: 'm@example.test' }], invoices: [{ totalAmount: 5 }] },
      { key: created.apiKey },
    )

    const snapshot = JSON.parse(JSON.stringify(first.store.snapshot())) as StoreSnapshot
    expect(snapshot.format).toBe('merchant-sandbox')
    expect(snapshot.workspaces).toHaveLength(3)

    const second = createTestSandbox({ initialState: snapshot })
    expect(second.store.snapshot().workspaces).toEqual(snapshot.workspaces)
    const primaryList = await second.call<{ products: { productName: string }[]; total: number }>(list)
    expect(primaryList.body.data.total).toBe(DEMO_PRODUCT_COUNT + 1)
    expect(primaryList.body.data.products[0].productName).toBe('Kept')
    const otherList = await second.call<{ total: number }>(list, {}, { key: created.apiKey })
    expect(otherList.body.data.total).toBe(1)
    expect((await second.call(list, {}, { key: revokedWs.apiKey })).status).toBe(401)
    // Counters continue where they were.
    const next = await second.call<{ product: { id: number } }>(newProduct, {})
    expect(next.body.data.product.id).toBe(DEMO_PRODUCT_COUNT + 2)
    const mail = await second.control<{ messages: unknown[] }>('mailbox?email=m@example.test', undefined, { key: created.apiKey })
    expect(mail.body.data.messages).toHaveLength(1)
  })

  it('makes the primary key work even when the snapshot has it revoked or lacks it', async () => {
    const first = createTestSandbox()
    await first.control('revoke', {})
    const snapshot = JSON.parse(JSON.stringify(first.store.snapshot())) as StoreSnapshot
    const again = createTestSandbox({ initialState: snapshot })
    expect((await again.call(list)).status).toBe(200)

    const otherKey = createSandbox({ apiKey: 'sk_other', dataset: 'empty', initialState: snapshot, onError: () => {} })
    expect(otherKey.store.workspaces()).toHaveLength(2)
    expect(otherKey.store.primary.apiKey).toBe('sk_other')
    expect(otherKey.store.primary.products.size).toBe(0)
    const old = await otherKey.app.request(list, { method: 'POST', headers: { Authorization: `Bearer ${TEST_KEY}` } })
    expect(old.status).toBe(401)
  })

  it('refuses something that is not a snapshot', () => {
    expect(() => createTestSandbox({ initialState: { hello: 1 } as unknown as StoreSnapshot })).toThrow(/Not a sandbox snapshot/)
  })
})

describe('persist callback', () => {
  it('gets what each request changed, and only when it changed something', async () => {
    const persist = vi.fn()
    const sandbox = createTestSandbox({ persist })
    await sandbox.call(list)
    await sandbox.control('state')
    await sandbox.call(newProduct, { status: 9 })
    expect(persist).not.toHaveBeenCalled()

    await sandbox.call(newProduct, { productName: 'Saved' })
    expect(persist).toHaveBeenCalledTimes(1)
    const [changes] = persist.mock.calls[0] as [WorkspaceChange[]]
    expect(changes).toHaveLength(1)
    expect(changes[0].id).toBe(sandbox.store.primary.id)
    expect(changes[0].collections?.products).toEqual({ put: [expect.objectContaining({ productName: 'Saved' })], delete: [] })

    await sandbox.control('seed', { metrics: [{}] })
    const created = await sandbox.control<{ workspaceId: string }>('workspaces', {})
    expect(persist).toHaveBeenCalledTimes(3)
    const [whole] = persist.mock.calls[2][0] as WorkspaceChange[]
    expect(whole).toMatchObject({ id: created.body.data.workspaceId, whole: { dataset: 'empty' } })
  })

  it('names the records changed in place, or the whole collection when none is named', () => {
    const ws = new Store({ now: () => 1 }).createWorkspace({ dataset: 'demo' })
    ws.takeChange()
    const product = ws.products.get(1)!
    product.productName = 'Renamed'
    ws.products.touch(product)
    expect(ws.takeChange().collections).toEqual({ products: { put: [product], delete: [] } })
    ws.products.delete(2)
    ws.products.touch()
    expect(ws.takeChange().collections?.products).toEqual({ replace: ws.products.all() })
  })
})

describe('workspace limit', () => {
  it('refuses a workspace beyond the limit, clearly, and keeps every existing one', async () => {
    const sandbox = createTestSandbox({ maxWorkspaces: 3 })
    const a = (await sandbox.control<{ apiKey: string }>('workspaces', {})).body.data
    const b = (await sandbox.control<{ apiKey: string }>('workspaces', {})).body.data
    const refused = await sandbox.control('workspaces', {})
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'This sandbox holds 3 workspaces, its limit: start it with --max-workspaces N to allow more',
    )
    expect(sandbox.store.workspaces()).toHaveLength(3)
    for (const key of [a.apiKey, b.apiKey, TEST_KEY]) expect((await sandbox.call(list, {}, { key })).status).toBe(200)
  })
})

describe('records', () => {
  it('shows members without their secrets', async () => {
    const { publicMember } = await import('./records')
    const ws = new Store({ now: () => 1 }).createWorkspace({ dataset: 'demo' })
    const owner = ws.owner()!
    expect(owner.password).not.toBe('')
    const shown = publicMember(owner)
    expect(shown).not.toHaveProperty('password')
    expect(shown).not.toHaveProperty('totpSecret')
    expect(shown).toMatchObject({ email: owner.email, totpType: 1 })
  })
})
