import { invoicePdfUpdateInput, type InvoicePdfUpdateInput } from '../../api/contract/invoices'

/** The PDF settings an invoice keeps: every member of the request but the invoice, the e-mail, the template and metadata. */
export type PdfSettingKey = Exclude<keyof InvoicePdfUpdateInput, 'invoiceId' | 'sendUserEmail' | 'template' | 'metadata'>
export type PdfSettings = Partial<Pick<InvoicePdfUpdateInput, PdfSettingKey>>

/** What each setting is called on screen, in the order the invoice page shows them. */
export const pdfSettingLabels: Record<PdfSettingKey, string> = {
  issueCompanyName: 'Company name',
  issueAddress: 'Address',
  issueRegNumber: 'Registration number',
  issueVatNumber: 'VAT number',
  localizedCurrency: 'Local currency',
  localizedExchangeRate: 'Exchange rate',
  localizedExchangeRateDescription: 'Exchange rate description',
  showDetailItem: 'Show detail items',
}

const settingKeys = Object.keys(pdfSettingLabels) as PdfSettingKey[]

/** "issueCompanyName" → "IssueCompanyName". */
const pascalCase = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)

/**
 * The PDF settings an invoice holds. The service keeps the saved ones in the invoice's metadata under
 * the request's names in PascalCase (`IssueCompanyName`, `LocalizedCurrency`, `ShowDetailItem`, …); a
 * value the contract would not send is left out.
 */
export function pdfSettingsOf(metadata: Record<string, unknown> | null | undefined): PdfSettings {
  const settings: Record<string, unknown> = {}
  for (const key of settingKeys) {
    const parsed = invoicePdfUpdateInput.shape[key].safeParse(metadata?.[pascalCase(key)])
    if (parsed.success && parsed.data !== undefined) settings[key] = parsed.data
  }
  return settings as PdfSettings
}

/** The invoice's metadata without the PDF settings kept in it. */
export function metadataWithoutPdfSettings(metadata: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const settingNames = new Set(settingKeys.map(pascalCase))
  return Object.fromEntries(Object.entries(metadata ?? {}).filter(([key]) => !settingNames.has(key)))
}
