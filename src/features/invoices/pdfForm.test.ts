import { describe, expect, it } from 'vitest'
import { invoicePdfUpdateInput } from '../../api/contract/invoices'
import { blankToUndefined } from '../../lib/forms'
import { pdfFormSchema, pdfFormValues, type PdfFormValues } from './pdfForm'
import { metadataWithoutPdfSettings, pdfSettingsOf } from './pdfSettings'

const parse = (patch: Partial<PdfFormValues>) => pdfFormSchema.safeParse(blankToUndefined({ ...pdfFormValues('in_7'), ...patch }))
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

  it('refuses an exchange rate typed with a comma or letters, never reading it as another number', () => {
    expect(issues({ localizedExchangeRate: '1,5' })).toEqual([
      { path: 'localizedExchangeRate', message: 'Exchange rate must be a number' },
    ])
    expect(issues({ localizedExchangeRateDescription: '2x' })).toEqual([
      { path: 'localizedExchangeRateDescription', message: 'Exchange rate description must be a number' },
    ])
  })

  it('shows settings as form values, with the e-mail switch off', () => {
    const saved = parse({
      localizedCurrency: 'JPY',
      localizedExchangeRate: '157.3',
      sendUserEmail: true,
      metadata: '{"a":1}',
      template: 't',
    }).data!
    expect(pdfFormValues('in_7', saved)).toEqual({
      invoiceId: 'in_7',
      showDetailItem: false,
      sendUserEmail: false,
      localizedCurrency: 'JPY',
      localizedExchangeRate: '157.3',
      template: 't',
      metadata: '{\n  "a": 1\n}',
    })
    expect(pdfFormValues('in_7')).toEqual({ invoiceId: 'in_7', showDetailItem: false, sendUserEmail: false })
  })
})

describe('PDF settings held by an invoice', () => {
  const metadata = {
    IssueCompanyName: 'Northwind Software Ltd',
    LocalizedCurrency: 'JPY',
    LocalizedExchangeRate: 157.3,
    ShowDetailItem: true,
    IssueVatNumber: 42,
    purchaseOrder: 'PO-1187',
  }

  it('are read from its metadata under their PascalCase names, leaving out what the contract would not send', () => {
    expect(pdfSettingsOf(metadata)).toEqual({
      issueCompanyName: 'Northwind Software Ltd',
      localizedCurrency: 'JPY',
      localizedExchangeRate: 157.3,
      showDetailItem: true,
    })
    expect(pdfSettingsOf(null)).toEqual({})
  })

  it('leave the rest of the metadata', () => {
    expect(metadataWithoutPdfSettings(metadata)).toEqual({ purchaseOrder: 'PO-1187' })
  })
})
