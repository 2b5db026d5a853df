import { ListSection } from '../../components/ListSection'
import { usePagedList } from '../../lib/usePagedList'
import { subscriptionQueries } from './queries'
import { SubscriptionsTable } from './SubscriptionsTable'

/** Rows per page of a customer's subscriptions. */
const PAGE_SIZE = 10

/** One customer's subscriptions, newest first, with their own pages; each row opens the subscription. */
export function CustomerSubscriptions({
  userId,
  page,
  onPage,
}: {
  userId: number
  page: number
  onPage: (page: number) => void
}) {
  const paged = usePagedList({
    options: (at) => subscriptionQueries.list({ userId, page: at, count: PAGE_SIZE }),
    page,
    count: PAGE_SIZE,
    total: (data) => data.total,
  })
  const subscriptions = paged.query.data?.subscriptions ?? []
  return (
    <ListSection
      title="Subscriptions"
      what="subscriptions"
      paged={paged}
      page={page}
      onPage={onPage}
      isEmpty={!subscriptions.length}
      empty="This customer has no subscriptions."
    >
      <SubscriptionsTable subscriptions={subscriptions} label="Subscriptions of the customer" withCustomer={false} />
    </ListSection>
  )
}
