import { z } from 'zod'
import { usVatUploadHistoryListInput } from '../../api/contract/vat'
import { textField } from '../../lib/fields'

/** The typed filters, trimmed and checked by the contract's rules before they apply. */
export const uploadFilterSchema = z.object({
  invoiceId: textField(usVatUploadHistoryListInput.shape.invoiceId),
  gatewayName: textField(usVatUploadHistoryListInput.shape.gatewayName),
})
export type UploadFilterValues = z.input<typeof uploadFilterSchema>
export type UploadFilterOutput = z.output<typeof uploadFilterSchema>
