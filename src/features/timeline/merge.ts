import { codeWord, OperationActorType, PaymentTimelineType } from '../../api/contract/codes'
import type { AdminNote, SubscriptionTimeline } from '../../api/contract/extensions/history'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import type { OperationLog } from '../../api/contract/extensions/memberSession'
import type { PaymentTimeline } from '../../api/contract/extensions/payments'
import { actorLabel } from '../../lib/actor'

/** The entries a timeline draws at first, and adds on each "Show more". */
export const TIMELINE_STEP = 25

/**
 * One story out of the service's lists (`operations.md` §3.6): billing periods, payments and refunds, the activity
 * log, invoices and notes, as entries of one kind each, newest first.
 *
 * Order: by time, newest first. Entries of the same second are ordered by kind, in `KINDS` order (a note, then who
 * did what, then the money that moved, then the invoice and the period it made: an action reads before its effects),
 * then by the source's own id, highest first (the source's newest first), then by key, so that the same lists always
 * give the same order.
 *
 * A source that is not there (the service does not offer the call, or it failed) leaves its kinds out, and the merge
 * says so in one line per source. A source that has more pages than were read holds the others back: an entry older
 * than the oldest read from such a source is not shown yet (one of its unread entries could come before it), and the
 * source is named in `needMore`.
 */

export const KINDS = ['note', 'activity', 'refund', 'payment', 'invoice', 'period'] as const
export type TimelineKind = (typeof KINDS)[number]

export const KIND_LABELS: Record<TimelineKind, string> = {
  note: 'Notes',
  activity: 'Activity',
  refund: 'Refunds',
  payment: 'Payments',
  invoice: 'Invoices',
  period: 'Billing periods',
}

export type ActorType = 'member' | 'customer' | 'apiKey' | 'system'

export interface TimelineEntry {
  /** Unique and stable: the kind and the source's id. */
  key: string
  kind: TimelineKind
  /** Seconds since the epoch. */
  time: number
  /** What happened, in words. */
  title: string
  /** Extra words: a note's text, a period's dates. */
  detail?: string
  amount?: { value: number; currency: string }
  actor?: { type: ActorType; label: string }
  /** The record the entry is about. */
  link?: { to: 'invoice'; invoiceId: string } | { to: 'subscription'; subscriptionId: string }
  /** The source's own order among entries of the same second: higher is newer. */
  order: number
}

export type SourceName = 'periods' | 'payments' | 'activity' | 'invoices' | 'notes' | 'subscriptionNotes'

export const SOURCE_LABELS: Record<SourceName, string> = {
  periods: 'Billing periods',
  payments: 'Payments and refunds',
  activity: 'Activity',
  invoices: 'Invoices',
  notes: 'Notes',
  subscriptionNotes: 'Notes on subscriptions',
}

/** The kinds each source gives. */
export const SOURCE_KINDS: Record<SourceName, readonly TimelineKind[]> = {
  periods: ['period'],
  payments: ['payment', 'refund'],
  activity: ['activity'],
  invoices: ['invoice'],
  notes: ['note'],
  subscriptionNotes: ['note'],
}

/** What was read from one source: its entries so far and whether it has more, or why it is not there. */
export type Source<T> =
  | {
      state: 'loaded'
      items: readonly T[]
      hasMore: boolean
      /** The oldest time among everything read, when some of it was not kept (a customer's list read for one subscription). */
      oldest?: number
    }
  | { state: 'missing'; reason: 'not offered' | 'failed'; message?: string }
  | { state: 'loading' }

export interface Sources {
  periods?: Source<SubscriptionTimeline>
  payments?: Source<PaymentTimeline>
  activity?: Source<OperationLog>
  invoices?: Source<InvoiceDetail>
  notes?: Source<AdminNote>
  /** On a customer's timeline: the notes of the customer's subscriptions, each linking to its subscription. */
  subscriptionNotes?: Source<AdminNote>
}

export interface MergedTimeline {
  entries: TimelineEntry[]
  /** One line per source that is not there. */
  missing: { source: SourceName; line: string }[]
  /** The sources whose next page must be read before older entries can be shown. */
  needMore: SourceName[]
  /** Sources still loading their first page. */
  loading: SourceName[]
}

// ---- one entry per record ----

const actorTypes: Record<number, ActorType> = {
  [OperationActorType.member]: 'member',
  [OperationActorType.user]: 'customer',
  [OperationActorType.apiKey]: 'apiKey',
  [OperationActorType.system]: 'system',
}

export function periodEntry(period: SubscriptionTimeline): TimelineEntry {
  const plan = period.plan?.planName
  return {
    key: `period:${period.uniqueId ?? `${period.subscriptionId}_${period.periodStart}`}`,
    kind: 'period',
    time: period.createTime ?? period.periodStart ?? 0,
    title: `Billing period ${codeWord('subscriptionTimelineStatus', period.status).toLowerCase()}${plan ? ` · ${plan}` : ''}`,
    ...(period.subscriptionId && { link: { to: 'subscription' as const, subscriptionId: period.subscriptionId } }),
    actor: { type: 'system', label: 'System' },
    order: period.periodStart ?? 0,
  }
}

export function paymentEntry(row: PaymentTimeline): TimelineEntry {
  const refund = row.timelineType === PaymentTimelineType.refund
  const status = codeWord('paymentTimelineStatus', row.status).toLowerCase()
  return {
    key: `${refund ? 'refund' : 'payment'}:${row.id ?? row.transactionId}`,
    kind: refund ? 'refund' : 'payment',
    time: row.createTime ?? 0,
    title: `${refund ? (row.fullRefund === 1 ? 'Full refund' : 'Refund') : 'Payment'} ${status}`,
    ...(row.failureReason && { detail: row.failureReason }),
    ...(typeof row.totalAmount === 'number' && row.currency && { amount: { value: row.totalAmount, currency: row.currency } }),
    ...(row.invoiceId && { link: { to: 'invoice' as const, invoiceId: row.invoiceId } }),
    ...(!refund && { actor: { type: 'customer' as const, label: 'Customer' } }),
    order: row.id ?? 0,
  }
}

export function activityEntry(row: OperationLog): TimelineEntry {
  const type = actorTypes[row.optAccountType ?? -1] ?? 'system'
  return {
    key: `activity:${row.id}`,
    kind: 'activity',
    time: row.createTime ?? 0,
    title: row.optContent || row.optTarget || 'Activity',
    ...(row.optTarget && row.optContent && { detail: row.optTarget }),
    actor: { type, label: actorLabel(row) },
    ...(row.invoiceId
      ? { link: { to: 'invoice' as const, invoiceId: row.invoiceId } }
      : row.subscriptionId
        ? { link: { to: 'subscription' as const, subscriptionId: row.subscriptionId } }
        : {}),
    order: row.id ?? 0,
  }
}

export function invoiceEntry(invoice: InvoiceDetail): TimelineEntry {
  return {
    key: `invoice:${invoice.invoiceId}`,
    kind: 'invoice',
    time: invoice.createTime ?? 0,
    title: `Invoice ${codeWord('invoiceStatus', invoice.status).toLowerCase()}`,
    ...(invoice.invoiceName && { detail: invoice.invoiceName }),
    ...(typeof invoice.totalAmount === 'number' &&
      invoice.currency && { amount: { value: invoice.totalAmount, currency: invoice.currency } }),
    ...(invoice.invoiceId && { link: { to: 'invoice' as const, invoiceId: invoice.invoiceId } }),
    actor: { type: 'system', label: 'System' },
    order: invoice.id ?? 0,
  }
}

export function noteEntry(note: AdminNote): TimelineEntry {
  const name = note.userName || [note.firstName, note.lastName].filter(Boolean).join(' ')
  return {
    key: `note:${note.id}`,
    kind: 'note',
    time: note.createTime ?? 0,
    title: 'Note',
    detail: note.note ?? '',
    actor: { type: 'member', label: name || note.email || 'Member' },
    ...(note.subscriptionId && { link: { to: 'subscription' as const, subscriptionId: note.subscriptionId } }),
    order: note.id ?? 0,
  }
}

// ---- the merge ----

const kindRank = Object.fromEntries(KINDS.map((kind, index) => [kind, index])) as Record<TimelineKind, number>

/** Newest first; ties as the module's comment says. */
export function compareEntries(a: TimelineEntry, b: TimelineEntry): number {
  return (
    b.time - a.time || kindRank[a.kind] - kindRank[b.kind] || b.order - a.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  )
}

function missingLine(source: SourceName, missing: Extract<Source<unknown>, { state: 'missing' }>): string {
  const what = SOURCE_LABELS[source]
  return missing.reason === 'not offered'
    ? `${what}: not shown, the service does not offer this list.`
    : `${what}: not shown, the service did not answer${missing.message ? ` (${missing.message})` : ''}.`
}

const toEntries: { [S in SourceName]: (item: never) => TimelineEntry } = {
  periods: periodEntry,
  payments: paymentEntry,
  activity: activityEntry,
  invoices: invoiceEntry,
  notes: noteEntry,
  subscriptionNotes: noteEntry,
}

export function mergeTimeline(sources: Sources): MergedTimeline {
  const entries: TimelineEntry[] = []
  const missing: MergedTimeline['missing'] = []
  const needMore: SourceName[] = []
  const loading: SourceName[] = []
  let shownFrom = -Infinity
  for (const name of Object.keys(SOURCE_LABELS) as SourceName[]) {
    const source = sources[name]
    if (!source) continue
    if (source.state === 'missing') {
      missing.push({ source: name, line: missingLine(name, source) })
      continue
    }
    if (source.state === 'loading') {
      loading.push(name)
      continue
    }
    const own = source.items.map((item) => toEntries[name](item as never))
    entries.push(...own)
    if (source.hasMore) {
      needMore.push(name)
      const oldest = source.oldest ?? own.reduce((min, entry) => Math.min(min, entry.time), Infinity)
      if (oldest !== Infinity) shownFrom = Math.max(shownFrom, oldest)
    }
  }
  const seen = new Set<string>()
  const unique = entries.filter((entry) => !seen.has(entry.key) && seen.add(entry.key))
  return { entries: unique.filter((entry) => entry.time >= shownFrom).sort(compareEntries), missing, needMore, loading }
}
