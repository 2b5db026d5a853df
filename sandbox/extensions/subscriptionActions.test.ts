import { describe, expect, it } from 'vitest'
import type { InvoiceDetail } from '../../src/api/contract/extensions/invoices'
import type { SubscriptionDetail } from '../../src/api/contract/extensions/subscriptions'
import type { DialectName } from '../dialect'
import { createTestSandbox, type TestResponse } from '../testing'

const NOW = 1_800_000_000
const DAY = 86_400
const CANCEL = '/merchant/subscription/cancel'
const AT_PERIOD_END = '/merchant/subscription/cancel_at_period_end'
const UNDO_AT_PERIOD_END = '/merchant/subscription/cancel_last_cancel_at_period_end'
const EXTEND = '/merchant/subscription/add_new_trial_start'
const PREVIEW = '/merchant/subscription/update_preview'
const SUBMIT = '/merchant/subscription/update_submit'
const DETAIL = '/merchant/subscription/detail'
const INVOICE = '/merchant/invoice/detail'

/**
 * Plans of product 1: 1 Basic (1000 EUR a month), 2 Pro (3000 EUR a month), 3 Legacy (archived). Subscriptions of
 * customer 1: sub_active (Basic, its latest invoice paid), sub_waiting (Basic, its latest invoice waiting for
 * payment), sub_incomplete (stored as 7), sub_cancelled, sub_legacy (on the archived plan), sub_pro (Pro).
 */
async function sandboxWithSubscriptions(dialect: DialectName = 'spec') {
  let clock = NOW
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => clock, dialect })
  const subscription = (subscriptionId: string, status: number, extra: Record<string, unknown> = {}) => ({
    subscriptionId,
    userId: 1,
    planId: 1,
    productId: 1,
    status,
    currency: 'EUR',
    amount: 1000,
    quantity: 1,
    gatewayId: 1,
    currentPeriodStart: NOW - 10 * DAY,
    currentPeriodEnd: NOW + 20 * DAY,
    trialEnd: 0,
    createTime: NOW - 40 * DAY,
    lastUpdateTime: NOW - 10 * DAY,
    ...extra,
  })
  const plan = (id: number, planName: string, amount: number, status = 2) => ({
    id,
    planName,
    amount,
    currency: 'EUR',
    intervalUnit: 'month',
    intervalCount: 1,
    productId: 1,
    status,
    type: 1,
  })
  const invoice = (invoiceId: string, subscriptionId: string, status: number, paymentStatus: number) => ({
    invoiceId,
    userId: 1,
    subscriptionId,
    currency: 'EUR',
    totalAmount: 1000,
    status,
    createTime: NOW - 10 * DAY,
    gatewayId: 1,
    payments: [{ paymentId: `pay_${invoiceId}`, status: paymentStatus, totalAmount: 1000, gatewayId: 1 }],
  })
  const seeded = await sandbox.control('seed', {
    gateways: [{ gatewayId: 1, gatewayName: 'stripe', gatewayType: 1 }],
    plans: [plan(1, 'Basic', 1000), plan(2, 'Pro', 3000), plan(3, 'Legacy', 500, 4)],
    users: [{ id: 1, email: 'ada@lovelace.example', gatewayId: 1 }],
    subscriptions: [
      subscription('sub_active', 2, { latestInvoiceId: 'in_paid' }),
      subscription('sub_waiting', 2, { latestInvoiceId: 'in_waiting' }),
      subscription('sub_incomplete', 7),
      subscription('sub_cancelled', 4),
      subscription('sub_legacy', 2, { planId: 3, amount: 500 }),
      subscription('sub_pro', 2, { planId: 2, amount: 3000 }),
    ],
    invoices: [invoice('in_paid', 'sub_active', 3, 20), invoice('in_waiting', 'sub_waiting', 2, 10)],
  })
  expect(seeded.status).toBe(200)
  const detail = async (subscriptionId: string) => (await sandbox.call<SubscriptionDetail>(DETAIL, { subscriptionId })).body.data
  const record = async (subscriptionId: string) => (await detail(subscriptionId)).subscription as Record<string, unknown>
  const invoiceOf = async (invoiceId: string) =>
    (await sandbox.call<{ invoice: InvoiceDetail }>(INVOICE, { invoiceId })).body.data.invoice
  return {
    ...sandbox,
    detail,
    record,
    invoiceOf,
    advance: (seconds: number) => {
      clock += seconds
    },
  }
}

function expectRealRefusal(response: TestResponse<unknown>, message: string) {
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ code: 51, message })
}

describe('subscription/cancel (operations.md §3.1)', () => {
  it('cancels now with the reason; a paid latest invoice stays paid; no refund, no credit note', async () => {
    const { call, record, invoiceOf } = await sandboxWithSubscriptions()
    expect((await call(CANCEL, { subscriptionId: 'sub_active', reason: 'Moved away' })).status).toBe(200)
    expect(await record('sub_active')).toMatchObject({
      status: 4,
      cancelReason: 'Moved away',
      trialEnd: NOW - 10 * DAY - 1,
      cancelOrExpireTime: NOW,
    })
    const paid = await invoiceOf('in_paid')
    expect(paid.status).toBe(3)
    expect(paid.creditNotes ?? []).toEqual([])
  })

  it('cancels a latest invoice still waiting for its payment, with the payment', async () => {
    const { call, invoiceOf } = await sandboxWithSubscriptions()
    expect((await call(CANCEL, { subscriptionId: 'sub_waiting' })).status).toBe(200)
    const invoice = await invoiceOf('in_waiting')
    expect(invoice.status).toBe(5)
    expect(invoice.payment?.status).toBe(40)
  })

  it('leaves a cancelled subscription as it is, with success', async () => {
    const { call, record } = await sandboxWithSubscriptions('real')
    const before = await record('sub_cancelled')
    expect((await call(CANCEL, { subscriptionId: 'sub_cancelled' })).status).toBe(200)
    expect(await record('sub_cancelled')).toEqual(before)
  })

  it("finds the user's live subscription of the product when no subscription id is given", async () => {
    const { call, record } = await sandboxWithSubscriptions('real')
    expectRealRefusal(await call(CANCEL, { userId: 2, productId: 1 }), 'no active or incomplete subscription found')
    expect((await call(CANCEL, { userId: 1, productId: 1 })).status).toBe(200)
    const statuses = await Promise.all(['sub_active', 'sub_waiting', 'sub_incomplete', 'sub_legacy', 'sub_pro'].map(record))
    expect(statuses.filter((subscription) => subscription.status === 4)).toHaveLength(1)
  })
})

describe('subscription/cancel_at_period_end and its undo (operations.md §3.2)', () => {
  it('flags and unflags an active subscription; again is success and changes nothing', async () => {
    const { call, record } = await sandboxWithSubscriptions()
    expect((await call(AT_PERIOD_END, { subscriptionId: 'sub_active' })).status).toBe(200)
    expect(await record('sub_active')).toMatchObject({ status: 2, cancelAtPeriodEnd: 1 })
    expect((await call(AT_PERIOD_END, { subscriptionId: 'sub_active' })).status).toBe(200)
    expect((await call(UNDO_AT_PERIOD_END, { subscriptionId: 'sub_active' })).status).toBe(200)
    expect(await record('sub_active')).toMatchObject({ status: 2, cancelAtPeriodEnd: 0 })
    expect((await call(UNDO_AT_PERIOD_END, { subscriptionId: 'sub_active' })).status).toBe(200)
  })

  it('refuses a subscription not stored as active, an incomplete one too (the real dialect shows it as active)', async () => {
    const real = await sandboxWithSubscriptions('real')
    expect((await real.record('sub_incomplete')).status).toBe(2)
    expectRealRefusal(await real.call(AT_PERIOD_END, { subscriptionId: 'sub_incomplete' }), 'subscription not in active status')
    expectRealRefusal(
      await real.call(UNDO_AT_PERIOD_END, { subscriptionId: 'sub_cancelled' }),
      'subscription not in active status',
    )
    const spec = await sandboxWithSubscriptions('spec')
    const refused = await spec.call(AT_PERIOD_END, { subscriptionId: 'sub_cancelled' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/only an active subscription/)
  })

  it('answers the undo by user without a live subscription with success', async () => {
    const { call } = await sandboxWithSubscriptions('real')
    expect((await call(UNDO_AT_PERIOD_END, { userId: 2 })).status).toBe(200)
  })
})

describe('subscription/add_new_trial_start (operations.md §3.10)', () => {
  it('moves the due date from the current period end, not from now', async () => {
    const { call, record } = await sandboxWithSubscriptions()
    expect((await call(EXTEND, { subscriptionId: 'sub_active', appendTrialEndHour: 48 })).status).toBe(200)
    expect(await record('sub_active')).toMatchObject({ status: 2, trialEnd: NOW + 22 * DAY, billingCycleAnchor: NOW + 22 * DAY })
  })

  it('re-activates a cancelled subscription whose new end lies ahead, as the service does', async () => {
    const { call, record } = await sandboxWithSubscriptions()
    expect((await call(EXTEND, { subscriptionId: 'sub_cancelled', appendTrialEndHour: 24 })).status).toBe(200)
    expect((await record('sub_cancelled')).status).toBe(2)
  })

  it('refuses a subscription whose plan is not active, in the real text; the contract refuses 0 hours', async () => {
    const { call } = await sandboxWithSubscriptions('real')
    expectRealRefusal(
      await call(EXTEND, { subscriptionId: 'sub_legacy', appendTrialEndHour: 24 }),
      'Plan Id:3 Not Publish status',
    )
    expect((await call(EXTEND, { subscriptionId: 'sub_active', appendTrialEndHour: 0 })).status).toBe(400)
  })
})

interface Preview {
  totalAmount: number
  currency: string
  invoice: { totalAmount: number }
  nextPeriodInvoice: { totalAmount: number }
}

interface Submitted {
  paid: boolean
  link: string
  note: string
  subscriptionPendingUpdate: {
    status: number
    updatePlanId: number
    effectImmediate: number
    invoiceId: string
    updateAddonData: string
  }
}

describe('subscription/update_preview and update_submit (operations.md §3.4)', () => {
  it('previews an upgrade (now, prorated) and submits it with the confirmed total; payment needed gives a link', async () => {
    const { call } = await sandboxWithSubscriptions('real')
    const preview = (await call<Preview>(PREVIEW, { subscriptionId: 'sub_active', newPlanId: 2, quantity: 1 })).body.data
    // Two thirds of the period are left: 2/3 × (3000 − 1000).
    expect(preview.totalAmount).toBeGreaterThan(0)
    expect(preview.totalAmount).toBeLessThan(2000)
    expect(preview.currency).toBe('EUR')
    expect(preview.nextPeriodInvoice.totalAmount).toBe(3000)
    const submitted = await call<Submitted>(SUBMIT, {
      subscriptionId: 'sub_active',
      newPlanId: 2,
      quantity: 1,
      confirmTotalAmount: preview.totalAmount,
      confirmCurrency: 'EUR',
    })
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({ paid: false, note: 'Payment Action Required' })
    expect(submitted.body.data.link).toMatch(/^http/)
    expect(submitted.body.data.subscriptionPendingUpdate).toMatchObject({ updatePlanId: 2, effectImmediate: 1 })
  })

  it('refuses a total that changed since the preview and another currency, in the real texts', async () => {
    const { call } = await sandboxWithSubscriptions('real')
    const preview = (await call<Preview>(PREVIEW, { subscriptionId: 'sub_active', newPlanId: 2, quantity: 1 })).body.data
    const submit = (confirmTotalAmount: number, confirmCurrency: string) =>
      call(SUBMIT, { subscriptionId: 'sub_active', newPlanId: 2, quantity: 1, confirmTotalAmount, confirmCurrency })
    expectRealRefusal(await submit(preview.totalAmount + 1, 'EUR'), 'The total amount is outdated. Please refresh and try again.')
    expectRealRefusal(await submit(preview.totalAmount, 'USD'), 'currency not match , data may expired, fetch again')
  })

  it('puts a downgrade off to the period end, as a waiting change the subscription shows, and applies it then', async () => {
    const { call, detail, record } = await sandboxWithSubscriptions()
    const preview = (await call<Preview>(PREVIEW, { subscriptionId: 'sub_pro', newPlanId: 1, quantity: 1 })).body.data
    expect(preview.totalAmount).toBe(0)
    const submitted = await call<Submitted>(SUBMIT, {
      subscriptionId: 'sub_pro',
      newPlanId: 1,
      quantity: 1,
      confirmTotalAmount: preview.totalAmount,
      confirmCurrency: 'EUR',
    })
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({ note: 'Will Effect At Period End', paid: true })
    expect(submitted.body.data.subscriptionPendingUpdate).toMatchObject({ updatePlanId: 1, effectImmediate: 0 })
    const waiting = await detail('sub_pro')
    expect(waiting.unfinishedSubscriptionPendingUpdate).toMatchObject({ updatePlanId: 1 })
    expect(await record('sub_pro')).toMatchObject({ planId: 2, amount: 3000 })
  })

  it('refuses no change, an inactive plan, and an add-on as the new plan', async () => {
    const { call } = await sandboxWithSubscriptions('real')
    expectRealRefusal(
      await call(PREVIEW, { subscriptionId: 'sub_active', newPlanId: 1, quantity: 1 }),
      'Subscription is already on the specified plan; updates must include changes to the plan or addons.',
    )
    expectRealRefusal(await call(PREVIEW, { subscriptionId: 'sub_active', newPlanId: 3, quantity: 1 }), 'Plan Id:3 Not Active')
  })
})

describe('add-ons in update_preview and update_submit (operations.md §3.4)', () => {
  const addon = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    planName: `Add-on ${id}`,
    amount: 600,
    currency: 'EUR',
    intervalUnit: 'month',
    intervalCount: 1,
    productId: 1,
    status: 2,
    type: 2,
    ...extra,
  })
  /** 20 a good add-on; 21 in USD; 22 yearly; 23 inactive; 24 archived; 25 another good one. */
  async function withAddons() {
    const sandbox = await sandboxWithSubscriptions('real')
    await sandbox.control('seed', {
      plans: [
        addon(20),
        addon(21, { currency: 'USD' }),
        addon(22, { intervalUnit: 'year' }),
        addon(23, { status: 3 }),
        addon(24, { status: 4 }),
        addon(25, { amount: 900 }),
      ],
    })
    return sandbox
  }
  const preview = (addonParams: { addonPlanId: number; quantity: number }[], newPlanId = 1) =>
    ({ subscriptionId: 'sub_active', newPlanId, quantity: 1, addonParams }) as const

  it('refuses each add-on the service refuses, in its words', async () => {
    const { call } = await withAddons()
    const refused = async (addonPlanId: number, message: string) =>
      expectRealRefusal(await call(PREVIEW, preview([{ addonPlanId, quantity: 1 }])), message)
    await refused(99, 'AddonPlanId not found:99')
    await refused(2, 'Id:2 not Addon Type')
    await refused(24, 'Addon Id:24 is Deleted')
    await refused(21, 'currency not match for planId:1 addonId:21')
    await refused(23, 'Addon Id:23 Not Active status')
    await refused(22, 'update addon must have same recurring interval to plan')
  })

  it('refuses an add-on as the new plan, and a quantity or a repeated add-on the contract refuses', async () => {
    const { call } = await withAddons()
    expectRealRefusal(await call(PREVIEW, preview([], 20)), 'Plan Id:20 Is Addon Type')
    expect((await call(PREVIEW, preview([{ addonPlanId: 20, quantity: 0 }]))).status).toBe(400)
    const twice = await call(
      PREVIEW,
      preview([
        { addonPlanId: 20, quantity: 1 },
        { addonPlanId: 20, quantity: 1 },
      ]),
    )
    expect(twice.status).toBe(400)
  })

  it('an added add-on on the same plan is an upgrade: charged now for the rest of the period, then every period', async () => {
    const { call, record, invoiceOf } = await withAddons()
    const answer = (
      await call<Preview & { invoice: { lines: { description: string; amount: number }[] } }>(
        PREVIEW,
        preview([{ addonPlanId: 20, quantity: 2 }]),
      )
    ).body.data
    // Two thirds of the period are left: 2/3 × 2 × 600.
    expect(answer.totalAmount).toBe(800)
    expect(answer.invoice.lines.map((line) => line.description)).toContain('Add-on 20')
    expect(answer.nextPeriodInvoice.totalAmount).toBe(1000 + 1200)
    const submitted = await call<Submitted>(SUBMIT, {
      ...preview([{ addonPlanId: 20, quantity: 2 }]),
      confirmTotalAmount: answer.totalAmount,
      confirmCurrency: 'EUR',
    })
    // The card is not charged on its own here: the change waits for the payment of its invoice.
    expect(submitted.body.data).toMatchObject({ note: 'Payment Action Required', paid: false })
    const update = submitted.body.data.subscriptionPendingUpdate
    expect(update).toMatchObject({ effectImmediate: 1, updateAddonData: '[{"addonPlanId":20,"quantity":2}]' })
    expect((await invoiceOf(update.invoiceId)).totalAmount).toBe(800)
    expect((await record('sub_active')).addonData ?? '').toBe('')
  })

  it('fewer add-ons is a downgrade: nothing now, the set replaced at the period end', async () => {
    const { call, record, control } = await withAddons()
    await control('seed', {
      subscriptions: [
        {
          subscriptionId: 'sub_addons',
          userId: 1,
          planId: 1,
          productId: 1,
          status: 2,
          currency: 'EUR',
          amount: 1000,
          gatewayId: 1,
          addonData: '[{"addonPlanId":20,"quantity":1},{"addonPlanId":25,"quantity":1}]',
          currentPeriodStart: NOW - 10 * DAY,
          currentPeriodEnd: NOW + 20 * DAY,
        },
      ],
    })
    const request = { subscriptionId: 'sub_addons', newPlanId: 1, quantity: 1, addonParams: [{ addonPlanId: 25, quantity: 1 }] }
    const answer = (await call<Preview>(PREVIEW, request)).body.data
    expect(answer.totalAmount).toBe(0)
    expect(answer.nextPeriodInvoice.totalAmount).toBe(1000 + 900)
    const submitted = await call<Submitted>(SUBMIT, { ...request, confirmTotalAmount: 0, confirmCurrency: 'EUR' })
    expect(submitted.body.data).toMatchObject({ note: 'Will Effect At Period End' })
    expect((await record('sub_addons')).addonData).toContain('"addonPlanId":20')
  })
})
