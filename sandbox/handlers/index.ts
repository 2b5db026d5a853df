import type { AreaModule } from '../registry'
import accountAuth from './auth'
import discounts from './discounts'
import invoices from './invoices'
import members from './members'
import metrics from './metrics'
import plans from './plans'
import products from './products'
import subscriptions from './subscriptions'
import users from './users'
import vat from './vat'
import webhooks from './webhooks'

/** Every area module of the spec's endpoints (the real service's list calls are in ../extensions). */
export const areas: readonly AreaModule[] = [
  products,
  discounts,
  plans,
  metrics,
  users,
  subscriptions,
  invoices,
  vat,
  webhooks,
  members,
  accountAuth,
]
