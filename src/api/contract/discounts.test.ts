import { describe, expect, it } from 'vitest'
import {
  batchChildDetailInput,
  batchChildSchema,
  batchTemplateDetailInput,
  batchTemplateSchema,
  discountCodeSchema,
  discountDecreaseQuantityInput as decrease,
} from './discounts'
import { codeLabel } from './codes'
import { expectAccepted, expectRejected } from './testing'

describe('decrease quantity input (4.7)', () => {
  it('needs a discount id, the amount being optional', () => {
    expectAccepted(decrease, { id: 31 })
    expectAccepted(decrease, { id: 31, amount: 5 })
    expectRejected(decrease, {}, 'id', 'Discount id must be a whole number')
    expectRejected(decrease, { id: 0 }, 'id', 'Discount id must be greater than 0')
  })

  it('needs an amount greater than 0 when given', () => {
    expectRejected(decrease, { id: 31, amount: 0 }, 'amount', 'Amount must be greater than 0')
    expectRejected(decrease, { id: 31, amount: -2 }, 'amount', 'Amount must be greater than 0')
    expectRejected(decrease, { id: 31, amount: 1.5 }, 'amount', 'Amount must be a whole number')
  })
})

describe('batch detail inputs (4.8, 4.9)', () => {
  it('need a positive whole id', () => {
    expectAccepted(batchTemplateDetailInput, { id: 1 })
    expectRejected(batchTemplateDetailInput, {}, 'id', 'Template id must be a whole number')
    expectRejected(batchTemplateDetailInput, { id: 0 }, 'id', 'Template id must be greater than 0')
    expectAccepted(batchChildDetailInput, { id: 1 })
    expectRejected(batchChildDetailInput, { id: -1 }, 'id', 'Child code id must be greater than 0')
  })
})

describe('discount resources (2.4 to 2.6)', () => {
  it('give the template every discount code field, and the child every template field', () => {
    const code = Object.keys(discountCodeSchema.shape)
    const template = Object.keys(batchTemplateSchema.shape)
    const child = Object.keys(batchChildSchema.shape)
    expect(template).toEqual(expect.arrayContaining(code))
    expect(child).toEqual(expect.arrayContaining(template))
    expect(template.filter((key) => !code.includes(key)).sort()).toEqual([
      'childCodeCount',
      'codePrefix',
      'type',
      'usedChildCodeCount',
    ])
    expect(child.filter((key) => !template.includes(key)).sort()).toEqual([
      'invoiceId',
      'isRedeemed',
      'parentTemplateCode',
      'paymentId',
      'planId',
      'planName',
      'redeemedAt',
      'redeemedByEmail',
      'subscriptionId',
    ])
  })
})

describe('discount code labels', () => {
  it('label plan apply types, user scopes and discount kinds with the service family’s values', () => {
    expect(codeLabel('planApplyType', 0)).toBe('0 · every plan')
    expect(codeLabel('planApplyType', 1)).toBe('1 · the listed plans')
    expect(codeLabel('planApplyType', 2)).toBe('2 · every plan except the listed ones')
    expect(codeLabel('planApplyType', 3)).toBe('3 · plans by group')
    expect(codeLabel('planApplyType', 4)).toBe('4 · every plan except the groups')
    expect(codeLabel('userScope', 0)).toBe('0 · every customer')
    expect(codeLabel('userScope', 1)).toBe('1 · new customers only')
    expect(codeLabel('userScope', 2)).toBe('2 · renewals only')
    expect(codeLabel('discountKind', 2)).toBe('2 · batch template')
    expect(codeLabel('discountKind', 3)).toBe('3 · batch child code')
    expect(codeLabel('userScope', 9)).toBe('9')
  })
})
