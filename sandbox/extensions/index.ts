import type { AreaModule } from '../registry'
import catalogActions from './catalogActions'
import customerActions from './customerActions'
import discountActions from './discountActions'
import discounts from './discounts'
import history from './history'
import invoiceActions from './invoiceActions'
import invoices from './invoices'
import memberSession from './member-session'
import metrics from './metrics'
import payments from './payments'
import plans from './plans'
import subscriptionActions from './subscriptionActions'
import subscriptions from './subscriptions'
import users from './users'
import webhooks from './webhooks'

/**
 * The real service's list, search and detail calls (`list-endpoints.md`) and its everyday write calls
 * (`operations.md` §3), over the same state as the spec's endpoints. A workspace can switch them off (`extensions`), and then they answer 404.
 */
export const extensionAreas: readonly AreaModule[] = [
  users,
  subscriptions,
  invoices,
  discounts,
  plans,
  metrics,
  webhooks,
  payments,
  history,
  subscriptionActions,
  invoiceActions,
  customerActions,
  discountActions,
  catalogActions,
  memberSession,
]
