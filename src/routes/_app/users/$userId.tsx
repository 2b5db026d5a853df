import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod'
import { userGetInput } from '../../../api/contract/users'
import { CustomerSubscriptions } from '../../../features/subscriptions/CustomerSubscriptions'
import { customerSubscriptionsPage, subscriptionQueries } from '../../../features/subscriptions/queries'
import { NewInvoiceButton } from '../../../features/invoices/NewInvoiceButton'
import { CustomerCreditNotes, CustomerPayments } from '../../../features/invoices/PaymentTimeline'
import { customerCreditNotesPage, customerPaymentsPage } from '../../../features/invoices/queries'
import { CustomerInvoices } from '../../../features/users/CustomerInvoices'
import { InvalidUserIdPage } from '../../../features/users/OpenUserById'
import { InvoiceStatus } from '../../../api/contract/codes'
import { customerInvoicesIn, customerInvoicesPage, userQueries } from '../../../features/users/queries'
import { UserPage } from '../../../features/users/UserPage'
import { CustomerTimeline } from '../../../features/timeline/CustomerTimeline'
import { customerScope, prefetchTimeline } from '../../../features/timeline/queries'
import { pageSearch } from '../../../lib/listSearch'
import { pageHead } from '../../../lib/pageHead'
import { idParam } from '../../../lib/routeParams'

/** The pages of the customer's lists. */
const listsSearchSchema = z.object({
  subscriptionsPage: pageSearch,
  invoicesPage: pageSearch,
  paymentsPage: pageSearch,
  creditNotesPage: pageSearch,
})

export const Route = createFileRoute('/_app/users/$userId')({
  params: idParam('userId', userGetInput.shape.userId),
  validateSearch: listsSearchSchema,
  search: { middlewares: [stripSearchParams(listsSearchSchema.parse({}))] },
  loaderDeps: ({ search: { subscriptionsPage, invoicesPage, paymentsPage, creditNotesPage } }) => ({
    subscriptionsPage,
    invoicesPage,
    paymentsPage,
    creditNotesPage,
  }),
  // The customer, what their summary shows and the lists on their page, asked for together: the lists' requests
  // waited for the page to be drawn with the customer, a round trip and a render later. Their current subscription,
  // their credit notes and, once the page is opened (not on a pointer resting on a link to it), their timeline's
  // lists are asked for as soon as the customer names them.
  loader: ({ context: { queryClient }, params: { userId }, deps, preload }) => {
    void queryClient
      .ensureQueryData(userQueries.detail(userId))
      .then((user) => {
        if (!user) return
        if (user.subscriptionId) void queryClient.prefetchQuery(subscriptionQueries.detail(user.subscriptionId))
        if (user.email) void queryClient.prefetchQuery(customerCreditNotesPage(user.email, deps.creditNotesPage))
        if (!preload) prefetchTimeline(queryClient, customerScope(userId, user.email))
      })
      .catch(() => undefined)
    void queryClient.prefetchQuery(customerInvoicesIn(userId, InvoiceStatus.paid))
    void queryClient.prefetchQuery(customerInvoicesIn(userId, InvoiceStatus.open))
    void queryClient.prefetchQuery(customerSubscriptionsPage(userId, deps.subscriptionsPage))
    void queryClient.prefetchQuery(customerInvoicesPage(userId, deps.invoicesPage))
    void queryClient.prefetchQuery(customerPaymentsPage(userId, deps.paymentsPage))
  },
  head: ({ params }) => pageHead(`Customer ${params.userId}`),
  errorComponent: InvalidUserIdPage,
  component: UserRoute,
})

function UserRoute() {
  const { userId } = Route.useParams()
  const { subscriptionsPage, invoicesPage, paymentsPage, creditNotesPage } = Route.useSearch()
  const navigate = Route.useNavigate()
  const turn = (patch: Partial<z.output<typeof listsSearchSchema>>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), resetScroll: false })
  return (
    <UserPage
      key={userId}
      userId={userId}
      subscription={subscriptionQueries.detail}
      related={(user) => (
        <>
          <CustomerSubscriptions userId={userId} page={subscriptionsPage} onPage={(page) => turn({ subscriptionsPage: page })} />
          <CustomerInvoices
            userId={userId}
            page={invoicesPage}
            onPage={(page) => turn({ invoicesPage: page })}
            actions={<NewInvoiceButton userId={userId} />}
          />
          <CustomerPayments userId={userId} page={paymentsPage} onPage={(page) => turn({ paymentsPage: page })} />
          <CustomerCreditNotes email={user.email} page={creditNotesPage} onPage={(page) => turn({ creditNotesPage: page })} />
          <CustomerTimeline userId={userId} email={user.email} />
        </>
      )}
    />
  )
}
