import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { invoicePdfUpdate, invoiceSplitPayments, type InvoicePdfUpdateInput } from '../../api/contract/invoices'

/** Recently opened invoices on this device (ids and names only). */
export const RECENT_INVOICES = 'invoices'

export const invoiceQueries = {
  all: ['invoices'] as const,
  details: () => [...invoiceQueries.all, 'detail'] as const,
  /** The split payments of an invoice (4.5): the only read the API has for an invoice. */
  splitPayments: (invoiceId: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.details(), invoiceId, 'splitPayments'],
      queryFn: ({ signal }) => call(invoiceSplitPayments, { invoiceId }, { signal }),
    }),
  /**
   * The PDF settings saved from this dashboard in this session. The API cannot read them back, so this
   * entry is only ever written by a successful save, and lives as long as the cache (until sign-out).
   */
  savedPdfSettings: (invoiceId: string) =>
    queryOptions<InvoicePdfUpdateInput | null>({
      queryKey: [...invoiceQueries.details(), invoiceId, 'savedPdfSettings'],
      queryFn: () => null,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
}

/** Update the PDF settings of an invoice (4.4). A write: never retried on its own. */
export function useUpdatePdfSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InvoicePdfUpdateInput) => call(invoicePdfUpdate, input),
    onSuccess: (_data, input) => {
      const saved: InvoicePdfUpdateInput = { ...input, sendUserEmail: false }
      queryClient.setQueryData<InvoicePdfUpdateInput | null>(invoiceQueries.savedPdfSettings(input.invoiceId).queryKey, saved)
    },
  })
}
