import type { InvoiceDetail } from '../../api/contract/extensions/invoices'

/** Who an invoice is for, in words: the customer's name, else an e-mail, else their id. */
export function customerOf(invoice: InvoiceDetail): string {
  const user = invoice.userAccount
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ')
  return name || user?.email || invoice.sendEmail || (invoice.userId ? `Customer ${invoice.userId}` : '—')
}
