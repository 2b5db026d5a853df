import type { EndpointName } from '../src/api/contract/endpoints'
import type { ExtensionEndpointName } from '../src/api/contract/extensions/endpoints'
import type { memberSessionEndpoints } from '../src/api/contract/extensions/memberSession'
import { webhookEventKinds } from '../src/api/contract/webhooks'
import { isPlainObject } from './schema'

/**
 * The real service's own checks of a request, before anything else, in its order and with its texts
 * (real-service.md A4 and section B): GoFrame's `v:"required"` (a missing key, or an empty string, list or
 * map; a number 0 that is present passes), reported for the first failing field with the Go field name,
 * then the controller's assertions that depend on the input alone. A non-numeric text in a numeric field
 * counts as 0, as GoFrame converts it.
 *
 * What passes here still meets the contract afterwards; a rule of the contract the service does not check
 * is refused with the sandbox's text (code 51).
 */

/** A failure the service masks: `Server Error-<requestId>-<code>`. */
export interface Masked {
  masked: number
}

/** How the real service answers a failure: its text (code 51), or a masked error. */
export type RealText = string | Masked

/** Code 68: the service dereferenced nil (an "internal panic"), e.g. user/get with an unknown id. */
export const PANIC: Masked = { masked: 68 }

type Raw = Record<string, unknown>
type Check = (input: Raw) => RealText | undefined
type CheckedName = EndpointName | ExtensionEndpointName | (typeof memberSessionEndpoints)[number]['name']

/** GoFrame reports a field by its Go name: the json name with its first letter in upper case. */
export function goFieldName(jsonName: string): string {
  return jsonName.charAt(0).toUpperCase() + jsonName.slice(1)
}

export function requiredText(goField: string): string {
  return `The ${goField} field is required`
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  return isPlainObject(value) && Object.keys(value).length === 0
}

/** A numeric member as GoFrame reads it: a number, a numeric text, else 0. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return 0
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** `v:"required"` on these fields, in the order of the request struct. */
const required =
  (...fields: string[]): Check =>
  (input) => {
    const missing = fields.find((field) => isEmpty(input[field]))
    return missing === undefined ? undefined : requiredText(goFieldName(missing))
  }

/** An assertion of the controller: `text` when `fails` holds. */
const assert =
  (fails: (input: Raw) => boolean, text: RealText): Check =>
  (input) =>
    fails(input) ? text : undefined

const notPositive = (field: string) => (input: Raw) => numberOf(input[field]) <= 0

/** The service checks `sortField` and `sortType` with a substring test (`strings.Contains`). */
const sortCheck =
  (allowed: string, text: string): Check =>
  (input) => {
    const field = input.sortField
    if (field !== undefined && field !== '' && !allowed.includes(textOf(field))) return text
    const type = input.sortType
    if (type !== undefined && type !== '' && !'asc|desc'.includes(textOf(type))) return 'sortType should one of asc|desc'
    return undefined
  }

const knownEvents = new Set<string>(webhookEventKinds)

const checks: Partial<Record<CheckedName, readonly Check[]>> = {
  subscriptionRenew: [
    assert(
      (input) => textOf(input.subscriptionId) === '' && numberOf(input.userId) <= 0,
      'one of SubscriptionId and UserId should provide',
    ),
  ],
  productNew: [
    assert((input) => textOf(input.productName).trim() === '', 'product name should not blank'),
    assert((input) => input.status !== undefined && ![0, 1, 2].includes(numberOf(input.status)), 'status should be 1|2'),
  ],
  productList: [sortCheck('id|create_time|gmt_modify', 'sortField should one of create_time|gmt_modify')],
  invoicePdfUpdate: [required('invoiceId')],
  invoiceSplitPayments: [required('invoiceId')],
  customerPortalUrl: [
    assert(
      (input) => numberOf(input.userId) <= 0 && (isEmpty(input.externalUserId) || isEmpty(input.email)),
      'ExternalUserId|Email is nil, one of it is required when UserId not specified',
    ),
  ],
  discountDecreaseQuantity: [
    required('id'),
    assert(notPositive('id'), 'invalid Id'),
    assert(notPositive('amount'), 'invalid Decrease Value'),
  ],
  batchTemplateDetail: [required('id')],
  batchChildDetail: [required('id')],
  promoCreditDecrement: [
    required('userId', 'currency', 'amount'),
    assert(notPositive('userId'), 'Invalid UserId'),
    assert(notPositive('amount'), 'Invalid Amount'),
  ],
  userChangeGateway: [
    required('userId', 'gatewayId'),
    assert(notPositive('userId'), 'userId is nil'),
    assert(notPositive('gatewayId'), 'gatewayId is nil'),
  ],
  metricDelete: [required('metricId'), assert(notPositive('metricId'), 'invalid metricId')],
  // No validation and no not-found assertion: an unknown or missing id is a nil dereference.
  userGet: [assert(notPositive('userId'), PANIC)],
  userDelete: [required('userId')],
  vatNumberValidate: [required('vatNumber')],
  passwordForgetOtpVerify: [required('email', 'verificationCode', 'newPassword')],
  passwordForgetTotpVerify: [required('email', 'totpCode', 'newPassword')],
  planActivate: [assert((input) => numberOf(input.planId) <= 0 && isEmpty(input.externalPlanId), 'plan should > 0')],
  webhookUpdateEndpoint: [
    required('endpointId', 'url'),
    assert(notPositive('endpointId'), 'invalid endpointId'),
    assert((input) => !/^https?:\/\//.test(textOf(input.url)), 'Invalid Url'),
    (input) => {
      const events = Array.isArray(input.events) ? input.events : []
      const unknown = events.find((event) => !knownEvents.has(String(event)))
      return unknown === undefined ? undefined : `Event:${String(unknown)} Not In Event List`
    },
  ],
  webhookResend: [required('logId')],
  // The list calls' detail and log calls (list-endpoints L3.10, L4).
  subscriptionDetail: [required('subscriptionId')],
  invoiceDetail: [required('invoiceId')],
  discountDetail: [required('id')],
  planDetail: [required('planId')],
  metricDetail: [required('metricId'), assert(notPositive('metricId'), 'invalid merchantMetricId')],
  webhookEndpointLogList: [required('endpointId'), assert(notPositive('endpointId'), 'endpointId not found')],
  // Members signing in (member-sign-in.md §3.3, §4).
  memberLogin: [required('email', 'password')],
  memberLoginOtp: [required('email')],
  memberLoginOtpVerify: [required('email', 'verificationCode')],
}

/** The first of the service's checks that the raw input of the endpoint fails, if any. */
export function realInputFailure(endpoint: CheckedName | undefined, input: Raw): RealText | undefined {
  for (const check of (endpoint && checks[endpoint]) || []) {
    const failure = check(input)
    if (failure !== undefined) return failure
  }
  return undefined
}
