import { z } from 'zod'
import { subscriptionSortFields } from '../sorting'
import { currencyCode, extensionEndpoint, jsonObject, list, positiveInt, requiredString, resource } from '../core'
import { discountCodeSchema } from '../discounts'
import { planSchema } from '../plans'
import { subscriptionSchema } from '../subscriptions'
import { gatewaySchema, userSchema } from '../users'
import { invoiceSchema } from './invoices'
import {
  amountInOrder,
  amountRange,
  codeList,
  createTimeInOrder,
  createTimeRange,
  idList,
  oneOf,
  paging,
  productIdList,
  sorting,
  text,
} from './listing'

// ---- resources (list-endpoints.md §3.4 and §4) ----

export const addonParamSchema = resource({ addonPlanId: z.number(), quantity: z.number() })
export type AddonParam = z.infer<typeof addonParamSchema>

export const subscriptionAddonSchema = resource({ addonPlan: planSchema, quantity: z.number() })
export type SubscriptionAddon = z.infer<typeof subscriptionAddonSchema>

/**
 * A subscription with its customer, plan, gateway, add-ons and latest invoice: an item of the list, and
 * the detail call's answer (which has no `discount` and no `dayLeft`). Related records are null when
 * there are none.
 */
export const subscriptionDetailSchema = resource({
  addonParams: list(addonParamSchema),
  addons: list(subscriptionAddonSchema),
  dayLeft: z.number(),
  discount: discountCodeSchema,
  gateway: gatewaySchema,
  latestInvoice: invoiceSchema,
  note: z.string(),
  plan: planSchema,
  previousStatus: z.number(),
  source: z.string(),
  subscription: subscriptionSchema,
  unfinishedSubscriptionPendingUpdate: jsonObject,
  user: userSchema,
})
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>

// ---- requests ----

export { subscriptionSortFields }

export const subscriptionListInput = z
  .object({
    userId: positiveInt('User id').optional(),
    /**
     * Stored statuses. The real service shows an incomplete subscription (7) as active (2) to API keys, so
     * "active" is `[2, 7]`.
     */
    status: codeList('subscriptionStatus', 'Status').optional(),
    currency: currencyCode('Currency').optional(),
    planIds: idList('Plan id').optional(),
    /** The plans of these products are added to `planIds`; 0 is the default product. */
    productIds: productIdList.optional(),
    ...amountRange(),
    /** Part of the customer's e-mail. */
    email: text('E-mail').optional(),
    externalUserId: text('External user id').optional(),
    /** Part of the subscription id or of the customer's e-mail. */
    searchKey: text('Search text').optional(),
    ...paging(),
    ...sorting(subscriptionSortFields),
    ...createTimeRange(),
  })
  .refine(...amountInOrder)
  .refine(...createTimeInOrder)
export type SubscriptionListInput = z.input<typeof subscriptionListInput>

export const subscriptionDetailInput = z.object({ subscriptionId: requiredString('Subscription id') })
export type SubscriptionDetailInput = z.input<typeof subscriptionDetailInput>

// ---- endpoints ----

export const subscriptionList = extensionEndpoint({
  section: 'L3.4',
  name: 'subscriptionList',
  method: 'POST',
  path: '/merchant/subscription/list',
  summary: `List subscriptions with their customer, plan and latest invoice (sort by ${oneOf(subscriptionSortFields)})`,
  kind: 'read',
  input: subscriptionListInput,
  output: resource({ subscriptions: list(subscriptionDetailSchema), total: z.number() }),
})

export const subscriptionDetail = extensionEndpoint({
  section: 'L4',
  name: 'subscriptionDetail',
  method: 'POST',
  path: '/merchant/subscription/detail',
  summary: 'Get a subscription with its customer, plan, gateway and latest invoice',
  kind: 'read',
  input: subscriptionDetailInput,
  output: subscriptionDetailSchema,
})
