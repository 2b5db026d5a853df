import { describe, expect, it } from 'vitest'
import { blankToUndefined } from '../../lib/formValues'
import { filterFormValues, filtersFrom, invoiceFilterSchema, typedCurrency, type InvoiceFilterValues } from './filterForm'

const parse = (values: InvoiceFilterValues) =>
  invoiceFilterSchema(typedCurrency(values.currency)).safeParse(blankToUndefined(values))
const issues = (values: InvoiceFilterValues) =>
  parse(values).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? []

describe('invoices filter form', () => {
  it('reads amounts in the major units of the chosen currency', () => {
    const result = parse({
      currency: 'jpy',
      amountStart: '1500',
      amountEnd: '20000',
      userId: '7',
      sendEmail: ' ada ',
    })
    expect(result.data).toEqual({
      currency: 'JPY',
      amountStart: 1500,
      amountEnd: 20000,
      userId: 7,
      sendEmail: 'ada',
    })
    expect(parse({ currency: 'EUR', amountStart: '12.5' }).data).toMatchObject({ amountStart: 1250 })
  })

  it('refuses a minimum above the maximum, at the maximum', () => {
    expect(issues({ currency: 'EUR', amountStart: '50', amountEnd: '20' })).toEqual([
      { path: 'amountEnd', message: 'Maximum amount must not be less than the minimum amount' },
    ])
  })

  it('refuses an amount without a currency, and one with more decimals than the currency has', () => {
    expect(issues({ amountStart: '10' })).toEqual([
      { path: 'amountStart', message: 'Choose a currency: the amounts are in its units' },
    ])
    expect(issues({ currency: 'EUR', amountEnd: '1.234' })).toEqual([
      { path: 'amountEnd', message: 'EUR amounts have at most 2 decimal places' },
    ])
    expect(issues({ currency: 'JPY', amountStart: '-5' })).toEqual([
      { path: 'amountStart', message: 'Minimum amount cannot be negative' },
    ])
  })

  it('refuses a user id that is not a whole number above 0, and a currency that is not a code', () => {
    expect(issues({ userId: '2.5' })).toEqual([{ path: 'userId', message: 'User id must be a whole number' }])
    expect(issues({ userId: '0' })).toEqual([{ path: 'userId', message: 'User id must be greater than 0' }])
    expect(issues({ currency: 'euro' })).toEqual([
      { path: 'currency', message: 'Currency must be a three-letter upper-case code, for example EUR' },
    ])
  })

  it('shows the view’s filters, amounts in major units, and reads them back', () => {
    const filters = { currency: 'EUR', amountStart: 1250, amountEnd: undefined, userId: 3, email: 'ada' }
    const values = filterFormValues(filters)
    expect(values).toEqual({ currency: 'EUR', amountStart: '12.50', amountEnd: '', userId: '3', sendEmail: 'ada' })
    expect(filtersFrom(parse(values).data!)).toEqual(filters)
  })

  it('clears a filter whose field was left empty', () => {
    expect(filtersFrom(parse({ userId: '' }).data!)).toStrictEqual({
      currency: undefined,
      amountStart: undefined,
      amountEnd: undefined,
      userId: undefined,
      email: '',
    })
  })
})
