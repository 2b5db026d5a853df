import { InvoiceKind, invoiceDetail, invoiceList, invoiceSortFields } from '../../src/api/contract/extensions/invoices'
import { type BillingInvoice, breakdownOf } from '../billing'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { invoiceDetailBean, invoicePaymentId, invoiceSendEmail, isCreditNote } from './beans'
import { given, inCreateTimeRange, like, oneOfSet, orderBy, own, ownedBy, pageOf, readListRequest } from './listing'

/**
 * Invoices: the list (list-endpoints.md §3.5) and the detail call (§4).
 *
 * - firstName, lastName: part of the name of the merchant's customers; when no customer matches, the
 *   answer is `{ invoices: [], total: 0 }` (an empty array here, null otherwise).
 * - sendEmail: part of the address the invoice is sent to (seeded `sendEmail`, else its customer's e-mail).
 * - type: 0 payment invoices, 1 credit notes (invoices seeded with a `refundId`).
 * - gatewayIds: the invoice's gateway. searchKey: part of the invoice name, the e-mail or the product name.
 * - Sort: gmt_modify is the invoice's last change (PDF settings, a payment); its error text leaves
 *   gmt_modify out, as the service's does.
 * - detail: `creditNotes` are the credit notes of the invoice's payment (up to 10), always an array.
 */

const sortKeys = {
  invoice_id: (invoice: BillingInvoice) => invoice.invoiceId,
  gmt_create: (invoice: BillingInvoice) => invoice.createTime,
  gmt_modify: (invoice: BillingInvoice) => invoice.gmtModify,
  period_end: (invoice: BillingInvoice) => invoice.periodEnd ?? 0,
  total_amount: (invoice: BillingInvoice) => invoice.totalAmount,
} as const

const emptyInvoiceList = () => ({ invoices: null, total: 0 })

/** The ids of the merchant's customers whose names contain these parts; undefined for no filter. */
function customersNamed(ws: Workspace, firstName?: string, lastName?: string): Set<number> | undefined {
  if (!firstName && !lastName) return undefined
  const ids = new Set<number>()
  for (const user of ws.users.values()) {
    if (user.merchantId !== ws.merchantId) continue
    if (firstName && !like(user.firstName, firstName)) continue
    if (lastName && !like(user.lastName, lastName)) continue
    ids.add(user.id)
  }
  return ids
}

export default defineArea({
  area: 'invoice lists',
  handlers: [
    handle(
      invoiceList,
      ({ input, store, hostedUrl }) => {
        const { page, count, sortField = 'gmt_create', sortType = 'desc' } = input
        const customers = customersNamed(store, given(input.firstName), given(input.lastName))
        if (customers?.size === 0) return { invoices: [], total: 0 }
        const statuses = oneOfSet(input.status)
        const gatewayIds = oneOfSet(input.gatewayIds)
        const currency = given(input.currency)
        const sendEmail = given(input.sendEmail)
        const searchKey = given(input.searchKey)
        const owned = ownedBy(store)
        const sorted = store.invoices.sorted(`extension:${sortField}:${sortType}`, orderBy(sortKeys[sortField], sortType))
        const matching = sorted.filter(
          (invoice) =>
            owned(invoice) &&
            (input.userId === undefined || invoice.userId === input.userId) &&
            (!customers || customers.has(invoice.userId)) &&
            (!statuses || statuses.has(invoice.status)) &&
            (!currency || invoice.currency.toUpperCase() === currency) &&
            (input.amountStart === undefined || invoice.totalAmount >= input.amountStart) &&
            (input.amountEnd === undefined || invoice.totalAmount <= input.amountEnd) &&
            (input.type === undefined || isCreditNote(invoice) === (input.type === InvoiceKind.creditNote)) &&
            inCreateTimeRange(invoice.createTime, input) &&
            (!gatewayIds || gatewayIds.has(breakdownOf(invoice).gatewayId)) &&
            (!sendEmail || like(invoiceSendEmail(store, invoice), sendEmail)) &&
            (!searchKey ||
              [breakdownOf(invoice).invoiceName, invoiceSendEmail(store, invoice), breakdownOf(invoice).productName].some(
                (value) => like(value, searchKey),
              )),
        )
        const shown = pageOf(matching, page, count)
        return {
          // An empty page is null, as the real service sends it.
          invoices: shown.length ? shown.map((invoice) => invoiceDetailBean(store, invoice, hostedUrl)) : null,
          total: matching.length,
        }
      },
      {
        prepare: readListRequest(
          { fields: invoiceSortFields, errorText: 'invoice_id|gmt_create|period_end|total_amount' },
          emptyInvoiceList,
        ),
      },
    ),

    handle(invoiceDetail, ({ input, store, hostedUrl, notFound }) => {
      const invoice = own(store, store.invoices.get(input.invoiceId)) ?? notFound(`Invoice ${input.invoiceId} not found`)
      const paymentId = invoicePaymentId(invoice)
      const creditNotes = paymentId
        ? store.invoices
            .filter((other) => other !== invoice && isCreditNote(other) && invoicePaymentId(other) === paymentId)
            .slice(0, 10)
        : []
      return {
        invoice: invoiceDetailBean(store, invoice, hostedUrl),
        creditNotes: creditNotes.map((note) => invoiceDetailBean(store, note, hostedUrl)),
      }
    }),
  ],
})
