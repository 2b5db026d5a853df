import { Text } from '@mantine/core'
import { memo } from 'react'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { customerOf } from './customer'
import { AnchorLink } from '../../components/AnchorLink'

const columns: Column<InvoiceDetail>[] = [
  {
    header: 'Invoice',
    cell: (invoice) => (
      <>
        {invoice.invoiceId ? (
          <AnchorLink
            to="/invoices/$invoiceId"
            params={{ invoiceId: invoice.invoiceId }}
            size="sm"
            underline="hover"
            fw={500}
            ff="monospace"
          >
            {invoice.invoiceId}
          </AnchorLink>
        ) : (
          '—'
        )}
        <Text size="xs" c="dimmed" lineClamp={1}>
          {invoice.invoiceName || invoice.productName}
        </Text>
      </>
    ),
  },
  {
    header: 'Customer',
    cell: (invoice) => (
      <>
        <Text size="sm">{customerOf(invoice)}</Text>
        {invoice.userId ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            ID {invoice.userId}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'Status', cell: (invoice) => <CodeBadge kind="invoiceStatus" value={invoice.status} /> },
  {
    header: 'Total',
    cell: (invoice) => <Money amount={invoice.totalAmount} currency={invoice.currency} />,
    td: { ta: 'right' },
  },
  { header: 'Created', cell: (invoice) => <Timestamp value={invoice.createTime} /> },
]

/** A page of invoices: each row links to its invoice's page. */
export const InvoicesTable = memo(function InvoicesTable({ invoices, busy }: { invoices: InvoiceDetail[]; busy: boolean }) {
  return (
    <DataTable
      label="Invoices"
      rows={invoices}
      columns={columns}
      minWidth={760}
      striped
      highlightOnHover
      fz="sm"
      aria-busy={busy}
    />
  )
})
