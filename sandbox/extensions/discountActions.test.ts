import { describe, expect, it } from 'vitest'
import type { DiscountCode } from '../../src/api/contract/discounts'
import type { DialectName } from '../dialect'
import { createTestSandbox, type TestResponse } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const NEW = '/merchant/discount/new'
const EDIT = '/merchant/discount/edit'
const ACTIVATE = '/merchant/discount/activate'
const DEACTIVATE = '/merchant/discount/deactivate'
const DELETE = '/merchant/discount/delete'
const INCREMENT = '/merchant/discount/quantity_increment'
const DETAIL = '/merchant/discount/detail'

/** Codes: 1 SPRING (active, 10 %, quantity 5), 2 DRAFT (editable), 3 OLD (deactivated), 4 of another merchant. */
async function sandboxWithCodes(dialect: DialectName = 'spec') {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, dialect })
  const code = (id: number, text: string, status: number, extra: Record<string, unknown> = {}) => ({
    id,
    code: text,
    status,
    billingType: 1,
    discountType: 1,
    discountPercentage: 1000,
    startTime: NOW - DAY,
    endTime: NOW + 30 * DAY,
    ...extra,
  })
  const seeded = await sandbox.control('seed', {
    plans: [{ id: 1, planName: 'Basic' }],
    discountCodes: [
      code(1, 'SPRING', 2, { quantity: 5 }),
      code(2, 'DRAFT', 1),
      code(3, 'OLD', 3),
      code(4, 'FOREIGN', 2, { merchantId: 99 }),
    ],
  })
  expect(seeded.status).toBe(200)
  const detail = async (id: number) => (await sandbox.call<{ discount: DiscountCode }>(DETAIL, { id })).body.data.discount
  return { ...sandbox, detail }
}

function expectRealRefusal(response: TestResponse<unknown>, message: string) {
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ code: 51, message })
}

const fixed = {
  code: 'WELCOME5',
  billingType: 2,
  discountType: 2,
  discountAmount: 500,
  currency: 'EUR',
  cycleLimit: 3,
  startTime: NOW,
  endTime: NOW + 10 * DAY,
  planApplyType: 1,
  planIds: [1],
}

describe('discount/new (operations.md §3.11)', () => {
  it('creates an editable code; a code text in use is refused', async () => {
    const { call } = await sandboxWithCodes('real')
    const made = await call<{ discount: DiscountCode }>(NEW, fixed)
    expect(made.status).toBe(200)
    expect(made.body.data.discount).toMatchObject({ code: 'WELCOME5', status: 1, discountAmount: 500, planIds: [1] })
    expectRealRefusal(await call(NEW, fixed), 'exist Code:WELCOME5')
  })

  it('refuses, before anything is stored, what the contract refuses: a percentage with an amount, an end before the start', async () => {
    const { call } = await sandboxWithCodes()
    expect((await call(NEW, { ...fixed, discountType: 1, discountPercentage: 1000 })).status).toBe(400)
    expect((await call(NEW, { ...fixed, endTime: NOW - 1 })).status).toBe(400)
    expect((await call(NEW, { ...fixed, discountType: 1, discountAmount: 0, discountPercentage: 10_001 })).status).toBe(400)
  })
})

describe('discount/edit (operations.md §3.11)', () => {
  it('replaces an editable code, which needs its types and times again', async () => {
    const { call, detail } = await sandboxWithCodes()
    expect((await call(EDIT, { id: 2, name: 'Only a name' })).status).toBe(400)
    const edited = await call(EDIT, { id: 2, ...fixed, code: undefined })
    expect(edited.status).toBe(200)
    expect(await detail(2)).toMatchObject({ discountType: 2, discountAmount: 500, currency: 'EUR' })
  })

  it('changes only dates, plans and limits of an active code, which needs both times or the plans', async () => {
    const { call, detail } = await sandboxWithCodes('real')
    expectRealRefusal(await call(EDIT, { id: 1, name: 'Spring sale' }), 'startTime&endTime or planIds should not be nil')
    expect(
      (await call(EDIT, { id: 1, name: 'Spring sale', planIds: [1], planApplyType: 1, discountPercentage: 5000 })).status,
    ).toBe(200)
    expect(await detail(1)).toMatchObject({ name: 'Spring sale', planIds: [1], discountPercentage: 1000 })
  })

  it('in the spec dialect names the members that can no longer change', async () => {
    const { call } = await sandboxWithCodes()
    const refused = await call(EDIT, { id: 1, planIds: [1], planApplyType: 1, discountPercentage: 5000 })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/discountPercentage can no longer change/)
  })

  it("refuses another merchant's code", async () => {
    const { call } = await sandboxWithCodes('real')
    expectRealRefusal(await call(EDIT, { id: 4, planIds: [1] }), 'Discount merchant not match :4')
  })
})

describe('discount activate, deactivate, delete, quantity_increment (operations.md §3.11)', () => {
  it('activates from any status, deactivates only an active code (masked otherwise), archives any', async () => {
    const { call, detail } = await sandboxWithCodes('real')
    expect((await call(ACTIVATE, { id: 2 })).status).toBe(200)
    expect((await detail(2)).status).toBe(2)
    expect((await call(ACTIVATE, { id: 2 })).status).toBe(200)
    expect((await call(DEACTIVATE, { id: 2 })).status).toBe(200)
    expect((await detail(2)).status).toBe(3)
    expect((await call(DEACTIVATE, { id: 3 })).status).toBe(200)
    const made = await call<{ discount: DiscountCode }>(NEW, fixed)
    const editable = await call(DEACTIVATE, { id: made.body.data.discount.id })
    expect(editable.status).toBe(400)
    expect(editable.body.message).toBe(`Server Error-${editable.body.requestId}-50`)
    expect((await call(DELETE, { id: 1 })).status).toBe(200)
    expect((await detail(1)).status).toBe(10)
  })

  it('raises the quantity; from 0 it turns a limit on', async () => {
    const { call, detail } = await sandboxWithCodes()
    const raised = await call<{ discountCode: DiscountCode }>(INCREMENT, { id: 1, amount: 3 })
    expect(raised.body.data.discountCode.quantity).toBe(8)
    expect((await call(INCREMENT, { id: 2, amount: 10 })).status).toBe(200)
    expect((await detail(2)).quantity).toBe(10)
    expect((await call(INCREMENT, { id: 2, amount: 0 })).status).toBe(400)
  })
})
