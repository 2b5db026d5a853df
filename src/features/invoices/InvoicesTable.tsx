import { memo } from 'react'
import { CellNote, CellText } from '../../components/Cells'
import { cellLinkClass, endCell } from '../../components/cellClasses'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { customerOf } from './customer'
import { RouteLink } from '../../components/RouteLink'
import { pathTo } from '../../lib/routePath'

const columns: Column<InvoiceDetail>[] = [
  {
    header: 'Invoice',
    cell: (invoice) => (
      <>
        {invoice.invoiceId ? (
          <RouteLink
            href={pathTo('/invoices/$invoiceId', { invoiceId: invoice.invoiceId })}
            className={cellLinkClass({ mono: true, strong: true })}
          >
            {invoice.invoiceId}
          </RouteLink>
        ) : (
          '—'
        )}
        <CellNote>{invoice.invoiceName || invoice.productName}</CellNote>
      </>
    ),
  },
  {
    header: 'Customer',
    cell: (invoice) => (
      <>
        <CellText>{customerOf(invoice)}</CellText>
        {invoice.userId ? <CellNote>ID {invoice.userId}</CellNote> : null}
      </>
    ),
  },
  { header: 'Status', cell: (invoice) => <CodeBadge kind="invoiceStatus" value={invoice.status} /> },
  {
    header: 'Total',
    cell: (invoice) => <Money amount={invoice.totalAmount} currency={invoice.currency} />,
    className: endCell,
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
