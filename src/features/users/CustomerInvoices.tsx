import { memo, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Anchor, Text } from '@mantine/core'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { ListSection } from '../../components/ListSection'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { CUSTOMER_INVOICES_PAGE_SIZE } from './listSearch'
import { customerInvoicesPage } from './queries'

const columns: Column<InvoiceDetail>[] = [
  {
    header: 'Invoice',
    cell: (invoice) =>
      invoice.invoiceId ? (
        <Anchor
          size="sm"
          ff="monospace"
          renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: invoice.invoiceId! }} />}
        >
          {invoice.invoiceId}
        </Anchor>
      ) : (
        <Dimmed />
      ),
  },
  { header: 'Name', cell: (invoice) => <Text size="sm">{invoice.invoiceName || invoice.productName || '—'}</Text> },
  { header: 'Status', cell: (invoice) => <CodeBadge kind="invoiceStatus" value={invoice.status} /> },
  { header: 'Total', cell: (invoice) => <Money amount={invoice.totalAmount} currency={invoice.currency} /> },
  { header: 'Subscription', cell: (invoice) => invoice.subscriptionId || <Dimmed>none</Dimmed>, td: { ff: 'monospace' } },
  { header: 'Created', cell: (invoice) => <Timestamp value={invoice.createTime} /> },
]

const InvoicesTable = memo(function InvoicesTable({ invoices }: { invoices: InvoiceDetail[] }) {
  return <DataTable label="Invoices of the customer" rows={invoices} columns={columns} minWidth={720} />
})

/** The customer's invoices, newest first, with their own pages; under `title` ("Invoices" on the customer's page). */
export function CustomerInvoices({
  userId,
  page,
  onPage,
  title = 'Invoices',
  actions,
}: {
  userId: number
  page: number
  onPage: (page: number) => void
  title?: string
  /** Beside the title (a new invoice for the customer). */
  actions?: ReactNode
}) {
  return (
    <ListSection
      title={title}
      what="invoices"
      options={(at) => customerInvoicesPage(userId, at)}
      total={(data) => data.total}
      page={page}
      count={CUSTOMER_INVOICES_PAGE_SIZE}
      onPage={onPage}
      isEmpty={(data) => !data.invoices.length}
      empty="This customer has no invoices."
      actions={actions}
    >
      {(data) => <InvoicesTable invoices={data.invoices} />}
    </ListSection>
  )
}
