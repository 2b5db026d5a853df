import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/api/client'
import { discountList as discountListEndpoint } from '../../src/api/contract/extensions/discounts'
import type { BatchChild, BatchTemplate } from '../../src/api/contract/discounts'
import type { DiscountCodeDetail } from '../../src/api/contract/extensions/discounts'
import { createTestSandbox, TEST_KEY } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const LIST = '/merchant/discount/list'
const DETAIL = '/merchant/discount/detail'
const TEMPLATES = '/merchant/discount/batch/template/list'
const CHILDREN = '/merchant/discount/batch/children/list'
const GET = { method: 'GET' as const }

async function sandboxWithCodes() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const seeded = await sandbox.control('seed', {
    plans: [
      { id: 1, planName: 'Basic' },
      { id: 2, planName: 'Pro' },
    ],
    discountCodes: [
      {
        id: 1,
        code: 'SPRING25',
        name: 'Spring sale',
        status: 2,
        discountType: 1,
        billingType: 2,
        currency: '',
        createTime: NOW - 6 * DAY,
        planIds: [1, 2],
        quantity: 100,
        usedQuantity: 40,
      },
      {
        id: 2,
        code: 'SAVE5EUR',
        name: 'Five off',
        status: 2,
        discountType: 2,
        billingType: 1,
        currency: 'EUR',
        createTime: NOW - 5 * DAY,
        quantity: 0,
        usedQuantity: 7,
      },
      {
        id: 3,
        code: 'OLD10',
        name: 'Old spring',
        status: 2,
        discountType: 1,
        billingType: 1,
        createTime: NOW - 4 * DAY,
        isDeleted: NOW - DAY,
      },
      {
        id: 4,
        code: 'DRAFT',
        name: 'Draft code',
        status: 1,
        discountType: 1,
        billingType: 2,
        createTime: NOW - 3 * DAY,
        quantity: 5,
        usedQuantity: 9,
      },
      {
        id: 5,
        code: 'gone',
        name: 'Deactivated',
        status: 3,
        discountType: 2,
        billingType: 2,
        currency: 'USD',
        createTime: NOW - 2 * DAY,
      },
      { id: 6, code: 'FOREIGN', status: 2, createTime: NOW - DAY, merchantId: 999 },
    ],
  })
  expect(seeded.status).toBe(200)
  const list = async (input: Record<string, unknown>) => {
    const response = await sandbox.call<{ discounts: DiscountCodeDetail[]; total: number }>(LIST, input, GET)
    expect(response.status).toBe(200)
    return { ids: response.body.data.discounts.map((code) => code.id), total: response.body.data.total, data: response.body.data }
  }
  return { ...sandbox, list }
}

describe('discount list (list-endpoints 3.6, GET only)', () => {
  it("lists the merchant's codes newest first, deleted ones last, with the total", async () => {
    const { ids, total } = await (await sandboxWithCodes()).list({})
    expect(ids).toEqual([5, 4, 2, 1, 3])
    expect(total).toBe(5)
  })

  it('answers an empty array with total 0 when nothing matches', async () => {
    expect((await (await sandboxWithCodes()).list({ currency: 'JPY' })).data).toEqual({ discounts: [], total: 0 })
  })

  it('is GET only', async () => {
    const { call } = await sandboxWithCodes()
    const response = await call(LIST, {})
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('/merchant/discount/list takes GET, not POST')
  })

  it.each([
    ['status without 10: not deleted', { status: [2] }, [2, 1]],
    ['status 10 alone: the deleted codes', { status: [10] }, [3]],
    ['status with 10 and others: both', { status: [1, 10] }, [4, 3]],
    ['discountType', { discountType: [2] }, [5, 2]],
    ['billingType', { billingType: [1] }, [2, 3]],
    ['currency', { currency: 'EUR' }, [2]],
    ['code, part of it in any case', { code: 'spr' }, [1]],
    ['searchKey on the code or the name', { searchKey: 'spring' }, [1, 3]],
    ['searchKey over code', { searchKey: 'draft', code: 'spring' }, [4]],
    ['created from and until, inclusive', { createTimeStart: NOW - 5 * DAY, createTimeEnd: NOW - 3 * DAY }, [4, 2, 3]],
  ])('filters by %s', async (_name, input, expected) => {
    const { ids, total } = await (await sandboxWithCodes()).list(input)
    expect(ids).toEqual(expected)
    expect(total).toBe(expected.length)
  })

  it.each([
    ['gmt_create', 'asc', [1, 2, 4, 5, 3]],
    ['gmt_modify', 'desc', [5, 4, 2, 1, 3]],
  ])('sorts by %s %s, deleted ones last', async (sortField, sortType, expected) => {
    expect((await (await sandboxWithCodes()).list({ sortField, sortType })).ids).toEqual(expected)
  })

  it('pages', async () => {
    const { ids, total } = await (await sandboxWithCodes()).list({ page: 1, count: 2 })
    expect(ids).toEqual([2, 1])
    expect(total).toBe(5)
  })

  it('answers each code with its plans and usage, a deleted one as archived (10)', async () => {
    const { data } = await (await sandboxWithCodes()).list({})
    const byId = new Map(data.discounts.map((code) => [code.id, code]))
    expect(byId.get(1)).toMatchObject({
      code: 'SPRING25',
      quantityUsed: 40,
      liveQuantity: 60,
      plans: [
        { id: 1, planName: 'Basic' },
        { id: 2, planName: 'Pro' },
      ],
    })
    expect(byId.get(2)).toMatchObject({ quantity: 0, quantityUsed: 7, liveQuantity: 0, plans: [] })
    expect(byId.get(4)).toMatchObject({ liveQuantity: 0 })
    expect(byId.get(3)).toMatchObject({ status: 10 })
    expect(byId.get(1)).not.toHaveProperty('usedQuantity')
  })

  it('reads the status filter in each form a client sends on GET', async () => {
    const { request } = await sandboxWithCodes()
    for (const query of ['status[]=1&status[]=10', 'status=%5B1%2C10%5D', 'status=1&status=10']) {
      const response = await request<{ discounts: DiscountCodeDetail[] }>(`${LIST}?${query}`)
      expect([query, response.body.data.discounts.map((code) => code.id)]).toEqual([query, [4, 3]])
    }
  })

  it("answers the dashboard's client, which sends status[] on GET", async () => {
    const { app } = await sandboxWithCodes()
    const client = createClient({
      baseUrl: 'http://sandbox.test',
      apiKey: TEST_KEY,
      fetch: async (url, init) => app.request(String(url), init),
    })
    const data = await client.call(discountListEndpoint, { status: [1, 10], sortField: 'gmt_create', sortType: 'asc' })
    expect(data.discounts?.map((code) => code.id)).toEqual([4, 3])
  })
})

describe('discount detail (list-endpoints 4)', () => {
  it('answers the code with its plans and usage', async () => {
    const { call } = await sandboxWithCodes()
    const response = await call<{ discount: DiscountCodeDetail }>(DETAIL, { id: 1 })
    expect(response.status).toBe(200)
    expect(response.body.data.discount).toMatchObject({ id: 1, code: 'SPRING25', liveQuantity: 60, quantityUsed: 40 })
  })

  it('shows the current state after a change', async () => {
    const { call } = await sandboxWithCodes()
    await call('/merchant/discount/decrease_quantity', { id: 1, amount: 50 })
    expect((await call<{ discount: DiscountCodeDetail }>(DETAIL, { id: 1 })).body.data.discount).toMatchObject({
      quantity: 50,
      liveQuantity: 10,
    })
  })

  it("answers another merchant's code too (the service checks no owner), and 404 for an unknown one", async () => {
    const { call } = await sandboxWithCodes()
    expect((await call<{ discount: DiscountCodeDetail }>(DETAIL, { id: 6 })).body.data.discount.code).toBe('FOREIGN')
    const unknown = await call(DETAIL, { id: 99 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Discount code 99 not found')
  })
})

async function sandboxWithTemplates() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const child = (id: number, parentTemplateCode: string, redeemed: boolean, createTime: number) => ({
    id,
    code: `${parentTemplateCode}-${id}`,
    parentTemplateCode,
    isRedeemed: redeemed,
    createTime,
  })
  const seeded = await sandbox.control('seed', {
    batchTemplates: [
      {
        id: 1,
        code: 'SUMMER',
        codePrefix: 'SUM-',
        name: 'Summer vouchers',
        status: 2,
        discountType: 1,
        currency: 'EUR',
        createTime: NOW - 3 * DAY,
      },
      { id: 2, code: 'VIP', codePrefix: 'VIP-', name: 'Gifts', status: 2, discountType: 2, createTime: NOW - 2 * DAY },
      { id: 3, code: 'CONF', codePrefix: 'CONF-', name: 'Conference', status: 1, discountType: 1, createTime: NOW - DAY },
      { id: 4, code: 'OTHER', codePrefix: 'OTH-', status: 2, createTime: NOW, merchantId: 999 },
    ],
    batchChildren: [
      child(1, 'SUMMER', true, NOW - 3 * DAY),
      child(2, 'SUMMER', true, NOW - 2 * DAY),
      child(3, 'SUMMER', false, NOW - DAY),
      child(4, 'VIP', true, NOW - DAY),
      child(5, 'CONF', false, NOW),
      child(6, 'OTHER', true, NOW),
    ],
  })
  expect(seeded.status).toBe(200)
  return sandbox
}

describe('batch template list (list-endpoints 3.7, GET only)', () => {
  it('lists the templates newest first, counted from their children, with the usage of all of them', async () => {
    const { call } = await sandboxWithTemplates()
    const response = await call<{ templates: BatchTemplate[] } & Record<string, number>>(TEMPLATES, {}, GET)
    expect(
      response.body.data.templates.map((template) => [template.id, template.childCodeCount, template.usedChildCodeCount]),
    ).toEqual([
      [3, 1, 0],
      [2, 1, 1],
      [1, 3, 2],
    ])
    expect(response.body.data).toMatchObject({
      total: 3,
      activeTemplateCount: 2,
      totalChildCodeCount: 5,
      usedChildCodeCount: 3,
      usageRate: 0.6,
    })
  })

  it.each([
    ['codePrefix, part of it', { codePrefix: 'sum' }, [1]],
    ['searchKey on the prefix or the name', { searchKey: 'gift' }, [2]],
    ['status', { status: [1] }, [3]],
    ['discountType', { discountType: [2] }, [2]],
    ['currency', { currency: 'EUR' }, [1]],
    ['creation time', { createTimeEnd: NOW - 2 * DAY }, [2, 1]],
  ])('filters by %s', async (_name, input, expected) => {
    const { call } = await sandboxWithTemplates()
    const response = await call<{ templates: BatchTemplate[]; total: number }>(TEMPLATES, input, GET)
    expect(response.body.data.templates.map((template) => template.id)).toEqual(expected)
    expect(response.body.data.total).toBe(expected.length)
  })

  it('answers an empty array when nothing matches, and sorts by gmt_create asc', async () => {
    const { call } = await sandboxWithTemplates()
    expect((await call(TEMPLATES, { searchKey: 'none' }, GET)).body.data).toMatchObject({ templates: [], total: 0 })
    const sorted = await call<{ templates: BatchTemplate[] }>(TEMPLATES, { sortField: 'gmt_create', sortType: 'asc' }, GET)
    expect(sorted.body.data.templates.map((template) => template.id)).toEqual([1, 2, 3])
  })
})

describe('batch child list (list-endpoints 3.7, GET only)', () => {
  it("lists a template's child codes newest first, each with its template's counts", async () => {
    const { call } = await sandboxWithTemplates()
    const response = await call<{ children: BatchChild[]; total: number }>(CHILDREN, { templateId: 1 }, GET)
    expect(response.body.data.children.map((child) => child.id)).toEqual([3, 2, 1])
    expect(response.body.data.total).toBe(3)
    expect(response.body.data.children[0]).toMatchObject({
      parentTemplateCode: 'SUMMER',
      childCodeCount: 3,
      usedChildCodeCount: 2,
    })
  })

  it('filters by part of the code and by creation time, sorts and pages', async () => {
    const { call } = await sandboxWithTemplates()
    const ids = async (input: Record<string, unknown>) =>
      (await call<{ children: BatchChild[] }>(CHILDREN, { templateId: 1, ...input }, GET)).body.data.children.map(
        (child) => child.id,
      )
    expect(await ids({ code: 'summer-2' })).toEqual([2])
    expect(await ids({ createTimeStart: NOW - 2 * DAY })).toEqual([3, 2])
    expect(await ids({ sortField: 'gmt_create', sortType: 'asc', count: 2, page: 1 })).toEqual([3])
  })

  it("answers an empty array for an unknown template or another merchant's, and needs the template id", async () => {
    const { call } = await sandboxWithTemplates()
    expect((await call(CHILDREN, { templateId: 99 }, GET)).body.data).toEqual({ children: [], total: 0 })
    expect((await call(CHILDREN, { templateId: 4 }, GET)).body.data).toEqual({ children: [], total: 0 })
    const missing = await call(CHILDREN, {}, GET)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('templateId: Template id must be a whole number')
  })
})
