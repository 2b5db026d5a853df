import { describe, expect, it } from 'vitest'
import { billingPeriod, planTitle, productTitle } from './format'

describe('plan words', () => {
  it('names a plan with its id, so that two plans of one name differ', () => {
    expect(planTitle({ id: 3, planName: 'Pro monthly' })).toBe('Pro monthly (plan 3)')
    expect(planTitle({ id: 4, planName: '' })).toBe('plan 4')
  })
  it('names the product, the default product when there is none', () => {
    expect(productTitle({ product: { productName: 'Cloud' }, plan: { productId: 2 } })).toBe('Cloud')
    expect(productTitle({ product: null, plan: { productId: 2 } })).toBe('Product 2')
    expect(productTitle({ product: null, plan: { productId: 0 } })).toBe('Default product')
  })
  it('says how often a plan bills', () => {
    expect(billingPeriod({ intervalUnit: 'month', intervalCount: 1 })).toBe('/ month')
    expect(billingPeriod({ intervalUnit: 'week', intervalCount: 2 })).toBe('/ 2 weeks')
    expect(billingPeriod({ intervalUnit: '', intervalCount: 2 })).toBe('')
  })
})
