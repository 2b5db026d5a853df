import type { Endpoint } from './api/contract/core'
import { discountList } from './api/contract/extensions/discounts'
import { invoiceList } from './api/contract/extensions/invoices'
import { metricList } from './api/contract/extensions/metrics'
import { planList } from './api/contract/extensions/plans'
import { subscriptionList } from './api/contract/extensions/subscriptions'
import { userList } from './api/contract/extensions/users'
import { productList } from './api/contract/products'
import type { RequestDescription } from './api/errors'
import { buildRequest, inputToSend } from './api/request'
import { discountsSearchDefaults, toListInput as toDiscountListInput } from './features/discounts/listSearch'
import { invoicesSearchDefaults, toListInput as toInvoiceListInput } from './features/invoices/listSearch'
import { metricsSearchDefaults, toMetricListInput } from './features/metrics/listSearch'
import { plansSearchDefaults, toPlanListInput } from './features/plans/listSearch'
import { productsSearchDefaults, toListInput as toProductListInput } from './features/products/listSearch'
import { subscriptionsSearchDefaults, toSubscriptionListInput } from './features/subscriptions/listSearch'
import { customersSearchDefaults, toUserListInput } from './features/users/listSearch'

/**
 * The call each list page makes first when its address holds no query (its default view): what its route's
 * loader asks for. `src/firstRequests.test.ts` holds each to its route.
 */
const firstCalls: Record<string, { endpoint: Endpoint; input: unknown }> = {
  '/products': { endpoint: productList, input: toProductListInput(productsSearchDefaults) },
  '/users': { endpoint: userList, input: toUserListInput(customersSearchDefaults) },
  '/invoices': { endpoint: invoiceList, input: toInvoiceListInput(invoicesSearchDefaults) },
  '/subscriptions': { endpoint: subscriptionList, input: toSubscriptionListInput(subscriptionsSearchDefaults) },
  '/discounts': { endpoint: discountList, input: toDiscountListInput(discountsSearchDefaults) },
  '/plans': { endpoint: planList, input: toPlanListInput(plansSearchDefaults) },
  '/metrics': { endpoint: metricList, input: toMetricListInput(metricsSearchDefaults) },
}

/**
 * The table the build writes into public/boot.js (vite.config.ts): by page path, the request its first call
 * sends (a list's view, sent as it is), its URL relative to the environment's base URL, without the key. boot.js
 * sends it as the page starts, with the session's base URL and key; the client takes its answer
 * (src/api/sentAhead.ts).
 */
export function firstRequestTable(): Record<string, RequestDescription> {
  return Object.fromEntries(
    Object.entries(firstCalls).map(([path, { endpoint, input }]) => {
      const sent = inputToSend(endpoint, input, true)
      if (!sent.success) throw new Error(`The first call of ${path} is not a request its endpoint takes`)
      return [path, buildRequest('', endpoint, sent.data)]
    }),
  )
}
