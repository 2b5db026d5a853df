import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { WebhooksPage } from '../../../features/webhooks/WebhooksPage'
import { pageHead } from '../../../lib/pageHead'

const searchSchema = z.object({
  /** Prefills the endpoint form. */
  endpointId: z.int().positive().optional().catch(undefined),
  /** Prefills the resend form. */
  logId: z.int().positive().optional().catch(undefined),
})

export const Route = createFileRoute('/_app/webhooks/')({
  head: () => pageHead('Webhooks'),
  validateSearch: searchSchema,
  component: WebhooksRoute,
})

function WebhooksRoute() {
  return <WebhooksPage search={Route.useSearch()} />
}
