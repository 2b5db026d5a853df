import { invoiceListInput, type InvoiceListInput } from '../../api/contract/extensions/invoices'
import { invoiceSortFields, sortTypes } from '../../api/contract/sorting'
import {
  appliedCount,
  ruleParam,
  countParam,
  enumParam,
  pageParam,
  searchDefaults,
  searchSchema,
  textParam,
} from '../../lib/listSearch'

const shape = () => invoiceListInput.shape

/**
 * The invoices list's view, kept in the URL: each filter by the contract's rule for it, a bad value
 * falling back to no filter. Amounts are minor units of the chosen currency: without a currency, or
 * when the minimum exceeds the maximum, the amount range is dropped.
 */
export const invoicesSearchSchema = searchSchema(
  {
    page: pageParam,
    count: countParam(),
    sortField: enumParam(invoiceSortFields, 'gmt_create'),
    sortType: enumParam(sortTypes, 'desc'),
    status: ruleParam(() => shape().status),
    currency: ruleParam(() => shape().currency),
    amountStart: ruleParam(() => shape().amountStart),
    amountEnd: ruleParam(() => shape().amountEnd),
    userId: ruleParam(() => shape().userId),
    email: textParam(),
  },
  (search) => {
    const { currency, amountStart, amountEnd } = search
    const inOrder = amountStart === undefined || amountEnd === undefined || amountStart <= amountEnd
    return currency && inOrder ? search : { ...search, amountStart: undefined, amountEnd: undefined }
  },
)
export type InvoicesSearch = ReturnType<typeof invoicesSearchSchema.parse>

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
