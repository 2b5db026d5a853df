import { describe, expect, it } from 'vitest'
import { blankToUndefined } from '../../lib/forms'
import { increaseFormSchema } from './increaseForm'

const parse = (amount: string) => increaseFormSchema.safeParse(blankToUndefined({ amount }))

describe('quantity increase form', () => {
  it('sends a whole number greater than 0', () => {
    expect(parse(' 12 ').data).toEqual({ amount: 12 })
  })

  it.each([
    ['', 'Enter the quantity to add'],
    ['0', 'Amount must be greater than 0'],
    ['2.5', 'Amount must be a whole number'],
  ])('refuses "%s" instead of changing it', (amount, message) => {
    expect(parse(amount).error?.issues.map((issue) => issue.message)).toEqual([message])
  })
})
