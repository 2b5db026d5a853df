import { z } from 'zod'
import { createTimeInOrder } from '../../api/contract/extensions/listing'
import { subscriptionListInput } from '../../api/contract/extensions/subscriptions'
import { dateTimeField, numberField, textField } from '../../lib/fields'

const shape = () => subscriptionListInput.shape

/**
 * The typed filters, checked by the contract's rules before they apply: a currency code (typed in any
 * case), a plan and a user ID, and the creation range in order.
 */
export const subscriptionFilterSchema = z
  .object({
    currency: textField(
      z
        .string()
        .optional()
        .transform((code) => code?.toUpperCase())
        .pipe(shape().currency),
    ),
    planId: numberField(shape().planIds.unwrap().element.optional()),
    userId: numberField(shape().userId),
    createTimeStart: dateTimeField(shape().createTimeStart),
    createTimeEnd: dateTimeField(shape().createTimeEnd),
  })
  .refine(...createTimeInOrder)
export type SubscriptionFilterValues = z.input<typeof subscriptionFilterSchema>
