import { codeLabel, GatewayType, SubscriptionStatus } from '../../src/api/contract/codes'
import {
  customerPortalUrl,
  promoCreditDecrement,
  userChangeGateway,
  userDelete,
  userGet,
  userSchema,
} from '../../src/api/contract/users'
import { formatMoney } from '../../src/lib/money'
import { safeHttpUrl } from '../../src/lib/urls'
import { escapeHtml, htmlPage } from '../html'
import { maskSecret } from '../mask'
import { randomHex } from '../random'
import type { CreditAccountRecord, GatewayRecord, SubscriptionRecord, UserRecord } from '../records'
import { defineArea, handle } from '../registry'
import { objectShape } from '../schema'
import type { Workspace } from '../store'

/**
 * Customers: user get (4.15), change gateway (4.13), promo credit decrement (4.10), user delete (4.16)
 * and the customer-portal address (4.6), with the hosted portal page it points to.
 *
 * Besides the fields of 2.9, a stored user may keep members the API does not show (they are visible in
 * /__sandbox/state): `gatewayUserId` (4.13), `promoCreditLog` (one entry per decrement, with its name and
 * description) and `portalSessions` (the customer-portal addresses handed out, newest last).
 */

export interface PortalSession {
  token: string
  createTime: number
  returnUrl: string
  cancelUrl: string
  planId: number
  productId: number
  vatCountryCode: string
}

export interface PromoCreditLogEntry {
  accountId: number
  currency: string
  amount: number
  balanceAfter: number
  name: string
  description: string
  time: number
}

export type StoredUser = UserRecord & {
  gatewayUserId?: string
  promoCreditLog?: PromoCreditLogEntry[]
  portalSessions?: PortalSession[]
}

/** Subscriptions in these states are "active" for deletion (4.16) and for the user's summary. */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly number[] = [SubscriptionStatus.active, SubscriptionStatus.incomplete]

/** Portal addresses kept per user (older ones stop working). */
export const PORTAL_SESSIONS_PER_USER = 10

const userFields = Object.keys(objectShape(userSchema) ?? {})

export function activeSubscriptionsOf(ws: Workspace, userId: number): SubscriptionRecord[] {
  return ws.subscriptions.filter((s) => s.userId === userId && ACTIVE_SUBSCRIPTION_STATUSES.includes(s.status))
}

/** Of two subscriptions of a user, the current one: an active or incomplete one before others, then the latest. */
function moreCurrent(a: SubscriptionRecord, b: SubscriptionRecord): SubscriptionRecord {
  const aLive = ACTIVE_SUBSCRIPTION_STATUSES.includes(a.status)
  if (aLive !== ACTIVE_SUBSCRIPTION_STATUSES.includes(b.status)) return aLive ? a : b
  const bIsNewer = b.createTime - a.createTime || b.id - a.id
  return bIsNewer > 0 ? b : a
}

/** The user's current subscription: the latest active (or incomplete) one, else the latest one. */
export function currentSubscription(subscriptions: Iterable<SubscriptionRecord>): SubscriptionRecord | undefined {
  let current: SubscriptionRecord | undefined
  for (const subscription of subscriptions) current = current ? moreCurrent(current, subscription) : subscription
  return current
}

/** A gateway as the API shows it: its key and secrets masked as the real service masks them (`maskSecret`). */
export function maskedGateway(gateway: GatewayRecord): GatewayRecord {
  return {
    ...gateway,
    gatewayKey: maskSecret(gateway.gatewayKey),
    gatewaySecret: maskSecret(gateway.gatewaySecret),
    webhookSecret: maskSecret(gateway.webhookSecret),
  }
}

/** The user's gateway as the API shows it: the gateway's current record, with the user's automatic-payment state, masked. */
function userGateway(ws: Workspace, user: UserRecord): GatewayRecord {
  const current = user.gatewayId ? ws.gateways.get(user.gatewayId) : undefined
  return maskedGateway(
    current ? { ...current, autoChargeEnabled: Boolean(user.gateway?.autoChargeEnabled) } : { ...user.gateway },
  )
}

/**
 * The user as `user/get` answers it: only the members of 2.9; the gateway from the gateways collection
 * (secrets masked); and, when the user has subscriptions, the summary members from the current one
 * (`currentSubscription`; a caller that knows it already may pass it, null for none).
 */
export function publicUser(
  ws: Workspace,
  user: UserRecord,
  current: SubscriptionRecord | null = currentSubscription(ws.subscriptions.filter((s) => s.userId === user.id)) ?? null,
): UserRecord {
  const shown = Object.fromEntries(userFields.map((key) => [key, user[key as keyof UserRecord]])) as UserRecord
  shown.gateway = userGateway(ws, user)
  return { ...shown, ...subscriptionSummary(ws, user, current) }
}

export type SubscriptionSummary = Pick<
  UserRecord,
  'subscriptionId' | 'subscriptionStatus' | 'subscriptionName' | 'planId' | 'recurringAmount'
>

/**
 * The members of a user that sum up their current subscription: from that subscription when there is one
 * (the name is its plan's, else its product's), else as stored on the user.
 */
export function subscriptionSummary(ws: Workspace, user: UserRecord, current: SubscriptionRecord | null): SubscriptionSummary {
  if (!current) {
    const { subscriptionId, subscriptionStatus, subscriptionName, planId, recurringAmount } = user
    return { subscriptionId, subscriptionStatus, subscriptionName, planId, recurringAmount }
  }
  const plan = current.planId ? ws.plans.get(current.planId) : undefined
  const product = current.productId ? ws.products.get(current.productId) : undefined
  return {
    subscriptionId: current.subscriptionId,
    subscriptionStatus: current.status,
    subscriptionName: plan?.planName || product?.productName || user.subscriptionName,
    planId: current.planId,
    recurringAmount: current.amount,
  }
}

export function displayName(user: UserRecord): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ')
  return full || user.userName || user.email || `User ${user.id}`
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

// ---- the hosted customer portal ----

function linkOrText(label: string, url: string): string {
  if (!url) return ''
  const safe = safeHttpUrl(url)
  return safe
    ? `<p><a href="${escapeHtml(safe)}">${escapeHtml(label)}</a></p>`
    : `<p>${escapeHtml(label)} (not a web address, so not a link): <code>${escapeHtml(url)}</code></p>`
}

function portalPage(ws: Workspace, user: StoredUser, session: PortalSession): string {
  const name = displayName(user)
  const subscriptions = ws.subscriptions
    .filter((s) => s.userId === user.id)
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
  const rows = subscriptions
    .map((s) => {
      const plan = s.planId ? ws.plans.get(s.planId) : undefined
      const periodEnd = s.currentPeriodEnd ? new Date(s.currentPeriodEnd * 1000).toISOString().slice(0, 10) : 'not set'
      return `<tr><td><code>${escapeHtml(s.subscriptionId)}</code></td><td>${escapeHtml(plan?.planName || (s.planId ? `Plan ${s.planId}` : ''))}</td><td>${escapeHtml(codeLabel('subscriptionStatus', s.status))}</td><td>${escapeHtml(formatMoney(s.amount, s.currency, 'en'))}</td><td>${escapeHtml(periodEnd)}</td></tr>`
    })
    .join('\n')
  const table = subscriptions.length
    ? `<table aria-labelledby="subscriptions-heading">\n<thead><tr><th scope="col">Subscription</th><th scope="col">Plan</th><th scope="col">Status</th><th scope="col">Amount</th><th scope="col">Current period ends</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`
    : '<p>No subscriptions.</p>'
  const plan = session.planId ? ws.plans.get(session.planId) : undefined
  const product = session.productId ? ws.products.get(session.productId) : undefined
  const details = [
    session.planId
      ? `<li>Plan to update: ${escapeHtml(plan?.planName || `Plan ${session.planId}`)} (ID ${session.planId})</li>`
      : '',
    session.productId
      ? `<li>Product: ${escapeHtml(product?.productName || `Product ${session.productId}`)} (ID ${session.productId})</li>`
      : '',
    session.vatCountryCode ? `<li>VAT country: ${escapeHtml(session.vatCountryCode)}</li>` : '',
  ].filter(Boolean)
  return htmlPage(
    `Customer portal · ${name}`,
    [
      `<p>${escapeHtml(ws.merchant.name || 'Merchant')} · customer portal (sandbox)</p>`,
      `<h1>Customer portal</h1>`,
      `<p>Signed in as <strong>${escapeHtml(name)}</strong> (${escapeHtml(user.email)}), user ID ${user.id}.</p>`,
      details.length ? `<ul>${details.join('')}</ul>` : '',
      `<h2 id="subscriptions-heading">Subscriptions</h2>`,
      table,
      linkOrText('Return to the merchant', session.returnUrl),
      linkOrText('Cancel', session.cancelUrl),
    ]
      .filter(Boolean)
      .join('\n'),
  )
}

function findSession(ws: Workspace, token: string): { user: StoredUser; session: PortalSession } | undefined {
  for (const user of ws.users.values() as IterableIterator<StoredUser>) {
    const session = user.portalSessions?.find((candidate) => candidate.token === token)
    if (session) return { user, session }
  }
  return undefined
}

// ---- the area ----

export default defineArea({
  area: 'users',
  handlers: [
    handle(userGet, ({ input, store, dialect }) => {
      const user = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      return { user: dialect.present.user(publicUser(store, user)) }
    }),

    handle(userChangeGateway, ({ input, store, now, dialect, badRequest }) => {
      const user: StoredUser = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      const gateway = store.gateways.get(input.gatewayId) ?? dialect.notFound('gateway', input.gatewayId)
      const gatewayLabel = `Gateway ${gateway.gatewayId} (${gateway.displayName || gateway.gatewayName})`
      const paymentType = input.gatewayPaymentType?.trim()
      const knownTypes = gateway.gatewayPaymentTypes.map((type) => type.paymentType).filter(Boolean)
      if (paymentType && !knownTypes.includes(paymentType)) {
        badRequest(
          knownTypes.length
            ? `gatewayPaymentType: ${gatewayLabel} has no payment type "${paymentType}"; its payment types are ${knownTypes.join(', ')}`
            : `gatewayPaymentType: ${gatewayLabel} has no payment types`,
        )
      }
      const paymentMethodId = input.paymentMethodId?.trim()
      if (paymentMethodId && gateway.gatewayType !== GatewayType.card) {
        badRequest(
          `paymentMethodId: a payment method applies to card gateways only; ${gatewayLabel} is ${codeLabel('gatewayType', gateway.gatewayType).replace(/^\d+ · /, '')}`,
        )
      }
      const sameGateway = user.gatewayId === gateway.gatewayId
      // A payment method belongs to its gateway: it is kept only while the gateway stays the same.
      const paymentMethod = paymentMethodId || (sameGateway ? user.paymentMethod : '')
      const gatewayUserId = input.gatewayUserId?.trim() || (sameGateway ? (user.gatewayUserId ?? '') : '')
      store.users.update(user.id, {
        gatewayId: gateway.gatewayId,
        gateway: { ...gateway, autoChargeEnabled: Boolean(paymentMethod) },
        gatewayPaymentType: paymentType || gateway.defaultGatewayPaymentType.paymentType || knownTypes[0] || '',
        paymentMethod,
        gatewayUserId,
      } as Partial<StoredUser>)
      // The user's current (active or incomplete) subscription pays through the new gateway and payment method from now on.
      const current = currentSubscription(activeSubscriptionsOf(store, user.id))
      if (current) {
        store.subscriptions.update(current.subscriptionId, {
          gatewayId: gateway.gatewayId,
          defaultPaymentMethodId: paymentMethod,
          lastUpdateTime: now(),
        })
      }
      return {}
    }),

    handle(promoCreditDecrement, ({ input, store, now, dialect }) => {
      const user: StoredUser = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      const account: CreditAccountRecord =
        user.promoCreditAccounts.find((candidate) => candidate.currency === input.currency) ??
        dialect.notFound('promoCreditAccount', input.currency, `User ${user.id} has no promo credit account in ${input.currency}`)
      const balanceAfter = account.amount - input.amount
      if (balanceAfter <= 0) {
        dialect.refuse(
          'promoCreditNotEnough',
          `amount: the promo credit must stay greater than 0 after the decrease: the ${input.currency} balance is ${account.amount} and decreasing it by ${input.amount} would leave ${balanceAfter} (minor units)`,
        )
      }
      movePromoCredit(user, account, { ...input, balanceAfter, time: now() }, 'totalDecrementAmount')
      store.users.touch(user)
      return { UserPromoCreditAccount: dialect.present.creditAccount({ ...account }) }
    }),

    handle(userDelete, ({ input, store, now, dialect, badRequest }) => {
      const user = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      const active = activeSubscriptionsOf(store, user.id)
      if (active.length && !input.forceDelete) {
        badRequest(
          `User ${user.id} has ${plural(active.length, 'active subscription')}; delete with forceDelete to cancel ${active.length === 1 ? 'it' : 'them'} first`,
        )
      }
      const time = now()
      for (const subscription of active) {
        store.subscriptions.update(subscription.subscriptionId, {
          status: SubscriptionStatus.cancelled,
          cancelOrExpireTime: time,
          cancelReason: 'Cancelled because the user was deleted',
          lastUpdateTime: time,
        })
      }
      store.users.delete(user.id)
      return {}
    }),

    handle(customerPortalUrl, ({ input, store, now, hostedUrl, dialect }) => {
      let user: StoredUser | undefined
      if (input.userId !== undefined) {
        user = store.users.get(input.userId) ?? dialect.notFound('user', input.userId)
      } else {
        const externalUserId = input.externalUserId?.trim() ?? ''
        const email = input.email?.trim().toLowerCase() ?? ''
        user =
          store.users.find(
            (candidate) => candidate.externalUserId === externalUserId && candidate.email.toLowerCase() === email,
          ) ??
          dialect.notFound('user', externalUserId, `No user with external user id "${externalUserId}" and e-mail ${input.email}`)
      }
      if (input.planId !== undefined && !store.plans.has(input.planId)) dialect.notFound('plan', input.planId)
      if (input.productId !== undefined && !store.products.has(input.productId)) dialect.notFound('product', input.productId)
      const session: PortalSession = {
        token: `ps_${randomHex(16)}`,
        createTime: now(),
        returnUrl: input.returnUrl ?? '',
        cancelUrl: input.cancelUrl ?? '',
        planId: input.planId ?? 0,
        productId: input.productId ?? 0,
        vatCountryCode: input.vatCountryCode ?? '',
      }
      user.portalSessions = [...(user.portalSessions ?? []), session].slice(-PORTAL_SESSIONS_PER_USER)
      store.users.touch(user)
      return { url: hostedUrl(`/portal/${session.token}`) }
    }),
  ],
  pages: [
    {
      path: '/hosted/portal/:token',
      render: ({ params, store, notFound }) => {
        const found =
          findSession(store, params.token) ??
          notFound('This customer-portal address is not valid (the user may have been deleted)')
        return portalPage(store, found.user, found.session)
      },
    },
  ],
})

/**
 * Moves a promo credit account to `balanceAfter` (its money value at the account's rate), counts the change in
 * the account's increment or decrement total, and logs it on the user: the increase and the decrease alike.
 */
export function movePromoCredit(
  user: StoredUser,
  account: CreditAccountRecord,
  change: { amount: number; balanceAfter: number; name?: string; description?: string; time: number },
  total: 'totalIncrementAmount' | 'totalDecrementAmount',
) {
  const rate = account.exchangeRate > 0 ? account.exchangeRate : 1
  account.amount = change.balanceAfter
  account.currencyAmount = Math.round(change.balanceAfter * rate)
  account[total] += change.amount
  user.promoCreditLog = [
    ...(user.promoCreditLog ?? []),
    {
      accountId: account.id,
      currency: account.currency,
      amount: change.amount,
      balanceAfter: change.balanceAfter,
      name: change.name ?? '',
      description: change.description ?? '',
      time: change.time,
    },
  ]
}
