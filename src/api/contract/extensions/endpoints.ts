import type { Endpoint } from '../core'
import { subscriptionAdminNoteList, subscriptionTimelineList, userAdminNoteList } from './history'
import { batchChildList, batchTemplateList, discountDetail, discountList } from './discounts'
import { invoiceDetail, invoiceList } from './invoices'
import { metricDetail, metricList } from './metrics'
import { creditNoteList, paymentTimelineList } from './payments'
import { planDetail, planList } from './plans'
import { subscriptionDetail, subscriptionList } from './subscriptions'
import { userCount, userList, userSearch } from './users'
import { webhookEndpointList, webhookEndpointLogList } from './webhooks'

/**
 * The second table of the contract: the real service's list, search and detail calls that the spec does
 * not show (`list-endpoints.md`, and the payments and refunds of `operations.md` §3.6), marked `origin: 'extension'`, beside the spec's 23 (`endpoints` in
 * ../endpoints.ts). A service may lack them: the dashboard falls back to opening records by id, and the
 * sandbox can switch them off. Kept apart from the 23 so that code that needs only the spec's (the
 * in-browser demo until it loads these) does not carry them.
 */
export const extensionEndpoints = [
  userList,
  userCount,
  userSearch,
  subscriptionList,
  subscriptionDetail,
  invoiceList,
  invoiceDetail,
  creditNoteList,
  paymentTimelineList,
  subscriptionTimelineList,
  subscriptionAdminNoteList,
  userAdminNoteList,
  discountList,
  discountDetail,
  batchTemplateList,
  batchChildList,
  planList,
  planDetail,
  metricList,
  metricDetail,
  webhookEndpointList,
  webhookEndpointLogList,
] as const satisfies readonly Endpoint[]

export type ExtensionEndpoint = (typeof extensionEndpoints)[number]
export type ExtensionEndpointName = ExtensionEndpoint['name']

export const extensionEndpointsByPath: ReadonlyMap<string, Endpoint> = new Map(
  extensionEndpoints.map((e) => [e.path, e as Endpoint]),
)
