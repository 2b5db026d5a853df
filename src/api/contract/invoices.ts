import { z } from 'zod'
import { currencyCode, emptyOutput, endpoint, exchangeRate, jsonMember, list, requiredString, resource } from './core'

// ---- resources (2.12) ----

export const splitPaymentSchema = resource({
  createTime: z.number(),
  currency: z.string(),
  gatewayId: z.number(),
  gatewayName: z.string(),
  link: z.string(),
  paidTime: z.number(),
  paymentId: z.string(),
  splitSequence: z.number(),
  status: z.number(),
  totalAmount: z.number(),
})
export type SplitPayment = z.infer<typeof splitPaymentSchema>

/** Amounts in cents. */
export const splitPaymentSummarySchema = resource({
  paidAmount: z.number(),
  remainingAmount: z.number(),
  totalAmount: z.number(),
  payments: list(splitPaymentSchema),
})
export type SplitPaymentSummary = z.infer<typeof splitPaymentSummarySchema>

// ---- requests ----

/**
 * A local currency needs its exchange rate, said at the rate; for `.refine(...)` of the request and of
 * the form that builds it. Checked even when other members are invalid, so that every reason shows at once.
 */
export const localCurrencyNeedsRate: [
  check: (input: { localizedCurrency?: string; localizedExchangeRate?: number }) => boolean,
  params: { path: PropertyKey[]; error: string; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (input) => input.localizedCurrency === undefined || input.localizedExchangeRate !== undefined,
  {
    path: ['localizedExchangeRate'],
    error: 'Exchange rate is required when a local currency is set',
    when: (payload) =>
      !payload.issues.some(
        (issue) => !issue.path?.length || ['localizedCurrency', 'localizedExchangeRate'].includes(String(issue.path[0])),
      ),
  },
]

export const invoicePdfUpdateInput = z
  .object({
    invoiceId: requiredString('Invoice id'),
    issueAddress: z.string().optional(),
    issueCompanyName: z.string().optional(),
    issueRegNumber: z.string().optional(),
    issueVatNumber: z.string().optional(),
    localizedCurrency: currencyCode('Local currency').optional(),
    localizedExchangeRate: exchangeRate('Exchange rate').optional(),
    localizedExchangeRateDescription: z.number({ error: 'Exchange rate description must be a number' }).optional(),
    metadata: jsonMember('Metadata').optional(),
    sendUserEmail: z.boolean().optional(),
    showDetailItem: z.boolean().optional(),
    template: z.string().optional(),
  })
  .refine(...localCurrencyNeedsRate)
export type InvoicePdfUpdateInput = z.input<typeof invoicePdfUpdateInput>

export const invoiceSplitPaymentsInput = z.object({
  invoiceId: requiredString('Invoice id'),
})
export type InvoiceSplitPaymentsInput = z.input<typeof invoiceSplitPaymentsInput>

// ---- endpoints ----

export const invoicePdfUpdate = endpoint({
  section: '4.4',
  name: 'invoicePdfUpdate',
  method: 'POST',
  path: '/merchant/invoice/pdf_update',
  summary: 'Update the PDF settings of an invoice',
  kind: 'write',
  input: invoicePdfUpdateInput,
  output: emptyOutput,
})

export const invoiceSplitPayments = endpoint({
  section: '4.5',
  name: 'invoiceSplitPayments',
  method: 'GET',
  path: '/merchant/invoice/split_payments',
  summary: 'List the split payments of an invoice, with paid and remaining amounts',
  kind: 'read',
  input: invoiceSplitPaymentsInput,
  output: splitPaymentSummarySchema,
})
