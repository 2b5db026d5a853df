import { z } from 'zod'
import { batchChildListInput, discountListInput } from '../../api/contract/extensions/discounts'
import { currencyField, textField } from '../../lib/fields'

/** The typed filters of the codes and templates lists: a currency (in any case) and search text. */
export const discountFilterSchema = z.object({
  currency: currencyField(discountListInput.shape.currency),
  search: textField(discountListInput.shape.searchKey),
})
export type DiscountFilterValues = z.input<typeof discountFilterSchema>
export type DiscountFilterOutput = z.output<typeof discountFilterSchema>

/** The typed filter of a template's child codes: part of the code. */
export const childFilterSchema = z.object({ code: textField(batchChildListInput.shape.code) })
export type ChildFilterValues = z.input<typeof childFilterSchema>
export type ChildFilterOutput = z.output<typeof childFilterSchema>
