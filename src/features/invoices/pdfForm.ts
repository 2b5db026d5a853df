import { z } from 'zod'
import { invoicePdfUpdateInput, type InvoicePdfUpdateInput } from '../../api/contract/invoices'
import { jsonObjectText } from '../../lib/formValues'

/**
 * The PDF settings form (4.4): the contract's request with the form's own representations (numbers
 * typed as text, the currency upper-cased as typed, metadata as JSON text). Every rule is the contract's,
 * among them: a local currency needs its exchange rate, said at the exchange rate field.
 */

export interface PdfFormValues {
  invoiceId: string
  issueCompanyName: string
  issueAddress: string
  issueRegNumber: string
  issueVatNumber: string
  localizedCurrency: string
  localizedExchangeRate: string
  localizedExchangeRateDescription: string
  showDetailItem: boolean
  sendUserEmail: boolean
  template: string
  metadata: string
}

export function pdfFormDefaults(invoiceId: string): PdfFormValues {
  return {
    invoiceId,
    issueCompanyName: '',
    issueAddress: '',
    issueRegNumber: '',
    issueVatNumber: '',
    localizedCurrency: '',
    localizedExchangeRate: '',
    localizedExchangeRateDescription: '',
    showDetailItem: false,
    sendUserEmail: false,
    template: '',
    metadata: '',
  }
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/

/** A number typed as text; anything else goes on as typed, for the contract's rule to refuse. Typed as the member. */
const numberText = <T extends z.ZodType>(member: T): T =>
  z.preprocess((value) => (typeof value === 'string' && NUMBER.test(value) ? Number(value) : value), member) as unknown as T

/** A currency code typed in any case. */
const currencyText = <T extends z.ZodType>(member: T): T =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), member) as unknown as T

const shape = invoicePdfUpdateInput.shape

export const pdfFormSchema = invoicePdfUpdateInput.safeExtend({
  localizedCurrency: currencyText(shape.localizedCurrency),
  localizedExchangeRate: numberText(shape.localizedExchangeRate),
  localizedExchangeRateDescription: numberText(shape.localizedExchangeRateDescription),
  metadata: jsonObjectText('Metadata', shape.metadata) as unknown as typeof shape.metadata,
})

export type PdfFormOutput = InvoicePdfUpdateInput

/** The form's values for settings that were saved (to show them again in this session). */
export function pdfFormValuesFrom(invoiceId: string, saved: InvoicePdfUpdateInput | undefined): PdfFormValues {
  const values = pdfFormDefaults(invoiceId)
  if (!saved) return values
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
  return {
    ...values,
    issueCompanyName: text(saved.issueCompanyName),
    issueAddress: text(saved.issueAddress),
    issueRegNumber: text(saved.issueRegNumber),
    issueVatNumber: text(saved.issueVatNumber),
    localizedCurrency: text(saved.localizedCurrency),
    localizedExchangeRate: text(saved.localizedExchangeRate),
    localizedExchangeRateDescription: text(saved.localizedExchangeRateDescription),
    showDetailItem: saved.showDetailItem === true,
    template: text(saved.template),
    metadata: saved.metadata ? JSON.stringify(saved.metadata, null, 2) : '',
  }
}
