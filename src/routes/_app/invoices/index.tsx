import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { InvoicesList } from '../../../features/invoices/InvoicesList'
import { invoicesSearchDefaults, invoicesSearchSchema, toListInput } from '../../../features/invoices/listSearch'
import { invoiceQueries } from '../../../features/invoices/queries'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/invoices/')({
  head: () => pageHead('Invoices'),
  validateSearch: invoicesSearchSchema,
  search: { middlewares: [stripSearchParams(invoicesSearchDefaults)] },
  loaderDeps: ({ search }) => toListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(invoiceQueries.list(deps))
  },
  component: InvoicesRoute,
})

function InvoicesRoute() {
  return <InvoicesList search={Route.useSearch()} />
}
