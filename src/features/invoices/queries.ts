import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import type { Endpoint, EndpointInput } from '../../api/contract/core'
import { invoiceDetail, invoiceList, type InvoiceDetail, type InvoiceListInput } from '../../api/contract/extensions/invoices'
import {
  creditNoteList,
  paymentTimelineList,
  type CreditNoteListInput,
  type PaymentTimelineListInput,
} from '../../api/contract/extensions/payments'
import { invoicePdfUpdate, invoiceSplitPayments, type InvoicePdfUpdateInput } from '../../api/contract/invoices'

/** Recently opened invoices on this device (ids and names only), for a service without the list. */
export const RECENT_INVOICES = 'invoices'

export const invoiceQueries = {
  all: ['invoices'] as const,
  lists: () => [...invoiceQueries.all, 'list'] as const,
  /** A page of the invoices list (the service's extension). */
  list: (params: InvoiceListInput) =>
    queryOptions({
      queryKey: [...invoiceQueries.lists(), params],
      queryFn: ({ signal }) => call(invoiceList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...invoiceQueries.all, 'detail'] as const,
  /** The invoice itself, with its credit notes (the service's extension); null when the service answers without it. */
  detail: (invoiceId: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.details(), invoiceId, 'invoice'],
      queryFn: ({ signal }) =>
        call(invoiceDetail, { invoiceId }, { signal }).then(({ invoice, creditNotes }) =>
          invoice ? { invoice, creditNotes: creditNotes ?? [] } : null,
        ),
    }),
  /** The split payments of an invoice (4.5). */
  splitPayments: (invoiceId: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.details(), invoiceId, 'splitPayments'],
      queryFn: ({ signal }) => call(invoiceSplitPayments, { invoiceId }, { signal }),
    }),
  /** A page of payments and refunds (§3.6 item 2), newest first; the service's `null` list read as empty. */
  paymentTimeline: (input: PaymentTimelineListInput) =>
    queryOptions({
      queryKey: [...invoiceQueries.all, 'paymentTimeline', input],
      queryFn: async ({ signal }) => {
        const { paymentTimeLines, total } = await call(paymentTimelineList, input, { signal })
        return { entries: paymentTimeLines ?? [], total: total ?? 0 }
      },
      placeholderData: keepPreviousData,
    }),
  /** A page of credit notes (the invoices of refunds), newest first. */
  creditNotes: (input: CreditNoteListInput) =>
    queryOptions({
      queryKey: [...invoiceQueries.all, 'creditNotes', input],
      queryFn: async ({ signal }) => {
        const { creditNotes, total } = await call(creditNoteList, input, { signal })
        return { notes: creditNotes ?? [], total: total ?? 0 }
      },
      placeholderData: keepPreviousData,
    }),
  /**
   * The PDF settings saved from this dashboard in this session: never fetched, only written by a
   * successful save, and kept as long as the cache (until sign-out).
   */
  savedPdfSettings: (invoiceId: string) =>
    queryOptions<InvoicePdfUpdateInput | null>({
      queryKey: [...invoiceQueries.details(), invoiceId, 'savedPdfSettings'],
      queryFn: () => null,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
}

/** Rows per page of a customer's payments and refunds, and of their credit notes, on the customer's page. */
export const CUSTOMER_PAYMENTS_PAGE_SIZE = 10

/** The query of a page of a customer's payments and refunds (the customer's route asks for it with the customer). */
export const customerPaymentsPage = (userId: number, page: number) =>
  invoiceQueries.paymentTimeline({ userId, page, count: CUSTOMER_PAYMENTS_PAGE_SIZE })

/** The query of a page of a customer's credit notes, found by their e-mail (the service has no customer filter on them). */
export const customerCreditNotesPage = (email: string, page: number) =>
  invoiceQueries.creditNotes({ emails: email, page, count: CUSTOMER_PAYMENTS_PAGE_SIZE })

/** How many of a customer's payments and refunds are read to find one invoice's. */
export const INVOICE_TIMELINE_READ = 100

/**
 * The payments and refunds read for an invoice: its customer's, in its currency, made since it was (the service
 * lists them by customer, not by invoice). Not asked for when the invoice names no customer.
 */
export const invoicePaymentsQuery = (invoice: InvoiceDetail) => {
  const userId = invoice.userId ?? 0
  return queryOptions({
    ...invoiceQueries.paymentTimeline({
      userId,
      ...(invoice.currency ? { currency: invoice.currency } : {}),
      ...(invoice.createTime ? { createTimeStart: invoice.createTime } : {}),
      page: 0,
      count: INVOICE_TIMELINE_READ,
    }),
    enabled: userId > 0 && Boolean(invoice.invoiceId),
  })
}

/** Update the PDF settings of an invoice (4.4). A write: never retried on its own. */
export function useUpdatePdfSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InvoicePdfUpdateInput) => call(invoicePdfUpdate, input),
    onSuccess: (_data, input) => {
      const saved: InvoicePdfUpdateInput = { ...input, sendUserEmail: false }
      queryClient.setQueryData(invoiceQueries.savedPdfSettings(input.invoiceId).queryKey, saved)
      // The invoice keeps its settings: show them as it holds them now.
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.detail(input.invoiceId).queryKey })
    },
  })
}

/**
 * A write on an invoice (refund, mark paid, resend its e-mail). Never retried on its own. A refund or a payment
 * changes other records too (credit notes, payments, the subscription): every cached read is stale after it.
 */
export function useInvoiceWrite<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => call(endpoint, input),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
