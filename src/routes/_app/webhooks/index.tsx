import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { WebhooksPage } from '../../../features/webhooks/WebhooksPage'

const searchSchema = z.object({
  /** Prefills the endpoint form. */
  endpointId: z.int().positive().optional().catch(undefined),
  /** Prefills the resend form. */
  logId: z.int().positive().optional().catch(undefined),
})

export const Route = createFileRoute('/_app/webhooks/')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: 'Webhooks · Merchant Billing Dashboard' }] }),
  component: WebhooksRoute,
})

function WebhooksRoute() {
  return <WebhooksPage search={Route.useSearch()} />
}
