import { z } from 'zod'
import { codeValue, codeList, idList, oneOf, paging, productIdList, sorting, text } from './listing'
import { currencyCode, extensionEndpoint, jsonObject, list, positiveInt, resource } from '../core'
import { productSchema } from '../products'

// ---- resources (real-service.md A7; list-endpoints.md §3.8) ----

/** A plan. `bindingAddonIds` and `bindingOnetimeAddonIds` are plan ids joined with commas ("11,12"). */
export const planSchema = resource({
  amount: z.number(),
  bindingAddonIds: z.string(),
  bindingOnetimeAddonIds: z.string(),
  cancelAtTrialEnd: z.number(),
  createTime: z.number(),
  currency: z.string(),
  description: z.string(),
  externalPlanId: z.string(),
  homeUrl: z.string(),
  id: z.number(),
  imageUrl: z.string(),
  intervalCount: z.number(),
  /** day, week, month or year. */
  intervalUnit: z.string(),
  merchantId: z.number(),
  metadata: jsonObject,
  planName: z.string(),
  productId: z.number(),
  publishStatus: z.number(),
  status: z.number(),
  /** Basis points: 1000 = 10 %. */
  taxPercentage: z.number(),
  trialAmount: z.number(),
  trialDemand: z.string(),
  trialDurationTime: z.number(),
  type: z.number(),
})
export type Plan = z.infer<typeof planSchema>

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

export const planSortFields = ['plan_name', 'gmt_create', 'gmt_modify'] as const

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
  ...paging,
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
