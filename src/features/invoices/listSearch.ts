import { z } from 'zod'
import { invoiceListInput, type InvoiceListInput } from '../../api/contract/extensions/invoices'
import { invoiceSortFields } from '../../api/contract/sorting'
import {
  appliedCount,
  choiceSearch,
  countSearch,
  filterSearch,
  pageSearch,
  sortTypeSearch,
  textSearch,
} from '../../lib/listSearch'

const { status, currency, amountStart, amountEnd, userId } = invoiceListInput.shape

/**
 * The invoices list's view, kept in the URL: each filter by the contract's rule for it, a bad value
 * falling back to no filter. Amounts are minor units of the chosen currency: without a currency, or
 * when the minimum exceeds the maximum, the amount range is dropped.
 */
export const invoicesSearchSchema = z
  .object({
    page: pageSearch,
    count: countSearch(),
    sortField: choiceSearch(invoiceSortFields, 'gmt_create'),
    sortType: sortTypeSearch,
    status: filterSearch(status),
    currency: filterSearch(currency),
    amountStart: filterSearch(amountStart),
    amountEnd: filterSearch(amountEnd),
    userId: filterSearch(userId),
    email: textSearch,
  })
  .transform((search) => {
    const { currency, amountStart, amountEnd } = search
    const inOrder = amountStart === undefined || amountEnd === undefined || amountStart <= amountEnd
    return currency && inOrder ? search : { ...search, amountStart: undefined, amountEnd: undefined }
  })
export type InvoicesSearch = z.output<typeof invoicesSearchSchema>
export const invoicesSearchDefaults = invoicesSearchSchema.parse({})

/** How many of the view's filters are applied (sorting and paging are none). */
export function filtersApplied(search: Omit<InvoicesSearch, 'page'>): number {
  return appliedCount([search.status, search.currency, search.amountStart, search.amountEnd, search.userId, search.email])
}

/** The list request of a view. */
export function toListInput(search: InvoicesSearch): InvoiceListInput {
  const { email, status, ...rest } = search
  return { ...rest, ...(status?.length ? { status } : {}), ...(email ? { sendEmail: email } : {}) }
}
