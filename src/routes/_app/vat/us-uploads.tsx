import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { vatQueries } from '../../../features/vat/queries'
import { UsVatUploadHistory } from '../../../features/vat/UsVatUploadHistory'
import { toHistoryInput, uploadsSearchDefaults, uploadsSearchSchema } from '../../../features/vat/uploadsSearch'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/vat/us-uploads')({
  head: () => pageHead('US VAT upload history'),
  validateSearch: uploadsSearchSchema,
  search: { middlewares: [stripSearchParams(uploadsSearchDefaults)] },
  loaderDeps: ({ search }) => toHistoryInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(vatQueries.uploadList(deps))
  },
  component: UsUploadsRoute,
})

function UsUploadsRoute() {
  return <UsVatUploadHistory search={Route.useSearch()} />
}
