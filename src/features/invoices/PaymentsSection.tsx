import { useEffect } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { SplitPaymentSummary } from '../../api/contract/invoices'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { formatMoney } from '../../lib/money'
import { rememberRecent } from '../../lib/recent'
import { RECENT_INVOICES } from './queries'
import { SplitPaymentsPanel } from './SplitPaymentsPanel'
import { summaryCurrency } from './splitPayments'

/** How a remembered invoice is named: its total (when its currency is known) and how many payments it has. */
function recentName(summary: SplitPaymentSummary): string {
  const currency = summaryCurrency(summary)
  const count = summary.payments?.length ?? 0
  const payments = count === 0 ? 'no payments' : `${count} payment${count === 1 ? '' : 's'}`
  return currency ? `${formatMoney(summary.totalAmount, currency)}, ${payments}` : payments
}

/** The split payments of an invoice (4.5), in their four states; the invoice is remembered once they load. */
export function PaymentsSection({
  invoiceId,
  currency,
  query,
}: {
  invoiceId: string
  /** The invoice's currency, when the service shows the invoice. */
  currency?: string | null
  query: UseQueryResult<SplitPaymentSummary>
}) {
  const summary = query.data
  useEffect(() => {
    if (summary) rememberRecent(RECENT_INVOICES, { id: invoiceId, name: recentName(summary) })
  }, [summary, invoiceId])

  return (
    <Section title="Payments">
      <QueryStates
        query={query}
        noun="payments"
        skeleton={[64, 16, 120]}
        notFound={(error) => <ErrorAlert error={error} title="The service has no payments for this invoice" />}
      >
        {(data) => <SplitPaymentsPanel summary={data} invoiceCurrency={currency} />}
      </QueryStates>
    </Section>
  )
}
