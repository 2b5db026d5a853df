import { createFileRoute } from '@tanstack/react-router'
import { RenewPage } from '../../../features/subscriptions/RenewPage'
import { renewSearchSchema } from '../../../features/subscriptions/renewSearch'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/subscriptions/renew')({
  head: () => pageHead('Renew a subscription'),
  validateSearch: renewSearchSchema,
  component: RenewRoute,
})

function RenewRoute() {
  const search = Route.useSearch()
  // A link with other ids starts the form afresh.
  return <RenewPage key={`${search.subscriptionId ?? ''}:${search.userId ?? ''}`} search={search} />
}
