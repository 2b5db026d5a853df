/**
 * Labels for integer-coded fields.
 *
 * The spec documents only product status. For the other codes these are the values the real service
 * uses (`real-service.md` A6). The dashboard shows a code as its word ("Active", `codeWord`), with the
 * number on hover (`codeTitle`) and in a record's details; an unknown value shows as its number, marked
 * as unknown. Each code is written once here: its name in code, its number and its label.
 */

type CodeTable = Readonly<Record<string, Readonly<Record<string, readonly [value: number, label: string]>>>>

const codeTable = {
  subscriptionStatus: {
    init: [0, 'initialising'],
    pending: [1, 'pending'],
    active: [2, 'active'],
    pendingInactive: [3, 'pending inactive'],
    cancelled: [4, 'cancelled'],
    expired: [5, 'expired'],
    suspended: [6, 'suspended'],
    incomplete: [7, 'incomplete'],
    processing: [8, 'processing'],
    failed: [9, 'failed'],
  },
  invoiceStatus: {
    init: [0, 'draft'],
    open: [1, 'open'],
    processing: [2, 'processing'],
    paid: [3, 'paid'],
    failed: [4, 'failed'],
    cancelled: [5, 'cancelled'],
    reversed: [6, 'reversed'],
  },
  paymentStatus: {
    pending: [10, 'pending'],
    success: [20, 'success'],
    failed: [30, 'failed'],
    cancelled: [40, 'cancelled'],
  },
  /** A refund's `status` (`operations.md` §3.3). */
  refundStatus: {
    created: [10, 'created'],
    success: [20, 'refunded'],
    failed: [30, 'failed'],
    cancelled: [40, 'cancelled'],
    reversed: [50, 'reversed'],
  },
  /** A refund's `type`: made through the gateway, or recorded as made outside it (wire transfer, crypto). */
  refundType: {
    gateway: [1, 'through the gateway'],
    marked: [2, 'recorded (made outside)'],
  },
  /** An entry of the payments and refunds timeline (`status`, §3.6). */
  paymentTimelineStatus: {
    pending: [0, 'pending'],
    success: [1, 'success'],
    failure: [2, 'failed'],
    cancelled: [3, 'cancelled'],
  },
  /** A billing period of a subscription (`subscription/timeline_list`, §3.6). */
  subscriptionTimelineStatus: {
    processing: [1, 'current'],
    finished: [2, 'finished'],
    cancelled: [3, 'cancelled'],
    expired: [4, 'expired'],
  },
  /** Who wrote a row of the activity log (`optAccountType`, §3.6). */
  operationActorType: {
    member: [0, 'member'],
    user: [1, 'customer'],
    apiKey: [2, 'API key'],
    system: [3, 'system'],
  },
  /** What an entry of the payments and refunds timeline is (`timelineType`). */
  paymentTimelineType: {
    payment: [0, 'payment'],
    refund: [1, 'refund'],
  },
  /** A pending change of a subscription's plan, quantity or add-ons (§3.4). */
  pendingUpdateStatus: {
    init: [0, 'initialising'],
    created: [1, 'waiting'],
    finished: [2, 'applied'],
    cancelled: [3, 'cancelled'],
  },
  /** A customer's `type`. */
  customerType: {
    individual: [1, 'individual'],
    organisation: [2, 'organisation'],
  },
  discountStatus: {
    editable: [1, 'editable'],
    active: [2, 'active'],
    deactivated: [3, 'deactivated'],
    expired: [4, 'expired'],
    archived: [10, 'archived'],
  },
  discountType: {
    percentage: [1, 'percentage'],
    fixedAmount: [2, 'fixed amount'],
  },
  /** A discount code's `billingType`. A customer's uses other numbers: see `userBillingType`. */
  billingType: {
    oneTime: [1, 'one-time'],
    recurring: [2, 'recurring'],
  },
  /** A customer's `billingType`: the real service numbers it the other way round from discount codes. */
  userBillingType: {
    recurring: [1, 'recurring'],
    oneTime: [2, 'one-time'],
  },
  planStatus: {
    editing: [1, 'editing'],
    active: [2, 'active'],
    inactive: [3, 'inactive'],
    softArchived: [4, 'archived'],
    hardArchived: [5, 'archived for good'],
  },
  /** Plan `publishStatus`: whether the customer portal offers the plan. */
  planPublishStatus: {
    unpublished: [1, 'unpublished'],
    published: [2, 'published'],
  },
  /** Plan `type`. */
  planType: {
    main: [1, 'main'],
    recurringAddon: [2, 'recurring add-on'],
    oneTimeAddon: [3, 'one-time add-on'],
  },
  gatewayType: {
    card: [1, 'card'],
    crypto: [2, 'crypto'],
    wireTransfer: [3, 'wire transfer'],
    payPal: [4, 'PayPal'],
    credit: [5, 'credit'],
    alipayPlus: [6, 'Alipay+'],
    hyperswitch: [7, 'Hyperswitch'],
    external: [8, 'external'],
  },
  /** A member's two-factor app (`totpType`): 0 is none. */
  totpType: {
    none: [0, 'none'],
    authenticatorApp: [1, 'authenticator app'],
    microsoftAuthenticator: [2, 'Microsoft Authenticator'],
    authy: [3, 'Authy'],
    onePassword: [4, '1Password'],
    lastPass: [5, 'LastPass'],
    freeOtp: [6, 'FreeOTP'],
    otherApp: [7, 'other authenticator app'],
  },
  creditAccountType: {
    cash: [1, 'cash'],
    promo: [2, 'promo'],
  },
  /** A customer's `type`: a person or a company (the official client calls 2 "Business"). */
  userType: {
    individual: [1, 'individual'],
    organization: [2, 'organization'],
  },
  /** A customer's or a member's `status`. */
  accountStatus: {
    active: [0, 'active'],
    suspended: [2, 'suspended'],
  },
  productStatus: {
    active: [1, 'active'],
    inactive: [2, 'inactive'],
  },
  /** Which plans a discount applies to (`planApplyType`). */
  planApplyType: {
    allPlans: [0, 'every plan'],
    listedPlans: [1, 'the listed plans'],
    exceptListedPlans: [2, 'every plan except the listed ones'],
    planGroups: [3, 'plans by group'],
    exceptPlanGroups: [4, 'every plan except the groups'],
  },
  /** Which customers may use a discount (`userScope`). */
  userScope: {
    allUsers: [0, 'every customer'],
    newUsers: [1, 'new customers only'],
    renewals: [2, 'renewals only'],
  },
  /** The kind of a discount record (`type` of batch templates and batch child codes). */
  discountKind: {
    singleCode: [0, 'single code'],
    externalCode: [1, 'external code'],
    batchTemplate: [2, 'batch template'],
    batchChild: [3, 'batch child code'],
  },
  /** Metric `type`. */
  metricType: {
    limitMetered: [1, 'limit metered'],
    chargeMetered: [2, 'charge metered'],
    chargeRecurring: [3, 'charge recurring'],
  },
  /** Metric `aggregationType`. */
  metricAggregationType: {
    count: [1, 'count'],
    countUnique: [2, 'count unique'],
    latest: [3, 'latest'],
    max: [4, 'max'],
    sum: [5, 'sum'],
  },
} as const satisfies CodeTable

type Table = typeof codeTable
export type CodeKind = keyof Table

type ValueOf<E> = E extends readonly [infer V extends number, string] ? V : never
type LabelOf<E> = E extends readonly [number, infer L extends string] ? L : never
type ValuesOf<K extends CodeKind> = { readonly [N in keyof Table[K]]: ValueOf<Table[K][N]> }
type LabelsOf<K extends CodeKind> = {
  readonly [N in keyof Table[K] as ValueOf<Table[K][N]>]: LabelOf<Table[K][N]>
}
export type CodeLabels = { readonly [K in CodeKind]: LabelsOf<K> }

const kinds = Object.keys(codeTable) as CodeKind[]

/** Per kind, the label of each known value: `codeLabels.subscriptionStatus[2] === 'active'`. */
export const codeLabels = Object.fromEntries(
  kinds.map((kind) => [kind, Object.fromEntries(Object.values(codeTable[kind]).map(([value, label]) => [value, label]))]),
) as CodeLabels

function valuesOf<K extends CodeKind>(kind: K): ValuesOf<K> {
  return Object.fromEntries(Object.entries(codeTable[kind]).map(([name, [value]]) => [name, value])) as ValuesOf<K>
}

export const SubscriptionStatus = valuesOf('subscriptionStatus')
export const InvoiceStatus = valuesOf('invoiceStatus')
export const PaymentStatus = valuesOf('paymentStatus')
export const DiscountStatus = valuesOf('discountStatus')
export const DiscountType = valuesOf('discountType')
export const BillingType = valuesOf('billingType')
export const UserBillingType = valuesOf('userBillingType')
export const PlanType = valuesOf('planType')
export const AccountStatus = valuesOf('accountStatus')
export const UserType = valuesOf('userType')
export const PlanStatus = valuesOf('planStatus')
export const PlanPublishStatus = valuesOf('planPublishStatus')
export const GatewayType = valuesOf('gatewayType')
export const TotpType = valuesOf('totpType')
export const CreditAccountType = valuesOf('creditAccountType')
export const ProductStatus = valuesOf('productStatus')
export const PlanApplyType = valuesOf('planApplyType')
export const UserScope = valuesOf('userScope')
export const DiscountKind = valuesOf('discountKind')
export const MetricType = valuesOf('metricType')
export const MetricAggregationType = valuesOf('metricAggregationType')
export const RefundStatus = valuesOf('refundStatus')
export const RefundType = valuesOf('refundType')
export const PaymentTimelineStatus = valuesOf('paymentTimelineStatus')
export const PaymentTimelineType = valuesOf('paymentTimelineType')
export const SubscriptionTimelineStatus = valuesOf('subscriptionTimelineStatus')
export const OperationActorType = valuesOf('operationActorType')
export const PendingUpdateStatus = valuesOf('pendingUpdateStatus')
export const CustomerType = valuesOf('customerType')

/** The known values of a kind, in table order, for pickers and filters. */
export function codeOptions(kind: CodeKind): { value: number; label: string }[] {
  return Object.values(codeTable[kind]).map(([value, label]) => ({ value, label }))
}

function labelOf(kind: CodeKind, value: number): string | undefined {
  const labels: Readonly<Record<number, string>> = codeLabels[kind]
  return labels[value]
}

/**
 * What a person reads for a code: its word ("Active", "Fixed amount"), its number marked as unknown for a value
 * the table lacks ("11 (unknown)"), "not set" when there is no value.
 */
export function codeWord(kind: CodeKind, value: number | null | undefined): string {
  if (value === null || value === undefined) return 'not set'
  const known = labelOf(kind, value)
  return known === undefined ? `${value} (unknown)` : known.charAt(0).toUpperCase() + known.slice(1)
}

/** Whether the table knows a value of a kind. */
export function isKnownCode(kind: CodeKind, value: number | null | undefined): boolean {
  return value !== null && value !== undefined && labelOf(kind, value) !== undefined
}

/** The number behind a word, for a hover: "Code 2", or "Code 11, which the dashboard does not know". */
export function codeTitle(kind: CodeKind, value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  return isKnownCode(kind, value) ? `Code ${value}` : `Code ${value}, which the dashboard does not know`
}

/**
 * The number with its label, "2 · active", for the sandbox's own pages and messages (the dashboard shows
 * `codeWord`); an unknown value as the bare number, "not set" when there is no value.
 */
export function codeLabel(kind: CodeKind, value: number | null | undefined): string {
  if (value === null || value === undefined) return 'not set'
  const known = labelOf(kind, value)
  return known === undefined ? String(value) : `${value} · ${known}`
}
