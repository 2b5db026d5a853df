import { describe, expect, it } from 'vitest'
import type { BillingInvoice } from './billing'
import { createRng } from './random'
import { DEMO_BASE_TIME } from './seed'
import { seedBilling } from './seed-billing'
import { createTestSandbox } from './testing'

const demo = () => createTestSandbox({ dataset: 'demo', now: () => DEMO_BASE_TIME })

describe('demo subscriptions and invoices', () => {
  it('has subscriptions sub_1 … sub_18 for users 1 … 12 in the states 1, 2, 4, 5 and 7', () => {
    const ws = demo().store.primary
    const subscriptions = ws.subscriptions.all()
    expect(subscriptions.map((s) => s.subscriptionId)).toEqual(Array.from({ length: 18 }, (_, i) => `sub_${i + 1}`))
    for (let userId = 1; userId <= 12; userId++) expect(ws.subscriptions.get(`sub_${userId}`)?.userId).toBe(userId)
    expect(new Set(subscriptions.map((s) => s.status))).toEqual(new Set([1, 2, 4, 5, 7]))
    expect(new Set(subscriptions.map((s) => s.currency))).toEqual(new Set(['USD', 'EUR', 'GBP']))
    expect(new Set(subscriptions.map((s) => s.planId)).size).toBeGreaterThanOrEqual(8)
  })

  it('points each subscription at its latest invoice, of the same user and currency', () => {
    const ws = demo().store.primary
    for (const subscription of ws.subscriptions.values()) {
      const invoice = ws.invoices.get(subscription.latestInvoiceId)
      expect(invoice, subscription.subscriptionId).toBeDefined()
      expect(invoice).toMatchObject({
        subscriptionId: subscription.subscriptionId,
        userId: subscription.userId,
        currency: subscription.currency,
      })
    }
  })

  it('uses the users’ currency, gateway and payment method, and the plans’ products', () => {
    const ws = demo().store.primary
    const sub1 = ws.subscriptions.get('sub_1')!
    const user1 = ws.users.get(1)!
    expect(sub1).toMatchObject({
      gatewayId: user1.gatewayId,
      defaultPaymentMethodId: user1.paymentMethod,
      productId: ws.plans.get(1)!.productId,
    })
    expect(user1.paymentMethod).not.toBe('')
  })

  it('has invoices with several split payments of mixed statuses, and invoices without payments', async () => {
    const sandbox = demo()
    const ws = sandbox.store.primary
    const mixed = ws.invoices.filter(
      (invoice) => invoice.payments.length >= 3 && new Set(invoice.payments.map((p) => p.status)).size >= 3,
    )
    expect(mixed.length).toBeGreaterThanOrEqual(2)
    const sub9 = ws.subscriptions.get('sub_9')!.latestInvoiceId
    const summary = await sandbox.call('/merchant/invoice/split_payments', { invoiceId: sub9 }, { method: 'GET' })
    expect(summary.body.data).toMatchObject({ totalAmount: 120_000, paidAmount: 80_000, remainingAmount: 40_000 })
    expect(ws.invoices.filter((invoice) => invoice.payments.length === 0).length).toBeGreaterThanOrEqual(3)
  })

  it('keeps each invoice total equal to its breakdown, and split payments that add up to it', () => {
    const ws = demo().store.primary
    for (const invoice of ws.invoices.values() as Iterable<BillingInvoice>) {
      expect(invoice.totalAmount, invoice.invoiceId).toBe(
        invoice.subtotal! - invoice.discountAmount! + invoice.taxAmount! - invoice.promoCreditAmount!,
      )
      const counted = invoice.payments.filter((p) => p.status === 20 || p.status === 10)
      if (counted.length > 1) expect(counted.reduce((sum, p) => sum + p.totalAmount, 0)).toBe(invoice.totalAmount)
    }
  })

  it('creates the invoices that redeemed batch child codes point at', () => {
    const ws = demo().store.primary
    const redeemed = ws.batchChildren.filter((child) => child.isRedeemed && child.invoiceId !== '')
    expect(redeemed.length).toBeGreaterThan(0)
    for (const child of redeemed) {
      const invoice = ws.invoices.get(child.invoiceId)
      expect(invoice, child.invoiceId).toMatchObject({ subscriptionId: child.subscriptionId, status: 3 })
      expect(invoice?.payments.map((p) => p.paymentId)).toEqual([child.paymentId])
    }
  })

  it('has unique payment ids, and renewals continue after them', async () => {
    const sandbox = demo()
    const ws = sandbox.store.primary
    const ids = () => ws.invoices.all().flatMap((invoice) => invoice.payments.map((p) => p.paymentId))
    expect(new Set(ids()).size).toBe(ids().length)
    for (const subscriptionId of ['sub_1', 'sub_3', 'sub_9']) {
      const response = await sandbox.call('/merchant/subscription/renew', { subscriptionId })
      expect(response.status).toBe(200)
    }
    expect(new Set(ids()).size).toBe(ids().length)
    expect(new Set(ws.invoices.all().map((invoice) => invoice.id)).size).toBe(ws.invoices.size)
  })

  it('is the same on every run', () => {
    expect(JSON.stringify(demo().store.primary.invoices.all())).toBe(JSON.stringify(demo().store.primary.invoices.all()))
  })

  it('seeds without users, plans or batch codes', () => {
    const ws = createTestSandbox({ dataset: 'empty', now: () => DEMO_BASE_TIME }).store.primary
    seedBilling({ ws, rng: createRng('demo:billing'), base: DEMO_BASE_TIME, dataset: 'demo' })
    expect(ws.subscriptions.size).toBe(18)
    expect(ws.invoices.size).toBeGreaterThan(18)
    expect(ws.subscriptions.get('sub_3')).toMatchObject({ userId: 3, currency: 'GBP', gatewayId: 3 })
  })
})

describe('demo one-off invoices for the everyday invoice actions', () => {
  it('has a wire transfer waiting to be marked paid, and a card payment partly refunded with its credit note', async () => {
    const sandbox = createTestSandbox({ dialect: 'real' })
    const ws = sandbox.store.primary
    const oneOff = ws.invoices.filter((invoice) => invoice.subscriptionId === '' && !(invoice as { refundId?: string }).refundId)
    const wire = oneOff.find((invoice) => invoice.status === 2)!
    const card = oneOff.find((invoice) => invoice.status === 3)!
    expect(wire).toMatchObject({ currency: 'EUR', totalAmount: 120_000, userId: 2 })
    const marked = await sandbox.call('/merchant/invoice/mark_wire_transfer_success', {
      invoiceId: wire.invoiceId,
      transferNumber: 'BANK-1',
    })
    expect(marked.status).toBe(200)
    const detail = await sandbox.call<{ invoice: { payment: { refundAmount: number } }; creditNotes: { totalAmount: number }[] }>(
      '/merchant/invoice/detail',
      { invoiceId: card.invoiceId },
    )
    expect(detail.body.data.invoice.payment.refundAmount).toBe(15_000)
    expect(detail.body.data.creditNotes.map((note) => note.totalAmount)).toEqual([-15_000])
  })
})
