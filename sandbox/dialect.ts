import type { Endpoint } from '../src/api/contract/core'
import { endpointsByPath } from '../src/api/contract/endpoints'
import type { MerchantMember } from '../src/api/contract/members'
import { RealDialect } from './dialect-real'
import { SpecDialect } from './dialect-spec'
import type { Envelope } from './envelope'
import type { OperationRefusal } from './extensions/texts'
import { bearerKey, routedPath } from './http'
import type { CreditAccountRecord, MetricRecord, Stored, SubscriptionRecord, UserRecord } from './records'
import type { Store, Workspace } from './store'

/**
 * Dialects: how the sandbox words its answers. The records and the rules of the sandbox are the same in
 * every dialect; a dialect decides how a failure is said (status, code, message), how the envelope and
 * request ids look, what an empty list is, how a few records are shown, and the handful of rules where
 * the spec and the real service read a call differently.
 *
 * - `spec` (the default): the spec as written (`/work/shared/spec/merchant-api.md`), with the sandbox's
 *   own readings where the spec is silent: errors answer HTTP 400/401/404/500 with the same code and a
 *   message that names the field.
 * - `real`: the real service behind the spec, as `real-service.md` documents it: HTTP 400 with code 51 and
 *   the service's own texts, unknown records as 400 (code 51, or a masked code 68 where the service
 *   dereferences nil), 401 code 61 `invalid token`, `null` for the empty lists that send null, the default
 *   product, and the service's enum readings.
 *
 * Handlers never ask which dialect they run in: they call `ctx.dialect.notFound('invoice', id)`,
 * `ctx.dialect.refuse('promoCreditNotEnough', specText)`, `ctx.dialect.list(items, 'null')` and read the
 * named `ctx.dialect.rules`, and the dialect answers for itself.
 */

export const dialectNames = ['spec', 'real'] as const
export type DialectName = (typeof dialectNames)[number]
export const DEFAULT_DIALECT: DialectName = 'spec'

export function isDialectName(value: unknown): value is DialectName {
  return (dialectNames as readonly unknown[]).includes(value)
}

/** Records a call may not find. The real service words each one its own way (per endpoint, see dialect-real.ts). */
export type RecordKind =
  | 'subscription'
  /** The user has no subscription to renew (or there is no such user). */
  | 'userSubscription'
  | 'user'
  | 'gateway'
  | 'invoice'
  | 'discountCode'
  | 'batchTemplate'
  | 'batchChild'
  | 'plan'
  | 'product'
  | 'metric'
  | 'member'
  | 'webhookEndpoint'
  | 'webhookLog'
  /** The user has no promo credit account in the currency. */
  | 'promoCreditAccount'

/**
 * Business rules the real service refuses with a text of its own (real-service.md section B). Rules that
 * are not listed here are refused with the sandbox's text in every dialect (code 51 in the real one).
 */
export type Refusal =
  /** The rules of the real service's everyday write calls (extensions/texts.ts). */
  | OperationRefusal
  | 'decreaseBeyondQuantity'
  | 'promoCreditNotEnough'
  | 'otpCodeMismatch'
  | 'twoFactorNotSetUp'
  | 'twoFactorCodeInvalid'
  | 'renewNoGateway'
  | 'discountCodeNotActive'
  | 'discountCodeNotStarted'
  | 'discountCodeExpired'
  | 'discountCodeUsedUp'
  | 'discountCodeCurrency'
  // Members signing in (member-sign-in.md §3.3, §4).
  | 'memberEmailNotFound'
  | 'memberPasswordMismatch'
  | 'memberSuspended'
  | 'twoFactorNeeded'
  | 'signInCodeEmailNotFound'
  | 'signInCodeTwoFactorMember'
  | 'signInCodeResendTooSoon'
  | 'signInCodeLoginFailed'
  /** Notes are written by a member's session (operations.md §3.6). */
  | 'adminNoteNeedsMember'

/** What a list sends when it is empty, as documented per list (real-service.md A3, list-endpoints.md §2). */
export type EmptyList = 'null' | '[]'

/**
 * The rules where the spec's reading and the real service's differ. Handlers branch on these names,
 * never on the dialect itself.
 */
export interface DialectRules {
  /** update_endpoint without `events`: keep the endpoint's events (spec reading) or clear them all (real B22). */
  readonly omittedEvents: 'keep' | 'clear'
  /** resend's `sendResult`: whether the receiver accepted it (2xx), or whether it was sent at all (real B23). */
  readonly sendResult: 'delivered' | 'sent'
  /** reset_totp for a member without two-factor: reset anyway (spec reading) or answer `merchantMember: null` (real B11). */
  readonly resetWithoutTwoFactor: 'reset' | 'answer null'
  /** reset_totp of a member with two-factor needs the member's current code (real B11: "Invalid 2FA Code"). */
  readonly resetNeedsCode: boolean
  /** metric/detail of an unknown metric: not found (spec reading), or `merchantMetric: null` (real, list-endpoints L4). */
  readonly unknownMetricDetail: 'not found' | 'null'
  /**
   * plan/list without `productIds`: the plans of every product (the spec reading, and the older service), or only
   * the default product's (real: the newer service, list-endpoints §3.8).
   */
  readonly plansWithoutProducts: 'every product' | 'default product'
  /**
   * How the list calls read what the contract would refuse (list-endpoints §1): as the contract says (spec reading),
   * or as the service does: a filter of 0 or "" is no filter, a currency is upper-cased, a page may be of any size.
   */
  readonly listInput: 'contract' | 'service'
  /**
   * The calls that act on the signed-in member (profile, two-factor reset) when called with an API key: on the
   * member the key belongs to (the spec reading: every call carries the key), or refused as the real service
   * refuses them, which has no member then (member-sign-in.md §8).
   */
  readonly memberCallsWithKey: 'key owner' | 'refuse'
  /**
   * How the activity log lists an API key that acted: as stored, the raw key (the sandbox's reading, the worst a
   * service may send), or masked around its first and last four characters (real §8.1).
   */
  readonly apiKeyActor: 'as stored' | 'masked'
}

/** An HTTP answer of the merchant API: status and envelope. */
export interface Answer {
  status: number
  envelope: Envelope<unknown>
}

/** How records look in answers (identity in the spec dialect; the real service's beans in the real one). */
export interface Presenters {
  subscription(subscription: SubscriptionRecord): object
  user(user: UserRecord): object
  creditAccount(account: CreditAccountRecord): object
  member(member: Stored<MerchantMember>): object
  /** metric/delete's `merchantMetric`: the metric as it was, or null (real B14: the struct is never filled). */
  deletedMetric(metric: MetricRecord): object | null
}

/** Who calls: the `Authorization` and `User-Agent` headers, and the key of the workspace the header names. */
export interface Caller {
  authorization: string | null
  userAgent: string | null
  apiKey?: string
}

/** One call's dialect: bound to the call's endpoint and request id. */
export interface Dialect {
  readonly name: DialectName
  readonly rules: DialectRules
  readonly requestId: string
  readonly present: Presenters

  // ---- the envelope ----
  success(data: unknown, merchantId: number): Envelope<unknown>
  /** The answer to a failed call (a SandboxError raised by the sandbox or by this dialect). */
  failure(error: { status: number; code: number; message: string }, merchantId: number): Answer
  /** The answer when a handler failed unexpectedly. */
  unexpected(merchantId: number): Answer
  /**
   * Refuses the caller (no key, unknown key, a form of the header the dialect does not accept); undefined
   * when the call may go on. `apiKey` is the key of the workspace the header names, if it names one.
   */
  refuseCaller(caller: Caller): Answer | undefined

  // ---- input ----
  /** The service's own checks of the raw input, before the contract's (real: GoFrame's required fields and the controller's assertions). */
  checkInput(raw: Record<string, unknown>): void

  // ---- failures (they throw) ----
  /** A record of this kind and id does not exist. `specMessage` overrides the spec dialect's "<Kind> <id> not found". */
  notFound(kind: RecordKind, id: string | number, specMessage?: string): never
  /** A business rule refuses the call; `detail` (an id, an amount) completes the real service's text where it has one. */
  refuse(rule: Refusal, specMessage: string, detail?: string | number): never
  /** A field the call needs is missing (real: GoFrame's `The <GoFieldName> field is required`). */
  required(goFieldName: string, specMessage: string): never

  // ---- values ----
  /** A list as the answer sends it: `[]` in the spec dialect; in the real one, `emptyAs` when there are no items. */
  list<T>(items: T[], emptyAs: EmptyList): T[] | null
  /** The products that head every page of the product list for this status filter (real: the default product). */
  leadingProducts(statuses: ReadonlySet<number> | undefined): object[]
  /** A product's `metaData` text for the metadata it was created with. */
  productMetaData(metadata: Record<string, unknown> | undefined): string
  /** `currentPeriodPaid` of a renewal that is not paid, made at `time`. */
  unpaidPeriodPaid(time: number): number
}

/** What a dialect needs to know about the call it answers. */
export interface CallInfo {
  /** The endpoint of the contract the path names, when it names one. */
  endpoint?: Endpoint
  /** Seconds since the epoch (request ids carry the date). */
  now: number
}

const factories: Record<DialectName, (call: CallInfo) => Dialect> = {
  spec: () => new SpecDialect(),
  real: (call) => new RealDialect(call),
}

export function createDialect(name: DialectName, call: CallInfo): Dialect {
  return factories[name](call)
}

/**
 * The workspace of the request's key (an active one), and the dialect the request is answered in: its workspace's;
 * a revoked key's, its former workspace's; else (no key, an unknown one) the sandbox's default.
 */
export function calledAs(store: Store, request: Request): { ws?: Workspace; dialect: DialectName } {
  const key = bearerKey(request.headers.get('Authorization'))
  const ws = key ? store.byKey(key) : undefined
  return { ws, dialect: ws?.dialect ?? (key ? store.dialectOfKey(key) : store.defaultDialect) }
}

/** A merchant API call that may go on (its workspace and dialect), or the answer that refuses it. */
export type Admission = { ws: Workspace; dialect: Dialect } | { answer: Answer }

/**
 * Who is calling: the workspace of the `Authorization` key, answered in that workspace's dialect. A revoked
 * key is refused in the dialect of the workspace it belonged to; any other unknown key, or none, in the
 * sandbox's default dialect. `endpointOf` finds the endpoint a path names (default: the spec's table).
 */
export function admit(
  store: Store,
  request: Request,
  endpointOf: (path: string) => Endpoint | undefined = (path) => endpointsByPath.get(path),
): Admission {
  const authorization = request.headers.get('Authorization')
  const { ws, dialect: name } = calledAs(store, request)
  const dialect = createDialect(name, {
    endpoint: endpointOf(routedPath(request)),
    now: ws?.now() ?? store.now(),
  })
  const refused = dialect.refuseCaller({ authorization, userAgent: request.headers.get('User-Agent'), apiKey: ws?.apiKey })
  if (refused) return { answer: refused }
  // Every dialect refuses a call without a known key.
  return ws ? { ws, dialect } : { answer: dialect.failure({ status: 401, code: 401, message: 'Invalid API key' }, 0) }
}
