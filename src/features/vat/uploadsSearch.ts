import { z } from 'zod'
import { usVatUploadHistoryListInput, type UsVatUploadHistoryListInput, type UsVatUploadType } from '../../api/contract/vat'
import { textField } from '../../lib/fields'
import { countParam, enumParam, pageParam, searchDefaults, searchSchema, textParam } from '../../lib/listSearch'
import { lazySchema } from '../../api/contract/core'

export const uploadTypeChoices = ['both', 'payment', 'refund'] as const
export type UploadTypeChoice = (typeof uploadTypeChoices)[number]

const uploadTypesOf: Record<UploadTypeChoice, UsVatUploadType[] | undefined> = {
  both: undefined,
  payment: ['PaymentUpload'],
  refund: ['RefundUpload'],
}

/** The US VAT upload history view, kept in the URL; a bad value falls back to its default. */
export const uploadsSearchSchema = searchSchema({
  page: pageParam,
  count: countParam(20),
  invoiceId: textParam(),
  gatewayName: textParam(),
  uploadType: enumParam(uploadTypeChoices, 'both'),
})
export type UploadsSearch = ReturnType<typeof uploadsSearchSchema.parse>
export const uploadsSearchDefaults = searchDefaults(uploadsSearchSchema)

/** Whether the view narrows the uploads. */
export function isFiltered(search: UploadsSearch): boolean {
  return Boolean(search.invoiceId || search.gatewayName || search.uploadType !== 'both')
}

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

/** The typed filters, trimmed and checked by the contract's rules before they apply. */
export const uploadFilterSchema = lazySchema(() =>
  z.object({
    invoiceId: textField(usVatUploadHistoryListInput.shape.invoiceId),
    gatewayName: textField(usVatUploadHistoryListInput.shape.gatewayName),
  }),
)
export type UploadFilterValues = z.input<typeof uploadFilterSchema>
export type UploadFilterOutput = z.output<typeof uploadFilterSchema>
