import { createFileRoute } from '@tanstack/react-router'
import { InvalidInvoiceId } from '../../../features/invoices/InvoiceLookup'
import { InvoicePage } from '../../../features/invoices/InvoicePage'
import { invoiceQueries } from '../../../features/invoices/queries'
import { pageHead } from '../../../lib/pageHead'
import { invoiceIdParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  params: invoiceIdParam,
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
