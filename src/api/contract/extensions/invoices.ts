import { z } from 'zod'
import { invoiceSortFields } from '../sorting'
import { currencyCode, extensionEndpoint, jsonObject, list, positiveInt, requiredString, resource } from '../core'
import { discountCodeSchema } from '../discounts'
import { planSchema } from '../plans'
import { subscriptionSchema } from '../subscriptions'
import { gatewaySchema, userSchema } from '../users'
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

// ---- resources (list-endpoints.md §3.5) ----

/** One line of an invoice. Amounts in minor units of the invoice's currency. */
export const invoiceLineSchema = resource({
  amount: z.number(),
  amountExcludingTax: z.number(),
  currency: z.string(),
  description: z.string(),
  discountAmount: z.number(),
  name: z.string(),
  originAmount: z.number(),
  periodEnd: z.number(),
  periodStart: z.number(),
  plan: planSchema,
  proration: z.boolean(),
  quantity: z.number(),
  tax: z.number(),
  /** Basis points: 1000 = 10 %. */
  taxPercentage: z.number(),
  unitAmountExcludingTax: z.number(),
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

/** A payment. */
export const paymentSchema = resource({
  createTime: z.number(),
  currency: z.string(),
  failureReason: z.string(),
  gatewayId: z.number(),
  invoiceId: z.string(),
  link: z.string(),
  merchantId: z.number(),
  paidTime: z.number(),
  paymentId: z.string(),
  refundAmount: z.number(),
  status: z.number(),
  subscriptionId: z.string(),
  totalAmount: z.number(),
  userId: z.number(),
})
export type Payment = z.infer<typeof paymentSchema>

/**
 * A refund of a payment (`operations.md` §3.3). `invoiceId` is its credit note's; `refundAmount` is positive (the
 * credit note's total is the same amount, negative). `status`: 10 created, 20 success, 30 failed, 40 cancelled, 50
 * reversed; `type`: 1 through the gateway, 2 recorded as made outside it. `refundComment` holds the reason
 * ("Refund Requested: <reason>"); `externalRefundId` is "<paymentId>-<refundNo>".
 */
export const refundSchema = resource({
  countryCode: z.string(),
  createTime: z.number(),
  currency: z.string(),
  externalRefundId: z.string(),
  gatewayCurrencyExchange: jsonObject,
  gatewayId: z.number(),
  gatewayRefundId: z.string(),
  invoiceId: z.string(),
  merchantId: z.number(),
  metadata: jsonObject,
  paymentId: z.string(),
  reason: z.string(),
  refundAmount: z.number(),
  refundComment: z.string(),
  refundCommentExplain: z.string(),
  refundId: z.string(),
  refundTime: z.number(),
  returnUrl: z.string(),
  status: z.number(),
  subscriptionId: z.string(),
  type: z.number(),
  userId: z.number(),
})
export type Refund = z.infer<typeof refundSchema>

/** The merchant an invoice is issued by. */
export const merchantSchema = resource({
  address: z.string(),
  companyLogo: z.string(),
  companyName: z.string(),
  countryCode: z.string(),
  createTime: z.number(),
  email: z.string(),
  homeUrl: z.string(),
  id: z.number(),
  name: z.string(),
  phone: z.string(),
})
export type Merchant = z.infer<typeof merchantSchema>

/** A credit transaction (promo credit applied to an invoice). */
export const creditTransactionSchema = resource({
  accountType: z.number(),
  bizId: z.string(),
  by: z.string(),
  createTime: z.number(),
  creditAmountAfter: z.number(),
  creditAmountBefore: z.number(),
  creditId: z.number(),
  currency: z.string(),
  deltaAmount: z.number(),
  deltaCurrencyAmount: z.number(),
  description: z.string(),
  exchangeRate: z.number(),
  id: z.number(),
  invoiceId: z.string(),
  merchantId: z.number(),
  name: z.string(),
  transactionId: z.string(),
  transactionType: z.number(),
  userId: z.number(),
})
export type CreditTransaction = z.infer<typeof creditTransactionSchema>

/** The members of an invoice (the `Invoice` bean, e.g. a subscription's latest invoice). */
const invoiceShape = () => ({
  bizType: z.number(),
  countryCode: z.string(),
  createTime: z.number(),
  currency: z.string(),
  discountAmount: z.number(),
  discountCode: z.string(),
  finishTime: z.number(),
  gatewayId: z.number(),
  id: z.number(),
  invoiceId: z.string(),
  invoiceName: z.string(),
  lines: list(invoiceLineSchema),
  link: z.string(),
  merchantId: z.number(),
  metadata: jsonObject,
  /** The total before the discount: totalAmount + discountAmount. */
  originAmount: z.number(),
  paymentId: z.string(),
  paymentLink: z.string(),
  periodEnd: z.number(),
  periodStart: z.number(),
  productName: z.string(),
  refundId: z.string(),
  sendEmail: z.string(),
  sendPdf: z.string(),
  sendStatus: z.number(),
  status: z.number(),
  subscriptionAmount: z.number(),
  subscriptionAmountExcludingTax: z.number(),
  subscriptionId: z.string(),
  taxAmount: z.number(),
  /** Basis points: 1000 = 10 %. */
  taxPercentage: z.number(),
  totalAmount: z.number(),
  totalAmountExcludingTax: z.number(),
  userId: z.number(),
  vatNumber: z.string(),
})

export const invoiceSchema = resource(invoiceShape())
export type Invoice = z.infer<typeof invoiceSchema>

/**
 * An invoice with what it refers to. `gmtCreate` and `gmtModify` are texts ("2025-06-20 10:00:00", UTC);
 * `createTime` is seconds. The related records are null when there are none.
 */
export const invoiceDetailSchema = resource({
  ...invoiceShape(),
  discount: discountCodeSchema,
  gateway: gatewaySchema,
  gmtCreate: z.string(),
  gmtModify: z.string(),
  isDeleted: z.number(),
  merchant: merchantSchema,
  originalPaymentInvoice: invoiceSchema,
  paidTime: z.number(),
  payment: paymentSchema,
  paymentMethodId: z.string(),
  paymentType: z.string(),
  planSnapshot: jsonObject,
  promoCreditTransaction: creditTransactionSchema,
  refund: refundSchema,
  subscription: subscriptionSchema,
  userAccount: userSchema,
  userSnapshot: userSchema,
})
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>

// ---- requests ----

export { invoiceSortFields }

/** Invoice `type` of the list filter: payment invoices or credit notes (refund invoices). */
export const InvoiceKind = { payment: 0, creditNote: 1 } as const

export const invoiceListInput = z
  .object({
    userId: positiveInt('User id').optional(),
    /** Part of the first or last name of the invoice's customer. */
    firstName: text('First name').optional(),
    lastName: text('Last name').optional(),
    /** Part of the address the invoice was sent to. */
    sendEmail: text('E-mail').optional(),
    currency: currencyCode('Currency').optional(),
    status: codeList('invoiceStatus', 'Status').optional(),
    ...amountRange(),
    type: z
      .literal([InvoiceKind.payment, InvoiceKind.creditNote], {
        error: 'Type must be 0 (payment invoices) or 1 (credit notes)',
      })
      .optional(),
    deleteInclude: z.boolean({ error: 'Include deleted must be true or false' }).optional(),
    gatewayIds: idList('Gateway id').optional(),
    /** Part of the invoice name, e-mail or product name. */
    searchKey: text('Search text').optional(),
    ...paging(),
    ...sorting(invoiceSortFields),
    ...createTimeRange(),
  })
  .refine(...amountInOrder)
  .refine(...createTimeInOrder)
export type InvoiceListInput = z.input<typeof invoiceListInput>

export const invoiceDetailInput = z.object({ invoiceId: requiredString('Invoice id') })
export type InvoiceDetailInput = z.input<typeof invoiceDetailInput>

// ---- endpoints ----

export const invoiceList = extensionEndpoint({
  section: 'L3.5',
  name: 'invoiceList',
  method: 'POST',
  path: '/merchant/invoice/list',
  summary: `List invoices (sort by ${oneOf(invoiceSortFields)})`,
  kind: 'read',
  input: invoiceListInput,
  output: resource({ invoices: list(invoiceDetailSchema), total: z.number() }),
})

export const invoiceDetail = extensionEndpoint({
  section: 'L4',
  name: 'invoiceDetail',
  method: 'POST',
  path: '/merchant/invoice/detail',
  summary: 'Get an invoice with its lines, customer, payment and credit notes',
  kind: 'read',
  input: invoiceDetailInput,
  output: resource({ invoice: invoiceDetailSchema, creditNotes: list(invoiceDetailSchema) }),
})
