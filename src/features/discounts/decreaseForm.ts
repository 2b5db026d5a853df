import { z } from 'zod'
import { discountDecreaseQuantityInput } from '../../api/contract/discounts'
import { numberField } from '../../lib/fields'

const shape = () => discountDecreaseQuantityInput.shape

/**
 * The decrease form: the contract's request, the amount typed as text and required (the service needs a
 * quantity to subtract); its rules (whole, greater than 0) are the contract's, so "2.5" is refused, never
 * read as 25.
 */
export const decreaseFormSchema = z.object({
  id: shape().id,
  amount: numberField(shape().amount.unwrap(), 'Enter the quantity to subtract'),
})
export type DecreaseFormValues = z.input<typeof decreaseFormSchema>
export type DecreaseFormOutput = z.output<typeof decreaseFormSchema>
