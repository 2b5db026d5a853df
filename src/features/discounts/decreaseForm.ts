import { z } from 'zod'
import { discountDecreaseQuantityInput } from '../../api/contract/discounts'

export interface DecreaseFormValues {
  id: number
  /** NumberInput's value: '' while empty. */
  amount: number | string
}

/**
 * The decrease form: the contract's request, with the amount required (the service needs a quantity to
 * subtract); the amount's rules (whole, greater than 0) are the contract's.
 */
export const decreaseFormSchema = discountDecreaseQuantityInput.extend({
  amount: z.number({ error: 'Enter the quantity to subtract' }).pipe(discountDecreaseQuantityInput.shape.amount.unwrap()),
})
export type DecreaseFormOutput = z.output<typeof decreaseFormSchema>
