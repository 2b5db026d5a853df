import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import {
  discountActiveEditInput as activeEdit,
  discountEditableInput as editableEdit,
  discountEditInput as edit,
  discountFieldsEditableAfterActivation,
  discountIdInput,
  discountNewInput as create,
  discountQuantityIncrementInput as increment,
} from './discountActions'

const percentage = {
  code: 'AUTUMN10',
  name: 'Autumn sale',
  billingType: 1,
  discountType: 1,
  discountPercentage: 1000,
  startTime: 1_780_000_000,
  endTime: 1_790_000_000,
}
const fixed = {
  code: 'WELCOME5',
  billingType: 2,
  discountType: 2,
  discountAmount: 500,
  currency: 'EUR',
  cycleLimit: 3,
  startTime: 1_780_000_000,
  endTime: 1_790_000_000,
}

describe('new discount code input (operations 3.11)', () => {
  it('accepts a percentage code and a fixed-amount code', () => {
    expectAccepted(create, percentage)
    expectAccepted(create, fixed)
    expectAccepted(create, {
      ...percentage,
      planApplyType: 1,
      planIds: [1, 3],
      quantity: 100,
      advance: true,
      userScope: 1,
      upgradeOnly: true,
      userLimit: 1,
      metadata: { campaign: 'autumn' },
    })
  })

  it('needs the code, the billing and discount types, and both times', () => {
    expect(issuesOf(create, {})).toEqual([
      { path: 'code', message: 'Code is required' },
      { path: 'billingType', message: 'Billing type is required' },
      { path: 'discountType', message: 'Discount type is required' },
      { path: 'startTime', message: 'Start is required' },
      { path: 'endTime', message: 'End is required' },
    ])
    expect(issuesOf(create, { code: 'X' })).toEqual([
      { path: 'billingType', message: 'Billing type is required' },
      { path: 'discountType', message: 'Discount type is required' },
      { path: 'startTime', message: 'Start is required' },
      { path: 'endTime', message: 'End is required' },
    ])
  })

  it('takes a percentage in basis points, 0 to 10000, and no amount on a percentage code', () => {
    expectAccepted(create, { ...percentage, discountPercentage: 0 })
    expectAccepted(create, { ...percentage, discountPercentage: 10000 })
    expectRejected(
      create,
      { ...percentage, discountPercentage: 10001 },
      'discountPercentage',
      'Percentage cannot exceed 10000 (100 %)',
    )
    expectRejected(
      create,
      { ...percentage, discountPercentage: 12.5 },
      'discountPercentage',
      'Percentage must be a whole number of basis points',
    )
    expectRejected(
      create,
      { ...percentage, discountPercentage: undefined },
      'discountPercentage',
      'Percentage is required for a percentage code',
    )
    expectRejected(create, { ...percentage, discountAmount: 100 }, 'discountAmount', 'A percentage code has no amount')
  })

  it('takes an amount of 0 or more and a currency on a fixed-amount code, and no percentage', () => {
    expectRejected(create, { ...fixed, discountAmount: -1 }, 'discountAmount', 'Amount cannot be negative')
    expectRejected(
      create,
      { ...fixed, discountAmount: undefined },
      'discountAmount',
      'Amount is required for a fixed-amount code',
    )
    expectRejected(create, { ...fixed, currency: undefined }, 'currency', 'Currency is required for a fixed-amount code')
    expectRejected(create, { ...fixed, discountPercentage: 500 }, 'discountPercentage', 'A fixed-amount code has no percentage')
  })

  it('refuses an end before the start, at the end', () => {
    expectAccepted(create, { ...percentage, endTime: percentage.startTime })
    expectRejected(create, { ...percentage, endTime: percentage.startTime - 1 }, 'endTime', 'End must not be before the start')
  })

  it('needs plans when it applies to the listed plans, or to every plan but them', () => {
    expectRejected(create, { ...percentage, planApplyType: 1 }, 'planIds', 'Choose at least one plan')
    expectRejected(create, { ...percentage, planApplyType: 2, planIds: [] }, 'planIds', 'Choose at least one plan')
    expectRejected(
      create,
      { ...percentage, planApplyType: 3 },
      'planApplyType',
      'Applies to must be 0 (every plan), 1 (the listed plans) or 2 (every plan except the listed ones)',
    )
  })

  it('takes upgrades only or upgrades to a longer plan only, not both', () => {
    expectRejected(
      create,
      { ...percentage, upgradeOnly: true, upgradeLongPlanOnly: true },
      'upgradeLongPlanOnly',
      'Choose upgrades only, or upgrades to a longer plan only, not both',
    )
  })

  it('refuses decimals in whole-number members instead of changing them', () => {
    expectRejected(create, { ...percentage, quantity: 2.5 }, 'quantity', 'Quantity must be a whole number')
    expectRejected(create, { ...fixed, cycleLimit: 1.5 }, 'cycleLimit', 'Cycle limit must be a whole number')
  })
})

describe('discount code edit input (operations 3.11)', () => {
  it('needs the id, and keeps the rules that tie members together', () => {
    expectAccepted(edit, { id: 8, name: 'Renamed' })
    expectRejected(edit, { name: 'x' }, 'id', 'Discount id must be a whole number')
    expectRejected(edit, { id: 8, startTime: 10, endTime: 5 }, 'endTime', 'End must not be before the start')
  })

  it('replaces an editable code whole: every member a new code needs', () => {
    const { code: _code, ...members } = percentage
    expectAccepted(editableEdit, { id: 8, ...members })
    expectRejected(editableEdit, { id: 8, name: 'x' }, 'billingType', 'Billing type is required')
  })

  it('edits an active code through its dates, plans and limits, given the times or the plans', () => {
    expectAccepted(activeEdit, { id: 2, startTime: 1, endTime: 2 })
    expectAccepted(activeEdit, { id: 2, planApplyType: 1, planIds: [1] })
    expectRejected(activeEdit, { id: 2, name: 'Renamed' }, 'startTime', 'Give the start and the end, or the plans')
    expect(activeEdit.parse({ id: 2, planIds: [1], discountAmount: 9 })).toEqual({ id: 2, planIds: [1] })
    expect(discountFieldsEditableAfterActivation).toEqual([
      'name',
      'startTime',
      'endTime',
      'planApplyType',
      'planIds',
      'userLimit',
      'userScope',
      'upgradeOnly',
      'upgradeLongPlanOnly',
      'advance',
      'metadata',
    ])
  })
})

describe('discount code state and quantity input (operations 3.11)', () => {
  it('needs an id greater than 0, and an increase above 0', () => {
    expectAccepted(discountIdInput, { id: 3 })
    expectRejected(discountIdInput, { id: 0 }, 'id', 'Discount id must be greater than 0')
    expectAccepted(increment, { id: 3, amount: 10 })
    expectRejected(increment, { id: 3, amount: 0 }, 'amount', 'Amount must be greater than 0')
  })
})
