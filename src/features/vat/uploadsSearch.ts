import { z } from 'zod'
import type { UsVatUploadHistoryListInput, UsVatUploadType } from '../../api/contract/vat'
import { choiceSearch, countSearch, pageSearch, textSearch } from '../../lib/listSearch'

export const uploadTypeChoices = ['both', 'payment', 'refund'] as const
export type UploadTypeChoice = (typeof uploadTypeChoices)[number]

const uploadTypesOf: Record<UploadTypeChoice, UsVatUploadType[] | undefined> = {
  both: undefined,
  payment: ['PaymentUpload'],
  refund: ['RefundUpload'],
}

/** The US VAT upload history view, kept in the URL; a bad value falls back to its default. */
export const uploadsSearchSchema = z.object({
  page: pageSearch,
  count: countSearch(),
  invoiceId: textSearch,
  gatewayName: textSearch,
  uploadType: choiceSearch(uploadTypeChoices, 'both'),
})
export type UploadsSearch = z.output<typeof uploadsSearchSchema>
export const uploadsSearchDefaults = uploadsSearchSchema.parse({})

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
