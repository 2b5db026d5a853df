import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { BatchTemplatesList } from '../../../../features/discounts/BatchTemplatesList'
import { discountsSearchDefaults, discountsSearchSchema, toListInput } from '../../../../features/discounts/listSearch'
import { discountQueries } from '../../../../features/discounts/queries'
import { pageHead } from '../../../../lib/pageHead'

export const Route = createFileRoute('/_app/discounts/templates/')({
  head: () => pageHead('Batch templates'),
  validateSearch: discountsSearchSchema,
  search: { middlewares: [stripSearchParams(discountsSearchDefaults)] },
  loaderDeps: ({ search }) => toListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(discountQueries.templateList(deps))
  },
  component: BatchTemplatesRoute,
})

function BatchTemplatesRoute() {
  return <BatchTemplatesList search={Route.useSearch()} />
}
