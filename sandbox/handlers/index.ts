import { extensionAreas } from '../extensions'
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

/** Every area module of the sandbox: the spec's areas, then the real service's list, search and detail calls. */
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
  ...extensionAreas,
]
