import { z } from 'zod'
import { invoicePdfUpdateInput, localCurrencyNeedsRate, type InvoicePdfUpdateInput } from '../../api/contract/invoices'
import { currencyField, numberField } from '../../lib/fields'
import { jsonObjectText } from '../../lib/formValues'

const shape = () => invoicePdfUpdateInput.shape

/**
 * The PDF settings form (4.4): the contract's request, with the exchange rates typed as text, the
 * currency in any case and the metadata as JSON text. Every rule is the contract's, among them: a local
 * currency needs its exchange rate, said at the exchange rate field.
 */
export const pdfFormSchema = z
  .object({
    ...shape(),
    localizedCurrency: currencyField(shape().localizedCurrency),
    localizedExchangeRate: numberField(shape().localizedExchangeRate),
    localizedExchangeRateDescription: numberField(shape().localizedExchangeRateDescription),
    metadata: jsonObjectText('Metadata', shape().metadata),
  })
  .refine(...localCurrencyNeedsRate)

export type PdfFormValues = z.input<typeof pdfFormSchema>

/**
 * The form's values showing `settings` (what the invoice holds, or what was saved from here), with the
 * e-mail switch off: sending is an action, not a setting.
 */
export function pdfFormValues(invoiceId: string, settings: Partial<InvoicePdfUpdateInput> = {}): PdfFormValues {
  const { invoiceId: _invoiceId, sendUserEmail: _sendUserEmail, showDetailItem, metadata, ...rest } = settings
  const texts = Object.fromEntries(
    Object.entries(rest).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]])),
  )
  return {
    ...texts,
    ...(metadata ? { metadata: JSON.stringify(metadata, null, 2) } : {}),
    invoiceId,
    showDetailItem: showDetailItem === true,
    sendUserEmail: false,
  }
}
