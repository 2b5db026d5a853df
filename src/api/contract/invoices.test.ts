import { describe, expect, it } from 'vitest'
import { invoicePdfUpdateInput as pdf, invoiceSplitPaymentsInput as split } from './invoices'
import { expectAccepted, expectRejected, issuesOf } from './testing'

describe('PDF settings input (4.4)', () => {
  it('needs an invoice id', () => {
    expectAccepted(pdf, { invoiceId: 'inv_1' })
    expectRejected(pdf, {}, 'invoiceId', 'Invoice id is required')
    expectRejected(pdf, { invoiceId: ' ' }, 'invoiceId', 'Invoice id is required')
  })

  it('needs an exchange rate while a local currency is set', () => {
    expectAccepted(pdf, { invoiceId: 'inv_1', localizedCurrency: 'JPY', localizedExchangeRate: 161.2 })
    expectRejected(
      pdf,
      { invoiceId: 'inv_1', localizedCurrency: 'JPY' },
      'localizedExchangeRate',
      'Exchange rate is required when a local currency is set',
    )
  })

  it('names the missing exchange rate together with the other invalid members', () => {
    expect(issuesOf(pdf, { invoiceId: 'inv_1', localizedCurrency: 'JPY', metadata: 'x' })).toEqual([
      { path: 'metadata', message: expect.any(String) },
      { path: 'localizedExchangeRate', message: 'Exchange rate is required when a local currency is set' },
    ])
  })

  it('does not add the exchange-rate rule to an invalid currency, nor to a body that is not an object', () => {
    expect(issuesOf(pdf, { invoiceId: 'inv_1', localizedCurrency: 'yen' })).toEqual([
      { path: 'localizedCurrency', message: 'Local currency must be a three-letter upper-case code, for example EUR' },
    ])
    expect(issuesOf(pdf, null)).toHaveLength(1)
  })

  it('needs the exchange rate to be greater than 0', () => {
    expectRejected(
      pdf,
      { invoiceId: 'inv_1', localizedCurrency: 'JPY', localizedExchangeRate: 0 },
      'localizedExchangeRate',
      'Exchange rate must be greater than 0',
    )
    expectRejected(
      pdf,
      { invoiceId: 'inv_1', localizedExchangeRate: '1.2' },
      'localizedExchangeRate',
      'Exchange rate must be a number',
    )
  })

  it('needs the local currency to be a three-letter upper-case code', () => {
    expectRejected(
      pdf,
      { invoiceId: 'inv_1', localizedCurrency: 'yen', localizedExchangeRate: 1 },
      'localizedCurrency',
      'Local currency must be a three-letter upper-case code, for example EUR',
    )
  })

  it('accepts every documented member at once', () => {
    expectAccepted(pdf, {
      invoiceId: 'inv_1',
      issueAddress: 'Hauptstrasse 1',
      issueCompanyName: 'Example GmbH',
      issueRegNumber: 'HRB 1',
      issueVatNumber: 'DE123456789',
      localizedCurrency: 'CHF',
      localizedExchangeRate: 0.95,
      localizedExchangeRateDescription: 1,
      metadata: { a: 1 },
      sendUserEmail: true,
      showDetailItem: true,
      template: 'default',
    })
  })
})

describe('split payments input (4.5)', () => {
  it('needs an invoice id', () => {
    expectAccepted(split, { invoiceId: 'inv_1' })
    expectRejected(split, {}, 'invoiceId', 'Invoice id is required')
  })
})
