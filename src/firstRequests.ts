import { startRedirects } from '../scripts/landing-pages.mjs'
import type { Endpoint } from './api/contract/core'
import { batchChildDetail, batchTemplateDetail } from './api/contract/discounts'
import { batchChildList, batchTemplateList, discountDetail, discountList } from './api/contract/extensions/discounts'
import { invoiceDetail, invoiceList } from './api/contract/extensions/invoices'
import { invoiceSplitPayments } from './api/contract/invoices'
import { metricList } from './api/contract/extensions/metrics'
import { planList } from './api/contract/extensions/plans'
import { subscriptionDetail, subscriptionList } from './api/contract/extensions/subscriptions'
import { userList } from './api/contract/extensions/users'
import { productList } from './api/contract/products'
import { userGet } from './api/contract/users'
import { usVatUploadHistoryList } from './api/contract/vat'
import { webhookEndpointList, webhookEndpointLogList } from './api/contract/extensions/webhooks'
import type { RequestDescription } from './api/errors'
import { buildRequest } from './api/request'
import {
  childrenSearchDefaults,
  discountsSearchDefaults,
  toChildListInput,
  toListInput as toDiscountListInput,
} from './features/discounts/listSearch'
import { invoicesSearchDefaults, toListInput as toInvoiceListInput } from './features/invoices/listSearch'
import { metricsSearchDefaults, toMetricListInput } from './features/metrics/listSearch'
import { plansSearchDefaults, toPlanListInput } from './features/plans/listSearch'
import { productsSearchDefaults, toListInput as toProductListInput } from './features/products/listSearch'
import {
  customerSubscriptionsInput,
  subscriptionsSearchDefaults,
  toSubscriptionListInput,
} from './features/subscriptions/listSearch'
import { customerInvoicesInput, customersSearchDefaults, toUserListInput } from './features/users/listSearch'
import { toHistoryInput, uploadsSearchDefaults } from './features/vat/uploadsSearch'
import { logsSearchDefaults, toLogListInput } from './features/webhooks/listSearch'

/** A list's input at `page` of its default view, as its route's loader makes it. */
function atPage<View extends { page: number }>(toInput: (view: View) => unknown, defaults: View) {
  return (page: number) => toInput({ ...defaults, page })
}

/**
 * The call each list page makes first when its address holds no query (its default view), or only the page it is
 * turned to (`?page=2`, as the list writes it once turned): what its route's loader asks for, at that page. `view`
 * is the client's option the call is made with; `anyQuery`, a list the query does not change, asked for whatever
 * the address's query. `src/firstRequests.test.ts` holds each to its route.
 */
const firstCalls: Record<string, { endpoint: Endpoint; input: (page: number) => unknown; view: boolean; anyQuery?: true }> = {
  '/products': { endpoint: productList, input: atPage(toProductListInput, productsSearchDefaults), view: true },
  '/users': { endpoint: userList, input: atPage(toUserListInput, customersSearchDefaults), view: true },
  '/invoices': { endpoint: invoiceList, input: atPage(toInvoiceListInput, invoicesSearchDefaults), view: true },
  '/subscriptions': {
    endpoint: subscriptionList,
    input: atPage(toSubscriptionListInput, subscriptionsSearchDefaults),
    view: true,
  },
  '/discounts': { endpoint: discountList, input: atPage(toDiscountListInput, discountsSearchDefaults), view: true },
  '/discounts/templates': {
    endpoint: batchTemplateList,
    input: atPage(toDiscountListInput, discountsSearchDefaults),
    view: true,
  },
  '/plans': { endpoint: planList, input: atPage(toPlanListInput, plansSearchDefaults), view: true },
  '/metrics': { endpoint: metricList, input: atPage(toMetricListInput, metricsSearchDefaults), view: true },
  '/vat/us-uploads': { endpoint: usVatUploadHistoryList, input: atPage(toHistoryInput, uploadsSearchDefaults), view: false },
  '/webhooks': { endpoint: webhookEndpointList, input: () => ({}), view: false, anyQuery: true },
}

/**
 * The calls each detail page makes first, together: a page whose address ends in the id of what it shows. `id` is
 * how the route reads it: a whole number, or a text; `except` lists the pages at the same place whose last segment
 * is their own name, not an id. The rest of its address, its query included, does not change a call, but for one
 * marked `defaultView` (a section's list): that one is sent only for an address without a query, or whose query
 * names only its sections' pages (`page`, the member naming its page). `view` is the client's option the call is
 * made with. `src/firstRequests.test.ts` holds each page's calls to its route's loader.
 */
const firstDetailCalls: Record<string, DetailCalls> = {
  '/users/*': {
    id: 'number',
    calls: [
      { endpoint: userGet, input: (userId) => ({ userId }) },
      {
        endpoint: subscriptionList,
        input: (userId, page) => customerSubscriptionsInput(userId, page),
        view: true,
        defaultView: true,
        page: 'subscriptionsPage',
      },
      {
        endpoint: invoiceList,
        input: (userId, page) => customerInvoicesInput(userId, page),
        defaultView: true,
        page: 'invoicesPage',
      },
    ],
  },
  '/subscriptions/*': {
    id: 'text',
    calls: [{ endpoint: subscriptionDetail, input: (subscriptionId) => ({ subscriptionId }) }],
    except: ['renew'],
  },
  '/invoices/*': {
    id: 'text',
    calls: [
      { endpoint: invoiceDetail, input: (invoiceId) => ({ invoiceId }) },
      { endpoint: invoiceSplitPayments, input: (invoiceId) => ({ invoiceId }) },
    ],
  },
  '/discounts/codes/*': { id: 'number', calls: [{ endpoint: discountDetail, input: (id) => ({ id }) }] },
  '/discounts/templates/*': {
    id: 'number',
    calls: [
      { endpoint: batchTemplateDetail, input: (id) => ({ id }) },
      {
        endpoint: batchChildList,
        input: (id, page) => toChildListInput(id, { ...childrenSearchDefaults, page }),
        defaultView: true,
        page: 'page',
      },
    ],
  },
  '/discounts/children/*': { id: 'number', calls: [{ endpoint: batchChildDetail, input: (id) => ({ id }) }] },
  '/webhooks/*': {
    id: 'number',
    calls: [
      { endpoint: webhookEndpointList, input: () => ({}), everyId: true },
      {
        endpoint: webhookEndpointLogList,
        input: (endpointId, page) => toLogListInput(endpointId, { ...logsSearchDefaults, page }),
        defaultView: true,
        page: 'page',
      },
    ],
    except: ['by-id'],
  },
}

interface DetailCall<Id> {
  endpoint: Endpoint
  /** The input for an id, and for the page `page` names (a section's list), else 0. */
  input: (id: Id, page: number) => unknown
  view?: boolean
  defaultView?: boolean
  /** The member of the query that names the page of this call's list (a section's), when its page is the query's. */
  page?: string
  /** The same request for every id (a list the page shows beside the record): it holds none. */
  everyId?: boolean
}

type DetailCalls = { except?: string[] } & (
  { id: 'number'; calls: DetailCall<number>[] } | { id: 'text'; calls: DetailCall<string>[] }
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

/**
 * Where a list's request takes its page from the address: the query's member `param` (`?page=2`, `?invoicesPage=1`,
 * as the router writes it once the list is turned: digits without a leading zero, boot.js's rule), the first page
 * (0) without it. The request holds `sentinel` where the page goes, once.
 */
export interface PageInAddress {
  param: string
  sentinel: string
}

/**
 * A request of the table: a list's with its page to fill in (`page`), a detail page's with its id. One marked
 * `defaultView` (a list's, and a detail page's section's) is sent only for an address without a query, or whose
 * query names nothing but the pages of the page's requests.
 */
export type FirstRequest = RequestDescription & { defaultView?: true; page?: PageInAddress }

/** A page's first requests, in the order its loader sends them; a detail page's with where its id goes. */
export interface FirstRequests {
  requests: FirstRequest[]
  id?: IdInAddress
}

/** What stands for the id while the build writes a detail page's request: an id no page would read as another. */
export const idSentinels = { number: 918273645, text: 'ID918273645' } as const
/**
 * What stands for a list's page while the build writes its request: a page no list is turned to, longer than any
 * page boot.js puts in (so that a page's digits never hold the id's stand-in, which it fills in after the page).
 */
export const pageSentinel = 819273645
const idRules = { number: '^[1-9][0-9]{0,14}$', text: '^[A-Za-z0-9_.-]{1,128}$' } as const

/**
 * The table the build writes into public/boot.js (vite.config.ts): by page path (a detail page's with `*` for its
 * id), the requests its first calls send (a list's view, sent as it is), their URLs relative to the environment's
 * base URL, without the key. boot.js sends them as the page starts, with the session's base URL and key; the client
 * takes their answers (src/api/sentAhead.ts).
 */
export function firstRequestTable(): Record<string, FirstRequests> {
  const lists = Object.entries(firstCalls).map(([path, call]): [string, FirstRequests] => {
    if (call.anyQuery) return [path, { requests: [request(path, call.endpoint, call.input(0), call.view)] }]
    return [path, { requests: [{ ...pagedRequest(path, call.endpoint, call.input, 'page', call.view), defaultView: true }] }]
  })
  const details = Object.entries(firstDetailCalls).map(([path, page]) => {
    const requests =
      page.id === 'number'
        ? detailRequests(path, page.calls, idSentinels.number)
        : detailRequests(path, page.calls, idSentinels.text)
    return [path, { requests, id: { rule: idRules[page.id], sentinel: String(idSentinels[page.id]), except: page.except ?? [] } }]
  })
  const table: Record<string, FirstRequests> = Object.fromEntries([...lists, ...details])
  // An address the app sends on to a page as it starts (scripts/landing-pages.mjs): that page's requests, at its
  // first page, as the app sends it there whatever the query.
  for (const [from, to] of Object.entries(startRedirects)) table[from] = atFirstPage(table[to]!)
  return table
}

/** A page's requests with each list's page filled in as the first, and so with no page to take from the address. */
function atFirstPage({ requests, id }: FirstRequests): FirstRequests {
  return {
    requests: requests.map(({ page, ...each }) => (page ? fillPage(each, page.sentinel, 0) : each)),
    ...(id ? { id } : {}),
  }
}

function fillPage<R extends RequestDescription>(written: R, sentinel: string, page: number): R {
  const fill = (text: string) => text.split(sentinel).join(String(page))
  return { ...written, url: fill(written.url), body: written.body === null ? null : fill(written.body) }
}

const sameRequest = (one: RequestDescription, other: RequestDescription) => JSON.stringify(one) === JSON.stringify(other)

/**
 * A list's request with `pageSentinel` where its page goes, taken from the query's member `param`: checked to hold it
 * once, and to be each page's very request once it is filled in.
 */
function pagedRequest(
  path: string,
  endpoint: Endpoint,
  input: (page: number) => unknown,
  param: string,
  view?: boolean,
): RequestDescription & { page: PageInAddress } {
  const sentinel = String(pageSentinel)
  const built = request(path, endpoint, input(pageSentinel), view)
  const once = `${built.url}\n${built.body ?? ''}`.split(sentinel).length === 2
  if (
    !once ||
    [0, 1, 37].some((page) => !sameRequest(fillPage(built, sentinel, page), request(path, endpoint, input(page), view)))
  ) {
    throw new Error(`A first call of ${path} does not hold its page once, where each page's request has it`)
  }
  return { ...built, page: { param, sentinel } }
}

/** The request a page's first call sends, without the base URL. */
function request(path: string, endpoint: Endpoint, input: unknown, _view?: boolean): RequestDescription {
  const sent = endpoint.input.safeParse(input)
  if (!sent.success) throw new Error(`A first call of ${path} is not a request its endpoint takes`)
  return buildRequest('', endpoint, sent.data)
}

/**
 * A detail page's first requests, written for the id `sentinel`, which each must hold exactly once (or not at all,
 * `everyId`).
 */
function detailRequests<Id extends number | string>(path: string, calls: DetailCall<Id>[], sentinel: Id): FirstRequest[] {
  return calls.map(({ endpoint, input, view, defaultView, everyId, page }) => {
    const built = page
      ? pagedRequest(path, endpoint, (pageNumber) => input(sentinel, pageNumber), page, view)
      : request(path, endpoint, input(sentinel, 0), view)
    if (`${built.url}\n${built.body ?? ''}`.split(String(sentinel)).length !== (everyId ? 1 : 2)) {
      throw new Error(`A first call of ${path} does not hold its id ${everyId ? 'nowhere' : 'exactly once'}`)
    }
    return defaultView ? { ...built, defaultView: true } : built
  })
}
