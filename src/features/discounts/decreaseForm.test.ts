import { describe, expect, it } from 'vitest'
import { discountDecreaseQuantityInput } from '../../api/contract/discounts'
import { blankToUndefined } from '../../lib/forms'
import { decreaseFormSchema, type DecreaseFormValues } from './decreaseForm'

const parse = (values: DecreaseFormValues) => decreaseFormSchema.safeParse(blankToUndefined(values))
const issues = (values: DecreaseFormValues) => parse(values).error?.issues.map(({ path, message }) => ({ path, message }))

describe('decrease quantity form', () => {
  it('maps a filled form to a request the contract accepts', () => {
    const result = parse({ id: 31, amount: ' 5 ' })
    expect(result.data).toEqual({ id: 31, amount: 5 })
    expect(discountDecreaseQuantityInput.safeParse(result.data).success).toBe(true)
  })
  it('requires an amount', () => {
    expect(issues({ id: 31, amount: '' })).toEqual([{ path: ['amount'], message: 'Enter the quantity to subtract' }])
  })
  it('refuses zero and negative amounts with the contract’s message', () => {
    expect(issues({ id: 31, amount: '0' })).toEqual([{ path: ['amount'], message: 'Amount must be greater than 0' }])
    expect(issues({ id: 31, amount: '-4' })).toEqual([{ path: ['amount'], message: 'Amount must be greater than 0' }])
  })
  it.each(['2.5', '1e3', '5,5', 'three'])('refuses %s instead of reading another number', (typed) => {
    expect(issues({ id: 31, amount: typed })).toEqual([{ path: ['amount'], message: 'Amount must be a whole number' }])
  })
})
