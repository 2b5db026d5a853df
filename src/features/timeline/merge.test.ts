import { describe, expect, it } from 'vitest'
import type { AdminNote, SubscriptionTimeline } from '../../api/contract/extensions/history'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import type { OperationLog } from '../../api/contract/extensions/memberSession'
import type { PaymentTimeline } from '../../api/contract/extensions/payments'
import { activityEntry, mergeTimeline, noteEntry, paymentEntry, type Sources } from './merge'

const loaded = <T>(items: T[], hasMore = false) => ({ state: 'loaded' as const, items, hasMore })

const period = (periodStart: number, createTime: number, status = 2): SubscriptionTimeline => ({
  subscriptionId: 'sub_1',
  periodStart,
  periodEnd: periodStart + 100,
  createTime,
  status,
  uniqueId: `sub_1_${periodStart}`,
  plan: { planName: 'Basic' },
})
const payment = (id: number, createTime: number, timelineType = 0): PaymentTimeline => ({
  id,
  createTime,
  timelineType,
  status: 1,
  totalAmount: 1999,
  currency: 'EUR',
  invoiceId: `in_${id}`,
})
const log = (id: number, createTime: number, extra: Partial<OperationLog> = {}): OperationLog => ({
  id,
  createTime,
  optAccountType: 0,
  optAccount: 'Member (ops@example.test)',
  optContent: 'Cancel a subscription now',
  subscriptionId: 'sub_1',
  ...extra,
})
const invoice = (id: number, createTime: number): InvoiceDetail => ({
  id,
  invoiceId: `in_${id}`,
  createTime,
  status: 3,
  totalAmount: 1999,
  currency: 'EUR',
})
const note = (id: number, createTime: number): AdminNote => ({
  id,
  createTime,
  note: 'Called',
  firstName: 'Olga',
  lastName: 'Ops',
  email: 'ops@example.test',
})

describe('mergeTimeline', () => {
  it('orders every source newest first', () => {
    const merged = mergeTimeline({
      periods: loaded([period(100, 100)]),
      payments: loaded([payment(1, 300), payment(2, 500, 1)]),
      activity: loaded([log(1, 400)]),
      invoices: loaded([invoice(1, 200)]),
      notes: loaded([note(1, 600)]),
    })
    expect(merged.entries.map((e) => [e.kind, e.time])).toEqual([
      ['note', 600],
      ['refund', 500],
      ['activity', 400],
      ['payment', 300],
      ['invoice', 200],
      ['period', 100],
    ])
    expect(merged.missing).toEqual([])
  })

  it('orders entries of the same second by kind (note, activity, refund, payment, invoice, period), then newest id first', () => {
    const merged = mergeTimeline({
      periods: loaded([period(50, 100)]),
      invoices: loaded([invoice(7, 100)]),
      payments: loaded([payment(3, 100), payment(4, 100), payment(5, 100, 1)]),
      activity: loaded([log(1, 100), log(2, 100)]),
      notes: loaded([note(9, 100)]),
    })
    expect(merged.entries.map((e) => e.key)).toEqual([
      'note:9',
      'activity:2',
      'activity:1',
      'refund:5',
      'payment:4',
      'payment:3',
      'invoice:in_7',
      'period:sub_1_50',
    ])
  })

  it('gives the same order whatever order the sources list their items in', () => {
    const a = mergeTimeline({ activity: loaded([log(1, 100), log(2, 100), log(3, 90)]) })
    const b = mergeTimeline({ activity: loaded([log(3, 90), log(2, 100), log(1, 100)]) })
    expect(a.entries.map((e) => e.key)).toEqual(b.entries.map((e) => e.key))
  })

  it('leaves out a source that is not offered or failed, with one line each, and shows the others', () => {
    const merged = mergeTimeline({
      periods: { state: 'missing', reason: 'not offered' },
      activity: { state: 'missing', reason: 'failed', message: 'Server Error' },
      notes: loaded([note(1, 10)]),
    })
    expect(merged.entries.map((e) => e.kind)).toEqual(['note'])
    expect(merged.missing).toEqual([
      { source: 'periods', line: 'Billing periods: not shown, the service does not offer this list.' },
      { source: 'activity', line: 'Activity: not shown, the service did not answer (Server Error).' },
    ])
  })

  it('holds back entries older than the oldest read from a source with more pages, and names it', () => {
    const sources: Sources = {
      activity: loaded([log(5, 500), log(4, 400)], true),
      invoices: loaded([invoice(1, 450), invoice(2, 300), invoice(3, 100)]),
    }
    const merged = mergeTimeline(sources)
    expect(merged.entries.map((e) => e.time)).toEqual([500, 450, 400])
    expect(merged.needMore).toEqual(['activity'])
    const all = mergeTimeline({ ...sources, activity: loaded([log(5, 500), log(4, 400), log(3, 200)]) })
    expect(all.entries.map((e) => e.time)).toEqual([500, 450, 400, 300, 200, 100])
    expect(all.needMore).toEqual([])
  })

  it("merges a customer's notes with those of their subscriptions, each of the latter linking to its subscription", () => {
    const merged = mergeTimeline({
      notes: loaded([note(1, 300)]),
      subscriptionNotes: loaded(
        [
          { ...note(2, 400), subscriptionId: 'sub_9' },
          { ...note(3, 100), subscriptionId: 'sub_8' },
        ],
        true,
      ),
    })
    // The subscriptions' notes have more to read: what is older than the oldest read of them waits.
    expect(merged.entries.map((e) => [e.key, e.link])).toEqual([
      ['note:2', { to: 'subscription', subscriptionId: 'sub_9' }],
      ['note:1', undefined],
      ['note:3', { to: 'subscription', subscriptionId: 'sub_8' }],
    ])
    expect(merged.needMore).toEqual(['subscriptionNotes'])
    const missing = mergeTimeline({
      notes: loaded([note(1, 300)]),
      subscriptionNotes: { state: 'missing', reason: 'not offered' },
    })
    expect(missing.entries).toHaveLength(1)
    expect(missing.missing).toEqual([
      { source: 'subscriptionNotes', line: 'Notes on subscriptions: not shown, the service does not offer this list.' },
    ])
  })

  it('counts the sources still loading, and an entry read twice (pages that moved) once', () => {
    const merged = mergeTimeline({ periods: { state: 'loading' }, activity: loaded([log(1, 10), log(1, 10)]) })
    expect(merged.loading).toEqual(['periods'])
    expect(merged.entries).toHaveLength(1)
  })
})

describe('timeline entries', () => {
  it('masks an API key that acted, whatever the service sent', () => {
    const entry = activityEntry(
      log(1, 10, {
        optAccountType: 2,
        optAccount: 'OpenApi(sk_live_4f9a2b7c1d0e3f65abcd)',
        optAccountId: 'sk_live_4f9a2b7c1d0e3f65abcd',
      }),
    )
    expect(entry.actor).toEqual({ type: 'apiKey', label: 'OpenApi(sk_live_…abcd)' })
    expect(JSON.stringify(entry)).not.toContain('4f9a2b7c')
  })

  it('names who acted: a member, a customer, the system', () => {
    expect(activityEntry(log(1, 10)).actor).toEqual({ type: 'member', label: 'Member (ops@example.test)' })
    expect(activityEntry(log(1, 10, { optAccountType: 1, optAccount: 'ada@lovelace.example' })).actor?.type).toBe('customer')
    expect(activityEntry(log(1, 10, { optAccountType: 3, optAccount: 'System' })).actor).toEqual({
      type: 'system',
      label: 'System',
    })
    expect(noteEntry(note(1, 10)).actor).toEqual({ type: 'member', label: 'Olga Ops' })
  })

  it('says what moved: a refund with its amount, currency and invoice', () => {
    expect(paymentEntry({ ...payment(2, 10, 1), fullRefund: 1 })).toMatchObject({
      kind: 'refund',
      title: 'Full refund success',
      amount: { value: 1999, currency: 'EUR' },
      link: { to: 'invoice', invoiceId: 'in_2' },
    })
  })
})
