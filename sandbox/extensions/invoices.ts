import { InvoiceKind, invoiceDetail, invoiceList, invoiceSortFields } from '../../src/api/contract/extensions/invoices'
import { type BillingInvoice, breakdownOf } from '../billing'
import type { Dialect } from '../dialect'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { invoiceDetailBean, invoicePaymentId, invoiceSendEmail, isCreditNote } from './beans'
import { allOf, createTimeCheck, given, like, oneOfSet, orderBy, own, ownedBy, pageOf, readListRequest } from './listing'

/**
 * Invoices: the list (list-endpoints.md §3.5) and the detail call (§4).
 *
 * - firstName, lastName: part of the name of the merchant's customers; when no customer matches, the
 *   answer is `{ invoices: [], total: 0 }` in both dialects (the real one sends null for other empty lists).
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

const emptyInvoiceList = (dialect: Dialect) => ({ invoices: dialect.list([], 'null'), total: 0 })

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
      (ctx) => {
        const { input, store, dialect } = ctx
        const { page, count, sortField = 'gmt_create', sortType = 'desc' } = input
        const customers = customersNamed(store, given(input.firstName), given(input.lastName))
        if (customers?.size === 0) return { invoices: dialect.list([], '[]'), total: 0 }
        const statuses = oneOfSet(input.status)
        const gatewayIds = oneOfSet(input.gatewayIds)
        const currency = given(input.currency)
        const sendEmail = given(input.sendEmail)
        const searchKey = given(input.searchKey)
        const { amountStart, amountEnd, type } = input
        const sorted = store.invoices.sorted(`extension:${sortField}:${sortType}`, orderBy(sortKeys[sortField], sortType))
        const matching = sorted.filter(
          allOf<BillingInvoice>(
            ownedBy(store),
            input.userId !== undefined && ((invoice) => invoice.userId === input.userId),
            customers && ((invoice) => customers.has(invoice.userId)),
            statuses && ((invoice) => statuses.has(invoice.status)),
            currency && ((invoice) => invoice.currency.toUpperCase() === currency),
            amountStart !== undefined && ((invoice) => invoice.totalAmount >= amountStart),
            amountEnd !== undefined && ((invoice) => invoice.totalAmount <= amountEnd),
            type !== undefined && ((invoice) => isCreditNote(invoice) === (type === InvoiceKind.creditNote)),
            createTimeCheck(input),
            gatewayIds && ((invoice) => gatewayIds.has(breakdownOf(invoice).gatewayId)),
            sendEmail && ((invoice) => like(invoiceSendEmail(store, invoice), sendEmail)),
            searchKey &&
              ((invoice) => {
                const { invoiceName, productName } = breakdownOf(invoice)
                return [invoiceName, invoiceSendEmail(store, invoice), productName].some((value) => like(value, searchKey))
              }),
          ),
        )
        const shown = pageOf(matching, page, count)
        return {
          invoices: dialect.list(
            shown.map((invoice) => invoiceDetailBean(ctx, invoice)),
            'null',
          ),
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

    handle(invoiceDetail, (ctx) => {
      const { input, store, dialect } = ctx
      const invoice = own(store, store.invoices.get(input.invoiceId)) ?? dialect.notFound('invoice', input.invoiceId)
      const paymentId = invoicePaymentId(invoice)
      const creditNotes = paymentId
        ? store.invoices
            .filter((other) => other !== invoice && isCreditNote(other) && invoicePaymentId(other) === paymentId)
            .slice(0, 10)
        : []
      return {
        invoice: invoiceDetailBean(ctx, invoice),
        creditNotes: creditNotes.map((note) => invoiceDetailBean(ctx, note)),
      }
    }),
  ],
})
