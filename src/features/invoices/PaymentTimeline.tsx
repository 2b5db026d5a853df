import { memo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Text } from '@mantine/core'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import type { PaymentTimeline } from '../../api/contract/extensions/payments'
import { PaymentTimelineType } from '../../api/contract/codes'
import { isUnsupported } from '../../api/errors'
import { AnchorLink } from '../../components/AnchorLink'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { ListSection } from '../../components/ListSection'
import { ListBody } from '../../components/ListParts'
import { Money } from '../../components/Money'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { creditNoteColumns } from './creditNoteColumns'
import {
  CUSTOMER_PAYMENTS_PAGE_SIZE,
  customerCreditNotesPage,
  customerPaymentsPage,
  INVOICE_TIMELINE_READ,
  invoicePaymentsQuery,
} from './queries'

/**
 * What a customer paid and got back (operations.md §3.6 item 2: `payment/timeline/list`) and the credit notes of
 * their refunds (`invoice/credit_note/list`), amounts in their currency, statuses in words, each entry linked to its
 * invoice and, for a refund, to its credit note.
 */

const invoiceLink = (invoiceId: string | null | undefined) =>
  invoiceId ? (
    <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId }} size="sm" ff="monospace" underline="hover">
      {invoiceId}
    </AnchorLink>
  ) : (
    <Dimmed />
  )

const columns: Column<PaymentTimeline>[] = [
  { header: 'Kind', cell: (entry) => <CodeBadge kind="paymentTimelineType" value={entry.timelineType} /> },
  { header: 'Status', cell: (entry) => <CodeBadge kind="paymentTimelineStatus" value={entry.status} /> },
  {
    header: 'Amount',
    cell: (entry) => (
      <>
        <Money amount={entry.totalAmount} currency={entry.currency} />
        {entry.timelineType === PaymentTimelineType.refund && entry.fullRefund === 1 ? (
          <Text span size="xs" c="dimmed">
            {' '}
            (all of the payment)
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'Invoice', cell: (entry) => invoiceLink(entry.invoiceId) },
  {
    header: 'Credit note',
    cell: (entry) =>
      entry.timelineType === PaymentTimelineType.refund ? invoiceLink(entry.refund?.invoiceId) : <Dimmed>—</Dimmed>,
  },
  {
    header: 'Transaction',
    cell: (entry) => entry.transactionId || <Dimmed />,
    td: { ff: 'monospace' },
  },
  { header: 'Date', cell: (entry) => <Timestamp value={entry.createTime} /> },
]

const TimelineTable = memo(function TimelineTable({ entries, label }: { entries: PaymentTimeline[]; label: string }) {
  return <DataTable label={label} rows={entries} columns={columns} minWidth={820} fz="sm" />
})

/** A customer's payments and refunds, newest first, a page at a time. */
export function CustomerPayments({ userId, page, onPage }: { userId: number; page: number; onPage: (page: number) => void }) {
  return (
    <ListSection
      title="Payments and refunds"
      what="payments and refunds"
      options={(at) => customerPaymentsPage(userId, at)}
      total={(data) => data.total}
      page={page}
      count={CUSTOMER_PAYMENTS_PAGE_SIZE}
      onPage={onPage}
      isEmpty={(data) => !data.entries.length}
      empty="This customer has made no payments and had no refunds."
    >
      {(data) => <TimelineTable entries={data.entries} label="Payments and refunds of the customer" />}
    </ListSection>
  )
}

const creditNoteOfColumn: Column<InvoiceDetail> = {
  header: 'Refunds invoice',
  cell: (note) => invoiceLink(note.originalPaymentInvoice?.invoiceId),
}

/**
 * A customer's credit notes, newest first, a page at a time. The service finds them by the customer's e-mail address
 * only: a customer without one has none to show.
 */
export function CustomerCreditNotes({
  email,
  page,
  onPage,
}: {
  email: string | null | undefined
  page: number
  onPage: (page: number) => void
}) {
  if (!email) {
    return (
      <Section title="Credit notes">
        <Text size="sm">The service finds credit notes by the customer’s e-mail address, and this customer has none.</Text>
      </Section>
    )
  }
  return (
    <ListSection
      title="Credit notes"
      what="credit notes"
      options={(at) => customerCreditNotesPage(email, at)}
      total={(data) => data.total}
      page={page}
      count={CUSTOMER_PAYMENTS_PAGE_SIZE}
      onPage={onPage}
      isEmpty={(data) => !data.notes.length}
      empty="No credit notes: nothing this customer paid was refunded."
    >
      {(data) => (
        <DataTable
          label="Credit notes of the customer"
          rows={data.notes}
          columns={[...creditNoteColumns, creditNoteOfColumn]}
          minWidth={760}
          fz="sm"
        />
      )}
    </ListSection>
  )
}

/**
 * The payments and refunds of one invoice (or, on a credit note, its refund). The service lists them by customer,
 * not by invoice: this reads the customer's, in the invoice's currency, made since the invoice was, and keeps the
 * invoice's; when there were more than that read, it says so and points to the customer's page.
 */
export function InvoicePaymentTimeline({ invoice }: { invoice: InvoiceDetail }) {
  const invoiceId = invoice.invoiceId ?? ''
  const userId = invoice.userId ?? 0
  const query = useQuery(invoicePaymentsQuery(invoice))
  if (userId <= 0) return null
  if (isUnsupported(query.error)) {
    return (
      <Section title="Payments and refunds">
        <Text size="sm">This service offers no list of payments and refunds.</Text>
      </Section>
    )
  }
  const mine = (query.data?.entries ?? []).filter(
    (entry) => entry.invoiceId === invoiceId || (entry.refund?.invoiceId && entry.refund.invoiceId === invoiceId),
  )
  const more = (query.data?.total ?? 0) > (query.data?.entries.length ?? 0)
  return (
    <Section title="Payments and refunds" count={query.data ? mine.length : undefined}>
      <ListBody
        query={query}
        what="payments and refunds"
        isEmpty={!mine.length && !more}
        empty={
          <Text size="sm" c="dimmed">
            Nothing was paid or refunded on this invoice.
          </Text>
        }
      >
        {mine.length ? <TimelineTable entries={mine} label="Payments and refunds of the invoice" /> : null}
        {more ? (
          <Text size="sm" c="dimmed">
            These are among the customer’s latest {INVOICE_TIMELINE_READ} payments and refunds since the invoice was made; all of
            them are on{' '}
            <AnchorLink to="/users/$userId" params={{ userId }} size="sm" underline="hover">
              the customer’s page
            </AnchorLink>
            .
          </Text>
        ) : null}
      </ListBody>
    </Section>
  )
}
