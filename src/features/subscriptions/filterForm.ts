import { z } from 'zod'
import { createTimeInOrder } from '../../api/contract/extensions/listing'
import { subscriptionListInput } from '../../api/contract/extensions/subscriptions'
import { dateTimeField, numberField, textField } from '../../lib/fields'
import { typedId } from '../../lib/ids'

const shape = () => subscriptionListInput.shape

/**
 * The typed filters, checked by the contract's rules before they apply: a currency code (typed in any
 * case), a plan and a user ID, and the creation range in order. The search takes an id only (the service's list has
 * no text search), which Enter opens.
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
    search: textField(
      z
        .string()
        .optional()
        .refine(
          (text) => text === undefined || typedId(text) !== null,
          'Type a subscription ID (sub_…), an invoice ID or a user ID',
        ),
    ),
  })
  .refine(...createTimeInOrder)
export type SubscriptionFilterValues = z.input<typeof subscriptionFilterSchema>
