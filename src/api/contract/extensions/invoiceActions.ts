import { z } from 'zod'
import {
  basisPoints,
  currencyCode,
  emptyOutput,
  extensionEndpoint,
  nonNegativeInt,
  positiveInt,
  requiredString,
  resource,
} from '../core'
import { invoiceDetailSchema, invoiceSchema, refundSchema } from './invoices'
import { whenValid } from './rules'

/**
 * The write calls on invoices (`operations.md` §3.3, §3.8, §3.9): refund (through the gateway, or recorded as made
 * outside it for wire transfer and crypto invoices), mark a wire transfer paid, send the invoice e-mail again, and
 * one-off invoices: create a draft, edit it, publish it, delete it, cancel (revoke) a published one.
 */

// ---- requests ----

const invoiceId = requiredString('Invoice id')

/** The service keeps the reason as "Refund Requested: <reason>"; the official portal allows 64 characters. */
export const REFUND_REASON_MAX = 64

/**
 * §3.3. `refundNo` makes the refund idempotent: make one when the refund is first asked for and send the same one on
 * every retry of it; the service refuses a second refund with the same number ("Duplicate Submit", or "Submit Too
 * Fast" while the first is still being made). It is required with an API key.
 */
export const invoiceRefundInput = z.object({
  invoiceId,
  /** Minor units; at most what is left to refund (see `invoiceRefundInputWithin`). */
  refundAmount: positiveInt('Refund amount'),
  reason: requiredString('Reason').max(REFUND_REASON_MAX, {
    error: `Reason cannot exceed ${REFUND_REASON_MAX} characters`,
  }),
  refundNo: requiredString('Refund number'),
})
export type InvoiceRefundInput = z.input<typeof invoiceRefundInput>

/**
 * The refund request for an invoice of which `refundable` minor units are left to refund (its payment's total less
 * what was refunded), `shown` being that amount as people read it ("€12.50"): a larger amount is refused at the field.
 */
export function invoiceRefundInputWithin(refundable: number, shown: string) {
  return invoiceRefundInput.refine((input) => input.refundAmount <= refundable, {
    path: ['refundAmount'],
    error: `Refund amount cannot exceed ${shown}, what is left to refund`,
    when: whenValid('refundAmount'),
  })
}

/**
 * §3.3, for wire transfer and crypto invoices: a refund made outside the service (by bank transfer, by hand) is
 * recorded, with its credit note, as made. Same members and rules as a refund.
 */
export const invoiceMarkRefundInput = invoiceRefundInput
export type InvoiceMarkRefundInput = InvoiceRefundInput

/** §3.8: a processing wire-transfer invoice is paid; `transferNumber` is the bank's reference of the transfer. */
export const invoiceMarkWireTransferSuccessInput = z.object({
  invoiceId,
  transferNumber: requiredString('Transfer reference'),
  reason: z.string({ error: 'Note must be text' }).trim().optional(),
})
export type InvoiceMarkWireTransferSuccessInput = z.input<typeof invoiceMarkWireTransferSuccessInput>

/** §3.8 send_email, §3.9 delete and cancel: the invoice alone. */
export const invoiceIdInput = z.object({ invoiceId })
export type InvoiceIdInput = z.input<typeof invoiceIdInput>

/** One line of a one-off invoice. Amounts in minor units, before tax. */
export const invoiceLineInput = z.object({
  name: requiredString('Line name'),
  description: z.string({ error: 'Description must be text' }).optional(),
  unitAmountExcludingTax: nonNegativeInt('Unit amount'),
  quantity: positiveInt('Quantity'),
})
export type InvoiceLineInput = z.input<typeof invoiceLineInput>

/** The lines of a one-off invoice: at least one, with a total that stays a whole number of minor units. */
export const invoiceLinesInput = z
  .array(invoiceLineInput, { error: 'Lines must be a list' })
  .min(1, { error: 'Add at least one line' })
  .refine((lines) => Number.isSafeInteger(lines.reduce((sum, line) => sum + line.unitAmountExcludingTax * line.quantity, 0)), {
    error: 'The lines add up to more than an invoice can hold',
  })

/**
 * §3.9 new: a draft (status 1) for a customer; `finish` publishes it at once with 3 days to pay. Tax is
 * `taxPercentage` basis points of each line. The gateway defaults to the customer's.
 */
export const invoiceNewInput = z.object({
  userId: positiveInt('Customer id'),
  currency: currencyCode('Currency'),
  taxPercentage: basisPoints('Tax percentage'),
  gatewayId: positiveInt('Gateway id').optional(),
  name: z.string({ error: 'Name must be text' }).trim().optional(),
  lines: invoiceLinesInput,
  finish: z.boolean({ error: 'Publish must be true or false' }).optional(),
})
export type InvoiceNewInput = z.input<typeof invoiceNewInput>

/**
 * §3.9 edit: only a draft. The service replaces the whole invoice (an omitted name becomes "", an omitted tax
 * percentage 0), so the name, currency, tax percentage and lines are always sent.
 */
export const invoiceEditInput = z.object({
  invoiceId,
  name: z.string({ error: 'Name is required (it may be empty)' }).trim(),
  currency: currencyCode('Currency'),
  taxPercentage: basisPoints('Tax percentage'),
  gatewayId: positiveInt('Gateway id').optional(),
  lines: invoiceLinesInput,
  finish: z.boolean({ error: 'Publish must be true or false' }).optional(),
})
export type InvoiceEditInput = z.input<typeof invoiceEditInput>

/** The days to pay the service gives a published invoice when none are given. */
export const DEFAULT_DAYS_UNTIL_DUE = 3

/** §3.9 finish: the draft is published (status 2, processing) and mailed with its payment link. */
export const invoiceFinishInput = z.object({
  invoiceId,
  /** The service's spelling. */
  daysUtilDue: positiveInt('Days until due').max(3650, { error: 'Days until due cannot exceed 3650' }),
})
export type InvoiceFinishInput = z.input<typeof invoiceFinishInput>

// ---- endpoints ----

export const invoiceRefund = extensionEndpoint({
  section: 'O3.3',
  name: 'invoiceRefund',
  method: 'POST',
  path: '/merchant/invoice/refund',
  summary: 'Refund a paid invoice in full or in part, through its gateway; a credit note records it',
  kind: 'write',
  input: invoiceRefundInput,
  output: resource({ refund: refundSchema }),
})

export const invoiceMarkRefund = extensionEndpoint({
  section: 'O3.3',
  name: 'invoiceMarkRefund',
  method: 'POST',
  path: '/merchant/invoice/mark_refund',
  summary: 'Record a refund of a wire transfer or crypto invoice made outside the service, with its credit note',
  kind: 'write',
  input: invoiceMarkRefundInput,
  output: resource({ refund: refundSchema }),
})

export const invoiceMarkWireTransferSuccess = extensionEndpoint({
  section: 'O3.8',
  name: 'invoiceMarkWireTransferSuccess',
  method: 'POST',
  path: '/merchant/invoice/mark_wire_transfer_success',
  summary: 'Mark a processing wire-transfer invoice paid, with the bank reference',
  kind: 'write',
  input: invoiceMarkWireTransferSuccessInput,
  output: emptyOutput,
})

export const invoiceSendEmail = extensionEndpoint({
  section: 'O3.8',
  name: 'invoiceSendEmail',
  method: 'POST',
  path: '/merchant/invoice/send_email',
  summary: 'Send the invoice e-mail to the customer again (at most once every 10 seconds per invoice)',
  kind: 'write',
  input: invoiceIdInput,
  output: emptyOutput,
})

export const invoiceNew = extensionEndpoint({
  section: 'O3.9',
  name: 'invoiceNew',
  method: 'POST',
  path: '/merchant/invoice/new',
  summary: 'Create a one-off invoice for a customer, as a draft or published at once',
  kind: 'write',
  input: invoiceNewInput,
  output: resource({ invoice: invoiceDetailSchema }),
})

export const invoiceEdit = extensionEndpoint({
  section: 'O3.9',
  name: 'invoiceEdit',
  method: 'POST',
  path: '/merchant/invoice/edit',
  summary: 'Replace the name, currency, tax and lines of a draft invoice',
  kind: 'write',
  input: invoiceEditInput,
  output: resource({ invoice: invoiceDetailSchema }),
})

export const invoiceFinish = extensionEndpoint({
  section: 'O3.9',
  name: 'invoiceFinish',
  method: 'POST',
  path: '/merchant/invoice/finish',
  summary: 'Publish a draft invoice: it is mailed with its payment link and due in the days given',
  kind: 'write',
  input: invoiceFinishInput,
  output: resource({ invoice: invoiceSchema }),
})

export const invoiceDelete = extensionEndpoint({
  section: 'O3.9',
  name: 'invoiceDelete',
  method: 'POST',
  path: '/merchant/invoice/delete',
  summary: 'Delete a draft invoice',
  kind: 'write',
  input: invoiceIdInput,
  output: emptyOutput,
})

export const invoiceCancel = extensionEndpoint({
  section: 'O3.9',
  name: 'invoiceCancel',
  method: 'POST',
  path: '/merchant/invoice/cancel',
  summary: 'Cancel (revoke) a processing invoice; its waiting payment is cancelled',
  kind: 'write',
  input: invoiceIdInput,
  output: emptyOutput,
})
