import { SubscriptionStatus, SubscriptionTimelineStatus } from '../../src/api/contract/codes'
import {
  subscriptionAdminNoteList,
  subscriptionNewAdminNote,
  subscriptionTimelineList,
  subscriptionTimelineSortFields,
  userAdminNoteList,
  userNewAdminNote,
} from '../../src/api/contract/extensions/history'
import { breakdownOf } from '../billing'
import type { Dialect } from '../dialect'
import { addonParamsOf } from '../pendingUpdates'
import { buildAdminNote, type AdminNoteRecord, type SubscriptionRecord } from '../records'
import { defineArea, type HandlerContext, handle } from '../registry'
import type { Workspace } from '../store'
import { gmtText, invoicePaymentId, isCreditNote, planOrNull } from './beans'
import { DEFAULT_COUNT, own, pageOf, readListRequest } from './listing'

/**
 * What happened to a subscription or a customer (operations.md §3.6): billing periods and notes.
 *
 * - Billing periods: one per invoice of a subscription that covers a period (a new subscription's first, each
 *   renewal's, a plan change charged now), and one for the current period when no invoice covers it. The newest
 *   period of a subscription is current (1), or cancelled (3) or expired (4) with the subscription; the others are
 *   finished (2). So creating, renewing, changing and cancelling a subscription all show here, as nothing else feeds
 *   it. Filter: userId (none or 0: every customer); sort gmt_create (default, newest first) or gmt_modify (when the
 *   period last changed). The empty list is `[]`.
 * - Notes: newest first, with the writing member's name and e-mail. Writing one needs a member's session: with an API
 *   key the service answers `invalid token` (code 51, as an assertion). A note is kept as typed, trimmed.
 */

interface Period {
  subscription: SubscriptionRecord
  invoiceId: string
  paymentId: string
  periodStart: number
  periodEnd: number
  createTime: number
  modifyTime: number
  currency: string
  status: number
}

/** The billing periods of one subscription, oldest first. */
function periodsOf(subscription: SubscriptionRecord, invoices: ReturnType<typeof invoicesBySubscription>): Period[] {
  const periods: Period[] = (invoices.get(subscription.subscriptionId) ?? [])
    .map((invoice) => {
      const { periodStart, periodEnd } = breakdownOf(invoice)
      return {
        subscription,
        invoiceId: invoice.invoiceId,
        paymentId: invoicePaymentId(invoice),
        periodStart,
        periodEnd,
        createTime: invoice.createTime,
        modifyTime: invoice.gmtModify || invoice.createTime,
        currency: invoice.currency,
        status: SubscriptionTimelineStatus.finished,
      }
    })
    .filter((period) => period.periodStart > 0)
  const current = subscription.currentPeriodStart
  if (current > 0 && !periods.some((period) => period.periodStart === current)) {
    periods.push({
      subscription,
      invoiceId: '',
      paymentId: '',
      periodStart: current,
      periodEnd: subscription.currentPeriodEnd,
      createTime: current,
      modifyTime: subscription.lastUpdateTime || current,
      currency: subscription.currency,
      status: SubscriptionTimelineStatus.finished,
    })
  }
  periods.sort((a, b) => a.periodStart - b.periodStart || a.createTime - b.createTime)
  const newest = periods.at(-1)
  if (newest) {
    newest.status =
      subscription.status === SubscriptionStatus.cancelled
        ? SubscriptionTimelineStatus.cancelled
        : subscription.status === SubscriptionStatus.expired
          ? SubscriptionTimelineStatus.expired
          : SubscriptionTimelineStatus.processing
    if (newest.status !== SubscriptionTimelineStatus.processing) {
      newest.modifyTime = Math.max(newest.modifyTime, subscription.cancelOrExpireTime || subscription.lastUpdateTime)
    }
  }
  return periods
}

function invoicesBySubscription(ws: Workspace) {
  const bySubscription = new Map<string, ReturnType<Workspace['invoices']['all']>>()
  for (const invoice of ws.invoices.all()) {
    if (!invoice.subscriptionId || isCreditNote(invoice) || invoice.merchantId !== ws.merchantId) continue
    const list = bySubscription.get(invoice.subscriptionId) ?? []
    list.push(invoice)
    bySubscription.set(invoice.subscriptionId, list)
  }
  return bySubscription
}

function periodBean(ws: Workspace, period: Period) {
  const { subscription } = period
  const addons = addonParamsOf(subscription).map((addon) => ({
    quantity: addon.quantity,
    addonPlan: planOrNull(ws, addon.addonPlanId),
  }))
  return {
    merchantId: subscription.merchantId,
    userId: subscription.userId,
    subscriptionId: subscription.subscriptionId,
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    periodStartTime: gmtText(period.periodStart),
    periodEndTime: gmtText(period.periodEnd),
    invoiceId: period.invoiceId,
    paymentId: period.paymentId,
    uniqueId: `${subscription.subscriptionId}_${period.periodStart}`,
    currency: period.currency || subscription.currency,
    planId: subscription.planId,
    plan: planOrNull(ws, subscription.planId),
    quantity: subscription.quantity,
    addons: addons.length ? addons : null,
    gatewayId: subscription.gatewayId,
    createTime: period.createTime,
    status: period.status,
  }
}

const emptyTimeline = (dialect: Dialect) => ({ subscriptionTimeLines: dialect.list([], '[]'), total: 0 })

// ---- notes ----

function noteBean(ws: Workspace, note: AdminNoteRecord) {
  const member = ws.members.get(note.memberId)
  const firstName = member?.firstName ?? ''
  const lastName = member?.lastName ?? ''
  return {
    id: note.id,
    note: note.note,
    createTime: note.createTime,
    subscriptionId: note.subscriptionId,
    userName: [firstName, lastName].filter(Boolean).join(' '),
    mobile: member?.mobile ?? '',
    email: member?.email ?? '',
    firstName,
    lastName,
  }
}

function notesWhere(ctx: HandlerContext, keep: (note: AdminNoteRecord) => boolean, page = 0, count = DEFAULT_COUNT) {
  const notes = ctx.store.adminNotes
    .all()
    .filter((note) => note.merchantId === ctx.store.merchantId && keep(note))
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
  return {
    noteLists: ctx.dialect.list(
      pageOf(notes, page, count).map((note) => noteBean(ctx.store, note)),
      'null',
    ),
  }
}

/** The member writing a note; an API key has none, and the service refuses it. */
function writingMember(ctx: HandlerContext): number {
  if (ctx.actor.kind === 'member') return ctx.actor.member.id
  return ctx.dialect.refuse(
    'adminNoteNeedsMember',
    'invalid token: a note is written by a signed-in member; an API key cannot write one',
  )
}

function findSubscription(ctx: HandlerContext, subscriptionId: string): SubscriptionRecord {
  return own(ctx.store, ctx.store.subscriptions.get(subscriptionId)) ?? ctx.dialect.notFound('subscription', subscriptionId)
}

function findUser(ctx: HandlerContext, userId: number) {
  return own(ctx.store, ctx.store.users.get(userId)) ?? ctx.dialect.notFound('user', userId)
}

function addNote(ctx: HandlerContext, memberId: number, note: Partial<AdminNoteRecord>): void {
  ctx.store.adminNotes.put(buildAdminNote(ctx.store, { ...note, memberId, createTime: ctx.now() }))
}

export default defineArea({
  area: 'timelines and notes',
  handlers: [
    handle(
      subscriptionTimelineList,
      ({ input, store, dialect }) => {
        const { sortField = 'gmt_create', sortType = 'desc' } = input
        const invoices = invoicesBySubscription(store)
        const periods = store.subscriptions
          .all()
          .filter((subscription) => subscription.merchantId === store.merchantId)
          .filter((subscription) => !input.userId || subscription.userId === input.userId)
          .flatMap((subscription) => periodsOf(subscription, invoices))
        const key: (period: Period) => number =
          sortField === 'gmt_modify' ? (p: Period) => p.modifyTime : (p: Period) => p.createTime
        const direction = sortType === 'asc' ? 1 : -1
        periods.sort(
          (a, b) =>
            direction * (key(a) - key(b) || a.periodStart - b.periodStart) ||
            a.subscription.subscriptionId.localeCompare(b.subscription.subscriptionId),
        )
        return {
          subscriptionTimeLines: dialect.list(
            pageOf(periods, input.page, input.count).map((period) => periodBean(store, period)),
            '[]',
          ),
          total: periods.length,
        }
      },
      { prepare: readListRequest({ fields: subscriptionTimelineSortFields }, emptyTimeline) },
    ),

    handle(subscriptionAdminNoteList, (ctx) => {
      const { subscriptionId } = findSubscription(ctx, ctx.input.subscriptionId)
      return notesWhere(ctx, (note) => note.subscriptionId === subscriptionId, ctx.input.page, ctx.input.count)
    }),

    handle(userAdminNoteList, (ctx) => {
      const user = findUser(ctx, ctx.input.userId)
      return notesWhere(ctx, (note) => note.userId === user.id && !note.subscriptionId, ctx.input.page, ctx.input.count)
    }),

    handle(subscriptionNewAdminNote, (ctx) => {
      const memberId = writingMember(ctx)
      const subscription = findSubscription(ctx, ctx.input.subscriptionId)
      addNote(ctx, memberId, { subscriptionId: subscription.subscriptionId, userId: subscription.userId, note: ctx.input.note })
      return {}
    }),

    handle(userNewAdminNote, (ctx) => {
      const memberId = writingMember(ctx)
      const user = findUser(ctx, ctx.input.userId)
      addNote(ctx, memberId, { userId: user.id, note: ctx.input.note })
      return {}
    }),
  ],
})
