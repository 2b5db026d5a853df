import { describe, expect, it } from 'vitest'
import { invoicePdfUpdateInput } from '../../api/contract/invoices'
import { blankToUndefined } from '../../lib/forms'
import { pdfFormDefaults, pdfFormSchema, pdfFormValuesFrom, type PdfFormValues } from './pdfForm'

const parse = (patch: Partial<PdfFormValues>) =>
  pdfFormSchema.safeParse(blankToUndefined({ ...pdfFormDefaults('in_7'), ...patch }))
const issues = (patch: Partial<PdfFormValues>) =>
  parse(patch).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? []

describe('PDF settings form', () => {
  it('sends the invoice id and the switches when nothing else is filled in', () => {
    expect(parse({}).data).toEqual({ invoiceId: 'in_7', showDetailItem: false, sendUserEmail: false })
  })

  it('maps every field to a request the contract accepts', () => {
    const result = parse({
      issueCompanyName: 'Northwind Software Ltd',
      issueAddress: '12 Fleet Street\nLondon',
      issueRegNumber: '09876543',
      issueVatNumber: 'GB123456789',
      localizedCurrency: 'jpy',
      localizedExchangeRate: '157.3',
      localizedExchangeRateDescription: '2',
      showDetailItem: true,
      sendUserEmail: true,
      template: 'classic',
      metadata: '{"batch": 7}',
    })
    expect(result.data).toEqual({
      invoiceId: 'in_7',
      issueCompanyName: 'Northwind Software Ltd',
      issueAddress: '12 Fleet Street\nLondon',
      issueRegNumber: '09876543',
      issueVatNumber: 'GB123456789',
      localizedCurrency: 'JPY',
      localizedExchangeRate: 157.3,
      localizedExchangeRateDescription: 2,
      showDetailItem: true,
      sendUserEmail: true,
      template: 'classic',
      metadata: { batch: 7 },
    })
    expect(invoicePdfUpdateInput.safeParse(result.data).success).toBe(true)
  })

  it('needs an exchange rate once a local currency is chosen, saying so at the rate', () => {
    expect(issues({ localizedCurrency: 'CHF' })).toEqual([
      { path: 'localizedExchangeRate', message: 'Exchange rate is required when a local currency is set' },
    ])
  })

  it('says so together with the other mistakes', () => {
    expect(issues({ localizedCurrency: 'CHF', metadata: '{oops' })).toEqual([
      { path: 'metadata', message: 'Metadata is not valid JSON' },
      { path: 'localizedExchangeRate', message: 'Exchange rate is required when a local currency is set' },
    ])
  })

  it('refuses an exchange rate that is not a number greater than 0, and a currency that is not three letters', () => {
    expect(issues({ localizedCurrency: 'CHF', localizedExchangeRate: 'abc' })).toEqual([
      { path: 'localizedExchangeRate', message: 'Exchange rate must be a number' },
    ])
    expect(issues({ localizedCurrency: 'CHF', localizedExchangeRate: '0' })).toEqual([
      { path: 'localizedExchangeRate', message: 'Exchange rate must be greater than 0' },
    ])
    expect(issues({ localizedCurrency: 'Swiss', localizedExchangeRate: '1' })).toEqual([
      { path: 'localizedCurrency', message: 'Local currency must be a three-letter upper-case code, for example EUR' },
    ])
  })

  it('accepts an exchange rate without a currency', () => {
    expect(parse({ localizedExchangeRate: '1.1' }).data).toMatchObject({ localizedExchangeRate: 1.1 })
  })

  it('refuses metadata that is not a JSON object', () => {
    expect(issues({ metadata: '["a"]' })).toEqual([
      { path: 'metadata', message: 'Metadata must be a JSON object, like {"key": "value"}' },
    ])
  })

  it('shows saved settings again as form values, with the e-mail switch off', () => {
    const saved = parse({
      localizedCurrency: 'JPY',
      localizedExchangeRate: '157.3',
      sendUserEmail: true,
      metadata: '{"a":1}',
      template: 't',
    }).data!
    expect(pdfFormValuesFrom('in_7', saved)).toEqual({
      ...pdfFormDefaults('in_7'),
      localizedCurrency: 'JPY',
      localizedExchangeRate: '157.3',
      template: 't',
      metadata: '{\n  "a": 1\n}',
    })
    expect(pdfFormValuesFrom('in_7', undefined)).toEqual(pdfFormDefaults('in_7'))
  })
})
