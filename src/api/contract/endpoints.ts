import { passwordForgetOtpVerify, passwordForgetTotpVerify } from './auth'
import type { Endpoint } from './core'
import { batchChildDetail, batchTemplateDetail, discountDecreaseQuantity } from './discounts'
import { invoicePdfUpdate, invoiceSplitPayments } from './invoices'
import { memberProfile, memberResetTotp } from './members'
import { metricDelete } from './metrics'
import { planActivate } from './plans'
import { productList, productNew } from './products'
import { subscriptionRenew } from './subscriptions'
import { customerPortalUrl, promoCreditDecrement, userChangeGateway, userDelete, userGet } from './users'
import { usVatUploadHistoryList, vatNumberValidate } from './vat'
import { webhookResend, webhookUpdateEndpoint } from './webhooks'
import {
  batchChildList,
  batchTemplateList,
  discountDetail,
  discountList,
  invoiceDetail,
  invoiceList,
  metricDetail,
  metricList,
  planDetail,
  planList,
  subscriptionDetail,
  subscriptionList,
  userList,
  userSearch,
  webhookEndpointList,
  webhookEndpointLogList,
} from './extensions'

/**
 * The table of every endpoint of the merchant API (spec section 4), in the spec's order.
 * The client, the sandbox and the tests all derive from it.
 */
export const endpoints = [
  subscriptionRenew,
  productNew,
  productList,
  invoicePdfUpdate,
  invoiceSplitPayments,
  customerPortalUrl,
  discountDecreaseQuantity,
  batchTemplateDetail,
  batchChildDetail,
  promoCreditDecrement,
  memberResetTotp,
  memberProfile,
  userChangeGateway,
  metricDelete,
  userGet,
  userDelete,
  vatNumberValidate,
  usVatUploadHistoryList,
  passwordForgetOtpVerify,
  passwordForgetTotpVerify,
  planActivate,
  webhookUpdateEndpoint,
  webhookResend,
] as const satisfies readonly Endpoint[]

export type AnyEndpoint = (typeof endpoints)[number]
export type EndpointName = AnyEndpoint['name']

/**
 * The real service's list, search and detail calls that the spec does not show (`list-endpoints.md`),
 * marked `origin: 'extension'`. A service may lack them: the sandbox can switch them off.
 */
export const extensionEndpoints = [
  userList,
  userSearch,
  subscriptionList,
  subscriptionDetail,
  invoiceList,
  invoiceDetail,
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

/** Every endpoint the contract knows, of both tables, by path. */
export const endpointsByPath: ReadonlyMap<string, Endpoint> = new Map(
  [...endpoints, ...extensionEndpoints].map((e) => [e.path, e as Endpoint]),
)
