import { describe, expect, it } from 'vitest'
import { usVatUploadHistoryListInput } from '../../api/contract/vat'
import { toHistoryInput, uploadsSearchSchema } from './uploadsSearch'
import { defaultVatHint, vatCountryName, vatHint } from './vatHint'

describe('VAT number hint', () => {
  it('explains the format before a country code is typed', () => {
    expect(vatHint('')).toEqual({ tone: 'neutral', text: defaultVatHint })
    expect(vatHint('12')).toEqual({ tone: 'neutral', text: defaultVatHint })
  })
  it("names an EU country and its numbers' shape", () => {
    expect(vatHint('de 12')).toEqual({ tone: 'known', text: 'Germany: DE followed by 9 digits.' })
    expect(vatHint('nl')).toEqual({ tone: 'known', text: 'Netherlands: NL followed by 9 digits, the letter B and 2 digits.' })
  })
  it('warns about a prefix that is not an EU one', () => {
    expect(vatHint('GR123')).toEqual({ tone: 'warning', text: 'Greek VAT numbers start with EL, not GR.' })
    expect(vatHint('us1')).toMatchObject({
      tone: 'warning',
      text: expect.stringContaining('US is not the prefix of an EU member state'),
    })
  })
  it('names countries by VAT prefix or country code', () => {
    expect(vatCountryName('EL')).toBe('Greece')
    expect(vatCountryName('IE')).toBe('Ireland')
    expect(vatCountryName('GB')).toBe('United Kingdom')
    expect(vatCountryName('')).toBeNull()
  })
})

describe('US VAT upload history search params', () => {
  it('fills the defaults', () => {
    expect(uploadsSearchSchema.parse({})).toEqual({ page: 0, count: 20, invoiceId: '', gatewayName: '', uploadType: 'both' })
  })
  it('falls back to the default for each bad value', () => {
    expect(uploadsSearchSchema.parse({ page: -1, count: 7, invoiceId: 5, gatewayName: null, uploadType: 'x' })).toEqual(
      uploadsSearchSchema.parse({}),
    )
  })
  it('maps to a request the contract accepts', () => {
    const both = toHistoryInput(uploadsSearchSchema.parse({}))
    expect(both).toEqual({ page: 0, count: 20 })
    const filtered = toHistoryInput(
      uploadsSearchSchema.parse({ page: 2, count: 50, invoiceId: ' in_1 ', gatewayName: 'avalara', uploadType: 'refund' }),
    )
    expect(filtered).toEqual({ page: 2, count: 50, invoiceId: 'in_1', gatewayName: 'avalara', uploadType: ['RefundUpload'] })
    expect(usVatUploadHistoryListInput.safeParse(filtered).success).toBe(true)
    expect(toHistoryInput(uploadsSearchSchema.parse({ uploadType: 'payment' })).uploadType).toEqual(['PaymentUpload'])
  })
})
