import { createFileRoute } from '@tanstack/react-router'
import { BatchTemplatePage } from '../../../../features/discounts/BatchTemplatePage'
import { parseIdParam, templateIdSchema } from '../../../../features/discounts/ids'
import { discountQueries } from '../../../../features/discounts/queries'

export const Route = createFileRoute('/_app/discounts/templates/$templateId')({
  loader: ({ context, params }) => {
    const id = parseIdParam(templateIdSchema, params.templateId)
    if (id !== null) void context.queryClient.prefetchQuery(discountQueries.template(id))
  },
  component: BatchTemplateRoute,
})

function BatchTemplateRoute() {
  return <BatchTemplatePage idText={Route.useParams().templateId} />
}
