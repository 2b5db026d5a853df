import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { vatQueries } from '../../../features/vat/queries'
import { UsVatUploadHistory } from '../../../features/vat/UsVatUploadHistory'
import { toHistoryInput, uploadsSearchDefaults, uploadsSearchSchema } from '../../../features/vat/uploadsSearch'

export const Route = createFileRoute('/_app/vat/us-uploads')({
  validateSearch: uploadsSearchSchema,
  search: { middlewares: [stripSearchParams(uploadsSearchDefaults)] },
  loaderDeps: ({ search }) => toHistoryInput(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(vatQueries.uploadList(deps)),
  head: () => ({ meta: [{ title: 'US VAT upload history · Merchant Billing Dashboard' }] }),
  component: UsUploadsRoute,
})

function UsUploadsRoute() {
  return <UsVatUploadHistory search={Route.useSearch()} />
}
