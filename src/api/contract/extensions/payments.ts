import { z } from 'zod'
import { creditNoteSortFields, paymentTimelineSortFields } from '../sorting'
import { currencyCode, extensionEndpoint, list, positiveInt, resource } from '../core'
import { invoiceDetailSchema, paymentSchema, refundSchema } from './invoices'
import {
  amountInOrder,
  amountRange,
  codeList,
  createTimeInOrder,
  createTimeRange,
  idList,
  oneOf,
  paging,
  sorting,
  text,
} from './listing'

/**
 * The payments and refunds of the merchant (`operations.md` §3.6 item 2) and the credit notes (refund invoices,
 * `list-endpoints.md` §3.5): what a customer paid and got back, with links to the invoices.
 */

// ---- resources ----

/**
 * One payment (`timelineType` 0) or refund (1). `status`: 0 pending, 1 success, 2 failed, 3 cancelled.
 * `totalAmount` is the payment's or the refund's amount, in minor units; `fullRefund` is 1 when a refund took the
 * whole payment back. `transactionId` is the payment's or refund's id, `externalTransactionId` the gateway's.
 */
export const paymentTimelineSchema = resource({
  autoCharge: z.boolean(),
  createTime: z.number(),
  currency: z.string(),
  externalTransactionId: z.string(),
  failureReason: z.string(),
  fullRefund: z.number(),
  gatewayId: z.number(),
  id: z.number(),
  invoiceId: z.string(),
  merchantId: z.number(),
  payment: paymentSchema,
  paymentId: z.string(),
  refund: refundSchema,
  refundId: z.string(),
  status: z.number(),
  subscriptionId: z.string(),
  timelineType: z.number(),
  totalAmount: z.number(),
  transactionId: z.string(),
  userId: z.number(),
})
export type PaymentTimeline = z.infer<typeof paymentTimelineSchema>

// ---- requests ----

export { creditNoteSortFields, paymentTimelineSortFields }

export const paymentTimelineListInput = z
  .object({
    userId: positiveInt('Customer id').optional(),
    /** On `totalAmount`, inclusive. */
    ...amountRange(),
    status: codeList('paymentTimelineStatus', 'Status').optional(),
    timelineTypes: codeList('paymentTimelineType', 'Kind').optional(),
    gatewayIds: idList('Gateway id').optional(),
    currency: currencyCode('Currency').optional(),
    ...paging(),
    ...sorting(paymentTimelineSortFields),
    ...createTimeRange(),
  })
  .refine(...amountInOrder)
  .refine(...createTimeInOrder)
export type PaymentTimelineListInput = z.input<typeof paymentTimelineListInput>

export const creditNoteListInput = z
  .object({
    /** Part of the customer's e-mail. */
    searchKey: text('Search text').optional(),
    /** Customers' e-mail addresses, exact, separated by commas or semicolons. */
    emails: text('E-mail addresses').optional(),
    status: codeList('invoiceStatus', 'Status').optional(),
    gatewayIds: idList('Gateway id').optional(),
    /** Credit notes with a line of one of these plans. */
    planIds: idList('Plan id').optional(),
    currency: currencyCode('Currency').optional(),
    ...paging(),
    ...sorting(creditNoteSortFields),
    ...createTimeRange(),
  })
  .refine(...createTimeInOrder)
export type CreditNoteListInput = z.input<typeof creditNoteListInput>

// ---- endpoints ----

export const paymentTimelineList = extensionEndpoint({
  section: 'O3.6',
  name: 'paymentTimelineList',
  method: 'POST',
  path: '/merchant/payment/timeline/list',
  summary: `List payments and refunds, newest first (sort by ${oneOf(paymentTimelineSortFields)})`,
  kind: 'read',
  input: paymentTimelineListInput,
  output: resource({ paymentTimeLines: list(paymentTimelineSchema), total: z.number() }),
})

/** POST only. */
export const creditNoteList = extensionEndpoint({
  section: 'L3.5',
  name: 'creditNoteList',
  method: 'POST',
  path: '/merchant/invoice/credit_note/list',
  summary: `List credit notes (the invoices of refunds), newest first (sort by ${oneOf(creditNoteSortFields)})`,
  kind: 'read',
  input: creditNoteListInput,
  output: resource({ creditNotes: list(invoiceDetailSchema), total: z.number() }),
})
