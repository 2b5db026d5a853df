import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected } from './testing'
import { usVatUploadHistoryListInput as history, vatNumberValidateInput as validate } from './vat'

describe('VAT number validation input (4.17)', () => {
  it('needs a VAT number, trimmed', () => {
    expect(validate.parse({ vatNumber: '  DE123456789 ' })).toEqual({ vatNumber: 'DE123456789' })
    expectRejected(validate, {}, 'vatNumber', 'VAT number is required')
    expectRejected(validate, { vatNumber: '   ' }, 'vatNumber', 'VAT number is required')
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
    expectRejected(
      history,
      { uploadType: ['Upload'] },
      'uploadType.0',
      'Upload type must be PaymentUpload or RefundUpload',
    )
  })

  it('starts pages at 0', () => {
    expectRejected(history, { page: -1 }, 'page', 'Page cannot be negative')
  })

  it('needs a page size of at least 1', () => {
    expectRejected(history, { count: 0 }, 'count', 'Page size must be at least 1')
    expectRejected(history, { count: 2.5 }, 'count', 'Page size must be a whole number')
  })
})
