import { createFileRoute, redirect } from '@tanstack/react-router'
import { byIdSearchSchema } from '../../../features/webhooks/listSearch'
import { webhookQueries } from '../../../features/webhooks/queries'
import { WebhooksList } from '../../../features/webhooks/WebhooksList'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/webhooks/')({
  head: () => pageHead('Webhooks'),
  validateSearch: byIdSearchSchema,
  // Links that name an endpoint or a log to update or resend by ID open the forms that do that.
  beforeLoad: ({ search }) => {
    if (search.endpointId !== undefined || search.logId !== undefined) {
      throw redirect({ to: '/webhooks/by-id', search, replace: true })
    }
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(webhookQueries.endpoints())
  },
  component: WebhooksList,
})
