import { describe, expect, it } from 'vitest'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import type { Plan } from '../../api/contract/plans'
import { addonChanges, addonTerms, changeFormDefaults, changeFormSchema, differsFromPreview, offersAsAddon } from './changeForm'

const monthly = { currency: 'EUR', productId: 1, intervalUnit: 'month', intervalCount: 1 }
const detail = {
  subscription: { subscriptionId: 'sub_1', planId: 7, quantity: 2, currency: 'EUR' },
  plan: { id: 7, ...monthly },
  addons: [
    { addonPlan: { id: 20 }, quantity: 1 },
    { addonPlan: { id: 21 }, quantity: 3 },
  ],
} as SubscriptionDetail

describe('the change plan form', () => {
  it('starts from the subscription: its plan, quantity and add-ons', () => {
    expect(changeFormDefaults(detail)).toEqual({
      newPlanId: '7',
      quantity: '2',
      discountCode: '',
      addons: [
        { addonPlanId: '20', quantity: '1' },
        { addonPlanId: '21', quantity: '3' },
      ],
    })
  })

  it('sends the add-ons as numbers; a quantity that is not a whole number above 0 is refused at its field', () => {
    const valid = changeFormSchema.safeParse({ ...changeFormDefaults(detail), addons: [{ addonPlanId: '20', quantity: ' 4 ' }] })
    expect(valid.success && valid.data.addons).toEqual([{ addonPlanId: 20, quantity: 4 }])
    for (const quantity of ['0', '-1', '1.5', '']) {
      const refused = changeFormSchema.safeParse({ ...changeFormDefaults(detail), addons: [{ addonPlanId: '20', quantity }] })
      expect(refused.success).toBe(false)
      expect(refused.error?.issues[0]?.path).toEqual(['addons', 0, 'quantity'])
    }
  })

  it('refuses the same add-on twice (the contract’s rule)', () => {
    const twice = changeFormSchema.safeParse({
      ...changeFormDefaults(detail),
      addons: [
        { addonPlanId: '20', quantity: '1' },
        { addonPlanId: '20', quantity: '2' },
      ],
    })
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual(['Each add-on may appear once'])
  })

  it('keeps the quantities of add-ons still chosen, removes the others, adds new ones at 1', () => {
    const addons = [{ addonPlanId: '20' }, { addonPlanId: '21' }, { addonPlanId: '22' }]
    expect(addonChanges(addons, ['21', '30'])).toEqual({ removed: [0, 2], added: [{ addonPlanId: '30', quantity: '1' }] })
  })

  it('offers active recurring add-ons of the currency, product and the new plan’s interval only', () => {
    const addon = { id: 20, type: 2, status: 2, ...monthly } as Plan
    const terms = addonTerms(detail, undefined)
    expect(offersAsAddon(addon, terms)).toBe(true)
    expect(offersAsAddon({ ...addon, currency: 'usd' }, terms)).toBe(false)
    expect(offersAsAddon({ ...addon, productId: 2 }, terms)).toBe(false)
    expect(offersAsAddon({ ...addon, status: 3 }, terms)).toBe(false)
    expect(offersAsAddon({ ...addon, type: 3 }, terms)).toBe(false)
    expect(offersAsAddon({ ...addon, type: 1 }, terms)).toBe(false)
    const yearly = addonTerms(detail, { id: 8, ...monthly, intervalUnit: 'year' } as Plan)
    expect(offersAsAddon(addon, yearly)).toBe(false)
    expect(offersAsAddon({ ...addon, intervalUnit: 'year' }, yearly)).toBe(true)
  })

  it('asks for a new preview when the plan, quantity, code or any add-on differs from what was previewed', () => {
    const request = { newPlanId: 7, quantity: 2, addonParams: [{ addonPlanId: 20, quantity: 1 }] }
    const typed = { newPlanId: '7', quantity: '2', discountCode: '', addons: [{ addonPlanId: '20', quantity: '1' }] }
    expect(differsFromPreview(request, typed)).toBe(false)
    expect(differsFromPreview(request, { ...typed, addons: [{ addonPlanId: '20', quantity: '2' }] })).toBe(true)
    expect(differsFromPreview(request, { ...typed, addons: [] })).toBe(true)
    expect(differsFromPreview(request, { ...typed, quantity: '3' })).toBe(true)
    expect(differsFromPreview(request, { ...typed, discountCode: 'SPRING' })).toBe(true)
  })
})
