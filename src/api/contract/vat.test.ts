import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected } from './testing'
import {
  euVatCountries,
  isEuVatPrefix,
  normaliseVatNumber,
  usVatUploadHistoryListInput as history,
  vatNumberValidateInput as validate,
} from './vat'

describe('VAT number validation input (4.17)', () => {
  it('needs a VAT number, trimmed', () => {
    expect(validate.parse({ vatNumber: '  DE123456789 ' })).toEqual({ vatNumber: 'DE123456789' })
    expectRejected(validate, {}, 'vatNumber', 'VAT number is required')
    expectRejected(validate, { vatNumber: '   ' }, 'vatNumber', 'VAT number is required')
  })

  it('drops spaces, dots and hyphens and upper-cases the number', () => {
    expect(validate.parse({ vatNumber: ' de 123.456-789 ' })).toEqual({ vatNumber: 'DE123456789' })
    expect(normaliseVatNumber('nl 0044.95445 b01')).toBe('NL004495445B01')
  })

  it('needs a two-letter country code first', () => {
    const message = 'VAT number must start with a two-letter country code, such as DE'
    expectRejected(validate, { vatNumber: '123456789' }, 'vatNumber', message)
    expectRejected(validate, { vatNumber: 'D123456789' }, 'vatNumber', message)
  })

  it('takes only letters and digits after the country code', () => {
    expectRejected(
      validate,
      { vatNumber: 'DE12345/789' },
      'vatNumber',
      'VAT number may only hold letters and digits after the country code (spaces, dots and hyphens are ignored)',
    )
  })

  it('needs 2 to 13 characters after the country code', () => {
    const message = 'VAT number must have 2 to 13 letters or digits after the country code'
    expectRejected(validate, { vatNumber: 'DE1' }, 'vatNumber', message)
    expectRejected(validate, { vatNumber: 'DE12345678901234' }, 'vatNumber', message)
    expectAccepted(validate, { vatNumber: 'RO12' })
    expectAccepted(validate, { vatNumber: 'NL004495445B01' })
  })

  it('leaves the country check to the service: any two letters pass', () => {
    expectAccepted(validate, { vatNumber: 'XX123456' })
  })
})

describe('EU VAT prefixes', () => {
  it('are the 27 member states, Greece as EL', () => {
    expect(Object.keys(euVatCountries)).toHaveLength(27)
    expect(isEuVatPrefix('EL')).toBe(true)
    expect(isEuVatPrefix('GR')).toBe(false)
    expect(isEuVatPrefix('GB')).toBe(false)
    expect(isEuVatPrefix('toString')).toBe(false)
  })
})

describe('US VAT upload history input (4.18)', () => {
  it('takes no parameters, or every documented one', () => {
    expectAccepted(history, {})
    expectAccepted(history, {
      invoiceId: 'inv_1',
      gatewayName: 'taxservice',
      uploadType: ['PaymentUpload', 'RefundUpload'],
      page: 0,
      count: 20,
    })
  })

  it('takes upload types PaymentUpload and RefundUpload only', () => {
    expectRejected(history, { uploadType: ['Upload'] }, 'uploadType.0', 'Upload type must be PaymentUpload or RefundUpload')
  })

  it('starts pages at 0', () => {
    expectRejected(history, { page: -1 }, 'page', 'Page cannot be negative')
  })

  it('needs a page size of at least 1', () => {
    expectRejected(history, { count: 0 }, 'count', 'Page size must be at least 1')
    expectRejected(history, { count: 2.5 }, 'count', 'Page size must be a whole number')
  })
})
