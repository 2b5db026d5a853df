import { describe, expect, it } from 'vitest'
import { blankToUndefined } from '../../lib/forms'
import { editCodeDefaults, editCodeFormSchema, newCodeDefaults, newCodeFormSchema, type CodeFormValues } from './codeForm'

const base: CodeFormValues = {
  ...newCodeDefaults(Date.UTC(2026, 0, 1)),
  code: 'SPRING25',
  startTime: '2026-03-01T00:00',
  endTime: '2026-04-01T00:00',
}
const seconds = (local: string) => Math.floor(Date.parse(local) / 1000)
const parseNew = (values: Partial<CodeFormValues>) => newCodeFormSchema.safeParse(blankToUndefined({ ...base, ...values }))
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('discount code form', () => {
  it('sends a percentage in basis points, the dates in seconds, every plan and customer', () => {
    expect(parseNew({ discountPercentage: '12.5' }).data).toEqual({
      code: 'SPRING25',
      discountType: 1,
      discountPercentage: 1250,
      billingType: 1,
      startTime: seconds('2026-03-01T00:00'),
      endTime: seconds('2026-04-01T00:00'),
      planApplyType: 0,
      planIds: [],
      userScope: 0,
    })
  })

  it("sends a fixed amount in the currency's minor units, and a recurring code's cycles", () => {
    const result = parseNew({ discountType: '2', discountAmount: '5.5', currency: 'eur', billingType: '2', cycleLimit: '3' })
    expect(result.data).toMatchObject({ discountType: 2, discountAmount: 550, currency: 'EUR', billingType: 2, cycleLimit: 3 })
    expect(result.data).not.toHaveProperty('discountPercentage')
    expect(parseNew({ discountType: '2', discountAmount: '500', currency: 'JPY' }).data).toMatchObject({ discountAmount: 500 })
  })

  it('leaves out what the code is not: cycles of a one-time code, the currency of a percentage', () => {
    const result = parseNew({ discountPercentage: '10', currency: 'EUR', cycleLimit: '4' })
    expect(result.data).not.toHaveProperty('currency')
    expect(result.data).not.toHaveProperty('cycleLimit')
  })

  it.each<[Partial<CodeFormValues>, string, string]>([
    [{ discountPercentage: '100.5' }, 'discountPercentage', 'Percentage cannot exceed 10000 (100 %)'],
    [{ discountPercentage: '12.345' }, 'discountPercentage', 'A percentage has at most two decimal places'],
    [{ discountPercentage: '' }, 'discountPercentage', 'Percentage is required for a percentage code'],
    [
      { discountType: '2', discountAmount: '5.555', currency: 'EUR' },
      'discountAmount',
      'EUR amounts have at most 2 decimal places',
    ],
    [{ discountType: '2', discountAmount: '-1', currency: 'EUR' }, 'discountAmount', 'Amount cannot be negative'],
    [{ discountType: '2', discountAmount: '5' }, 'currency', 'Enter the currency of the amount'],
    [{ discountPercentage: '10', quantity: '2.5' }, 'quantity', 'Quantity must be a whole number'],
    [{ discountPercentage: '10', billingType: '2', cycleLimit: '1.5' }, 'cycleLimit', 'Cycle limit must be a whole number'],
    [{ discountPercentage: '10', endTime: '2026-02-01T00:00' }, 'endTime', 'End must not be before the start'],
    [{ discountPercentage: '10', endTime: '' }, 'endTime', 'End is required'],
    [{ discountPercentage: '10', planApplyType: '1' }, 'planIds', 'Choose at least one plan'],
    [{ discountPercentage: '10', code: '' }, 'code', 'Code is required'],
  ])('refuses %o at its field', (values, path, message) => {
    expect(messages(parseNew(values))).toEqual([[path, message]])
  })

  it('edits an editable code whole, with its id', () => {
    const editable = {
      id: 31,
      code: 'SPRING25',
      status: 1,
      discountType: 1,
      discountPercentage: 2500,
      billingType: 1,
      startTime: 1_800_000_000,
      endTime: 1_800_086_400,
      planApplyType: 1,
      planIds: [4],
      upgradeOnly: true,
      metadata: { team: 'growth' },
    }
    const values = editCodeDefaults(editable)
    expect(values).toMatchObject({ discountPercentage: '25', planIds: ['4'] })
    expect(editCodeFormSchema(editable).safeParse(blankToUndefined(values)).data).toEqual({
      id: 31,
      upgradeOnly: true,
      metadata: { team: 'growth' },
      name: undefined,
      discountType: 1,
      discountPercentage: 2500,
      billingType: 1,
      startTime: 1_800_000_000,
      endTime: 1_800_086_400,
      planApplyType: 1,
      planIds: [4],
      userScope: 0,
    })
  })

  it('edits an activated code with its dates, plans and limits only, never a frozen member', () => {
    const code = {
      id: 31,
      code: 'EUR5',
      status: 2,
      discountType: 2,
      discountAmount: 500,
      currency: 'EUR',
      billingType: 2,
      cycleLimit: 3,
      quantity: 20,
      startTime: 1_800_000_000,
      endTime: 1_800_086_400,
      userLimit: 1,
    }
    expect(editCodeDefaults(code)).toMatchObject({ discountAmount: '5.00', currency: 'EUR', quantity: '20', cycleLimit: '3' })
    const values = { ...editCodeDefaults(code), discountAmount: '7', userLimit: '2' }
    const sent = editCodeFormSchema(code).safeParse(blankToUndefined(values)).data
    expect(sent).toEqual({
      id: 31,
      startTime: 1_800_000_000,
      endTime: 1_800_086_400,
      planApplyType: 0,
      planIds: [],
      userLimit: 2,
      userScope: 0,
    })
  })
})
