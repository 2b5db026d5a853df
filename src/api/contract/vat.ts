import { z } from 'zod'
import { count, endpoint, list, page, requiredString, resource } from './core'

// ---- resources ----

/** 2.13 */
export const vatNumberValidationSchema = resource({
  companyAddress: z.string(),
  companyName: z.string(),
  countryCode: z.string(),
  valid: z.boolean(),
  validateMessage: z.string(),
  vatNumber: z.string(),
})
export type VatNumberValidation = z.infer<typeof vatNumberValidationSchema>

/** 2.14 */
export const usVatUploadHistoryEntrySchema = resource({
  createTime: z.number(),
  gatewayName: z.string(),
  id: z.number(),
  invoiceId: z.string(),
  mark: z.string(),
  request: z.string(),
  requestId: z.string(),
  response: z.string(),
  userId: z.number(),
})
export type UsVatUploadHistoryEntry = z.infer<typeof usVatUploadHistoryEntrySchema>

// ---- requests ----

/**
 * EU VAT number prefixes (Greece uses EL, not its ISO code GR) with the country and the shape of the
 * number after the prefix, as published by the EU's VIES service.
 */
export const euVatCountries = {
  AT: { country: 'Austria', format: 'the letter U and 8 digits' },
  BE: { country: 'Belgium', format: '10 digits, starting with 0 or 1' },
  BG: { country: 'Bulgaria', format: '9 or 10 digits' },
  CY: { country: 'Cyprus', format: '8 digits and a letter' },
  CZ: { country: 'Czechia', format: '8, 9 or 10 digits' },
  DE: { country: 'Germany', format: '9 digits' },
  DK: { country: 'Denmark', format: '8 digits' },
  EE: { country: 'Estonia', format: '9 digits' },
  EL: { country: 'Greece', format: '9 digits' },
  ES: { country: 'Spain', format: '9 characters: a letter or digit, 7 digits, a letter or digit' },
  FI: { country: 'Finland', format: '8 digits' },
  FR: { country: 'France', format: '2 letters or digits, then 9 digits' },
  HR: { country: 'Croatia', format: '11 digits' },
  HU: { country: 'Hungary', format: '8 digits' },
  IE: { country: 'Ireland', format: '7 digits and 1 or 2 letters' },
  IT: { country: 'Italy', format: '11 digits' },
  LT: { country: 'Lithuania', format: '9 or 12 digits' },
  LU: { country: 'Luxembourg', format: '8 digits' },
  LV: { country: 'Latvia', format: '11 digits' },
  MT: { country: 'Malta', format: '8 digits' },
  NL: { country: 'Netherlands', format: '9 digits, the letter B and 2 digits' },
  PL: { country: 'Poland', format: '10 digits' },
  PT: { country: 'Portugal', format: '9 digits' },
  RO: { country: 'Romania', format: '2 to 10 digits' },
  SE: { country: 'Sweden', format: '12 digits, ending in 01' },
  SI: { country: 'Slovenia', format: '8 digits' },
  SK: { country: 'Slovakia', format: '10 digits' },
} as const satisfies Record<string, { country: string; format: string }>
export type EuVatPrefix = keyof typeof euVatCountries

export function isEuVatPrefix(prefix: string): prefix is EuVatPrefix {
  return Object.hasOwn(euVatCountries, prefix)
}

/** A VAT number as written by people, made comparable: no spaces, dots or hyphens, upper case. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase()
}

/** Two letters (the country prefix), then 2 to 13 letters or digits. */
export const vatNumberPattern = /^[A-Z]{2}[A-Z0-9]{2,13}$/

export const vatNumberValidateInput = z.object({
  vatNumber: requiredString('VAT number')
    .transform(normaliseVatNumber)
    .refine((value) => /^[A-Z]{2}/.test(value), {
      error: 'VAT number must start with a two-letter country code, such as DE',
      abort: true,
    })
    .refine((value) => /^[A-Z]{2}[A-Z0-9]*$/.test(value), {
      error: 'VAT number may only hold letters and digits after the country code (spaces, dots and hyphens are ignored)',
      abort: true,
    })
    .refine((value) => vatNumberPattern.test(value), {
      error: 'VAT number must have 2 to 13 letters or digits after the country code',
    }),
})
export type VatNumberValidateInput = z.input<typeof vatNumberValidateInput>

export const usVatUploadTypes = ['PaymentUpload', 'RefundUpload'] as const
export type UsVatUploadType = (typeof usVatUploadTypes)[number]

export const usVatUploadHistoryListInput = z.object({
  invoiceId: z.string().optional(),
  gatewayName: z.string().optional(),
  uploadType: z.array(z.enum(usVatUploadTypes, { error: 'Upload type must be PaymentUpload or RefundUpload' })).optional(),
  page: page.optional(),
  count: count.optional(),
})
export type UsVatUploadHistoryListInput = z.input<typeof usVatUploadHistoryListInput>

// ---- endpoints ----

export const vatNumberValidate = endpoint({
  section: '4.17',
  name: 'vatNumberValidate',
  method: 'POST',
  path: '/merchant/vat/vat_number_validate',
  summary: 'Validate a VAT number',
  kind: 'write',
  check: true,
  input: vatNumberValidateInput,
  output: resource({ vatNumberValidate: vatNumberValidationSchema }),
})

export const usVatUploadHistoryList = endpoint({
  section: '4.18',
  name: 'usVatUploadHistoryList',
  method: 'GET',
  path: '/merchant/vat/us_vat_upload_history_list',
  summary: 'List the US VAT upload history',
  kind: 'read',
  input: usVatUploadHistoryListInput,
  output: resource({ historyList: list(usVatUploadHistoryEntrySchema), total: z.number() }),
})
