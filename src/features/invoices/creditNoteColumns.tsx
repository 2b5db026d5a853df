import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { AnchorLink } from '../../components/AnchorLink'
import { CodeBadge } from '../../components/CodeBadge'
import type { Column } from '../../components/DataTable'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'

/** The columns of a list of credit notes: each linked to its page, its status in words, its amount in its currency. */
export const creditNoteColumns: Column<InvoiceDetail>[] = [
  {
    header: 'Credit note',
    cell: (note) =>
      note.invoiceId ? (
        <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId: note.invoiceId }} size="sm" underline="hover">
          {note.invoiceId}
        </AnchorLink>
      ) : (
        '—'
      ),
  },
  { header: 'Status', cell: (note) => <CodeBadge kind="invoiceStatus" value={note.status} /> },
  { header: 'Amount', cell: (note) => <Money amount={note.totalAmount} currency={note.currency} /> },
  { header: 'Refund', cell: (note) => note.refundId || '—' },
  { header: 'Created', cell: (note) => <Timestamp value={note.createTime} /> },
]
