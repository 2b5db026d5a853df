import { z } from 'zod'
import { invoiceListInput, invoiceSortFields, type InvoiceListInput } from '../../api/contract/extensions/invoices'
import { sortTypes } from '../../api/contract/products'
import { appliedCount, countParam, enumParam, pageParam, searchDefaults, textParam } from '../../lib/listSearch'
import { lazySchema } from '../../api/contract/core'

const shape = () => invoiceListInput.shape

/**
 * The invoices list's view, kept in the URL: each filter by the contract's rule for it, a bad value
 * falling back to no filter. Amounts are minor units of the chosen currency: without a currency, or
 * when the minimum exceeds the maximum, the amount range is dropped.
 */
export const invoicesSearchSchema = lazySchema(() =>
  z
    .object({
      page: pageParam,
      count: countParam(),
      sortField: enumParam(invoiceSortFields, 'gmt_create'),
      sortType: enumParam(sortTypes, 'desc'),
      status: shape().status.catch(undefined),
      currency: shape().currency.catch(undefined),
      amountStart: shape().amountStart.catch(undefined),
      amountEnd: shape().amountEnd.catch(undefined),
      userId: shape().userId.catch(undefined),
      email: textParam(),
    })
    .overwrite((search) => {
      const { currency, amountStart, amountEnd } = search
      const inOrder = amountStart === undefined || amountEnd === undefined || amountStart <= amountEnd
      return currency && inOrder ? search : { ...search, amountStart: undefined, amountEnd: undefined }
    }),
)
export type InvoicesSearch = z.output<typeof invoicesSearchSchema>

export const invoicesSearchDefaults = searchDefaults(invoicesSearchSchema)

/** How many of the view's filters are applied (sorting and paging are none). */
export function filtersApplied(search: Omit<InvoicesSearch, 'page'>): number {
  return appliedCount([search.status, search.currency, search.amountStart, search.amountEnd, search.userId, search.email])
}

/** The list request of a view. */
export function toListInput(search: InvoicesSearch): InvoiceListInput {
  const { email, status, ...rest } = search
  return { ...rest, ...(status?.length ? { status } : {}), ...(email ? { sendEmail: email } : {}) }
}
