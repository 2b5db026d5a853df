import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PaymentsList } from '../../../features/invoices/PaymentsList'
import { paymentsSearchDefaults, paymentsSearchSchema, toPaymentListInput } from '../../../features/invoices/paymentsSearch'
import { invoiceQueries } from '../../../features/invoices/queries'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/payments/')({
  head: () => pageHead('Payments'),
  validateSearch: paymentsSearchSchema,
  search: { middlewares: [stripSearchParams(paymentsSearchDefaults)] },
  loaderDeps: ({ search }) => toPaymentListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(invoiceQueries.paymentTimeline(deps))
  },
  component: PaymentsRoute,
})

function PaymentsRoute() {
  return <PaymentsList view={Route.useSearch()} />
}
