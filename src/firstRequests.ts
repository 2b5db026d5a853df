import type { Endpoint } from './api/contract/core'
import { batchChildDetail, batchTemplateDetail } from './api/contract/discounts'
import { discountDetail, discountList } from './api/contract/extensions/discounts'
import { invoiceDetail, invoiceList } from './api/contract/extensions/invoices'
import { metricList } from './api/contract/extensions/metrics'
import { planList } from './api/contract/extensions/plans'
import { subscriptionDetail, subscriptionList } from './api/contract/extensions/subscriptions'
import { userList } from './api/contract/extensions/users'
import { productList } from './api/contract/products'
import { userGet } from './api/contract/users'
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
 * The call each detail page makes first: a page whose address ends in the id of what it shows (the rest of its
 * address, its query included, does not change that call). `id` is how the route reads it: a whole number, or a
 * text; `except` lists the pages at the same place whose last segment is their own name, not an id.
 * `src/firstRequests.test.ts` holds each to its route.
 */
const firstDetailCalls: Record<string, DetailCall> = {
  '/users/*': { id: 'number', endpoint: userGet, input: (userId) => ({ userId }) },
  '/subscriptions/*': {
    id: 'text',
    endpoint: subscriptionDetail,
    input: (subscriptionId) => ({ subscriptionId }),
    except: ['renew'],
  },
  '/invoices/*': { id: 'text', endpoint: invoiceDetail, input: (invoiceId) => ({ invoiceId }) },
  '/discounts/codes/*': { id: 'number', endpoint: discountDetail, input: (id) => ({ id }) },
  '/discounts/templates/*': { id: 'number', endpoint: batchTemplateDetail, input: (id) => ({ id }) },
  '/discounts/children/*': { id: 'number', endpoint: batchChildDetail, input: (id) => ({ id }) },
}

type DetailCall = { endpoint: Endpoint; except?: string[] } & (
  { id: 'number'; input: (id: number) => unknown } | { id: 'text'; input: (id: string) => unknown }
)

/**
 * Where a detail page's request takes the id from its address: its last segment, when the whole of it matches
 * `rule` and is none of `except`; the request holds `sentinel` where the id goes. The rules take only ids that
 * read the same in the address, a JSON body and a query string (digits without a leading zero; letters, digits
 * and `_.-`), so boot.js puts the segment in as it is; a page with any other id sends its own request.
 */
export interface IdInAddress {
  rule: string
  sentinel: string
  except: string[]
}

/** A request of the table: a list's as it is sent; a detail page's with its id to fill in. */
export type FirstRequest = RequestDescription & { id?: IdInAddress }

/** What stands for the id while the build writes a detail page's request: an id no page would read as another. */
export const idSentinels = { number: 918273645, text: 'ID918273645' } as const
const idRules = { number: '^[1-9][0-9]{0,14}$', text: '^[A-Za-z0-9_.-]{1,128}$' } as const

/**
 * The table the build writes into public/boot.js (vite.config.ts): by page path (a detail page's with `*` for its
 * id), the request its first call sends (a list's view, sent as it is), its URL relative to the environment's base
 * URL, without the key. boot.js sends it as the page starts, with the session's base URL and key; the client takes
 * its answer (src/api/sentAhead.ts).
 */
export function firstRequestTable(): Record<string, FirstRequest> {
  const request = (path: string, endpoint: Endpoint, input: unknown, view?: boolean) => {
    const sent = inputToSend(endpoint, input, view)
    if (!sent.success) throw new Error(`The first call of ${path} is not a request its endpoint takes`)
    return buildRequest('', endpoint, sent.data)
  }
  const lists = Object.entries(firstCalls).map(([path, { endpoint, input }]) => [path, request(path, endpoint, input, true)])
  const details = Object.entries(firstDetailCalls).map(([path, call]) => {
    const sentinel = idSentinels[call.id]
    const built = request(
      path,
      call.endpoint,
      call.id === 'number' ? call.input(idSentinels.number) : call.input(idSentinels.text),
    )
    const text = String(sentinel)
    if (`${built.url}\n${built.body ?? ''}`.split(text).length !== 2) {
      throw new Error(`The first call of ${path} does not hold its id exactly once`)
    }
    return [path, { ...built, id: { rule: idRules[call.id], sentinel: text, except: call.except ?? [] } }]
  })
  return Object.fromEntries([...lists, ...details])
}
