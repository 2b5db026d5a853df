import { lazy } from 'react'

/**
 * The webhooks page by ID, shown in place of the endpoint list or an endpoint's deliveries on a service without
 * those list calls: one component for both, its code loaded only then.
 */
export const WebhooksByIdPage = lazy(() => import('./WebhooksByIdPage').then((module) => ({ default: module.WebhooksByIdPage })))
