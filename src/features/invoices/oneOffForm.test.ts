import { describe, expect, it } from 'vitest'
import { draftValuesOf, editDraftSchema, newDraftSchema } from './oneOffForm'

const line = (unitAmountExcludingTax: string, quantity = '1') => ({
  name: 'Setup',
  description: '',
  unitAmountExcludingTax,
  quantity,
})

describe('a one-off draft as typed', () => {
  it('reads amounts in the currency, the tax rate as a percentage, and the customer of the page', () => {
    const parsed = newDraftSchema(7).safeParse({
      name: ' Setup fee ',
      currency: 'eur',
      taxPercentage: '7.5',
      lines: [line('12.50', '2'), { name: 'Training', description: 'Two hours', unitAmountExcludingTax: '100', quantity: '1' }],
    })
    expect(parsed.success && parsed.data).toEqual({
      userId: 7,
      name: 'Setup fee',
      currency: 'EUR',
      taxPercentage: 750,
      lines: [
        { name: 'Setup', unitAmountExcludingTax: 1250, quantity: 2 },
        { name: 'Training', description: 'Two hours', unitAmountExcludingTax: 10_000, quantity: 1 },
      ],
    })
  })

  it('refuses at the field an amount finer than the currency, a bad rate, a zero quantity and no lines', () => {
    const issues = (values: object) => {
      const parsed = newDraftSchema(7).safeParse(values)
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))
    }
    expect(issues({ currency: 'EUR', taxPercentage: '20', lines: [line('1.005')] })).toEqual(['lines.0.unitAmountExcludingTax'])
    expect(issues({ currency: 'JPY', taxPercentage: '20', lines: [line('1.5')] })).toEqual(['lines.0.unitAmountExcludingTax'])
    expect(issues({ currency: 'EUR', taxPercentage: '20.123', lines: [line('1')] })).toEqual(['taxPercentage'])
    expect(issues({ currency: 'EUR', taxPercentage: '101', lines: [line('1')] })).toEqual(['taxPercentage'])
    expect(issues({ currency: 'EUR', taxPercentage: '20', lines: [line('1', '0')] })).toEqual(['lines.0.quantity'])
    expect(issues({ currency: 'EUR', taxPercentage: '20', lines: [] })).toEqual(['lines'])
    expect(issues({ currency: 'EURO', taxPercentage: '20', lines: [line('1')] })).toEqual(['currency'])
  })

  it('needs the customer when the page does not give one', () => {
    const parsed = newDraftSchema().safeParse({ userId: '2.5', currency: 'EUR', lines: [line('1')] })
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['userId'])
  })

  it('sends every field of an edit, an empty name and a zero rate included', () => {
    const parsed = editDraftSchema('in_1').safeParse({ name: '', currency: 'USD', taxPercentage: '', lines: [line('3')] })
    expect(parsed.success && parsed.data).toEqual({
      invoiceId: 'in_1',
      name: '',
      currency: 'USD',
      taxPercentage: 0,
      lines: [{ name: 'Setup', unitAmountExcludingTax: 300, quantity: 1 }],
    })
  })

  it('fills the form of a draft as it holds it, the item from the description when the line has no name', () => {
    expect(
      draftValuesOf({
        currency: 'JPY',
        lines: [{ name: '', description: 'Setup: two hours', unitAmountExcludingTax: 500, quantity: 1 }],
      }).lines,
    ).toEqual([{ name: 'Setup: two hours', description: '', unitAmountExcludingTax: '500', quantity: '1' }])
    expect(
      draftValuesOf({
        invoiceName: 'Setup',
        currency: 'EUR',
        taxPercentage: 750,
        lines: [{ name: 'Setup', description: '', unitAmountExcludingTax: 1250, quantity: 2 }],
      }),
    ).toEqual({
      name: 'Setup',
      currency: 'EUR',
      taxPercentage: '7.5',
      lines: [{ name: 'Setup', description: '', unitAmountExcludingTax: '12.50', quantity: '2' }],
    })
  })
})
