import { describe, expect, it } from 'vitest'
import type { Plan } from '../../src/api/contract/plans'
import type { Product } from '../../src/api/contract/products'
import type { DialectName } from '../dialect'
import { createTestSandbox, type TestResponse } from '../testing'

const NOW = 1_800_000_000
const PLAN_NEW = '/merchant/plan/new'
const PLAN_EDIT = '/merchant/plan/edit'
const PUBLISH = '/merchant/plan/publish'
const UNPUBLISH = '/merchant/plan/unpublished'
const ARCHIVE = '/merchant/plan/archive'
const PLAN_DELETE = '/merchant/plan/delete'
const PLAN_DETAIL = '/merchant/plan/detail'
const PRODUCT_EDIT = '/merchant/product/edit'
const PRODUCT_DELETE = '/merchant/product/delete'
const PRODUCT_ACTIVATE = '/merchant/product/activate'
const PRODUCT_INACTIVATE = '/merchant/product/inactivate'
const PRODUCT_LIST = '/merchant/product/list'

/**
 * Products 1 (active, with plans), 2 (inactive), 3 (active, no plans). Plans: 1 Basic (active, EUR, product 1),
 * 2 Draft (editing), 3 Seats (active recurring add-on, EUR, product 1), 4 Seats USD (active add-on in USD), 5 Setup
 * (active one-time add-on, EUR).
 */
async function sandboxWithCatalog(dialect: DialectName = 'spec') {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const plan = (id: number, planName: string, status: number, extra: Record<string, unknown> = {}) => ({
    id,
    planName,
    status,
    amount: 1000,
    currency: 'EUR',
    intervalUnit: 'month',
    intervalCount: 1,
    productId: 1,
    type: 1,
    ...extra,
  })
  const seeded = await sandbox.control('seed', {
    products: [
      { id: 1, productName: 'Analytics', status: 1 },
      { id: 2, productName: 'Legacy', status: 2 },
      { id: 3, productName: 'Backup', status: 1 },
    ],
    plans: [
      plan(1, 'Basic', 2, { externalPlanId: 'basic' }),
      plan(2, 'Draft', 1),
      plan(3, 'Seats', 2, { type: 2 }),
      plan(4, 'Seats USD', 2, { type: 2, currency: 'USD' }),
      plan(5, 'Setup', 2, { type: 3 }),
    ],
  })
  expect(seeded.status).toBe(200)
  const planOf = async (planId: number) =>
    (await sandbox.call<{ plan: { plan: Plan } }>(PLAN_DETAIL, { planId })).body.data.plan?.plan
  const products = async () => (await sandbox.call<{ products: Product[] }>(PRODUCT_LIST, {})).body.data.products ?? []
  return { ...sandbox, planOf, products }
}

function expectRealRefusal(response: TestResponse<unknown>, message: string) {
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ code: 51, message })
}

const monthly = { planName: 'Team', amount: 4900, currency: 'EUR', intervalUnit: 'month', intervalCount: 1, productId: 1 }

describe('plan/new (operations.md §3.12)', () => {
  it('creates an editing, unpublished plan with its add-ons', async () => {
    const { call } = await sandboxWithCatalog()
    const made = await call<{ plan: Plan }>(PLAN_NEW, { ...monthly, addonIds: [3], onetimeAddonIds: [5] })
    expect(made.status).toBe(200)
    expect(made.body.data.plan).toMatchObject({ status: 1, publishStatus: 1, bindingAddonIds: '3', bindingOnetimeAddonIds: '5' })
  })

  it('refuses an inactive product, an external id in use, an add-on of another currency or not an add-on', async () => {
    const { call } = await sandboxWithCatalog('real')
    expectRealRefusal(await call(PLAN_NEW, { ...monthly, productId: 2 }), 'product not found or product not activate')
    expectRealRefusal(await call(PLAN_NEW, { ...monthly, externalPlanId: 'basic' }), 'Same ExternalPlanId Exist')
    expectRealRefusal(await call(PLAN_NEW, { ...monthly, addonIds: [4] }), "addon currency not match plan's currency, id:4")
    expectRealRefusal(await call(PLAN_NEW, { ...monthly, addonIds: [1] }), 'plan not recurring addon type, id:1')
    expectRealRefusal(await call(PLAN_NEW, { ...monthly, onetimeAddonIds: [3] }), 'plan not onetime addon type, id:3')
  })

  it('refuses, before anything is read, an interval over its limit (the contract)', async () => {
    const { call } = await sandboxWithCatalog()
    expect((await call(PLAN_NEW, { ...monthly, intervalCount: 13 })).status).toBe(400)
    expect((await call(PLAN_NEW, { ...monthly, intervalUnit: 'year', intervalCount: 2 })).status).toBe(400)
    expect((await call(PLAN_NEW, { ...monthly, amount: -1 })).status).toBe(400)
  })
})

describe('plan/edit (operations.md §3.12)', () => {
  it('refuses a new price or interval on an active plan, and takes the same values (a whole form) with the other changes', async () => {
    const { call, planOf } = await sandboxWithCatalog('real')
    expectRealRefusal(await call(PLAN_EDIT, { planId: 1, amount: 1200 }), 'Amount is not editable as plan is active')
    expectRealRefusal(
      await call(PLAN_EDIT, { planId: 1, intervalUnit: 'year', intervalCount: 1 }),
      'IntervalUint is not editable as plan is active',
    )
    expect((await call(PLAN_EDIT, { planId: 1, amount: 1000, currency: 'EUR', planName: 'Basic monthly' })).status).toBe(200)
    expect(await planOf(1)).toMatchObject({ planName: 'Basic monthly', amount: 1000 })
  })

  it('changes the price of an editing plan', async () => {
    const { call, planOf } = await sandboxWithCatalog()
    expect((await call(PLAN_EDIT, { planId: 2, amount: 2500, intervalUnit: 'year', intervalCount: 1 })).status).toBe(200)
    expect(await planOf(2)).toMatchObject({ amount: 2500, intervalUnit: 'year' })
  })
})

describe('plan publish, unpublish, archive, delete (operations.md §3.12)', () => {
  it('publishes and unpublishes only an active plan', async () => {
    const { call, planOf } = await sandboxWithCatalog('real')
    expect((await call(PUBLISH, { planId: 1 })).status).toBe(200)
    expect((await planOf(1))?.publishStatus).toBe(2)
    expect((await call(UNPUBLISH, { planId: 1 })).status).toBe(200)
    expect((await planOf(1))?.publishStatus).toBe(1)
    expectRealRefusal(await call(PUBLISH, { planId: 2 }), 'plan not activate')
  })

  it('archives softly (4) or for good (5); archived plans stay readable', async () => {
    const { call, planOf } = await sandboxWithCatalog()
    expect((await call(ARCHIVE, { planId: 1 })).status).toBe(200)
    expect((await planOf(1))?.status).toBe(4)
    expect((await call(ARCHIVE, { planId: 3, hardArchive: true })).status).toBe(200)
    expect((await planOf(3))?.status).toBe(5)
  })

  it('deletes only an editing plan', async () => {
    const { call } = await sandboxWithCatalog('real')
    expectRealRefusal(await call(PLAN_DELETE, { planId: 1 }), 'plan is not in edit status, id:1')
    expect((await call(PLAN_DELETE, { planId: 2 })).status).toBe(200)
    expectRealRefusal(await call(PLAN_DELETE, { planId: 2 }), 'plan not found, id:2')
  })
})

describe('product edit, delete, activate, inactivate (operations.md §3.12)', () => {
  it('edits the members given', async () => {
    const { call, products } = await sandboxWithCatalog()
    const edited = await call<{ product: Product }>(PRODUCT_EDIT, { productId: 3, description: 'Nightly backups' })
    expect(edited.body.data.product).toMatchObject({ productName: 'Backup', description: 'Nightly backups' })
    expect((await products()).find((product) => product.id === 3)?.description).toBe('Nightly backups')
  })

  it('refuses to delete a product with plans; deletes one without', async () => {
    const { call, products } = await sandboxWithCatalog('real')
    expectRealRefusal(await call(PRODUCT_DELETE, { productId: 1 }), 'product can not delete while has plan linked')
    expect((await call(PRODUCT_DELETE, { productId: 3 })).status).toBe(200)
    expect((await products()).map((product) => product.id)).not.toContain(3)
    // The default product: refused by the contract.
    expect((await call(PRODUCT_DELETE, { productId: 0 })).status).toBe(400)
  })

  it('inactivates and activates', async () => {
    const { call, products } = await sandboxWithCatalog()
    expect((await call(PRODUCT_INACTIVATE, { productId: 1 })).status).toBe(200)
    expect((await products()).find((product) => product.id === 1)?.status).toBe(2)
    expect((await call(PRODUCT_ACTIVATE, { productId: 1 })).status).toBe(200)
    expect((await products()).find((product) => product.id === 1)?.status).toBe(1)
    expect((await call(PRODUCT_INACTIVATE, { productId: 0 })).status).toBe(400)
  })
})
