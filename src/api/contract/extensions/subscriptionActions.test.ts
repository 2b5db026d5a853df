import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import {
  subscriptionAddNewTrialStartInput as extend,
  subscriptionCancelAtPeriodEndInput as atPeriodEnd,
  subscriptionCancelInput as cancel,
  subscriptionCancelLastCancelAtPeriodEndInput as resume,
  subscriptionUpdatePreviewInput as preview,
  subscriptionUpdateSubmitInput as submit,
} from './subscriptionActions'

describe('cancel input (operations 3.1)', () => {
  it('names the subscription by its id, or finds it by the user and product', () => {
    expectAccepted(cancel, { subscriptionId: 'sub_1' })
    expectAccepted(cancel, { userId: 3, productId: 0, reason: 'Asked by phone' })
    expectRejected(cancel, {}, 'subscriptionId', 'Give a subscription id, or a user id to find the subscription')
    expectRejected(
      cancel,
      { subscriptionId: '  ' },
      'subscriptionId',
      'Give a subscription id, or a user id to find the subscription',
    )
  })

  it('sends no proration or invoice options, which the service ignores', () => {
    expect(cancel.parse({ subscriptionId: 'sub_1', invoiceNow: true, prorate: true })).toEqual({ subscriptionId: 'sub_1' })
  })

  it('keeps the reason short', () => {
    expectRejected(cancel, { subscriptionId: 'sub_1', reason: 'x'.repeat(501) }, 'reason', 'Reason cannot exceed 500 characters')
  })
})

describe('cancel at period end and its undo (operations 3.2)', () => {
  it.each([
    ['cancel at period end', atPeriodEnd],
    ['undo', resume],
  ])('%s: the subscription by id, or by user', (_name, schema) => {
    expectAccepted(schema, { subscriptionId: 'sub_2' })
    expectAccepted(schema, { userId: 2 })
    expectRejected(schema, { userId: 0 }, 'userId', 'User id must be greater than 0')
    expectRejected(schema, {}, 'subscriptionId', 'Give a subscription id, or a user id to find the subscription')
  })
})

describe('change preview input (operations 3.4)', () => {
  it('needs the subscription and the new plan', () => {
    expectAccepted(preview, { subscriptionId: 'sub_1', newPlanId: 3 })
    expectRejected(preview, { newPlanId: 3 }, 'subscriptionId', 'Subscription id is required')
    expectRejected(preview, { subscriptionId: 'sub_1' }, 'newPlanId', 'New plan id must be a whole number')
    expectRejected(preview, { subscriptionId: 'sub_1', newPlanId: 0 }, 'newPlanId', 'New plan id must be greater than 0')
  })

  it('takes a whole quantity of at least 1, refusing decimals instead of rounding them', () => {
    expectAccepted(preview, { subscriptionId: 'sub_1', newPlanId: 3, quantity: 4 })
    expectRejected(preview, { subscriptionId: 'sub_1', newPlanId: 3, quantity: 0 }, 'quantity', 'Quantity must be greater than 0')
    expectRejected(
      preview,
      { subscriptionId: 'sub_1', newPlanId: 3, quantity: 2.5 },
      'quantity',
      'Quantity must be a whole number',
    )
  })

  it('takes the whole add-on set, each add-on once with a quantity above 0', () => {
    const base = { subscriptionId: 'sub_1', newPlanId: 3 }
    expectAccepted(preview, {
      ...base,
      addonParams: [
        { addonPlanId: 11, quantity: 2 },
        { addonPlanId: 12, quantity: 1 },
      ],
    })
    expectAccepted(preview, { ...base, addonParams: [] })
    expectRejected(
      preview,
      { ...base, addonParams: [{ addonPlanId: 11, quantity: 0 }] },
      'addonParams.0.quantity',
      'Add-on quantity must be greater than 0',
    )
    expectRejected(
      preview,
      {
        ...base,
        addonParams: [
          { addonPlanId: 11, quantity: 1 },
          { addonPlanId: 11, quantity: 2 },
        ],
      },
      'addonParams.1.addonPlanId',
      'Each add-on may appear once',
    )
  })

  it('takes effect now (1) or at the end of the period (2)', () => {
    expectAccepted(preview, { subscriptionId: 'sub_1', newPlanId: 3, effectImmediate: 2 })
    expectRejected(
      preview,
      { subscriptionId: 'sub_1', newPlanId: 3, effectImmediate: 0 },
      'effectImmediate',
      'Effect must be 1 (now) or 2 (at the end of the period)',
    )
  })

  it('takes a promo credit cap in whole credits', () => {
    expectRejected(
      preview,
      { subscriptionId: 'sub_1', newPlanId: 3, applyPromoCreditAmount: -1 },
      'applyPromoCreditAmount',
      'Promo credit amount cannot be negative',
    )
  })
})

describe('change submit input (operations 3.4)', () => {
  const confirmed = { subscriptionId: 'sub_1', newPlanId: 3, quantity: 1, confirmTotalAmount: 1250, confirmCurrency: 'EUR' }

  it("needs the quantity and the preview's total and currency", () => {
    expectAccepted(submit, confirmed)
    expectAccepted(submit, { ...confirmed, confirmTotalAmount: 0 })
    const { quantity: _quantity, confirmTotalAmount: _total, confirmCurrency: _currency, ...rest } = confirmed
    expect(issuesOf(submit, rest)).toEqual([
      { path: 'quantity', message: 'Quantity must be a whole number' },
      { path: 'confirmTotalAmount', message: 'Confirmed total must be a whole number' },
      { path: 'confirmCurrency', message: 'Confirmed currency is required' },
    ])
  })

  it('refuses a negative or fractional total and a lower-case currency', () => {
    expectRejected(submit, { ...confirmed, confirmTotalAmount: -5 }, 'confirmTotalAmount', 'Confirmed total cannot be negative')
    expectRejected(
      submit,
      { ...confirmed, confirmTotalAmount: 12.5 },
      'confirmTotalAmount',
      'Confirmed total must be a whole number',
    )
    expectRejected(
      submit,
      { ...confirmed, confirmCurrency: 'eur' },
      'confirmCurrency',
      'Confirmed currency must be a three-letter upper-case code, for example EUR',
    )
  })

  it('finds the subscription by the user when no id is given', () => {
    const { subscriptionId: _id, ...byUser } = confirmed
    expectAccepted(submit, { ...byUser, userId: 4 })
    expectRejected(submit, byUser, 'subscriptionId', 'Give a subscription id, or a user id to find the subscription')
  })

  it('takes a discount code or a one-off discount, not both', () => {
    expectAccepted(submit, { ...confirmed, discountCode: 'SPRING25' })
    expectAccepted(submit, { ...confirmed, discount: { discountPercentage: 1000 } })
    expectRejected(
      submit,
      { ...confirmed, discountCode: 'SPRING25', discount: { discountPercentage: 1000 } },
      'discount',
      'Give a discount code or a one-off discount, not both',
    )
  })

  it('takes a tax override in basis points and http(s) return addresses', () => {
    expectRejected(submit, { ...confirmed, taxPercentage: 10001 }, 'taxPercentage', 'Tax percentage cannot exceed 10000 (100 %)')
    expectRejected(submit, { ...confirmed, returnUrl: 'javascript:alert(1)' }, 'returnUrl', 'Return URL must be an http(s) URL')
  })
})

describe('extend the due date (operations 3.10)', () => {
  it('adds whole hours, more than 0', () => {
    expectAccepted(extend, { subscriptionId: 'sub_1', appendTrialEndHour: 7 * 24 })
    expectRejected(
      extend,
      { subscriptionId: 'sub_1', appendTrialEndHour: 0 },
      'appendTrialEndHour',
      'Hours to add must be greater than 0',
    )
    expectRejected(
      extend,
      { subscriptionId: 'sub_1', appendTrialEndHour: 1.5 },
      'appendTrialEndHour',
      'Hours to add must be a whole number',
    )
    expectRejected(
      extend,
      { subscriptionId: 'sub_1', appendTrialEndHour: 100 * 365 * 24 + 1 },
      'appendTrialEndHour',
      'Hours to add cannot exceed 100 years',
    )
    expectRejected(extend, { appendTrialEndHour: 24 }, 'subscriptionId', 'Subscription id is required')
  })
})
