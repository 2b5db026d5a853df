import { z } from 'zod'
import { planSortFields } from '../sorting'
import { currencyCode, extensionEndpoint, jsonObject, list, positiveInt, resource } from '../core'
import { planSchema } from '../plans'
import { productSchema } from '../products'
import { codeList, codeValue, idList, oneOf, paging, productIdList, sorting, text } from './listing'

// ---- resources (list-endpoints.md §3.8) ----

/**
 * A plan with its product and add-ons. In lists, a main plan without recurring add-ons has `addonIds`
 * null and `onetimeAddonIds` []; an add-on plan has both null. In the detail call both are arrays.
 */
export const planDetailSchema = resource({
  addonIds: list(z.number()),
  addons: list(planSchema),
  metricMeteredCharge: list(jsonObject),
  metricPlanLimits: list(jsonObject),
  metricRecurringCharge: list(jsonObject),
  onetimeAddonIds: list(z.number()),
  onetimeAddons: list(planSchema),
  plan: planSchema,
  product: productSchema,
})
export type PlanDetail = z.infer<typeof planDetailSchema>

// ---- requests ----

export { planSortFields }

export const planListInput = z.object({
  planIds: idList('Plan id').optional(),
  /** 0 is the default product. */
  productIds: productIdList.optional(),
  type: codeList('planType', 'Plan type').optional(),
  status: codeList('planStatus', 'Status').optional(),
  publishStatus: codeValue('planPublishStatus', 'Publish status').optional(),
  currency: currencyCode('Currency').optional(),
  /** Part of the plan's name or description. */
  searchKey: text('Search text').optional(),
  ...paging(),
  ...sorting(planSortFields),
})
export type PlanListInput = z.input<typeof planListInput>

export const planDetailInput = z.object({ planId: positiveInt('Plan id') })
export type PlanDetailInput = z.input<typeof planDetailInput>

// ---- endpoints ----

export const planList = extensionEndpoint({
  section: 'L3.8',
  name: 'planList',
  method: 'POST',
  path: '/merchant/plan/list',
  summary: `List plans (100 a page unless asked; sort by ${oneOf(planSortFields)})`,
  kind: 'read',
  input: planListInput,
  output: resource({ plans: list(planDetailSchema), total: z.number() }),
})

export const planDetail = extensionEndpoint({
  section: 'L4',
  name: 'planDetail',
  method: 'POST',
  path: '/merchant/plan/detail',
  summary: 'Get a plan with its product and add-ons',
  kind: 'read',
  input: planDetailInput,
  output: resource({ plan: planDetailSchema }),
})
