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
import { buildRequest, inputToSend } from './api/request'
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

/**
 * The call each list page makes first when its address holds no query (its default view), or only the page it is
 * turned to (`?page=2`, as the list writes it once turned): what its route's loader asks for, at that page. `view`
 * is the client's option the call is made with; `anyQuery`, a list the query does not change, asked for whatever
 * the address's query. `src/firstRequests.test.ts` holds each to its route.
 */
const firstCalls: Record<
  string,
  { endpoint: Endpoint; input: (page: number) => unknown; view: boolean } & ({ paged: true } | { anyQuery: true })
> = {
  '/products': {
    endpoint: productList,
    input: (page) => toProductListInput({ ...productsSearchDefaults, page }),
    view: true,
    paged: true,
  },
  '/users': {
    endpoint: userList,
    input: (page) => toUserListInput({ ...customersSearchDefaults, page }),
    view: true,
    paged: true,
  },
  '/invoices': {
    endpoint: invoiceList,
    input: (page) => toInvoiceListInput({ ...invoicesSearchDefaults, page }),
    view: true,
    paged: true,
  },
  '/subscriptions': {
    endpoint: subscriptionList,
    input: (page) => toSubscriptionListInput({ ...subscriptionsSearchDefaults, page }),
    view: true,
    paged: true,
  },
  '/discounts': {
    endpoint: discountList,
    input: (page) => toDiscountListInput({ ...discountsSearchDefaults, page }),
    view: true,
    paged: true,
  },
  '/discounts/templates': {
    endpoint: batchTemplateList,
    input: (page) => toDiscountListInput({ ...discountsSearchDefaults, page }),
    view: true,
    paged: true,
  },
  '/plans': { endpoint: planList, input: (page) => toPlanListInput({ ...plansSearchDefaults, page }), view: true, paged: true },
  '/metrics': {
    endpoint: metricList,
    input: (page) => toMetricListInput({ ...metricsSearchDefaults, page }),
    view: true,
    paged: true,
  },
  '/vat/us-uploads': {
    endpoint: usVatUploadHistoryList,
    input: (page) => toHistoryInput({ ...uploadsSearchDefaults, page }),
    view: false,
    paged: true,
  },
  '/webhooks': { endpoint: webhookEndpointList, input: () => ({}), view: false, anyQuery: true },
}

/**
 * The calls each detail page makes first, together: a page whose address ends in the id of what it shows. `id` is
 * how the route reads it: a whole number, or a text; `except` lists the pages at the same place whose last segment
 * is their own name, not an id. The rest of its address, its query included, does not change a call, but for one
 * marked `defaultView` (a section's list, whose page the query may name): that one is sent only for an address
 * without a query. `view` is the client's option the call is made with. `src/firstRequests.test.ts` holds each
 * page's calls to its route's loader.
 */
const firstDetailCalls: Record<string, DetailCalls> = {
  '/users/*': {
    id: 'number',
    calls: [
      { endpoint: userGet, input: (userId) => ({ userId }) },
      { endpoint: subscriptionList, input: (userId) => customerSubscriptionsInput(userId, 0), view: true, defaultView: true },
      { endpoint: invoiceList, input: (userId) => customerInvoicesInput(userId, 0), defaultView: true },
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
      { endpoint: batchChildList, input: (id) => toChildListInput(id, childrenSearchDefaults), defaultView: true },
    ],
  },
  '/discounts/children/*': { id: 'number', calls: [{ endpoint: batchChildDetail, input: (id) => ({ id }) }] },
  '/webhooks/*': {
    id: 'number',
    calls: [
      { endpoint: webhookEndpointList, input: () => ({}), everyId: true },
      {
        endpoint: webhookEndpointLogList,
        input: (endpointId) => toLogListInput(endpointId, logsSearchDefaults),
        defaultView: true,
      },
    ],
    except: ['by-id'],
  },
}

interface DetailCall<Id> {
  endpoint: Endpoint
  input: (id: Id) => unknown
  view?: boolean
  defaultView?: boolean
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
 * A request of the table: a list's with its page to fill in; a detail page's with its id. One marked `defaultView`
 * is sent only for an address without a query, or for a list's with its page alone (`FirstRequests.page`): a list's,
 * and a detail page's section's.
 */
export type FirstRequest = RequestDescription & { defaultView?: true }

/**
 * A page's first requests, in the order its loader sends them; a detail page's with where its id goes, a list's
 * with where its page goes.
 */
export interface FirstRequests {
  requests: FirstRequest[]
  id?: IdInAddress
  /**
   * What a list's request holds, once, where its page goes: the page of a query that names nothing else (`?page=2`,
   * as the router writes it: digits without a leading zero, boot.js's rule), the first page (0) without a query.
   */
  page?: string
}

/** What stands for the id while the build writes a detail page's request: an id no page would read as another. */
export const idSentinels = { number: 918273645, text: 'ID918273645' } as const
/** What stands for a list's page while the build writes its request: a page no list is turned to. */
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
    if ('anyQuery' in call) return [path, { requests: [request(path, call.endpoint, call.input(0), call.view)] }]
    const built = request(path, call.endpoint, call.input(pageSentinel), call.view)
    const sentinel = String(pageSentinel)
    // The page goes where the sentinel stands: the request for each page is the one written for the sentinel.
    for (const page of [0, 1, 37]) {
      const filled = JSON.parse(JSON.stringify(built).split(sentinel).join(String(page))) as RequestDescription
      if (
        `${built.url}\n${built.body ?? ''}`.split(sentinel).length !== 2 ||
        !sameRequest(filled, request(path, call.endpoint, call.input(page), call.view))
      ) {
        throw new Error(`The first call of ${path} does not hold its page once, where each page's request has it`)
      }
    }
    return [path, { requests: [{ ...built, defaultView: true }], page: sentinel }]
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

/** A list's requests with the page filled in as the first, and so with no page to take from the address. */
function atFirstPage({ requests, page, id }: FirstRequests): FirstRequests {
  if (!page) return { requests, ...(id ? { id } : {}) }
  const fill = (text: string) => text.split(page).join('0')
  return {
    requests: requests.map((each) => ({ ...each, url: fill(each.url), body: each.body === null ? null : fill(each.body) })),
  }
}

const sameRequest = (one: RequestDescription, other: RequestDescription) => JSON.stringify(one) === JSON.stringify(other)

/** The request a page's first call sends, without the base URL. */
function request(path: string, endpoint: Endpoint, input: unknown, view?: boolean): RequestDescription {
  const sent = inputToSend(endpoint, input, view)
  if (!sent.success) throw new Error(`A first call of ${path} is not a request its endpoint takes`)
  return buildRequest('', endpoint, sent.data)
}

/**
 * A detail page's first requests, written for the id `sentinel`, which each must hold exactly once (or not at all,
 * `everyId`).
 */
function detailRequests<Id extends number | string>(path: string, calls: DetailCall<Id>[], sentinel: Id): FirstRequest[] {
  return calls.map(({ endpoint, input, view, defaultView, everyId }) => {
    const built = request(path, endpoint, input(sentinel), view)
    if (`${built.url}\n${built.body ?? ''}`.split(String(sentinel)).length !== (everyId ? 1 : 2)) {
      throw new Error(`A first call of ${path} does not hold its id ${everyId ? 'nowhere' : 'exactly once'}`)
    }
    return defaultView ? { ...built, defaultView: true } : built
  })
}
