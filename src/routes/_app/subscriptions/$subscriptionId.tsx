import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod'
import { subscriptionDetailInput } from '../../../api/contract/extensions/subscriptions'
import { InvalidSubscriptionIdPage } from '../../../features/subscriptions/OpenSubscriptionById'
import { subscriptionCustomer, subscriptionQueries } from '../../../features/subscriptions/queries'
import { SubscriptionPage } from '../../../features/subscriptions/SubscriptionPage'
import { Notes } from '../../../features/timeline/Notes'
import { Timeline } from '../../../features/timeline/Timeline'
import { prefetchTimeline, subscriptionScope } from '../../../features/timeline/queries'
import { CustomerInvoices } from '../../../features/users/CustomerInvoices'
import { customerInvoicesPage } from '../../../features/users/queries'
import { pageSearch } from '../../../lib/listSearch'
import { pageHead } from '../../../lib/pageHead'
import { idParam } from '../../../lib/routeParams'

/** The page of the customer's invoices, listed under the subscription. */
const invoicesSearchSchema = z.object({ invoicesPage: pageSearch })

export const Route = createFileRoute('/_app/subscriptions/$subscriptionId')({
  params: idParam('subscriptionId', subscriptionDetailInput.shape.subscriptionId),
  validateSearch: invoicesSearchSchema,
  search: { middlewares: [stripSearchParams(invoicesSearchSchema.parse({}))] },
  loaderDeps: ({ search: { invoicesPage } }) => ({ invoicesPage }),
  head: ({ params }) => pageHead(`Subscription ${params.subscriptionId}`),
  // The subscription, then its customer's invoices as soon as it names the customer, and, once the page is opened
  // (not on a pointer resting on a link to it), its timeline's lists.
  loader: ({ context: { queryClient }, params: { subscriptionId }, deps, preload }) => {
    void queryClient
      .ensureQueryData(subscriptionQueries.detail(subscriptionId))
      .then((detail) => {
        const userId = subscriptionCustomer(detail)
        if (!userId) return
        void queryClient.prefetchQuery(customerInvoicesPage(userId, deps.invoicesPage))
        if (!preload) prefetchTimeline(queryClient, subscriptionScope(subscriptionId, userId))
      })
      .catch(() => undefined)
  },
  errorComponent: InvalidSubscriptionIdPage,
  component: SubscriptionRoute,
})

function SubscriptionRoute() {
  const { subscriptionId } = Route.useParams()
  const { invoicesPage } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SubscriptionPage
      key={subscriptionId}
      subscriptionId={subscriptionId}
      related={(userId) => (
        <>
          <CustomerInvoices
            title="Invoices of the customer"
            userId={userId}
            page={invoicesPage}
            onPage={(page) => void navigate({ search: { invoicesPage: page }, resetScroll: false })}
          />
          <Notes scope={subscriptionScope(subscriptionId, userId)} />
          <Timeline scope={subscriptionScope(subscriptionId, userId)} title="Timeline" />
        </>
      )}
    />
  )
}
