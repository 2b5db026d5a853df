import { Anchor, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconReceiptOff } from '@tabler/icons-react'
import type { SplitPayment, SplitPaymentSummary } from '../../api/contract/invoices'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { EmptyState } from '../../components/EmptyState'
import { Money } from '../../components/Money'
import { Stat } from '../../components/RecordSummary'
import { Timestamp } from '../../components/Timestamp'
import { safeHttpUrl } from '../../lib/urls'
import { paidPercent, summaryCurrency } from './splitPayments'

const Amount = Money

/**
 * Split payments of an invoice (4.5): totals, the paid share, and each payment; amounts in the invoice's
 * currency when it is known, else in that of its payments.
 */
export function SplitPaymentsPanel({
  summary,
  invoiceCurrency,
}: {
  summary: SplitPaymentSummary
  invoiceCurrency?: string | null
}) {
  const currency = invoiceCurrency || summaryCurrency(summary)
  const payments = summary.payments ?? []
  const percent = paidPercent(summary)
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stat label="Total">
          <Amount amount={summary.totalAmount} currency={currency} />
        </Stat>
        <Stat label="Paid">
          <Amount amount={summary.paidAmount} currency={currency} />
        </Stat>
        <Stat label="Remaining">
          <Amount amount={summary.remainingAmount} currency={currency} />
        </Stat>
      </SimpleGrid>
      <Stack gap={4} fz="sm">
        <Progress value={percent} size="lg" color="teal" aria-label="Share of the total paid" />
        <Text size="sm">
          {percent} % paid: <Amount amount={summary.paidAmount} currency={currency} /> of{' '}
          <Amount amount={summary.totalAmount} currency={currency} />, counting successful payments only.
        </Text>
        {!currency ? (
          <Text size="sm" c="dimmed">
            The amounts are not shown: the service gives the invoice&apos;s currency only with its payments, and it has none.
          </Text>
        ) : null}
      </Stack>

      {payments.length === 0 ? (
        <EmptyState
          icon={IconReceiptOff}
          title="No payments for this invoice"
          text={
            (summary.paidAmount ?? 0) > 0
              ? 'It was settled without a payment, for example by promo credit or by hand.'
              : 'An invoice renewed with manual payment has none until it is collected; split payments appear here as they are made.'
          }
        />
      ) : (
        <DataTable label="Split payments" rows={payments} columns={paymentColumns(currency)} minWidth={860} striped fz="sm" />
      )}
    </Stack>
  )
}

const paymentColumns = (currency: string | undefined): Column<SplitPayment>[] => [
  { header: '#', cell: (payment, index) => payment.splitSequence ?? index + 1 },
  {
    header: 'Payment ID',
    cell: (payment) =>
      payment.paymentId ? <CopyValue value={payment.paymentId} label={`payment ID ${payment.paymentId}`} /> : '—',
  },
  { header: 'Status', cell: (payment) => <CodeBadge kind="paymentStatus" value={payment.status} /> },
  { header: 'Amount', cell: (payment) => <Amount amount={payment.totalAmount} currency={payment.currency || currency} /> },
  {
    header: 'Gateway',
    cell: (payment) =>
      [payment.gatewayName, payment.gatewayId ? `ID ${payment.gatewayId}` : ''].filter(Boolean).join(' · ') || (
        <Text span c="dimmed" size="sm">
          not set
        </Text>
      ),
  },
  { header: 'Created', cell: (payment) => <Timestamp value={payment.createTime} /> },
  { header: 'Paid', cell: (payment) => <Timestamp value={payment.paidTime} /> },
  {
    header: 'Link',
    cell: (payment) => {
      const url = safeHttpUrl(payment.link)
      return url ? (
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`Open the payment page of ${payment.paymentId ?? 'this payment'}`}
        >
          Open
        </Anchor>
      ) : payment.link ? (
        <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {payment.link}
        </Text>
      ) : (
        <Text span c="dimmed" size="sm">
          none
        </Text>
      )
    },
  },
]
