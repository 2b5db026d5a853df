import { ListSection } from '../../components/ListSection'
import { CUSTOMER_SUBSCRIPTIONS_PAGE_SIZE } from './listSearch'
import { customerSubscriptionsPage } from './queries'
import { SubscriptionsTable } from './SubscriptionsTable'

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
      options={(at) => customerSubscriptionsPage(userId, at)}
      total={(data) => data.total}
      page={page}
      count={CUSTOMER_SUBSCRIPTIONS_PAGE_SIZE}
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
