import { createFileRoute } from '@tanstack/react-router'
import { BatchChildPage } from '../../../../features/discounts/BatchChildPage'
import { InvalidChildId } from '../../../../features/discounts/DiscountLookups'
import { childIdSchema } from '../../../../features/discounts/ids'
import { discountQueries } from '../../../../features/discounts/queries'
import { pageHead } from '../../../../lib/pageHead'
import { idParam } from '../../../../lib/routeParams'

export const Route = createFileRoute('/_app/discounts/children/$childId')({
  params: idParam('childId', childIdSchema),
  head: ({ params }) => pageHead(`Batch child code ${params.childId}`),
  loader: ({ context: { queryClient }, params: { childId } }) => {
    void queryClient.prefetchQuery(discountQueries.child(childId))
  },
  errorComponent: InvalidChildId,
  component: BatchChildRoute,
})

function BatchChildRoute() {
  const { childId } = Route.useParams()
  return <BatchChildPage key={childId} id={childId} />
}
