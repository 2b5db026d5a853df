import { z } from 'zod'
import { GatewayType, InvoiceStatus } from '../../api/contract/codes'
import { invoiceRefundInput, invoiceRefundInputWithin } from '../../api/contract/extensions/invoiceActions'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { isApiError } from '../../api/errors'
import { moneyField, textField } from '../../lib/fields'
import { formatMoney, minorToDecimalString, minorDigits } from '../../lib/money'

/**
 * Refunding an invoice (operations.md §3.3): how much is left to refund, whether the service refunds through the
 * gateway or records a refund made outside it (wire transfer and crypto), and the form, whose request is the
 * contract's with the amount it may not exceed.
 */

/** Minor units of the invoice's payment not refunded yet: its total less what was refunded. */
export function refundableOf(invoice: InvoiceDetail): number {
  const paid = invoice.payment?.totalAmount ?? invoice.totalAmount ?? 0
  return Math.max(0, Math.min(paid, invoice.totalAmount ?? paid) - (invoice.payment?.refundAmount ?? 0))
}

/** Wire transfer and crypto invoices are paid back outside the service, which then records it (`mark_refund`). */
export function refundsOutside(invoice: InvoiceDetail): boolean {
  const type = invoice.gateway?.gatewayType
  return type === GatewayType.wireTransfer || type === GatewayType.crypto
}

/** A paid payment invoice (not a credit note) with something left to refund. */
export function canRefund(invoice: InvoiceDetail): boolean {
  return invoice.status === InvoiceStatus.paid && !invoice.refundId && refundableOf(invoice) > 0
}

/** The form: the amount in the invoice's currency and the reason; the invoice and the refund number are the page's. */
export function refundFormSchema(currency: string, refundable: number) {
  const shape = invoiceRefundInput.shape
  return z
    .object({
      invoiceId: shape.invoiceId,
      refundNo: shape.refundNo,
      refundAmount: moneyField(currency, shape.refundAmount, 'Enter the amount to refund'),
      reason: textField(shape.reason),
    })
    .pipe(invoiceRefundInputWithin(refundable, formatMoney(refundable, currency)))
}
export type RefundFormValues = { invoiceId: string; refundNo: string; refundAmount?: string; reason?: string }

/** The amount as typed in the form: "12.50" for 1250 in EUR. */
export function majorUnits(amount: number, currency: string): string {
  return minorToDecimalString(amount, minorDigits(currency))
}

/**
 * The service saying this refund number was used already: the refund was made by an earlier try whose answer was
 * lost. The real service says "Duplicate Submit".
 */
export function isRefundMadeAlready(error: unknown): boolean {
  return isApiError(error) && /Duplicate Submit|was used for payment .* already/i.test(error.message)
}

/** The service still making a refund of this number, asked for moments ago ("Submit Too Fast"). */
export function isRefundInProgress(error: unknown): boolean {
  return isApiError(error) && /Submit Too Fast|less than 15 seconds ago/i.test(error.message)
}
