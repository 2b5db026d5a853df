import { lazyPart } from '../../lib/lazyPart'

/**
 * The webhooks page by ID, shown in place of the endpoint list or an endpoint's deliveries on a service without
 * those list calls: one part for both, loaded only then.
 */
export const webhooksByIdPagePart = lazyPart(() => import('./WebhooksByIdPage'))
