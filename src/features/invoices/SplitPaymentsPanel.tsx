import { Anchor, Paper, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { IconReceiptOff } from '@tabler/icons-react'
import type { SplitPaymentSummary } from '../../api/contract/invoices'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { safeHttpUrl } from '../../lib/urls'


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

function Amount({ amount, currency }: { amount: number | null | undefined; currency: string | undefined }) {
  if (currency) return <Money amount={amount} currency={currency} />
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
      {amount == null ? 'not set' : `${amount.toLocaleString()} minor units`}
    </Text>
  )
}

function Stat({ label, amount, currency }: { label: string; amount: number | null | undefined; currency: string | undefined }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={600}>
        <Amount amount={amount} currency={currency} />
      </Text>
    </Paper>
  )
}

/** Split payments of an invoice (4.5): totals, the paid share, and each payment. */
export function SplitPaymentsPanel({ summary }: { summary: SplitPaymentSummary }) {
  const currency = summaryCurrency(summary)
  const payments = summary.payments ?? []
  const percent = paidPercent(summary)
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stat label="Total" amount={summary.totalAmount} currency={currency} />
        <Stat label="Paid" amount={summary.paidAmount} currency={currency} />
        <Stat label="Remaining" amount={summary.remainingAmount} currency={currency} />
      </SimpleGrid>
      <Stack gap={4} fz="sm">
        <Progress value={percent} size="lg" color="teal" aria-label="Share of the total paid" />
        <Text size="sm">
          {percent} % paid: <Amount amount={summary.paidAmount} currency={currency} /> of{' '}
          <Amount amount={summary.totalAmount} currency={currency} />, counting successful payments only.
        </Text>
        {!currency ? (
          <Text size="sm" c="dimmed">
            Amounts are in minor units: the API gives the invoice currency only with its payments.
          </Text>
        ) : null}
      </Stack>

      {payments.length === 0 ? (
        <Paper withBorder p="lg">
          <Stack align="center" gap="xs">
            <IconReceiptOff size={28} aria-hidden />
            <Text fw={500}>No payments for this invoice</Text>
            <Text size="sm" c="dimmed" ta="center" maw={520}>
              {(summary.paidAmount ?? 0) > 0
                ? 'It was settled without a payment, for example by promo credit or by hand.'
                : 'An invoice renewed with manual payment has none until it is collected; split payments appear here as they are made.'}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped verticalSpacing="xs" aria-label="Split payments" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">Payment ID</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Gateway</Table.Th>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">Paid</Table.Th>
                <Table.Th scope="col">Link</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment, index) => {
                const url = safeHttpUrl(payment.link)
                const gateway = [payment.gatewayName, payment.gatewayId ? `ID ${payment.gatewayId}` : ''].filter(Boolean).join(' · ')
                return (
                  <Table.Tr key={payment.paymentId ?? `row-${index}`}>
                    <Table.Td>{payment.splitSequence ?? index + 1}</Table.Td>
                    <Table.Td>
                      {payment.paymentId ? <CopyValue value={payment.paymentId} label={`payment ID ${payment.paymentId}`} /> : '—'}
                    </Table.Td>
                    <Table.Td>
                      <CodeBadge kind="paymentStatus" value={payment.status} />
                    </Table.Td>
                    <Table.Td>
                      <Amount amount={payment.totalAmount} currency={payment.currency || currency} />
                    </Table.Td>
                    <Table.Td>{gateway || <Text span c="dimmed" size="sm">not set</Text>}</Table.Td>
                    <Table.Td>
                      <Timestamp value={payment.createTime} />
                    </Table.Td>
                    <Table.Td>
                      <Timestamp value={payment.paidTime} />
                    </Table.Td>
                    <Table.Td>
                      {url ? (
                        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={`Open the payment page of ${payment.paymentId ?? 'this payment'}`}>
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
                      )}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
