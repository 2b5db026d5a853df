import { z } from 'zod'
import { userListInput } from '../../api/contract/extensions/users'
import { numberField, textField } from '../../lib/fields'

/** The typed filters (search text and a plan ID), checked by the contract's rules before they apply. */
export const customerFilterSchema = z.object({
  search: textField(userListInput.shape.searchKey),
  planId: numberField(userListInput.shape.planIds.unwrap().element.optional()),
})
export type CustomerFilterValues = z.input<typeof customerFilterSchema>
