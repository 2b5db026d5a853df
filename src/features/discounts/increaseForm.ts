import { z } from 'zod'
import { discountQuantityIncrementInput } from '../../api/contract/extensions/discountActions'
import { numberField } from '../../lib/fields'

/**
 * The increase form (§3.11): the contract's amount, typed as text and required; whole and greater than 0 as the
 * contract says, so "2.5" is refused, never read as 25.
 */
export const increaseFormSchema = z.object({
  amount: numberField(discountQuantityIncrementInput.shape.amount, 'Enter the quantity to add'),
})
export type IncreaseFormValues = z.input<typeof increaseFormSchema>
export type IncreaseFormOutput = z.output<typeof increaseFormSchema>
