import { ListSection } from '../../components/ListSection'
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
  return (
    <ListSection
      title="Subscriptions"
      what="subscriptions"
      options={(at) => subscriptionQueries.list({ userId, page: at, count: PAGE_SIZE })}
      total={(data) => data.total}
      page={page}
      count={PAGE_SIZE}
      onPage={onPage}
      isEmpty={(data) => !data.subscriptions.length}
      empty="This customer has no subscriptions."
    >
      {(data) => (
        <SubscriptionsTable subscriptions={data.subscriptions} label="Subscriptions of the customer" withCustomer={false} />
      )}
    </ListSection>
  )
}
