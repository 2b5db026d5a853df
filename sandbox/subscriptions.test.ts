import { describe, expect, it } from 'vitest'
import type { Subscription } from '../src/api/contract/subscriptions'
import { basisPointsOf, type BillingInvoice, renewalAmounts } from './billing'
import type { BillingSubscription } from './handlers/subscriptions'
import { createTestSandbox } from './testing'

const NOW = 1_800_000_000
const DAY = 86_400
const BASE = 'http://sandbox.test'

interface RenewData {
  action: Record<string, unknown>
  invoiceId: string
  link: string
  paid: boolean
  paymentId: string
  subscription: Subscription
}

/** Gateways, users and subscriptions that the renewal rules are checked against. */
const world = {
  gateways: [
    {
      gatewayId: 1,
      gatewayName: 'stripe',
      autoChargeEnabled: true,
      gatewayPaymentTypes: [
        { paymentType: 'card', autoCharge: true },
        { paymentType: 'sepa_debit', autoCharge: false },
      ],
    },
    { gatewayId: 3, gatewayName: 'wire_transfer', gatewayType: 3 },
    { gatewayId: 5, gatewayName: 'old_gateway', archive: true },
  ],
  users: [
    // A card on file at an automatic gateway: renewals are paid at once.
    {
      id: 1,
      email: 'ada@example.test',
      gatewayId: 1,
      paymentMethod: 'pm_card_visa',
      promoCreditAccounts: [
        { currency: 'USD', amount: 1500, totalIncrementAmount: 2000, totalDecrementAmount: 500 },
        { currency: 'EUR', amount: 9000 },
      ],
    },
    // Wire transfer: the customer pays on the hosted page.
    { id: 2, email: 'grace@example.test', gatewayId: 3 },
    // No gateway at all.
    { id: 3, email: 'linus@example.test' },
  ],
  subscriptions: [
    {
      subscriptionId: 'sub_a',
      id: 1,
      userId: 1,
      productId: 10,
      planId: 1,
      amount: 1000,
      quantity: 2,
      currency: 'USD',
      taxPercentage: 1000,
      gatewayId: 1,
      status: 2,
      createTime: 1000,
      currentPeriodStart: NOW - 10 * DAY,
      currentPeriodEnd: NOW + 20 * DAY,
    },
    {
      subscriptionId: 'sub_b',
      id: 2,
      userId: 2,
      productId: 20,
      amount: 4999,
      quantity: 1,
      currency: 'EUR',
      taxPercentage: 1900,
      gatewayId: 3,
      status: 2,
      createTime: 1000,
      currentPeriodStart: NOW - 300 * DAY,
      currentPeriodEnd: NOW + 65 * DAY,
    },
    {
      subscriptionId: 'sub_c',
      id: 3,
      userId: 3,
      amount: 500,
      quantity: 1,
      currency: 'USD',
      status: 2,
      createTime: 1000,
    },
  ],
}

async function setup(extra: Record<string, unknown[]> = {}) {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW, publicUrl: BASE })
  const seeded = await sandbox.control('seed', { ...world, ...extra })
  expect(seeded.status, JSON.stringify(seeded.body)).toBe(200)
  const ws = sandbox.store.primary
  const renew = (input: Record<string, unknown>) => sandbox.call<RenewData>('/merchant/subscription/renew', input)
  const invoice = (invoiceId: string) => ws.invoices.get(invoiceId) as BillingInvoice
  const subscription = (subscriptionId: string) => ws.subscriptions.get(subscriptionId) as BillingSubscription
  return { ...sandbox, ws, renew, invoice, subscription }
}

/** A renewal that must succeed; its data. */
async function renewed(
  renew: (input: Record<string, unknown>) => Promise<{ status: number; body: { data: RenewData; message: string } }>,
  input: Record<string, unknown>,
) {
  const response = await renew(input)
  expect(response.status, response.body.message).toBe(200)
  return response.body.data
}

describe('renewal arithmetic', () => {
  it('rounds basis points half up to the cent, in integers', () => {
    expect(basisPointsOf(1000, 1000)).toBe(100)
    expect(basisPointsOf(1005, 1000)).toBe(101) // 100.5
    expect(basisPointsOf(1004, 1000)).toBe(100) // 100.4
    expect(basisPointsOf(4999, 1900)).toBe(950) // 949.81
    expect(basisPointsOf(333, 3333)).toBe(111) // 110.9889
    expect(basisPointsOf(0, 2000)).toBe(0)
  })

  it('takes the discount off the subtotal, then tax on the discounted amount, then promo credit', () => {
    expect(
      renewalAmounts({
        unitAmount: 1000,
        quantity: 3,
        discount: { source: 'one-off', code: '', discountAmount: 0, discountPercentage: 2500 },
        taxPercentage: 2000,
        promoCredit: { available: 700, cap: 500 },
      }),
    ).toEqual({
      subtotal: 3000,
      discountAmount: 750,
      taxAmount: 450,
      totalBeforeCredit: 2700,
      promoCreditAmount: 500,
      promoCreditsUsed: 500,
      amountDue: 2200,
    })
  })

  it('never takes off more than the subtotal, nor more credit than the total', () => {
    expect(
      renewalAmounts({
        unitAmount: 500,
        quantity: 1,
        discount: { source: 'one-off', code: '', discountAmount: 900, discountPercentage: 0 },
        taxPercentage: 1000,
      }),
    ).toMatchObject({ discountAmount: 500, taxAmount: 0, amountDue: 0 })
    expect(renewalAmounts({ unitAmount: 500, quantity: 1, taxPercentage: 0, promoCredit: { available: 9000 } })).toMatchObject({
      promoCreditAmount: 500,
      amountDue: 0,
    })
  })
})

describe('renew (4.1): identifying the subscription', () => {
  it('refuses a call with neither subscriptionId nor userId', async () => {
    const { renew, ws } = await setup()
    const response = await renew({ productId: 10, manualPayment: true })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('subscriptionId: Give a subscription id, or a user id to find the subscription')
    expect(ws.invoices.size).toBe(0)
  })

  it('answers 404 for an unknown subscription, an unknown user, and a user without subscriptions', async () => {
    const { renew } = await setup({ users: [{ id: 4 }] })
    expect((await renew({ subscriptionId: 'sub_zz' })).body).toMatchObject({
      code: 404,
      message: 'Subscription sub_zz not found',
    })
    expect((await renew({ userId: 99 })).body).toMatchObject({ code: 404, message: 'User 99 not found' })
    expect((await renew({ userId: 4 })).body).toMatchObject({ code: 404, message: 'User 4 has no subscription' })
  })

  it('uses the subscription id when given, whatever the user id says', async () => {
    const { renew } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_b', userId: 1, manualPayment: true })
    expect(data.subscription.subscriptionId).toBe('sub_b')
  })

  it('finds the latest active or incomplete subscription of the user, narrowed by product when not 0', async () => {
    const { renew } = await setup({
      subscriptions: [
        { subscriptionId: 'u5_old_active', userId: 5, productId: 1, status: 2, createTime: 100, amount: 100 },
        { subscriptionId: 'u5_incomplete', userId: 5, productId: 2, status: 7, createTime: 300, amount: 100 },
        { subscriptionId: 'u5_new_cancelled', userId: 5, productId: 1, status: 4, createTime: 900, amount: 100 },
        { subscriptionId: 'u5_new_pending', userId: 5, productId: 1, status: 1, createTime: 800, amount: 100 },
      ],
    })
    const pick = async (input: Record<string, unknown>) =>
      (await renewed(renew, { manualPayment: true, ...input })).subscription.subscriptionId
    expect(await pick({ userId: 5 })).toBe('u5_incomplete')
    expect(await pick({ userId: 5, productId: 0 })).toBe('u5_incomplete')
    expect(await pick({ userId: 5, productId: 1 })).toBe('u5_old_active')
    expect(await pick({ userId: 5, productId: 2 })).toBe('u5_incomplete')
  })

  it('falls back to the latest subscription of the user, of any status and product, when none is active or incomplete', async () => {
    const { renew } = await setup({
      subscriptions: [
        { subscriptionId: 'u6_expired', userId: 6, productId: 1, status: 5, createTime: 100, amount: 100 },
        { subscriptionId: 'u6_cancelled', userId: 6, productId: 2, status: 4, createTime: 200, amount: 100 },
        { subscriptionId: 'u7_active_other', userId: 7, productId: 1, status: 2, createTime: 100, amount: 100 },
        { subscriptionId: 'u7_cancelled', userId: 7, productId: 2, status: 4, createTime: 50, amount: 100 },
      ],
    })
    const pick = async (input: Record<string, unknown>) =>
      (await renewed(renew, { manualPayment: true, ...input })).subscription.subscriptionId
    expect(await pick({ userId: 6 })).toBe('u6_cancelled')
    expect(await pick({ userId: 6, productId: 1 })).toBe('u6_cancelled')
    // Product 2 has no active subscription: the latest of the user, whatever its product.
    expect(await pick({ userId: 7, productId: 2 })).toBe('u7_active_other')
  })
})

describe('renew (4.1): the invoice', () => {
  it('bills amount × quantity plus tax at the subscription rate', async () => {
    const { renew, invoice } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_a', manualPayment: true })
    expect(invoice(data.invoiceId)).toMatchObject({
      subscriptionId: 'sub_a',
      userId: 1,
      currency: 'USD',
      subtotal: 2000,
      discountAmount: 0,
      taxPercentage: 1000,
      taxAmount: 200,
      totalAmount: 2200,
      status: 1,
    })
  })

  it('rounds tax to the cent and uses the tax override', async () => {
    const { renew, invoice } = await setup()
    // 4999 at 19 % = 949.81 → 950.
    expect(invoice((await renewed(renew, { subscriptionId: 'sub_b', manualPayment: true })).invoiceId)).toMatchObject({
      taxAmount: 950,
      totalAmount: 5949,
    })
    // 4999 at 7.5 % = 374.925 → 375.
    expect(
      invoice((await renewed(renew, { subscriptionId: 'sub_b', manualPayment: true, taxPercentage: 750 })).invoiceId),
    ).toMatchObject({
      taxPercentage: 750,
      taxAmount: 375,
      totalAmount: 5374,
    })
    // An override of 0 means no tax.
    expect(
      invoice((await renewed(renew, { subscriptionId: 'sub_b', manualPayment: true, taxPercentage: 0 })).invoiceId).totalAmount,
    ).toBe(4999)
  })

  it('refuses, changing nothing, a subscription whose amount gives no whole minor units', async () => {
    const vast = { ...world.subscriptions[2], subscriptionId: 'sub_v', id: 7, amount: 2 ** 52, quantity: 3 }
    const { renew, ws } = await setup({ subscriptions: [...world.subscriptions, vast] })
    // A seed holds whole numbers only; a data file may hold a fraction.
    ws.subscriptions.update('sub_c', { amount: 12.5 })
    for (const [subscriptionId, amount, quantity] of [
      ['sub_c', 12.5, 1],
      ['sub_v', 2 ** 52, 3],
    ] as const) {
      const response = await renew({ subscriptionId, manualPayment: true })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe(
        `Subscription ${subscriptionId} cannot renew: its amount ${amount} × quantity ${quantity} is not a whole number of minor units an invoice can hold`,
      )
    }
    expect(ws.invoices.size).toBe(0)
    expect(ws.subscriptions.get('sub_c')?.latestInvoiceId).toBe('')
  })

  it('stores the metadata on the invoice and on the subscription timeline', async () => {
    const { renew, invoice, subscription } = await setup()
    const data = await renewed(renew, {
      subscriptionId: 'sub_a',
      manualPayment: true,
      metadata: { reason: 'manual catch-up', ticket: 42 },
    })
    expect(invoice(data.invoiceId).metadata).toEqual({ reason: 'manual catch-up', ticket: 42 })
    expect(subscription('sub_a').timeline).toEqual([
      { time: NOW, event: 'renewal', invoiceId: data.invoiceId, metadata: { reason: 'manual catch-up', ticket: 42 } },
    ])
  })

  it('names the line after productData, else the product', async () => {
    const { renew, invoice } = await setup({ products: [{ id: 10, productName: 'Cloud Backup' }] })
    const named = await renewed(renew, {
      subscriptionId: 'sub_a',
      manualPayment: true,
      productData: { name: 'Backup, renewal', description: 'Q3' },
    })
    expect(invoice(named.invoiceId)).toMatchObject({ productName: 'Backup, renewal', productDescription: 'Q3' })
    expect(invoice(named.invoiceId).lines).toEqual([
      { description: 'Backup, renewal', unitAmount: 1000, quantity: 2, amount: 2000 },
    ])
    const plain = await renewed(renew, { subscriptionId: 'sub_a', manualPayment: true })
    expect(invoice(plain.invoiceId).productName).toBe('Cloud Backup')
  })

  it('keeps the return and cancel URLs and the payment page mode on the invoice', async () => {
    const { renew, invoice } = await setup()
    const data = await renewed(renew, {
      subscriptionId: 'sub_b',
      returnUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cancelled',
      paymentUIMode: 'embedded',
    })
    expect(invoice(data.invoiceId)).toMatchObject({
      returnUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cancelled',
      paymentUIMode: 'embedded',
    })
    expect(data.action).toEqual({ type: 'redirect_to_payment', url: data.link, paymentUIMode: 'embedded' })
  })
})

describe('renew (4.1): discounts', () => {
  const codes = [
    { id: 1, code: 'TEN', status: 2, discountType: 1, discountPercentage: 1000, quantity: 5, usedQuantity: 2 },
    { id: 2, code: 'FIVEUSD', status: 2, discountType: 2, discountAmount: 500, currency: 'USD', quantity: 0, usedQuantity: 700 },
    { id: 3, code: 'DRAFT', status: 1, discountType: 1, discountPercentage: 1000 },
    { id: 4, code: 'LATER', status: 2, discountType: 1, discountPercentage: 1000, startTime: NOW + DAY },
    { id: 5, code: 'OVER', status: 2, discountType: 1, discountPercentage: 1000, startTime: NOW - 9 * DAY, endTime: NOW - DAY },
    { id: 6, code: 'GONE', status: 2, discountType: 1, discountPercentage: 1000, quantity: 3, usedQuantity: 3 },
    { id: 7, code: 'FIVEEUR', status: 2, discountType: 2, discountAmount: 500, currency: 'EUR' },
    { id: 8, code: 'ODD', status: 2, discountType: 1, discountPercentage: 3333 },
  ]

  it('applies a usable percentage code and counts its use', async () => {
    const { renew, invoice, ws } = await setup({ discountCodes: codes })
    const data = await renewed(renew, { subscriptionId: 'sub_a', discountCode: 'ten', manualPayment: true })
    // 2000 less 10 % = 1800, plus 10 % tax = 1980.
    expect(invoice(data.invoiceId)).toMatchObject({ discountAmount: 200, discountCode: 'TEN', taxAmount: 180, totalAmount: 1980 })
    expect(ws.discountCodes.get(1)?.usedQuantity).toBe(3)
  })

  it('applies a fixed-amount code in the subscription currency; quantity 0 has no limit', async () => {
    const { renew, invoice, ws } = await setup({ discountCodes: codes })
    const data = await renewed(renew, { subscriptionId: 'sub_a', discountCode: 'FIVEUSD', manualPayment: true })
    expect(invoice(data.invoiceId)).toMatchObject({ discountAmount: 500, taxAmount: 150, totalAmount: 1650 })
    expect(ws.discountCodes.get(2)?.usedQuantity).toBe(701)
  })

  it('rounds a percentage discount to the cent before tax', async () => {
    const { renew, invoice } = await setup({ discountCodes: codes })
    // 2000 × 33.33 % = 666.6 → 667; 1333 × 10 % = 133.3 → 133.
    const data = await renewed(renew, { subscriptionId: 'sub_a', discountCode: 'ODD', manualPayment: true })
    expect(invoice(data.invoiceId)).toMatchObject({ discountAmount: 667, taxAmount: 133, totalAmount: 1466 })
  })

  it('refuses codes that are unknown or not usable, and changes nothing', async () => {
    const { renew, ws } = await setup({ discountCodes: codes })
    const refusal = async (discountCode: string) => {
      const response = await renew({ subscriptionId: 'sub_a', discountCode })
      return { status: response.status, message: response.body.message }
    }
    expect(await refusal('NOPE')).toEqual({ status: 404, message: 'Discount code NOPE not found' })
    expect(await refusal('DRAFT')).toEqual({
      status: 400,
      message: 'Discount code DRAFT cannot be used: its status is 1 · editable, not 2 · active',
    })
    expect(await refusal('LATER')).toEqual({ status: 400, message: 'Discount code LATER cannot be used yet: it starts later' })
    expect(await refusal('OVER')).toEqual({ status: 400, message: 'Discount code OVER cannot be used: it has ended' })
    expect(await refusal('GONE')).toEqual({ status: 400, message: 'Discount code GONE cannot be used: all 3 uses are taken' })
    expect(await refusal('FIVEEUR')).toEqual({
      status: 400,
      message: 'Discount code FIVEEUR is an amount in EUR; the subscription is billed in USD',
    })
    expect(ws.invoices.size).toBe(0)
    expect(ws.discountCodes.get(6)?.usedQuantity).toBe(3)
    expect(ws.subscriptions.get('sub_a')?.latestInvoiceId).toBe('')
  })

  it('refuses a discount code together with a discount object', async () => {
    const { renew } = await setup({ discountCodes: codes })
    const response = await renew({ subscriptionId: 'sub_a', discountCode: 'TEN', discount: { discountAmount: 100 } })
    expect(response.body).toMatchObject({ code: 400, message: 'Give discountCode or discount, not both' })
  })

  it('applies a one-off discount as an amount or a percentage, not both, and not after its end', async () => {
    const { renew, invoice } = await setup()
    const byAmount = await renewed(renew, { subscriptionId: 'sub_a', manualPayment: true, discount: { discountAmount: 300 } })
    expect(invoice(byAmount.invoiceId)).toMatchObject({ discountAmount: 300, taxAmount: 170, totalAmount: 1870 })
    const byPercentage = await renewed(renew, {
      subscriptionId: 'sub_a',
      manualPayment: true,
      discount: { discountPercentage: 5000 },
    })
    expect(invoice(byPercentage.invoiceId)).toMatchObject({ discountAmount: 1000, taxAmount: 100, totalAmount: 1100 })
    expect((await renew({ subscriptionId: 'sub_a', discount: { discountAmount: 1, discountPercentage: 1 } })).body).toMatchObject(
      {
        code: 400,
        message: 'discount: give discountAmount or discountPercentage, not both',
      },
    )
    expect((await renew({ subscriptionId: 'sub_a', discount: { discountAmount: 1, endTime: NOW - 1 } })).body).toMatchObject({
      code: 400,
      message: 'discount: endTime has passed',
    })
  })

  it('keeps a recurring discount for later renewals, up to its cycle limit; a code overrides it for one invoice', async () => {
    const { renew, invoice, subscription } = await setup({ discountCodes: codes })
    const discountOf = async (input: Record<string, unknown> = {}) =>
      invoice((await renewed(renew, { subscriptionId: 'sub_a', manualPayment: true, ...input })).invoiceId).discountAmount
    expect(await discountOf({ discount: { discountAmount: 250, recurring: true, cycleLimit: 3 } })).toBe(250)
    expect(subscription('sub_a').recurringDiscount).toMatchObject({ discountAmount: 250, cycleLimit: 3, appliedCycles: 1 })
    expect(await discountOf({ discountCode: 'TEN' })).toBe(200)
    expect(await discountOf()).toBe(250)
    expect(await discountOf()).toBe(250)
    expect(await discountOf()).toBe(0)
    expect(subscription('sub_a').recurringDiscount?.appliedCycles).toBe(3)
  })

  it('stops a recurring discount at its end time', async () => {
    let now = NOW
    const sandbox = createTestSandbox({ dataset: 'empty', now: () => now, publicUrl: BASE })
    await sandbox.control('seed', world)
    const renew = (input: Record<string, unknown>) => sandbox.call<RenewData>('/merchant/subscription/renew', input)
    const discountOf = async (input: Record<string, unknown> = {}) => {
      const { invoiceId } = (await renew({ subscriptionId: 'sub_a', manualPayment: true, ...input })).body.data
      return (sandbox.store.primary.invoices.get(invoiceId) as BillingInvoice).discountAmount
    }
    expect(await discountOf({ discount: { discountPercentage: 1000, recurring: true, endTime: NOW + 10 * DAY } })).toBe(200)
    now = NOW + 5 * DAY
    expect(await discountOf()).toBe(200)
    now = NOW + 11 * DAY
    expect(await discountOf()).toBe(0)
  })
})

describe('renew (4.1): promo credit', () => {
  it('takes what the user has in the invoice currency, up to the total, from the promo credit account', async () => {
    const { renew, invoice, ws } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_a', applyPromoCredit: true, manualPayment: true })
    expect(invoice(data.invoiceId)).toMatchObject({ promoCreditAmount: 1500, totalAmount: 700 })
    const account = ws.users.get(1)!.promoCreditAccounts.find((a) => a.currency === 'USD')!
    expect(account).toMatchObject({ amount: 0, totalDecrementAmount: 2000 })
    expect(account.currencyAmount).toBe(0)
    expect((ws.users.get(1) as { promoCreditLog?: unknown[] }).promoCreditLog).toEqual([
      {
        accountId: account.id,
        currency: 'USD',
        amount: 1500,
        balanceAfter: 0,
        name: 'Renewal',
        description: `Applied to invoice ${data.invoiceId}`,
        time: NOW,
      },
    ])
    // The EUR account is untouched.
    expect(ws.users.get(1)!.promoCreditAccounts.find((a) => a.currency === 'EUR')!.amount).toBe(9000)
  })

  it('is capped by applyPromoCreditAmount', async () => {
    const { renew, invoice, ws } = await setup()
    const data = await renewed(renew, {
      subscriptionId: 'sub_a',
      applyPromoCredit: true,
      applyPromoCreditAmount: 400,
      manualPayment: true,
    })
    expect(invoice(data.invoiceId)).toMatchObject({ promoCreditAmount: 400, totalAmount: 1800 })
    expect(ws.users.get(1)!.promoCreditAccounts[0]).toMatchObject({
      amount: 1100,
      currencyAmount: 1100,
      totalDecrementAmount: 900,
    })
  })

  it('is capped by the invoice total', async () => {
    const { renew, invoice, ws } = await setup({
      users: [{ id: 1, gatewayId: 1, paymentMethod: 'pm_card_visa', promoCreditAccounts: [{ currency: 'USD', amount: 50_000 }] }],
    })
    const data = await renewed(renew, { subscriptionId: 'sub_a', applyPromoCredit: true })
    expect(invoice(data.invoiceId)).toMatchObject({ promoCreditAmount: 2200, totalAmount: 0, status: 3, payments: [] })
    expect(data).toMatchObject({ paid: true, paymentId: '' })
    expect(ws.users.get(1)!.promoCreditAccounts[0].amount).toBe(47_800)
  })

  it('counts promo credit in credits worth the exchange rate each, taking whole credits only', async () => {
    // 1 credit = $1.00 (exchangeRate 100 minor units per credit); the invoice is $22.00.
    const account = { currency: 'USD', amount: 30, currencyAmount: 3000, exchangeRate: 100, totalDecrementAmount: 0 }
    const { renew, invoice, ws } = await setup({
      users: [{ id: 1, gatewayId: 1, paymentMethod: 'pm_card_visa', promoCreditAccounts: [account] }],
    })
    const capped = await renewed(renew, { subscriptionId: 'sub_a', applyPromoCredit: true, applyPromoCreditAmount: 5 })
    expect(invoice(capped.invoiceId)).toMatchObject({ promoCreditAmount: 500, totalAmount: 1700 })
    expect(ws.users.get(1)!.promoCreditAccounts[0]).toMatchObject({ amount: 25, currencyAmount: 2500, totalDecrementAmount: 5 })
    // Up to the invoice total: 22 credits, not 25.
    const full = await renewed(renew, { subscriptionId: 'sub_a', applyPromoCredit: true })
    expect(invoice(full.invoiceId)).toMatchObject({ promoCreditAmount: 2200, totalAmount: 0 })
    expect(ws.users.get(1)!.promoCreditAccounts[0]).toMatchObject({ amount: 3, currencyAmount: 300 })
    expect(
      renewalAmounts({ unitAmount: 1050, quantity: 1, taxPercentage: 0, promoCredit: { available: 30, creditValue: 100 } }),
    ).toMatchObject({ promoCreditsUsed: 10, promoCreditAmount: 1000, amountDue: 50 })
  })

  it('takes nothing without applyPromoCredit, or without an account in the invoice currency', async () => {
    const { renew, invoice, ws } = await setup()
    const without = await renewed(renew, { subscriptionId: 'sub_a', applyPromoCreditAmount: 400, manualPayment: true })
    expect(invoice(without.invoiceId).promoCreditAmount).toBe(0)
    const otherCurrency = await renewed(renew, { subscriptionId: 'sub_b', applyPromoCredit: true, manualPayment: true })
    expect(invoice(otherCurrency.invoiceId).promoCreditAmount).toBe(0)
    expect(ws.users.get(1)!.promoCreditAccounts[0].amount).toBe(1500)
  })
})

describe('renew (4.1): payment', () => {
  it('manual payment: an open invoice without a payment, linked to its hosted page', async () => {
    const { renew, invoice, subscription } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_a', manualPayment: true })
    expect(data).toMatchObject({ paid: false, paymentId: '', link: `${BASE}/hosted/invoices/${data.invoiceId}` })
    expect(data.action).toEqual({ type: 'collect_manually', url: data.link })
    expect(invoice(data.invoiceId)).toMatchObject({ status: 1, payments: [], paidTime: 0 })
    expect(subscription('sub_a')).toMatchObject({ status: 2, currentPeriodPaid: 0 })
  })

  it('charges at once when the gateway charges automatically and a payment method is on file', async () => {
    const { renew, invoice, subscription } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_a' })
    expect(data).toMatchObject({ paid: true, link: `${BASE}/hosted/invoices/${data.invoiceId}`, action: {} })
    expect(data.paymentId).toMatch(/^pay_\d+$/)
    expect(invoice(data.invoiceId)).toMatchObject({ status: 3, paidTime: NOW })
    expect(invoice(data.invoiceId).payments).toEqual([
      expect.objectContaining({
        paymentId: data.paymentId,
        status: 20,
        totalAmount: 2200,
        paidTime: NOW,
        gatewayId: 1,
        gatewayName: 'stripe',
        splitSequence: 1,
      }),
    ])
    expect(subscription('sub_a')).toMatchObject({ status: 2, currentPeriodPaid: 1, firstPaidTime: NOW })
  })

  it('uses the subscription default payment method on its gateway', async () => {
    const { renew } = await setup({
      users: [{ id: 8, gatewayId: 3 }],
      subscriptions: [
        { subscriptionId: 'sub_pm', userId: 8, amount: 100, currency: 'USD', gatewayId: 1, defaultPaymentMethodId: 'pm_x' },
      ],
    })
    expect((await renewed(renew, { subscriptionId: 'sub_pm' })).paid).toBe(true)
  })

  it("charges at once after user/change_gateway gave a payment method, whatever the gateway record's flag", async () => {
    // Gateway 4 is a card gateway whose record does not say it charges automatically.
    const { renew, call, invoice } = await setup({
      gateways: [{ gatewayId: 4, gatewayName: 'cards', gatewayType: 1, autoChargeEnabled: false }],
    })
    // Before: grace (gateway 3, wire transfer) has no payment method, so the renewal waits.
    expect((await renewed(renew, { subscriptionId: 'sub_b' })).paid).toBe(false)
    const changed = await call('/merchant/user/change_gateway', { userId: 2, gatewayId: 4, paymentMethodId: 'pm_card_mc' })
    expect(changed.status).toBe(200)
    const data = await renewed(renew, { subscriptionId: 'sub_b' })
    expect(data.paid).toBe(true)
    expect(invoice(data.invoiceId).payments[0]).toMatchObject({ gatewayId: 4, status: 20 })
  })

  it('charges at once on the gateway the user changed to, which the subscription follows', async () => {
    // Grace's subscription pays by wire transfer (gateway 3) until she gets a card at gateway 1.
    const { renew, call, invoice } = await setup()
    await call('/merchant/user/change_gateway', { userId: 2, gatewayId: 1, paymentMethodId: 'pm_card_amex' })
    const data = await renewed(renew, { subscriptionId: 'sub_b' })
    expect(data.paid).toBe(true)
    expect(invoice(data.invoiceId).payments[0]).toMatchObject({ gatewayId: 1, gatewayName: 'stripe', status: 20 })
  })

  it('leaves the payment pending with a hosted payment link when the gateway cannot charge automatically', async () => {
    const { renew, invoice, subscription } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_b' })
    expect(data).toMatchObject({ paid: false, link: `${BASE}/hosted/payments/${data.paymentId}` })
    expect(invoice(data.invoiceId)).toMatchObject({ status: 1, totalAmount: 5949 })
    expect(invoice(data.invoiceId).payments).toEqual([
      expect.objectContaining({
        paymentId: data.paymentId,
        status: 10,
        totalAmount: 5949,
        gatewayId: 3,
        gatewayName: 'wire_transfer',
        link: data.link,
      }),
    ])
    expect(subscription('sub_b')).toMatchObject({ status: 2, currentPeriodPaid: 0 })
  })

  it('does not charge automatically with a payment type that forbids it, or on another gateway than the card', async () => {
    const { renew } = await setup()
    expect((await renewed(renew, { subscriptionId: 'sub_a', gatewayPaymentType: 'sepa_debit' })).paid).toBe(false)
    expect((await renewed(renew, { subscriptionId: 'sub_a', gatewayPaymentType: 'card' })).paid).toBe(true)
    expect((await renewed(renew, { subscriptionId: 'sub_a', gatewayId: 3 })).paid).toBe(false)
  })

  it('puts the payment on the gateway asked for', async () => {
    const { renew, invoice } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_a', gatewayId: 3 })
    expect(invoice(data.invoiceId).payments[0]).toMatchObject({ gatewayId: 3, gatewayName: 'wire_transfer', status: 10 })
  })

  it('refuses an unknown or archived gateway, an unknown payment type, and a payment without any gateway', async () => {
    const { renew, ws } = await setup()
    expect((await renew({ subscriptionId: 'sub_a', gatewayId: 9 })).body).toMatchObject({
      code: 404,
      message: 'Gateway 9 not found',
    })
    expect((await renew({ subscriptionId: 'sub_a', gatewayId: 5 })).body).toMatchObject({
      code: 400,
      message: 'Gateway 5 is archived',
    })
    expect((await renew({ subscriptionId: 'sub_a', gatewayPaymentType: 'bitcoin' })).body).toMatchObject({
      code: 400,
      message: 'Gateway 1 has no payment type bitcoin (it has card, sepa_debit)',
    })
    expect((await renew({ subscriptionId: 'sub_c' })).body).toMatchObject({
      code: 400,
      message: 'Subscription sub_c has no gateway, and neither has its user: give gatewayId',
    })
    expect(ws.invoices.size).toBe(0)
    // Without a gateway, a manual payment is still possible.
    expect((await renewed(renew, { subscriptionId: 'sub_c', manualPayment: true })).paid).toBe(false)
  })

  it('makes a renewed subscription that is not active incomplete until it is paid', async () => {
    const { renew, subscription } = await setup({
      subscriptions: [
        {
          subscriptionId: 'sub_x',
          userId: 2,
          amount: 100,
          currency: 'EUR',
          gatewayId: 3,
          status: 5,
          cancelOrExpireTime: NOW - DAY,
        },
      ],
    })
    await renewed(renew, { subscriptionId: 'sub_x' })
    expect(subscription('sub_x').status).toBe(7)
  })
})

describe('renew (4.1): the subscription moves on', () => {
  it('points at the new invoice and starts the next period where the old one ended', async () => {
    const { renew, subscription } = await setup()
    const data = await renewed(renew, { subscriptionId: 'sub_a', manualPayment: true })
    expect(data.subscription).toMatchObject({
      subscriptionId: 'sub_a',
      latestInvoiceId: data.invoiceId,
      currentPeriodStart: NOW + 20 * DAY,
      currentPeriodEnd: NOW + 50 * DAY,
      lastUpdateTime: NOW,
    })
    expect(subscription('sub_a').latestInvoiceId).toBe(data.invoiceId)
  })

  it('shows only the fields of the spec in the answer', async () => {
    const { renew } = await setup()
    const data = await renewed(renew, {
      subscriptionId: 'sub_a',
      manualPayment: true,
      discount: { discountAmount: 1, recurring: true },
    })
    expect(data.subscription).not.toHaveProperty('recurringDiscount')
    expect(data.subscription).not.toHaveProperty('timeline')
    expect(Object.keys(data.subscription)).toContain('taxPercentage')
  })

  it('uses 30 days for a subscription without a period', async () => {
    const { renew } = await setup({
      subscriptions: [
        { subscriptionId: 'sub_np', userId: 3, amount: 1, currency: 'USD', currentPeriodStart: 500, currentPeriodEnd: 0 },
      ],
    })
    const data = await renewed(renew, { subscriptionId: 'sub_np', manualPayment: true })
    expect(data.subscription).toMatchObject({ currentPeriodStart: NOW, currentPeriodEnd: NOW + 30 * DAY })
  })

  it('creates exactly one invoice per renewal: two renewals, two invoices', async () => {
    const { renew, ws, invoice } = await setup()
    const first = await renewed(renew, { subscriptionId: 'sub_b' })
    expect(ws.invoices.size).toBe(1)
    const second = await renewed(renew, { subscriptionId: 'sub_b' })
    expect(ws.invoices.size).toBe(2)
    expect(second.invoiceId).not.toBe(first.invoiceId)
    expect(second.paymentId).not.toBe(first.paymentId)
    expect(invoice(second.invoiceId).payments).toHaveLength(1)
    expect(second.subscription).toMatchObject({
      latestInvoiceId: second.invoiceId,
      currentPeriodStart: NOW + 430 * DAY,
      currentPeriodEnd: NOW + 795 * DAY,
    })
  })
})
