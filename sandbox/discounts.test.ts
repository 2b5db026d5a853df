import { describe, expect, it } from 'vitest'
import type { BatchChildRecord, BatchTemplateRecord, DiscountCodeRecord } from './records'
import { createTestSandbox } from './testing'

const NOW = 1_800_000_000
const DECREASE = '/merchant/discount/decrease_quantity'
const TEMPLATE = '/merchant/discount/batch/template/detail'
const CHILD = '/merchant/discount/batch/children/detail'

type DecreaseData = { discountCode: DiscountCodeRecord }
type TemplateData = { template: BatchTemplateRecord }
type ChildData = { child: BatchChildRecord }

async function sandboxWithCodes() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const seeded = await sandbox.control('seed', {
    discountCodes: [
      {
        id: 31,
        code: 'SPRING25',
        quantity: 20,
        usedQuantity: 5,
        discountPercentage: 2500,
        planIds: [1, 3],
        metadata: { campaign: 'spring' },
      },
      { id: 32, code: 'NOLIMIT', quantity: 0, usedQuantity: 40 },
      { id: 33, code: 'ALMOST', quantity: 10, usedQuantity: 8 },
    ],
  })
  expect(seeded.status).toBe(200)
  const decrease = (input: Record<string, unknown>) => sandbox.call<DecreaseData>(DECREASE, input)
  const stored = (id: number) => sandbox.store.primary.discountCodes.get(id)
  return { ...sandbox, decrease, stored }
}

describe('discount decrease quantity (4.7)', () => {
  it('subtracts the amount and answers the whole code, without the sandbox-only used quantity', async () => {
    const { decrease, stored } = await sandboxWithCodes()
    const response = await decrease({ id: 31, amount: 5 })
    expect(response.status).toBe(200)
    expect(response.body.code).toBe(0)
    const code = response.body.data.discountCode
    expect(code).toMatchObject({
      id: 31,
      code: 'SPRING25',
      quantity: 15,
      discountPercentage: 2500,
      planIds: [1, 3],
      metadata: { campaign: 'spring' },
    })
    expect(code).not.toHaveProperty('usedQuantity')
    expect(code.planApplyGroup).toEqual({ currency: [], groupPlanIntervalSelector: [], type: [] })
    expect(stored(31)?.quantity).toBe(15)
  })

  it('decreases again from the new quantity', async () => {
    const { decrease, stored } = await sandboxWithCodes()
    await decrease({ id: 31, amount: 5 })
    const second = await decrease({ id: 31, amount: 3 })
    expect(second.body.data.discountCode.quantity).toBe(12)
    expect(stored(31)?.quantity).toBe(12)
  })

  it('keeps quantity control when the result equals the used quantity', async () => {
    const { decrease } = await sandboxWithCodes()
    const response = await decrease({ id: 31, amount: 15 })
    expect(response.status).toBe(200)
    expect(response.body.data.discountCode.quantity).toBe(5)
  })

  it('disables quantity control (quantity 0, no limit) when the result falls below the used quantity', async () => {
    const { decrease, stored } = await sandboxWithCodes()
    const response = await decrease({ id: 33, amount: 3 })
    expect(response.status).toBe(200)
    expect(response.body.data.discountCode.quantity).toBe(0)
    expect(stored(33)).toMatchObject({ quantity: 0, usedQuantity: 8 })
  })

  it('refuses a result that is not greater than 0, changing nothing', async () => {
    const { decrease, stored } = await sandboxWithCodes()
    const toZero = await decrease({ id: 31, amount: 20 })
    expect(toZero.status).toBe(400)
    expect(toZero.body.code).toBe(400)
    expect(toZero.body.message).toBe(
      'The quantity after the decrease must be greater than 0: discount code 31 has quantity 20, and decreasing it by 20 would leave 0',
    )
    expect(toZero.body.requestId).toMatch(/^req_/)
    const below = await decrease({ id: 31, amount: 25 })
    expect(below.status).toBe(400)
    expect(below.body.message).toContain('would leave -5')
    expect(stored(31)?.quantity).toBe(20)
  })

  it('refuses a code that has no quantity limit', async () => {
    const { decrease, stored } = await sandboxWithCodes()
    const response = await decrease({ id: 32, amount: 1 })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Discount code 32 has no quantity limit (quantity 0), so its quantity cannot be decreased')
    expect(stored(32)?.quantity).toBe(0)
  })

  it('answers 404 for an unknown code', async () => {
    const { decrease } = await sandboxWithCodes()
    const response = await decrease({ id: 999, amount: 1 })
    expect(response.status).toBe(404)
    expect(response.body.code).toBe(404)
    expect(response.body.message).toBe('Discount code 999 not found')
  })

  it('refuses an amount that is not greater than 0, or missing, before anything changes', async () => {
    const { decrease, stored } = await sandboxWithCodes()
    for (const amount of [0, -3]) {
      const response = await decrease({ id: 31, amount })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe('amount: Amount must be greater than 0')
    }
    const fraction = await decrease({ id: 31, amount: 1.5 })
    expect(fraction.body.message).toBe('amount: Amount must be a whole number')
    const missing = await decrease({ id: 31 })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('amount is required: give the quantity to subtract (greater than 0)')
    expect(stored(31)?.quantity).toBe(20)
  })

  it('refuses a missing or invalid id', async () => {
    const { decrease } = await sandboxWithCodes()
    expect((await decrease({ amount: 1 })).body.message).toBe('id: Discount id must be a whole number')
    expect((await decrease({ id: 0, amount: 1 })).body.message).toBe('id: Discount id must be greater than 0')
  })
})

async function sandboxWithBatch() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const children = [
    {
      id: 11,
      code: 'SUMMER-AAA',
      parentTemplateCode: 'SUMMER',
      isRedeemed: true,
      redeemedAt: NOW - 100,
      redeemedByEmail: 'ada@example.test',
      invoiceId: 'in_7',
      subscriptionId: 'sub_3',
      paymentId: 'pay_9',
      planId: 2,
      planName: 'Basic yearly',
    },
    { id: 12, code: 'SUMMER-BBB', parentTemplateCode: 'SUMMER' },
    { id: 13, code: 'SUMMER-CCC', parentTemplateCode: 'SUMMER' },
    { id: 14, code: 'OTHER-AAA', parentTemplateCode: 'OTHER', isRedeemed: true },
    { id: 15, code: 'FIXED-AAA', parentTemplateCode: 'FIXED' },
  ]
  const seeded = await sandbox.control('seed', {
    batchTemplates: [
      // Without counts: the answer counts the children in state.
      { id: 5, code: 'SUMMER', codePrefix: 'SUMMER-', discountPercentage: 2000 },
      { id: 6, code: 'EMPTY', codePrefix: 'EMPTY-' },
      // Counts that do not match the children: a seed keeps what it is given.
      { id: 7, code: 'FIXED', codePrefix: 'FIXED-', childCodeCount: 99, usedChildCodeCount: 50 },
      // One count given, the other counted.
      { id: 8, code: 'OTHER', codePrefix: 'OTHER-', childCodeCount: 40 },
    ],
    batchChildren: children,
  })
  expect(seeded.status).toBe(200)
  return sandbox
}

describe('batch template detail (4.8)', () => {
  it('answers the template with its child code counts taken from the children in state', async () => {
    const { call } = await sandboxWithBatch()
    const response = await call<TemplateData>(TEMPLATE, { id: 5 })
    expect(response.status).toBe(200)
    expect(response.body.data.template).toMatchObject({
      id: 5,
      code: 'SUMMER',
      codePrefix: 'SUMMER-',
      childCodeCount: 3,
      usedChildCodeCount: 1,
      discountPercentage: 2000,
    })
  })

  it('counts a redemption made later', async () => {
    const { call, store } = await sandboxWithBatch()
    store.primary.batchChildren.update(12, { isRedeemed: true })
    const response = await call<TemplateData>(TEMPLATE, { id: 5 })
    expect(response.body.data.template.usedChildCodeCount).toBe(2)
  })

  it('keeps the counts a seed gives, whatever its children, and counts only those not given', async () => {
    const { call } = await sandboxWithBatch()
    const fixed = await call<TemplateData>(TEMPLATE, { id: 7 })
    expect(fixed.body.data.template).toMatchObject({ childCodeCount: 99, usedChildCodeCount: 50 })
    expect(fixed.body.data.template).not.toHaveProperty('derivedCounts')
    const child = await call<ChildData>(CHILD, { id: 15 }, { method: 'GET' })
    expect(child.body.data.child).toMatchObject({ childCodeCount: 99, usedChildCodeCount: 50 })
    const other = await call<TemplateData>(TEMPLATE, { id: 8 })
    expect(other.body.data.template).toMatchObject({ childCodeCount: 40, usedChildCodeCount: 1 })
  })

  it('answers zero counts for a template without children', async () => {
    const { call } = await sandboxWithBatch()
    const response = await call<TemplateData>(TEMPLATE, { id: 6 })
    expect(response.body.data.template).toMatchObject({ childCodeCount: 0, usedChildCodeCount: 0 })
  })

  it('answers 404 for an unknown template and 400 for an invalid id', async () => {
    const { call } = await sandboxWithBatch()
    const unknown = await call(TEMPLATE, { id: 404 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Batch discount template 404 not found')
    const invalid = await call(TEMPLATE, { id: -1 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe('id: Template id must be greater than 0')
    expect((await call(TEMPLATE, {})).status).toBe(400)
  })
})

describe('batch child detail (4.9)', () => {
  it('answers a redeemed child with its redemption and its template counts', async () => {
    const { call } = await sandboxWithBatch()
    const response = await call<ChildData>(CHILD, { id: 11 }, { method: 'GET' })
    expect(response.status).toBe(200)
    expect(response.body.data.child).toMatchObject({
      id: 11,
      code: 'SUMMER-AAA',
      parentTemplateCode: 'SUMMER',
      isRedeemed: true,
      redeemedAt: NOW - 100,
      redeemedByEmail: 'ada@example.test',
      invoiceId: 'in_7',
      subscriptionId: 'sub_3',
      paymentId: 'pay_9',
      planId: 2,
      planName: 'Basic yearly',
      childCodeCount: 3,
      usedChildCodeCount: 1,
    })
  })

  it('answers an unredeemed child with empty redemption fields', async () => {
    const { call } = await sandboxWithBatch()
    const response = await call<ChildData>(CHILD, { id: 12 }, { method: 'GET' })
    expect(response.body.data.child).toMatchObject({
      isRedeemed: false,
      redeemedAt: 0,
      redeemedByEmail: '',
      invoiceId: '',
      paymentId: '',
      subscriptionId: '',
      planId: 0,
    })
  })

  it('answers 404 for an unknown child, 400 for an invalid id, and 404 for POST', async () => {
    const { call } = await sandboxWithBatch()
    const unknown = await call(CHILD, { id: 77 }, { method: 'GET' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Batch child code 77 not found')
    const invalid = await call(CHILD, { id: 'abc' }, { method: 'GET' })
    expect(invalid.status).toBe(400)
    expect((await call(CHILD, { id: 11 })).status).toBe(404)
  })
})
