import { describe, expect, it } from 'vitest'
import type { UsVatUploadHistoryEntry, VatNumberValidation } from '../src/api/contract/vat'
import { checkEuVatNumber } from './handlers/vat'
import type { Stored } from './records'
import { DEMO_US_VAT_UPLOAD_COUNT } from './seed-account'
import { createTestSandbox } from './testing'

const validatePath = '/merchant/vat/vat_number_validate'
const historyPath = '/merchant/vat/us_vat_upload_history_list'
type ValidateData = { vatNumberValidate: VatNumberValidation }
type HistoryData = { historyList: Stored<UsVatUploadHistoryEntry>[]; total: number }

function emptySandbox() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => 1_800_000_000 })
  const validate = (vatNumber: unknown) => sandbox.call<ValidateData>(validatePath, { vatNumber })
  const history = (input: Record<string, unknown> = {}) => sandbox.call<HistoryData>(historyPath, input, { method: 'GET' })
  return { ...sandbox, validate, history }
}

describe('VAT number validation (4.17)', () => {
  it('answers a registered number with its company, whatever the spacing and case', async () => {
    const { control, validate } = emptySandbox()
    await control('seed', {
      vatNumbers: [
        {
          vatNumber: 'DE281734053',
          companyName: 'Brandt & Vogel Software GmbH',
          companyAddress: 'Friedrichstraße 68\n10117 Berlin',
        },
      ],
    })
    const response = await validate(' de 281.734.053 ')
    expect(response.status).toBe(200)
    expect(response.body.data.vatNumberValidate).toEqual({
      vatNumber: 'DE281734053',
      countryCode: 'DE',
      valid: true,
      companyName: 'Brandt & Vogel Software GmbH',
      companyAddress: 'Friedrichstraße 68\n10117 Berlin',
      validateMessage: 'Registered: the number is valid',
    })
  })

  it('answers what the register says, even when the number is no longer valid', async () => {
    const { control, validate } = emptySandbox()
    await control('seed', {
      vatNumbers: [
        { vatNumber: 'DE281734070', companyName: 'Kranich Handels GmbH i.L.', valid: false, validateMessage: 'Deregistered' },
      ],
    })
    const { vatNumberValidate } = (await validate('DE281734070')).body.data
    expect(vatNumberValidate).toMatchObject({
      valid: false,
      validateMessage: 'Deregistered',
      companyName: 'Kranich Handels GmbH i.L.',
    })
  })

  it('checks an unregistered number for real: valid format and checksum', async () => {
    const { validate } = emptySandbox()
    const { vatNumberValidate } = (await validate('NL859213481B01')).body.data
    expect(vatNumberValidate).toEqual({
      vatNumber: 'NL859213481B01',
      countryCode: 'NL',
      valid: true,
      companyName: '',
      companyAddress: '',
      validateMessage:
        "Format and checksum are valid for Netherlands. The number is not in the sandbox's register, so no company details are known",
    })
    for (const number of ['FR71482917365', 'IE4827341W', 'ATU62849181', 'EL094259216', 'PL5273846193']) {
      expect((await validate(number)).body.data.vatNumberValidate.valid, number).toBe(true)
    }
  })

  it('says when the check digits do not match', async () => {
    const { validate } = emptySandbox()
    const { vatNumberValidate } = (await validate('DE281734051')).body.data
    expect(vatNumberValidate).toMatchObject({
      valid: false,
      countryCode: 'DE',
      validateMessage: 'Bad checksum: the check digits do not match, so this is not a valid VAT number of Germany',
    })
  })

  it('says which format the country uses when the format is wrong', async () => {
    const { validate } = emptySandbox()
    expect((await validate('DE12345')).body.data.vatNumberValidate).toMatchObject({
      valid: false,
      validateMessage: 'Wrong format for Germany: a VAT number there is DE followed by 9 digits',
    })
    expect((await validate('NL859213470')).body.data.vatNumberValidate.validateMessage).toBe(
      'Wrong format for Netherlands: a VAT number there is NL followed by 9 digits, the letter B and 2 digits',
    )
  })

  it('says when the country prefix is not an EU one', async () => {
    const { validate } = emptySandbox()
    const unknown = (await validate('XX123456789')).body.data.vatNumberValidate
    expect(unknown).toMatchObject({ valid: false, countryCode: 'XX' })
    expect(unknown.validateMessage).toMatch(/^Unknown country prefix XX: EU VAT numbers start with one of AT, BE, .*, SK$/)
    expect((await validate('GB980780684')).body.data.vatNumberValidate.validateMessage).toMatch(/^Unknown country prefix GB/)
    expect((await validate('GR094259216')).body.data.vatNumberValidate.validateMessage).toBe(
      'Unknown country prefix GR: Greek VAT numbers start with EL',
    )
  })

  it('refuses a missing or malformed number with 400 (the contract)', async () => {
    const { validate, call } = emptySandbox()
    expect((await call(validatePath, {})).body).toMatchObject({ code: 400, message: 'vatNumber: VAT number is required' })
    const malformed = await validate('123456789')
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe('vatNumber: VAT number must start with a two-letter country code, such as DE')
    expect((await validate('DE 12/34')).status).toBe(400)
  })

  it('gives every unregistered number the six fields', () => {
    expect(Object.keys(checkEuVatNumber('XX12')).sort()).toEqual([
      'companyAddress',
      'companyName',
      'countryCode',
      'valid',
      'validateMessage',
      'vatNumber',
    ])
  })
})

describe('US VAT upload history (4.18)', () => {
  async function seeded() {
    const sandbox = emptySandbox()
    const entries = Array.from({ length: 9 }, (_, index) => {
      const id = index + 1
      return {
        id,
        createTime: 1_700_000_000 + id * 100,
        invoiceId: `in_${(id % 3) + 1}`,
        gatewayName: id % 2 ? 'avalara' : 'taxjar',
        uploadType: id % 3 === 0 ? 'RefundUpload' : 'PaymentUpload',
        request: '{"a":1}',
        response: id === 4 ? '502 Bad Gateway' : '{"ok":true}',
        mark: 'committed',
        userId: 3,
        requestId: `req_${id}`,
      }
    })
    expect((await sandbox.control('seed', { usVatUploadHistory: entries })).status).toBe(200)
    return sandbox
  }
  const ids = (data: HistoryData) => data.historyList.map((entry) => entry.id)

  it('lists every entry, newest first, with the spec fields and a total', async () => {
    const { history } = await seeded()
    const { body } = await history()
    expect(body.data.total).toBe(9)
    expect(ids(body.data)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(body.data.historyList[5]).toEqual({
      id: 4,
      createTime: 1_700_000_400,
      invoiceId: 'in_2',
      gatewayName: 'taxjar',
      request: '{"a":1}',
      response: '502 Bad Gateway',
      mark: 'committed',
      userId: 3,
      requestId: 'req_4',
    })
  })

  it('filters by invoice id', async () => {
    const { history } = await seeded()
    const { data } = (await history({ invoiceId: 'in_1' })).body
    expect(ids(data)).toEqual([9, 6, 3])
    expect(data.total).toBe(3)
    expect((await history({ invoiceId: 'in_404' })).body.data).toEqual({ historyList: [], total: 0 })
  })

  it('filters by gateway name, ignoring case', async () => {
    const { history } = await seeded()
    expect(ids((await history({ gatewayName: 'TaxJar' })).body.data)).toEqual([8, 6, 4, 2])
  })

  it('filters by upload type: payments, refunds, or both by default', async () => {
    const { history } = await seeded()
    expect(ids((await history({ uploadType: ['RefundUpload'] })).body.data)).toEqual([9, 6, 3])
    expect((await history({ uploadType: ['PaymentUpload'] })).body.data.total).toBe(6)
    expect((await history({ uploadType: ['PaymentUpload', 'RefundUpload'] })).body.data.total).toBe(9)
  })

  it('combines the filters', async () => {
    const { history } = await seeded()
    expect(ids((await history({ invoiceId: 'in_1', gatewayName: 'avalara', uploadType: ['RefundUpload'] })).body.data)).toEqual([
      9, 3,
    ])
  })

  it('refuses another upload type with 400', async () => {
    const { history } = await seeded()
    const response = await history({ uploadType: ['Upload'] })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('uploadType[0]: Upload type must be PaymentUpload or RefundUpload')
  })

  it('pages from 0 with count (20 by default), the total counting every match', async () => {
    const { history, control } = await seeded()
    expect(ids((await history({ page: 0, count: 4 })).body.data)).toEqual([9, 8, 7, 6])
    expect(ids((await history({ page: 2, count: 4 })).body.data)).toEqual([1])
    expect((await history({ page: 3, count: 4 })).body.data).toEqual({ historyList: [], total: 9 })
    await control('seed', { usVatUploadHistory: Array.from({ length: 30 }, () => ({ createTime: 1 })) })
    const first = (await history()).body.data
    expect(first.historyList).toHaveLength(20)
    expect(first.total).toBe(39)
    expect((await history({ page: -1 })).status).toBe(400)
  })

  it('has the demo uploads: both types, three gateways, JSON and plain-text responses', async () => {
    const { call } = createTestSandbox({ dataset: 'demo' })
    const all = (await call<HistoryData>(historyPath, { count: 100 }, { method: 'GET' })).body.data
    expect(all.total).toBe(DEMO_US_VAT_UPLOAD_COUNT)
    expect(new Set(all.historyList.map((entry) => entry.gatewayName))).toEqual(new Set(['avalara', 'taxjar', 'vertex']))
    const refunds = (await call<HistoryData>(historyPath, { uploadType: ['RefundUpload'] }, { method: 'GET' })).body.data.total
    expect(refunds).toBeGreaterThan(0)
    expect(refunds).toBeLessThan(DEMO_US_VAT_UPLOAD_COUNT)
    const isJson = (text: string) => {
      try {
        JSON.parse(text)
        return true
      } catch {
        return false
      }
    }
    expect(all.historyList.every((entry) => isJson(entry.request))).toBe(true)
    expect(all.historyList.some((entry) => !isJson(entry.response))).toBe(true)
    expect((await call<HistoryData>(historyPath, { invoiceId: 'in_1' }, { method: 'GET' })).body.data.total).toBeGreaterThan(0)
  })
})
