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

export const endpointsByPath: ReadonlyMap<string, Endpoint> = new Map(endpoints.map((e) => [e.path, e as Endpoint]))
