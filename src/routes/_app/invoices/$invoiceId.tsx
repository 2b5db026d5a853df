import { createFileRoute } from '@tanstack/react-router'
import { invoiceSplitPaymentsInput } from '../../../api/contract/invoices'
import { InvoicePage } from '../../../features/invoices/InvoicePage'
import { invoiceQueries } from '../../../features/invoices/queries'

export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  loader: ({ context, params }) => {
    const parsed = invoiceSplitPaymentsInput.shape.invoiceId.safeParse(params.invoiceId)
    if (parsed.success) void context.queryClient.prefetchQuery(invoiceQueries.splitPayments(parsed.data))
  },
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { invoiceId } = Route.useParams()
  return <InvoicePage invoiceIdParam={invoiceId} />
}
