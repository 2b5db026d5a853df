import { z } from 'zod'
import { currencyCode } from '../../api/contract/core'
import { amountInOrder, invoiceListInput } from '../../api/contract/extensions'
import { currencyField, moneyField, numberField, textField } from '../../lib/fields'
import { minorDigits, minorToDecimalString } from '../../lib/money'
import type { InvoicesSearch } from './listSearch'

/** The filters typed in the form (the statuses are chosen on their own). */
export type InvoiceTypedFilters = Pick<InvoicesSearch, 'currency' | 'amountStart' | 'amountEnd' | 'userId' | 'email'>

const shape = () => invoiceListInput.shape

const amountFields = ['currency', 'amountStart', 'amountEnd']

/**
 * The invoices list's filter form: every filter by the contract's rule, the amount range typed in the
 * major units of the chosen currency ("12.50") and sent in its minor units, its minimum not above its
 * maximum. `currency` is the currency typed in the form, which the amounts are read in.
 */
export function invoiceFilterSchema(currency: string | undefined) {
  return z
    .object({
      currency: currencyField(shape().currency),
      amountStart: moneyField(currency ?? 'EUR', shape().amountStart),
      amountEnd: moneyField(currency ?? 'EUR', shape().amountEnd),
      userId: numberField(shape().userId),
      sendEmail: textField(shape().sendEmail),
    })
    .refine((filters) => filters.currency !== undefined || (filters.amountStart ?? filters.amountEnd) === undefined, {
      path: ['amountStart'],
      error: 'Choose a currency: the amounts are in its units',
      when: (payload) => !payload.issues.some((issue) => amountFields.includes(String(issue.path?.[0]))),
    })
    .refine(...amountInOrder)
}

export type InvoiceFilterValues = z.input<ReturnType<typeof invoiceFilterSchema>>
export type InvoiceFilterOutput = z.output<ReturnType<typeof invoiceFilterSchema>>

/** The currency typed in the form, when it is one. */
export function typedCurrency(text: string | undefined): string | undefined {
  const code = text?.trim().toUpperCase()
  return currencyCode('Currency').safeParse(code).success ? code : undefined
}

/** The form's values showing the filters of the view (amounts in major units). */
export function filterFormValues(filters: InvoiceTypedFilters): InvoiceFilterValues {
  const { currency } = filters
  const major = (amount: number | undefined) =>
    amount === undefined || !currency ? '' : minorToDecimalString(amount, minorDigits(currency))
  return {
    currency: currency ?? '',
    amountStart: major(filters.amountStart),
    amountEnd: major(filters.amountEnd),
    userId: filters.userId === undefined ? '' : String(filters.userId),
    sendEmail: filters.email,
  }
}

/** The view's filters from the form's output: every one of them, so that a field left empty clears its filter. */
export function filtersFrom({ currency, amountStart, amountEnd, userId, sendEmail }: InvoiceFilterOutput): InvoiceTypedFilters {
  return { currency, amountStart, amountEnd, userId, email: sendEmail ?? '' }
}
