import { createFileRoute } from '@tanstack/react-router'
import { InvalidSubscriptionIdPage } from '../../../features/subscriptions/OpenSubscriptionById'
import { subscriptionQueries } from '../../../features/subscriptions/queries'
import { SubscriptionPage } from '../../../features/subscriptions/SubscriptionPage'
import { pageHead } from '../../../lib/pageHead'
import { subscriptionIdParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/_app/subscriptions/$subscriptionId')({
  params: subscriptionIdParam,
  head: ({ params }) => pageHead(`Subscription ${params.subscriptionId}`),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(subscriptionQueries.detail(params.subscriptionId)),
  errorComponent: InvalidSubscriptionIdPage,
  component: SubscriptionRoute,
})

function SubscriptionRoute() {
  const { subscriptionId } = Route.useParams()
  return <SubscriptionPage key={subscriptionId} subscriptionId={subscriptionId} />
}
