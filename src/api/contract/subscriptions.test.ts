import { describe, expect, it } from 'vitest'
import { subscriptionRenewInput as renew } from './subscriptions'
import { expectAccepted, expectRejected, issuesOf } from './testing'

describe('renew input (4.1)', () => {
  it('accepts a subscription id alone', () => {
    expectAccepted(renew, { subscriptionId: 'sub_501' })
  })

  it('accepts a user id alone, and with a product id', () => {
    expectAccepted(renew, { userId: 7 })
    expectAccepted(renew, { userId: 7, productId: 11 })
  })

  it('rejects a call with neither subscription id nor user id, on the subscription id', () => {
    expectRejected(renew, {}, 'subscriptionId', 'Give a subscription id, or a user id to find the subscription')
    expectRejected(renew, { productId: 3 }, 'subscriptionId', 'Give a subscription id, or a user id to find the subscription')
  })

  it('names the missing identification together with the other invalid members', () => {
    expect(issuesOf(renew, { returnUrl: 'example.com', taxPercentage: -1 })).toEqual([
      { path: 'returnUrl', message: 'Return URL must be an http(s) URL' },
      { path: 'taxPercentage', message: 'Tax percentage cannot be negative' },
      { path: 'subscriptionId', message: 'Give a subscription id, or a user id to find the subscription' },
    ])
  })

  it('does not add the identification rule to an invalid user id, nor to a body that is not an object', () => {
    expect(issuesOf(renew, { userId: -3 })).toEqual([{ path: 'userId', message: 'User id must be greater than 0' }])
    expect(issuesOf(renew, null)).toHaveLength(1)
  })

  it('does not count a blank subscription id as given', () => {
    expectRejected(
      renew,
      { subscriptionId: '  ' },
      'subscriptionId',
      'Give a subscription id, or a user id to find the subscription',
    )
  })

  it('needs the user id to be a positive whole number', () => {
    expectRejected(renew, { userId: 0 }, 'userId', 'User id must be greater than 0')
    expectRejected(renew, { userId: 1.5 }, 'userId', 'User id must be a whole number')
  })

  it('accepts product id 0 (the default product) and rejects a negative one', () => {
    expectAccepted(renew, { userId: 7, productId: 0 })
    expectRejected(renew, { userId: 7, productId: -1 }, 'productId', 'Product id cannot be negative')
    expectRejected(renew, { userId: 7, productId: 2.5 }, 'productId', 'Product id must be a whole number')
  })

  it('takes the tax percentage in basis points, 0 to 10000', () => {
    expectAccepted(renew, { subscriptionId: 's', taxPercentage: 0 })
    expectAccepted(renew, { subscriptionId: 's', taxPercentage: 10000 })
    expectRejected(
      renew,
      { subscriptionId: 's', taxPercentage: 10001 },
      'taxPercentage',
      'Tax percentage cannot exceed 10000 (100 %)',
    )
    expectRejected(renew, { subscriptionId: 's', taxPercentage: -1 }, 'taxPercentage', 'Tax percentage cannot be negative')
    expectRejected(
      renew,
      { subscriptionId: 's', taxPercentage: 10.5 },
      'taxPercentage',
      'Tax percentage must be a whole number of basis points',
    )
  })

  it('takes the payment page mode hosted, embedded or custom', () => {
    for (const paymentUIMode of ['hosted', 'embedded', 'custom']) {
      expectAccepted(renew, { subscriptionId: 's', paymentUIMode })
    }
    expectRejected(
      renew,
      { subscriptionId: 's', paymentUIMode: 'popup' },
      'paymentUIMode',
      'Payment page mode must be hosted, embedded or custom',
    )
  })

  it('needs return and cancel addresses to be http(s) URLs', () => {
    expectAccepted(renew, {
      subscriptionId: 's',
      returnUrl: 'https://example.com/ok',
      cancelUrl: 'http://localhost:3000/x',
    })
    expectRejected(
      renew,
      { subscriptionId: 's', returnUrl: 'javascript:alert(1)' },
      'returnUrl',
      'Return URL must be an http(s) URL',
    )
    expectRejected(renew, { subscriptionId: 's', cancelUrl: 'example.com' }, 'cancelUrl', 'Cancel URL must be an http(s) URL')
  })

  it('needs the gateway id to be a positive whole number', () => {
    expectAccepted(renew, { subscriptionId: 's', gatewayId: 3 })
    expectRejected(renew, { subscriptionId: 's', gatewayId: 0 }, 'gatewayId', 'Gateway id must be greater than 0')
  })

  it('needs the promo credit amount to be a non-negative whole number', () => {
    expectAccepted(renew, { subscriptionId: 's', applyPromoCredit: true, applyPromoCreditAmount: 500 })
    expectRejected(
      renew,
      { subscriptionId: 's', applyPromoCreditAmount: -5 },
      'applyPromoCreditAmount',
      'Promo credit amount cannot be negative',
    )
  })

  it('checks the one-off discount', () => {
    const discount = {
      cycleLimit: 1,
      discountAmount: 500,
      discountPercentage: 2500,
      endTime: 1735689600,
      metadata: { a: 1 },
      recurring: false,
    }
    expectAccepted(renew, { subscriptionId: 's', discount })
    expectRejected(
      renew,
      { subscriptionId: 's', discount: { discountAmount: -1 } },
      'discount.discountAmount',
      'Discount amount cannot be negative',
    )
    expectRejected(
      renew,
      { subscriptionId: 's', discount: { discountPercentage: 12000 } },
      'discount.discountPercentage',
      'Discount percentage cannot exceed 10000 (100 %)',
    )
    expectRejected(
      renew,
      { subscriptionId: 's', discount: { cycleLimit: -1 } },
      'discount.cycleLimit',
      'Cycle limit cannot be negative',
    )
  })

  it('needs metadata to be an object', () => {
    expect(renew.safeParse({ subscriptionId: 's', metadata: 'x' }).success).toBe(false)
    expect(renew.safeParse({ subscriptionId: 's', metadata: ['x'] }).success).toBe(false)
    expectAccepted(renew, { subscriptionId: 's', metadata: { note: 'manual' } })
  })

  it('accepts every documented member at once', () => {
    expectAccepted(renew, {
      subscriptionId: 'sub_501',
      userId: 7,
      productId: 0,
      applyPromoCredit: true,
      applyPromoCreditAmount: 100,
      discountCode: 'SPRING24',
      discount: { discountPercentage: 1000, recurring: true },
      gatewayId: 3,
      gatewayPaymentType: 'card',
      manualPayment: true,
      metadata: { note: 'x' },
      paymentUIMode: 'hosted',
      productData: { name: 'Pro', description: 'Pro plan' },
      returnUrl: 'https://example.com/ok',
      cancelUrl: 'https://example.com/cancel',
      taxPercentage: 1900,
    })
  })
})
