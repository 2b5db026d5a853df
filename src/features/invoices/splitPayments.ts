import type { SplitPaymentSummary } from '../../api/contract/invoices'

/** The invoice currency: the API gives it only with the payments. */
export function summaryCurrency(summary: SplitPaymentSummary): string | undefined {
  return summary.payments?.find((payment) => payment.currency)?.currency ?? undefined
}

/** Paid share of the total, 0 to 100, whole. */
export function paidPercent(summary: SplitPaymentSummary): number {
  const total = summary.totalAmount ?? 0
  const paid = summary.paidAmount ?? 0
  if (total <= 0) return paid > 0 ? 100 : 0
  return Math.max(0, Math.min(100, Math.floor((paid * 100) / total)))
}
