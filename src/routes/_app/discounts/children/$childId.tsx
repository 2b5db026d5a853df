import { createFileRoute } from '@tanstack/react-router'
import { BatchChildPage } from '../../../../features/discounts/BatchChildPage'
import { childIdSchema, parseIdParam } from '../../../../features/discounts/ids'
import { discountQueries } from '../../../../features/discounts/queries'

export const Route = createFileRoute('/_app/discounts/children/$childId')({
  loader: ({ context, params }) => {
    const id = parseIdParam(childIdSchema, params.childId)
    if (id !== null) void context.queryClient.prefetchQuery(discountQueries.child(id))
  },
  component: BatchChildRoute,
})

function BatchChildRoute() {
  return <BatchChildPage idText={Route.useParams().childId} />
}
