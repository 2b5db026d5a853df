import { describe, expect, it } from 'vitest'
import {
  BillingType,
  codeLabel,
  codeLabels,
  codeOptions,
  codeTitle,
  codeWord,
  isKnownCode,
  CreditAccountType,
  DiscountStatus,
  DiscountType,
  GatewayType,
  InvoiceStatus,
  PaymentStatus,
  PlanStatus,
  ProductStatus,
  SubscriptionStatus,
  TotpType,
  UserBillingType,
} from './codes'

describe('codeWord', () => {
  it('shows a known value as its word, as a person reads it', () => {
    expect(codeWord('subscriptionStatus', 2)).toBe('Active')
    expect(codeWord('subscriptionStatus', 4)).toBe('Cancelled')
    expect(codeWord('subscriptionStatus', 7)).toBe('Incomplete')
    expect(codeWord('invoiceStatus', 1)).toBe('Open')
    expect(codeWord('invoiceStatus', 3)).toBe('Paid')
    expect(codeWord('accountStatus', 0)).toBe('Active')
    expect(codeWord('userType', 1)).toBe('Individual')
    expect(codeWord('discountType', 2)).toBe('Fixed amount')
    expect(codeWord('gatewayType', 4)).toBe('PayPal')
    expect(codeWord('paymentStatus', 30)).toBe('Failed')
  })

  it('never shows a known value with its number', () => {
    for (const kind of Object.keys(codeLabels) as (keyof typeof codeLabels)[]) {
      for (const { value } of codeOptions(kind)) expect(codeWord(kind, value)).not.toMatch(/\d+ · |^\d+$/)
    }
  })

  it('shows an unknown value as its number, marked as unknown', () => {
    expect(codeWord('subscriptionStatus', 11)).toBe('11 (unknown)')
    expect(codeWord('invoiceStatus', 7)).toBe('7 (unknown)')
    expect(codeWord('userType', 0)).toBe('0 (unknown)')
    expect(isKnownCode('subscriptionStatus', 11)).toBe(false)
    expect(isKnownCode('subscriptionStatus', 2)).toBe(true)
  })

  it('shows "not set" when there is no value', () => {
    expect(codeWord('subscriptionStatus', null)).toBe('not set')
    expect(codeWord('subscriptionStatus', undefined)).toBe('not set')
    expect(isKnownCode('subscriptionStatus', null)).toBe(false)
  })

  it('gives the number behind a word for a hover, saying when it is unknown', () => {
    expect(codeTitle('subscriptionStatus', 2)).toBe('Code 2')
    expect(codeTitle('subscriptionStatus', 11)).toBe('Code 11, which the dashboard does not know')
    expect(codeTitle('subscriptionStatus', null)).toBeUndefined()
  })
})

describe('codeLabel', () => {
  it('shows a known value with its label', () => {
    expect(codeLabel('subscriptionStatus', 2)).toBe('2 · active')
    expect(codeLabel('invoiceStatus', 1)).toBe('1 · open')
    expect(codeLabel('paymentStatus', 30)).toBe('30 · failed')
    expect(codeLabel('gatewayType', 4)).toBe('4 · PayPal')
    expect(codeLabel('discountType', 2)).toBe('2 · fixed amount')
    expect(codeLabel('billingType', 1)).toBe('1 · one-time')
    expect(codeLabel('creditAccountType', 2)).toBe('2 · promo')
    expect(codeLabel('productStatus', 2)).toBe('2 · inactive')
  })

  it('shows an unknown value as the bare number', () => {
    expect(codeLabel('subscriptionStatus', 11)).toBe('11')
    expect(codeLabel('invoiceStatus', 7)).toBe('7')
    expect(codeLabel('planStatus', 0)).toBe('0')
  })

  it("labels a customer's billing type the real service's way, unlike a discount code's", () => {
    expect(codeLabel('userBillingType', 1)).toBe('1 · recurring')
    expect(codeLabel('userBillingType', 2)).toBe('2 · one-time')
    expect(codeLabel('billingType', 1)).toBe('1 · one-time')
    expect(codeLabel('billingType', 2)).toBe('2 · recurring')
  })

  it('shows "not set" when there is no value', () => {
    expect(codeLabel('subscriptionStatus', null)).toBe('not set')
    expect(codeLabel('subscriptionStatus', undefined)).toBe('not set')
  })

  it('names each two-factor app the real service knows', () => {
    expect(codeLabel('totpType', 0)).toBe('0 · none')
    expect(codeLabel('totpType', 1)).toBe('1 · authenticator app')
    expect(codeLabel('totpType', 3)).toBe('3 · Authy')
    expect(codeLabel('totpType', 7)).toBe('7 · other authenticator app')
  })
})

describe('code table', () => {
  it('labels every known value', () => {
    expect(codeLabels.subscriptionStatus).toEqual({
      0: 'initialising',
      1: 'pending',
      2: 'active',
      3: 'pending inactive',
      4: 'cancelled',
      5: 'expired',
      6: 'suspended',
      7: 'incomplete',
      8: 'processing',
      9: 'failed',
    })
    expect(codeLabels.discountStatus).toEqual({ 1: 'editable', 2: 'active', 3: 'deactivated', 4: 'expired', 10: 'archived' })
    expect(codeLabels.planStatus).toEqual({ 1: 'editing', 2: 'active', 3: 'inactive', 4: 'archived', 5: 'archived for good' })
    expect(codeLabels.gatewayType).toMatchObject({ 1: 'card', 2: 'crypto', 3: 'wire transfer', 4: 'PayPal', 5: 'credit' })
    expect(codeLabels.paymentStatus[20]).toBe('success')
  })

  it('names the values for code', () => {
    expect(SubscriptionStatus).toMatchObject({ pending: 1, active: 2, cancelled: 4, expired: 5, incomplete: 7 })
    expect(InvoiceStatus).toMatchObject({ open: 1, paid: 3, cancelled: 5 })
    expect(PaymentStatus).toEqual({ pending: 10, success: 20, failed: 30, cancelled: 40 })
    expect(DiscountStatus).toEqual({ editable: 1, active: 2, deactivated: 3, expired: 4, archived: 10 })
    expect(DiscountType).toEqual({ percentage: 1, fixedAmount: 2 })
    expect(BillingType).toEqual({ oneTime: 1, recurring: 2 })
    expect(UserBillingType).toEqual({ recurring: 1, oneTime: 2 })
    expect(PlanStatus).toMatchObject({ editing: 1, active: 2, inactive: 3 })
    expect(GatewayType).toMatchObject({ card: 1, crypto: 2, wireTransfer: 3, payPal: 4 })
    expect(TotpType).toMatchObject({ none: 0, authenticatorApp: 1 })
    expect(CreditAccountType).toEqual({ cash: 1, promo: 2 })
    expect(ProductStatus).toEqual({ active: 1, inactive: 2 })
  })

  it('lists options in table order', () => {
    expect(codeOptions('paymentStatus')).toEqual([
      { value: 10, label: 'pending' },
      { value: 20, label: 'success' },
      { value: 30, label: 'failed' },
      { value: 40, label: 'cancelled' },
    ])
  })
})
