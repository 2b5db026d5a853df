import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import {
  subscriptionsSearchDefaults,
  subscriptionsSearchSchema,
  toSubscriptionListInput,
} from '../../../features/subscriptions/listSearch'
import { subscriptionQueries } from '../../../features/subscriptions/queries'
import { SubscriptionsList } from '../../../features/subscriptions/SubscriptionsList'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/subscriptions/')({
  head: () => pageHead('Subscriptions'),
  validateSearch: subscriptionsSearchSchema,
  search: { middlewares: [stripSearchParams(subscriptionsSearchDefaults)] },
  loaderDeps: ({ search }) => toSubscriptionListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(subscriptionQueries.list(deps))
  },
  component: SubscriptionsRoute,
})

function SubscriptionsRoute() {
  return <SubscriptionsList view={Route.useSearch()} />
}
