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

export const vatNumberValidateInput = z.object({
  vatNumber: requiredString('VAT number'),
})
export type VatNumberValidateInput = z.input<typeof vatNumberValidateInput>

export const usVatUploadTypes = ['PaymentUpload', 'RefundUpload'] as const
export type UsVatUploadType = (typeof usVatUploadTypes)[number]

export const usVatUploadHistoryListInput = z.object({
  invoiceId: z.string().optional(),
  gatewayName: z.string().optional(),
  uploadType: z
    .array(z.enum(usVatUploadTypes, { error: 'Upload type must be PaymentUpload or RefundUpload' }))
    .optional(),
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
