import { Text } from '@mantine/core'
import type { InvoiceDetail, InvoiceLine } from '../../api/contract/extensions/invoices'
import { DataTable, type Column } from '../../components/DataTable'
import { Money } from '../../components/Money'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { formatBasisPoints } from '../../lib/money'
import { creditNoteColumns } from './creditNoteColumns'

const lineColumns = (currency: string | null | undefined): Column<InvoiceLine>[] => [
  {
    header: 'Item',
    cell: (line) => (
      <>
        <Text size="sm" fw={500}>
          {line.name || line.description || 'Item'}
        </Text>
        {line.name && line.description && line.description !== line.name ? (
          <Text size="xs" c="dimmed">
            {line.description}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Period',
    cell: (line) => (
      <Text size="sm">
        <Timestamp value={line.periodStart} /> – <Timestamp value={line.periodEnd} />
      </Text>
    ),
  },
  { header: 'Quantity', cell: (line) => line.quantity ?? '—', td: { style: { fontVariantNumeric: 'tabular-nums' } } },
  { header: 'Unit amount', cell: (line) => <Money amount={line.unitAmountExcludingTax} currency={line.currency || currency} /> },
  { header: 'Discount', cell: (line) => <Money amount={line.discountAmount} currency={line.currency || currency} /> },
  {
    header: 'Tax',
    cell: (line) => (
      <>
        <Money amount={line.tax} currency={line.currency || currency} />{' '}
        <Text span size="xs" c="dimmed">
          ({formatBasisPoints(line.taxPercentage)})
        </Text>
      </>
    ),
  },
  { header: 'Amount', cell: (line) => <Money amount={line.amount} currency={line.currency || currency} /> },
]

/** The lines of an invoice, amounts in its currency. */
export function InvoiceLines({ lines, currency }: { lines: InvoiceLine[]; currency: string | null | undefined }) {
  return (
    <Section title="Lines" count={lines.length}>
      <DataTable
        label="Invoice lines"
        rows={lines}
        columns={lineColumns(currency)}
        minWidth={760}
        fz="sm"
        empty={
          <Text size="sm" c="dimmed">
            This invoice has no lines.
          </Text>
        }
      />
    </Section>
  )
}

/** The credit notes (refund invoices) of the invoice's payment. */
export function CreditNotes({ notes }: { notes: InvoiceDetail[] }) {
  return (
    <Section title="Credit notes" count={notes.length}>
      <DataTable
        label="Credit notes"
        rows={notes}
        columns={creditNoteColumns}
        minWidth={620}
        fz="sm"
        empty={
          <Text size="sm" c="dimmed">
            No credit notes: nothing of this invoice was refunded.
          </Text>
        }
      />
    </Section>
  )
}
