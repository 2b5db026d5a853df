import { z } from 'zod'
import type { UsVatUploadHistoryListInput, UsVatUploadType } from '../../api/contract/vat'

/** The US VAT upload history view, kept in the URL; a bad value falls back to its default. */
export const uploadsSearchDefaults = {
  page: 0,
  count: 20,
  invoiceId: '',
  gatewayName: '',
  uploadType: 'both',
} as const

export const uploadPageSizes = [10, 20, 50, 100] as const

export const uploadTypeChoices = ['both', 'payment', 'refund'] as const
export type UploadTypeChoice = (typeof uploadTypeChoices)[number]

const uploadTypesOf: Record<UploadTypeChoice, UsVatUploadType[] | undefined> = {
  both: undefined,
  payment: ['PaymentUpload'],
  refund: ['RefundUpload'],
}

const text = (fallback: string) =>
  z
    .string()
    .max(200)
    .transform((value) => value.trim())
    .catch(fallback)
    .default(fallback)

export const uploadsSearchSchema = z.object({
  page: z.int().min(0).catch(uploadsSearchDefaults.page).default(uploadsSearchDefaults.page),
  count: z
    .int()
    .refine((value) => (uploadPageSizes as readonly number[]).includes(value))
    .catch(uploadsSearchDefaults.count)
    .default(uploadsSearchDefaults.count),
  invoiceId: text(uploadsSearchDefaults.invoiceId),
  gatewayName: text(uploadsSearchDefaults.gatewayName),
  uploadType: z.enum(uploadTypeChoices).catch(uploadsSearchDefaults.uploadType).default(uploadsSearchDefaults.uploadType),
})
export type UploadsSearch = z.infer<typeof uploadsSearchSchema>

/** The request for a view: blank filters and "both" types are left out. */
export function toHistoryInput(search: UploadsSearch): UsVatUploadHistoryListInput {
  const uploadType = uploadTypesOf[search.uploadType]
  return {
    page: search.page,
    count: search.count,
    ...(search.invoiceId ? { invoiceId: search.invoiceId } : {}),
    ...(search.gatewayName ? { gatewayName: search.gatewayName } : {}),
    ...(uploadType ? { uploadType } : {}),
  }
}
