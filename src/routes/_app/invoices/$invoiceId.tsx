import { createFileRoute } from '@tanstack/react-router'
import { invoiceIdSchema } from '../../../features/invoices/ids'
import { InvalidInvoiceId } from '../../../features/invoices/InvoiceLookup'
import { InvoicePage } from '../../../features/invoices/InvoicePage'
import { invoicePaymentsQuery, invoiceQueries } from '../../../features/invoices/queries'
import { pageHead } from '../../../lib/pageHead'
import { idParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  params: idParam('invoiceId', invoiceIdSchema),
  head: ({ params }) => pageHead(`Invoice ${params.invoiceId}`),
  // The invoice and its payments, then its payments and refunds as soon as it names its customer: they waited for
  // the page to be drawn with the invoice, a round trip and a render later.
  loader: ({ context: { queryClient }, params: { invoiceId } }) => {
    void queryClient
      .ensureQueryData(invoiceQueries.detail(invoiceId))
      .then((detail) => {
        if (detail) void queryClient.prefetchQuery(invoicePaymentsQuery(detail.invoice))
      })
      .catch(() => undefined)
    void queryClient.prefetchQuery(invoiceQueries.splitPayments(invoiceId))
  },
  errorComponent: InvalidInvoiceId,
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { invoiceId } = Route.useParams()
  return <InvoicePage key={invoiceId} invoiceId={invoiceId} />
}
