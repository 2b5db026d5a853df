import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { BatchTemplatePage } from '../../../../features/discounts/BatchTemplatePage'
import { InvalidTemplateId } from '../../../../features/discounts/DiscountLookups'
import { templateIdSchema } from '../../../../features/discounts/ids'
import { childrenSearchDefaults, childrenSearchSchema, toChildListInput } from '../../../../features/discounts/listSearch'
import { discountQueries } from '../../../../features/discounts/queries'
import { pageHead } from '../../../../lib/pageHead'
import { idParam } from '../../../../lib/routeParams'

export const Route = createFileRoute('/_app/discounts/templates/$templateId')({
  params: idParam('templateId', templateIdSchema),
  validateSearch: childrenSearchSchema,
  search: { middlewares: [stripSearchParams(childrenSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { templateId }, deps }) => {
    void queryClient.prefetchQuery(discountQueries.template(templateId))
    void queryClient.prefetchQuery(discountQueries.childList(toChildListInput(templateId, deps)))
  },
  head: ({ params }) => pageHead(`Batch template ${params.templateId}`),
  errorComponent: InvalidTemplateId,
  component: BatchTemplateRoute,
})

function BatchTemplateRoute() {
  const { templateId } = Route.useParams()
  return <BatchTemplatePage key={templateId} id={templateId} childrenSearch={Route.useSearch()} />
}
