import { createFileRoute } from '@tanstack/react-router'
import { subscriptionDetailInput } from '../../../api/contract/extensions/subscriptions'
import { InvalidSubscriptionIdPage } from '../../../features/subscriptions/OpenSubscriptionById'
import { subscriptionQueries } from '../../../features/subscriptions/queries'
import { SubscriptionPage } from '../../../features/subscriptions/SubscriptionPage'
import { pageHead } from '../../../lib/pageHead'
import { idParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/_app/subscriptions/$subscriptionId')({
  params: idParam('subscriptionId', subscriptionDetailInput.shape.subscriptionId),
  head: ({ params }) => pageHead(`Subscription ${params.subscriptionId}`),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(subscriptionQueries.detail(params.subscriptionId))
  },
  errorComponent: InvalidSubscriptionIdPage,
  component: SubscriptionRoute,
})

function SubscriptionRoute() {
  const { subscriptionId } = Route.useParams()
  return <SubscriptionPage key={subscriptionId} subscriptionId={subscriptionId} />
}
