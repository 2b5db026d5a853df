import { describe, expect, it } from 'vitest'
import type { PlanDetail } from '../../src/api/contract/extensions/plans'
import type { DialectName } from '../dialect'
import { createTestSandbox } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const LIST = '/merchant/plan/list'
const DETAIL = '/merchant/plan/detail'

/**
 * Main plans 1 to 3 (plan 1 binds recurring add-on 4 and one-time add-on 5), add-ons 4 and 5, plan 6 of
 * another merchant. Plans 2 (editing) and 3 (inactive) were created at the same time.
 */
/** The empty list: [] in the spec dialect, null in the real one (the service sends null). */
const EMPTY = [
  ['spec', []],
  ['real', null],
] as const

async function sandboxWithPlans(dialect: DialectName = 'spec') {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const seeded = await sandbox.control('seed', {
    products: [{ id: 1, productName: 'Analytics' }],
    plans: [
      {
        id: 1,
        planName: 'Pro monthly',
        productId: 1,
        status: 2,
        publishStatus: 2,
        type: 1,
        currency: 'EUR',
        amount: 2900,
        description: 'Everything, monthly',
        createTime: NOW - 5 * DAY,
        gmtModify: NOW,
        bindingAddonIds: '4',
        bindingOnetimeAddonIds: '5',
      },
      {
        id: 2,
        planName: 'basic yearly',
        productId: 1,
        status: 1,
        type: 1,
        currency: 'USD',
        amount: 9900,
        intervalUnit: 'year',
        createTime: NOW - 3 * DAY,
        gmtModify: NOW - 3 * DAY,
      },
      {
        id: 3,
        planName: 'Team',
        productId: 0,
        status: 3,
        type: 1,
        currency: 'EUR',
        createTime: NOW - 3 * DAY,
        gmtModify: NOW - 4 * DAY,
      },
      {
        id: 4,
        planName: 'Extra storage',
        productId: 1,
        status: 2,
        type: 2,
        currency: 'EUR',
        amount: 500,
        createTime: NOW - 2 * DAY,
        gmtModify: NOW - 2 * DAY,
      },
      {
        id: 5,
        planName: 'Onboarding',
        productId: 1,
        status: 2,
        type: 3,
        currency: 'EUR',
        amount: 9000,
        description: 'A yearly call',
        createTime: NOW - DAY,
        gmtModify: NOW - DAY,
      },
      { id: 6, planName: 'Foreign', status: 2, createTime: NOW, merchantId: 999 },
    ],
  })
  expect(seeded.status).toBe(200)
  const list = async (input: Record<string, unknown>) => {
    const response = await sandbox.call<{ plans: PlanDetail[] | null; total: number }>(LIST, input)
    expect(response.status).toBe(200)
    return {
      ids: (response.body.data.plans ?? []).map((plan) => plan.plan?.id),
      total: response.body.data.total,
      data: response.body.data,
    }
  }
  return { ...sandbox, list }
}

describe('plan list (list-endpoints 3.8)', () => {
  it("lists the merchant's plans of every product, newest first then by status, with the total", async () => {
    const { ids, total } = await (await sandboxWithPlans()).list({})
    expect(ids).toEqual([5, 4, 2, 3, 1])
    expect(total).toBe(5)
  })

  it.each([
    ['spec', 'every product’s plans', [5, 4, 2, 3, 1]],
    ['real', 'the default product’s alone, as newer services do', [3]],
  ] as const)('without productIds, lists in the %s dialect %s', async (dialect, _what, expected) => {
    const sandbox = await sandboxWithPlans(dialect)
    expect(await sandbox.list({})).toMatchObject({ ids: expected, total: expected.length })
    expect(await sandbox.list({ productIds: [] })).toMatchObject({ ids: expected, total: expected.length })
    expect(await sandbox.list({ productIds: [0, 1] })).toMatchObject({ ids: [5, 4, 2, 3, 1], total: 5 })
  })

  it('pages with 100 a page by default', async () => {
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
    await sandbox.control('seed', { plans: Array.from({ length: 120 }, (_, index) => ({ createTime: NOW - index })) })
    const page = async (input: Record<string, unknown>) =>
      (await sandbox.call<{ plans: PlanDetail[]; total: number }>(LIST, input)).body.data
    expect((await page({})).plans).toHaveLength(100)
    expect((await page({ count: 0 })).plans).toHaveLength(100)
    expect((await page({ page: 1 })).plans).toHaveLength(20)
    expect((await page({ count: 30, page: -1 })).plans).toHaveLength(30)
    expect((await page({})).total).toBe(120)
  })

  it.each(EMPTY)(
    "answers the %s dialect's empty list with total 0 when nothing matches, and for a page past the end",
    async (dialect, empty) => {
      const sandbox = await sandboxWithPlans(dialect)
      expect((await sandbox.list({ currency: 'JPY' })).data).toEqual({ plans: empty, total: 0 })
      expect((await sandbox.list({ page: 1, productIds: [0, 1] })).data).toEqual({ plans: empty, total: 5 })
    },
  )

  it.each([
    ['planIds', { planIds: [1, 3, 6] }, [3, 1]],
    ['productIds', { productIds: [1] }, [5, 4, 2, 1]],
    ['productIds 0: the default product', { productIds: [0] }, [3]],
    ['type', { type: [2, 3] }, [5, 4]],
    ['status', { status: [2] }, [5, 4, 1]],
    ['publishStatus', { publishStatus: 2 }, [1]],
    ['currency', { currency: 'USD' }, [2]],
    ['searchKey on the name', { searchKey: 'BASIC' }, [2]],
    ['searchKey on the description', { searchKey: 'year' }, [5, 2]],
  ])('filters by %s', async (_name, input, expected) => {
    const { ids, total } = await (await sandboxWithPlans()).list(input)
    expect(ids).toEqual(expected)
    expect(total).toBe(expected.length)
  })

  it.each([
    ['plan_name', 'asc', [2, 4, 5, 1, 3]],
    ['gmt_modify', 'desc', [1, 5, 4, 2, 3]],
    ['gmt_create', 'asc', [1, 2, 3, 4, 5]],
  ])('sorts by %s %s', async (sortField, sortType, expected) => {
    expect((await (await sandboxWithPlans()).list({ sortField, sortType })).ids).toEqual(expected)
  })

  it("refuses a bad sort field with the service's text", async () => {
    const { call } = await sandboxWithPlans()
    const response = await call(LIST, { sortField: 'amount' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('sortField should one of plan_name|gmt_create|gmt_modify')
  })

  it('answers each as a PlanDetail: the plan, its product, and its add-ons as a list shows them', async () => {
    const { data } = await (await sandboxWithPlans()).list({})
    const byId = new Map((data.plans ?? []).map((detail) => [detail.plan?.id, detail]))
    expect(byId.get(1)).toMatchObject({
      product: { id: 1, productName: 'Analytics' },
      plan: {
        id: 1,
        planName: 'Pro monthly',
        amount: 2900,
        currency: 'EUR',
        intervalUnit: 'month',
        intervalCount: 1,
        type: 1,
        status: 2,
        publishStatus: 2,
        bindingAddonIds: '4',
      },
      addonIds: [4],
      addons: [{ id: 4, planName: 'Extra storage' }],
      onetimeAddonIds: [5],
      onetimeAddons: [{ id: 5, planName: 'Onboarding' }],
      metricPlanLimits: [],
      metricMeteredCharge: [],
      metricRecurringCharge: [],
    })
    expect(byId.get(1)?.plan).not.toHaveProperty('gmtModify')
    expect(byId.get(2)).toMatchObject({ addonIds: null, addons: null, onetimeAddonIds: [], onetimeAddons: null })
    expect(byId.get(4)).toMatchObject({ addonIds: null, onetimeAddonIds: null })
    expect(byId.get(3)?.product).toMatchObject({ id: 0, productName: 'Default', description: 'System Default Product' })
  })
})

describe('plan detail (list-endpoints 4)', () => {
  it('answers the plan with its add-on ids always as arrays', async () => {
    const { call } = await sandboxWithPlans()
    const main = await call<{ plan: PlanDetail }>(DETAIL, { planId: 2 })
    expect(main.body.data.plan).toMatchObject({ plan: { id: 2 }, addonIds: [], onetimeAddonIds: [] })
    const addon = await call<{ plan: PlanDetail }>(DETAIL, { planId: 4 })
    expect(addon.body.data.plan).toMatchObject({ addonIds: [], onetimeAddonIds: [] })
  })

  it("shows the plan's new status after it is activated", async () => {
    const { call } = await sandboxWithPlans()
    await call('/merchant/plan/activate', { planId: 3 })
    expect((await call<{ plan: PlanDetail }>(DETAIL, { planId: 3 })).body.data.plan.plan?.status).toBe(2)
  })

  it("answers 404 for an unknown plan and for another merchant's", async () => {
    const { call } = await sandboxWithPlans()
    for (const planId of [99, 6]) {
      const response = await call(DETAIL, { planId })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe(`Plan ${planId} not found`)
    }
  })
})

describe('demo plans', () => {
  it('have an amount, a currency, an interval, a description and a publish status', async () => {
    const { call } = createTestSandbox({ dataset: 'demo' })
    const response = await call<{ plans: PlanDetail[]; total: number }>(LIST, { sortField: 'gmt_create', sortType: 'asc' })
    expect(response.body.data.total).toBe(10)
    expect(response.body.data.plans[0].plan).toMatchObject({
      id: 1,
      amount: 4900,
      currency: 'USD',
      intervalUnit: 'month',
      intervalCount: 1,
      type: 1,
      publishStatus: 2,
    })
    for (const { plan } of response.body.data.plans) {
      expect(plan?.amount).toBeGreaterThan(0)
      expect(plan?.description).not.toBe('')
      expect(plan?.publishStatus).toBe(plan?.status === 2 ? 2 : 1)
    }
  })
})
