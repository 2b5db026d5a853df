import type { AreaModule } from '../registry'
import discounts from './discounts'
import invoices from './invoices'
import memberSession from './member-session'
import metrics from './metrics'
import plans from './plans'
import subscriptions from './subscriptions'
import users from './users'
import webhooks from './webhooks'

/**
 * The real service's list, search and detail calls (`list-endpoints.md`), over the same state as the
 * spec's endpoints. A workspace can switch them off (`extensions`), and then they answer 404.
 */
export const extensionAreas: readonly AreaModule[] = [
  users,
  subscriptions,
  invoices,
  discounts,
  plans,
  metrics,
  webhooks,
  memberSession,
]
