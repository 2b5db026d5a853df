import { z } from 'zod'
import { planListInput } from '../../api/contract/extensions/plans'
import { numberField, textField } from '../../lib/fields'

/**
 * The filters typed into the form (search text and product ID), checked by the contract's rules before
 * anything is sent.
 */
export const planFilterSchema = z.object({
  search: textField(planListInput.shape.searchKey),
  productId: numberField(planListInput.shape.productIds.unwrap().element.optional()),
})
export type PlanFilterValues = z.input<typeof planFilterSchema>
export type PlanFilterOutput = z.output<typeof planFilterSchema>
