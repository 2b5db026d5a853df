import { createFileRoute } from '@tanstack/react-router'
import { byIdSearchSchema } from '../../../features/webhooks/listSearch'
import { WebhooksByIdPage } from '../../../features/webhooks/WebhooksByIdPage'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/webhooks/by-id')({
  head: () => pageHead('Webhooks by ID'),
  validateSearch: byIdSearchSchema,
  component: WebhooksByIdRoute,
})

function WebhooksByIdRoute() {
  return <WebhooksByIdPage search={Route.useSearch()} />
}
