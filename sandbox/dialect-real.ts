import { ProductStatus, SubscriptionStatus } from '../src/api/contract/codes'
import type { Answer, CallInfo, Caller, Dialect, DialectRules, EmptyList, Presenters, RecordKind, Refusal } from './dialect'
import { type Envelope, SandboxError } from './envelope'
import { operationNotFound, operationRefusals, type RealTextOf } from './extensions/texts'
import { randomAlphanumeric } from './random'
import { PANIC, realInputFailure, type RealText, requiredText } from './real-input'
import type { GatewayRecord } from './records'
import { isPlainObject } from './schema'

/**
 * The real dialect: the real service behind the spec, as real-service.md documents it (its OpenAPI mode,
 * the mode of a call with an API key).
 *
 * - Envelope (A1): `message` "" on success; `requestId` "req" + yyyymmdd + 15 letters and digits.
 * - Failures (A1): HTTP 400 with code 51 and the service's text; what the service does not catch is masked
 *   as `Server Error-<requestId>-<code>` (50 internal error, 68 a nil dereference); an unknown record is a
 *   400 with the endpoint's own text, never a 404.
 * - Keys (A2): `Authorization: Bearer <key>`, the prefix case-sensitive; an unknown or empty key is HTTP 401,
 *   code 61 `invalid token`. A call without the `Bearer ` prefix (and without an OpenAPI user agent) is a
 *   portal call: HTTP 200, code 61, `redirect: "/login"`, `data: null`, `requestId: ""`.
 * - Records (A7): the service's beans (see `present`), `null` for the empty lists that send null, and the
 *   default product (id 0) at the head of every page of the product list (B3).
 */

export const VALIDATION_CODE = 51
export const NOT_AUTHORISED_CODE = 61
export const INTERNAL_ERROR_CODE = 50
export const INVALID_TOKEN = 'invalid token'

/** Renew runs its checks in a goroutine, so their texts keep the assertion prefix the middleware strips elsewhere (A1). */
const ASSERT = 'system_assert: '

/** How the service words an unknown record, by kind (section B). */
const notFoundTexts: Record<RecordKind, (id: string | number) => RealText> = {
  subscription: () => 'subscription not found',
  userSubscription: () => 'no subscription found',
  user: () => 'user not found',
  gateway: () => 'gateway not found',
  invoice: () => 'invoice not found',
  discountCode: (id) => `discount not found :${id}`,
  batchTemplate: () => 'code not found',
  batchChild: () => 'code not found',
  plan: () => 'plan not found',
  product: () => 'product not found',
  // sic: metric/delete says "endpoint not found" (B14).
  metric: () => 'endpoint not found',
  member: () => 'Merchant Member Not Found',
  webhookEndpoint: () => 'endpoint not found',
  webhookLog: () => 'webhook log not found',
  // The account is created on the way; what fails is the promo credit configuration of the currency (B10).
  promoCreditAccount: () => 'Invalid Credit Config; invalid currency',
}

/** Endpoints that word an unknown record otherwise. */
const notFoundByEndpoint: Partial<Record<string, Partial<Record<string, RealTextOf>>>> = {
  ...operationNotFound,
  // No not-found assertion: a nil dereference (B15).
  userGet: { user: PANIC },
  // The user is looked up by the payment-method update; an unknown gateway is dereferenced (B13).
  userChangeGateway: { user: 'UpdateUserDefaultGatewayPaymentMethod user not found', gateway: PANIC },
  subscriptionRenew: {
    subscription: `${ASSERT}subscription not found`,
    gateway: `${ASSERT}gateway not found`,
    discountCode: `${ASSERT}The discount code is invalid.`,
  },
  passwordForgetOtpVerify: { member: 'User Not Found' },
  passwordForgetTotpVerify: { member: 'Member Not Found' },
  // The list calls' detail calls (list-endpoints L4).
  discountDetail: { discountCode: 'code not found' },
  // An unknown metric is answered with null; what is refused is another merchant's (rules.unknownMetricDetail).
  metricDetail: { metric: 'wrong merchant account' },
}

/** What the service answers a suspended member, at sign-in and on every call of the member's sessions. */
export const SUSPENDED_TEXT = 'Your account has been suspended. Please contact billing admin for further assistance.'
/** The i18n text `ClickTooFast` (A1): the duplicate-request lock and the sign-in code's resend lock. */
export const CLICK_TOO_FAST_TEXT = 'You are clicking too fast. Please wait a moment and try again.'
/** The code the service gives "2FA Code Needed" (member-sign-in.md §3.3 row 5). */
export const TWO_FACTOR_NEEDED_CODE = 49

/** How the service words the business rules it refuses (section B, the English i18n table of A1, operations.md §3). */
const refusals: Record<Refusal, RealTextOf | { text: string; code: number }> = {
  ...operationRefusals,
  decreaseBeyondQuantity: 'decrease value should not greater than code quantity',
  promoCreditNotEnough: 'no enough amount to decrement',
  otpCodeMismatch: 'code not match',
  twoFactorNotSetUp: '2FA need setup first',
  twoFactorCodeInvalid: 'Invalid 2FA Code',
  renewNoGateway: `${ASSERT}gateway need specified`,
  discountCodeNotActive: `${ASSERT}Code not active`,
  discountCodeNotStarted: `${ASSERT}The discount code haven't started.`,
  discountCodeExpired: `${ASSERT}Code expired`,
  discountCodeUsedUp: `${ASSERT}The discount code usage limit has been reached.`,
  discountCodeCurrency: `${ASSERT}Code currency not match plan`,
  memberEmailNotFound: 'Email Not Found',
  memberPasswordMismatch: 'Login Failed, Password Not Match',
  memberSuspended: SUSPENDED_TEXT,
  twoFactorNeeded: { text: '2FA Code Needed', code: TWO_FACTOR_NEEDED_CODE },
  signInCodeEmailNotFound: 'merchant member not found',
  signInCodeTwoFactorMember: 'Please login via 2FA',
  signInCodeResendTooSoon: CLICK_TOO_FAST_TEXT,
  signInCodeLoginFailed: 'Login Failed',
  adminNoteNeedsMember: INVALID_TOKEN,
}

const rules: DialectRules = {
  omittedEvents: 'clear',
  sendResult: 'sent',
  resetWithoutTwoFactor: 'answer null',
  resetNeedsCode: true,
  unknownMetricDetail: 'null',
  plansWithoutProducts: 'default product',
  listInput: 'service',
  memberCallsWithKey: 'refuse',
  apiKeyActor: 'masked',
}

/** An unpaid renewal's period expires one day later: the service's default incomplete-expiry time. */
export const UNPAID_PERIOD_GRACE = 86_400

/** `req` + the UTC date (yyyymmdd) + 15 letters and digits (A5). */
export function realRequestId(nowSeconds: number): string {
  const date = new Date(nowSeconds * 1000).toISOString().slice(0, 10).replaceAll('-', '')
  return `req${date}${randomAlphanumeric(15)}`
}

/** The default product (A7): id 0, on every page of the product list. */
export function defaultProduct(now: number) {
  return {
    id: 0,
    merchantId: 0,
    productName: 'Default',
    description: 'System Default Product',
    imageUrl: '',
    homeUrl: '',
    status: ProductStatus.active,
    isDeleted: 0,
    createTime: now,
    metaData: '',
    usVATConfig: null,
  }
}

// ---- beans (A7) ----

const isBlank = (value: unknown) => !isPlainObject(value) || Object.values(value).every((member) => !member)

function gatewayBean(gateway: GatewayRecord) {
  return {
    ...gateway,
    countryConfig:
      isPlainObject(gateway.countryConfig) && Object.keys(gateway.countryConfig).length ? gateway.countryConfig : null,
    bank: isBlank(gateway.bank) ? null : gateway.bank,
    // Never filled in this bean.
    setupGatewayPaymentTypes: null,
  }
}

/** `MemberGroupPermission` maps each group to `{ group, permissions }`. */
function groupPermissions(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([group, permissions]) => [
      group,
      Array.isArray(permissions) ? { group, permissions } : permissions,
    ]),
  )
}

const present: Presenters = {
  // In API calls an incomplete subscription shows as active, and the period end covers the trial (A6).
  subscription: (subscription) => ({
    ...subscription,
    status: subscription.status === SubscriptionStatus.incomplete ? SubscriptionStatus.active : subscription.status,
    currentPeriodEnd: Math.max(subscription.currentPeriodEnd, subscription.trialEnd),
    originalPeriodEnd: subscription.currentPeriodEnd,
    taskTime: subscription.taskTime || null,
  }),
  user: (user) => ({
    ...user,
    gateway: user.gatewayId > 0 ? gatewayBean(user.gateway) : null,
    creditAccounts: user.creditAccounts.map(present.creditAccount),
    promoCreditAccounts: user.promoCreditAccounts.map(present.creditAccount),
  }),
  // The total decrement is the sum of negative changes: a negative number.
  creditAccount: (account) => ({ ...account, totalDecrementAmount: -Math.abs(account.totalDecrementAmount) }),
  member: (member) => ({ ...member, MemberGroupPermission: groupPermissions(member.MemberGroupPermission) }),
  // The response struct is never filled (B14).
  deletedMetric: () => null,
}

export class RealDialect implements Dialect {
  readonly name = 'real'
  readonly rules = rules
  readonly present = present
  readonly requestId: string
  readonly #call: CallInfo

  constructor(call: CallInfo) {
    this.#call = call
    this.requestId = realRequestId(call.now)
  }

  #envelope(code: number, message: string, data: unknown, merchantId: number): Envelope<unknown> {
    return { code, data, merchantId, message, redirect: '', requestId: this.requestId }
  }

  /** Throws the answer the service gives: its text with code 51, or the masked error. */
  #raise(text: RealText): never {
    if (typeof text === 'string') throw new SandboxError(400, text, VALIDATION_CODE)
    throw new SandboxError(400, `Server Error-${this.requestId}-${text.masked}`, text.masked)
  }

  success(data: unknown, merchantId: number): Envelope<unknown> {
    return this.#envelope(0, '', data, merchantId)
  }

  failure(error: { status: number; code: number; message: string }, merchantId: number): Answer {
    if (error.status === 401) return this.#invalidToken()
    // The sandbox's own refusals (the contract, rules the service words like the sandbox) are validation failures.
    const code = error.code === 400 ? VALIDATION_CODE : error.code
    return { status: error.status, envelope: this.#envelope(code, error.message, {}, merchantId) }
  }

  unexpected(merchantId: number): Answer {
    const message = `Server Error-${this.requestId}-${INTERNAL_ERROR_CODE}`
    return { status: 400, envelope: this.#envelope(INTERNAL_ERROR_CODE, message, {}, merchantId) }
  }

  #invalidToken(): Answer {
    return { status: 401, envelope: this.#envelope(NOT_AUTHORISED_CODE, INVALID_TOKEN, {}, 0) }
  }

  refuseCaller({ authorization, userAgent, apiKey }: Caller): Answer | undefined {
    // `Bearer ` with nothing after it (which HTTP trims to `Bearer`) is an OpenAPI call with an empty key.
    const bearer = authorization === 'Bearer' || (authorization?.startsWith('Bearer ') ?? false)
    if (!bearer && !userAgent?.includes('OpenAPI')) {
      // A portal call: the portal's sign-in redirect, written without a request id.
      const envelope = {
        code: NOT_AUTHORISED_CODE,
        data: null,
        merchantId: 0,
        message: INVALID_TOKEN,
        redirect: '/login',
        requestId: '',
      }
      return { status: 200, envelope }
    }
    const token = bearer ? authorization!.slice('Bearer '.length) : ''
    return token !== '' && token === apiKey ? undefined : this.#invalidToken()
  }

  checkInput(raw: Record<string, unknown>): void {
    const failure = realInputFailure(this.#call.endpoint?.name, raw)
    if (failure !== undefined) this.#raise(failure)
  }

  notFound(kind: RecordKind, id: string | number): never {
    const name = this.#call.endpoint?.name
    const text = (name && notFoundByEndpoint[name]?.[kind]) ?? notFoundTexts[kind]
    this.#raise(typeof text === 'function' ? text(String(id)) : text)
  }

  refuse(rule: Refusal, _specMessage: string, detail: string | number = ''): never {
    const refusal = refusals[rule]
    if (typeof refusal === 'object' && 'text' in refusal) throw new SandboxError(400, refusal.text, refusal.code)
    this.#raise(typeof refusal === 'function' ? refusal(String(detail)) : refusal)
  }

  required(goFieldName: string): never {
    this.#raise(requiredText(goFieldName))
  }

  list<T>(items: T[], emptyAs: EmptyList): T[] | null {
    return items.length === 0 && emptyAs === 'null' ? null : items
  }

  leadingProducts(statuses: ReadonlySet<number> | undefined): object[] {
    return !statuses || statuses.has(ProductStatus.active) ? [defaultProduct(this.#call.now)] : []
  }

  productMetaData(metadata: Record<string, unknown> | undefined): string {
    return JSON.stringify(metadata ?? null)
  }

  unpaidPeriodPaid(time: number): number {
    return time + UNPAID_PERIOD_GRACE
  }
}
