import { z } from 'zod'
import { userListInput } from '../../api/contract/extensions/users'
import { createTimeInOrder } from '../../api/contract/extensions/listing'
import { dateTimeField, numberField, textField } from '../../lib/fields'

const shape = userListInput.shape

/**
 * The typed filters (search text, a plan ID, the creation range in the chosen time zone), checked by the contract's
 * rules before they apply.
 */
export const customerFilterSchema = z
  .object({
    search: textField(shape.searchKey),
    planId: numberField(shape.planIds.unwrap().element.optional()),
    createTimeStart: dateTimeField(shape.createTimeStart),
    createTimeEnd: dateTimeField(shape.createTimeEnd),
  })
  .refine(...createTimeInOrder)
export type CustomerFilterValues = z.input<typeof customerFilterSchema>
