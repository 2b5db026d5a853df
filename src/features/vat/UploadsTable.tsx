import { memo, useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { Anchor, Badge, Button, Text } from '@mantine/core'
import type { UsVatUploadHistoryEntry } from '../../api/contract/vat'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'

/** One page of uploads: each row links to its invoice and shows what was sent and received. */
export const UploadsTable = memo(function UploadsTable({
  entries,
  busy,
  onShow,
}: {
  entries: UsVatUploadHistoryEntry[]
  busy: boolean
  onShow: (entry: UsVatUploadHistoryEntry) => void
}) {
  const columns = useMemo(() => uploadColumns(onShow), [onShow])
  return (
    <DataTable label="US VAT uploads" rows={entries} columns={columns} minWidth={860} striped highlightOnHover aria-busy={busy} />
  )
})

/** A link to an invoice's page. */
export function InvoiceLink({ invoiceId, children }: { invoiceId: string; children: React.ReactNode }) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId }} />} size="sm">
      {children}
    </Anchor>
  )
}

/** The upload's mark, as the tax service left it. */
export function Mark({ mark }: { mark: string | null | undefined }) {
  if (!mark) return <Dimmed>none</Dimmed>
  return (
    <Badge variant="outline" color="gray" tt="none" c="var(--mantine-color-text)">
      {mark}
    </Badge>
  )
}

const uploadColumns = (onShow: (entry: UsVatUploadHistoryEntry) => void): Column<UsVatUploadHistoryEntry>[] => [
  { header: 'ID', cell: (entry) => (entry.id != null ? <CopyValue value={entry.id} label={`upload ID ${entry.id}`} /> : '—') },
  {
    header: 'Created',
    cell: (entry) => (
      <Text size="sm">
        <Timestamp value={entry.createTime} />
      </Text>
    ),
  },
  {
    header: 'Invoice',
    cell: (entry) =>
      entry.invoiceId ? (
        <InvoiceLink invoiceId={entry.invoiceId}>
          <Text span ff="monospace" inherit>
            {entry.invoiceId}
          </Text>
        </InvoiceLink>
      ) : (
        '—'
      ),
  },
  {
    header: 'User ID',
    cell: (entry) => (entry.userId ? <CopyValue value={entry.userId} label={`user ID ${entry.userId}`} /> : '—'),
  },
  { header: 'Gateway', cell: (entry) => <Text size="sm">{entry.gatewayName || '—'}</Text> },
  { header: 'Mark', cell: (entry) => <Mark mark={entry.mark} /> },
  {
    header: 'Request and response',
    cell: (entry) => (
      <Button
        size="xs"
        variant="light"
        onClick={() => onShow(entry)}
        aria-label={`Show request and response of upload ${entry.id ?? ''}`}
      >
        Show
      </Button>
    ),
  },
]
