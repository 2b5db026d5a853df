import { createFileRoute } from '@tanstack/react-router'
import { invoiceIdSchema } from '../../../features/invoices/ids'
import { InvalidInvoiceId } from '../../../features/invoices/InvoiceLookup'
import { InvoicePage } from '../../../features/invoices/InvoicePage'
import { invoiceQueries } from '../../../features/invoices/queries'
import { pageHead } from '../../../lib/pageHead'
import { idParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  params: idParam('invoiceId', invoiceIdSchema),
  head: ({ params }) => pageHead(`Invoice ${params.invoiceId}`),
  loader: ({ context: { queryClient }, params: { invoiceId } }) => {
    void queryClient.prefetchQuery(invoiceQueries.detail(invoiceId))
    void queryClient.prefetchQuery(invoiceQueries.splitPayments(invoiceId))
  },
  errorComponent: InvalidInvoiceId,
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { invoiceId } = Route.useParams()
  return <InvoicePage key={invoiceId} invoiceId={invoiceId} />
}
