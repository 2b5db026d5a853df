import { z } from 'zod'
import { endpoint, jsonObject, list, positiveInt, resource } from './core'

// ---- resources ----

export const planIntervalSelectorSchema = resource({
  intervalCount: z.number(),
  intervalUnit: z.string(),
})
export type PlanIntervalSelector = z.infer<typeof planIntervalSelectorSchema>

export const planApplyGroupSchema = resource({
  currency: list(z.string()),
  groupPlanIntervalSelector: list(planIntervalSelectorSchema),
  type: list(z.number()),
})
export type PlanApplyGroup = z.infer<typeof planApplyGroupSchema>

/** 2.4 */
export const discountCodeShape = () => ({
  advance: z.boolean(),
  billingType: z.number(),
  code: z.string(),
  createTime: z.number(),
  currency: z.string(),
  cycleLimit: z.number(),
  discountAmount: z.number(),
  /** Basis points: 1000 = 10 %. */
  discountPercentage: z.number(),
  discountType: z.number(),
  endTime: z.number(),
  id: z.number(),
  isDeleted: z.number(),
  merchantId: z.number(),
  metadata: jsonObject,
  name: z.string(),
  planApplyGroup: planApplyGroupSchema,
  planApplyType: z.number(),
  planIds: list(z.number()),
  quantity: z.number(),
  startTime: z.number(),
  status: z.number(),
  upgradeLongerOnly: z.boolean(),
  upgradeOnly: z.boolean(),
  userLimit: z.number(),
  userScope: z.number(),
})

/** 2.5: every discount code field, and these. */
const batchTemplateShape = () => ({
  ...discountCodeShape(),
  childCodeCount: z.number(),
  codePrefix: z.string(),
  type: z.number(),
  usedChildCodeCount: z.number(),
})

/** 2.6: every batch template field, and these. */
const batchChildShape = () => ({
  ...batchTemplateShape(),
  invoiceId: z.string(),
  isRedeemed: z.boolean(),
  parentTemplateCode: z.string(),
  paymentId: z.string(),
  planId: z.number(),
  planName: z.string(),
  redeemedAt: z.number(),
  redeemedByEmail: z.string(),
  subscriptionId: z.string(),
})

export const discountCodeSchema = resource(discountCodeShape())
export type DiscountCode = z.infer<typeof discountCodeSchema>

export const batchTemplateSchema = resource(batchTemplateShape())
export type BatchTemplate = z.infer<typeof batchTemplateSchema>

export const batchChildSchema = resource(batchChildShape())
export type BatchChild = z.infer<typeof batchChildSchema>

// ---- requests ----

export const discountDecreaseQuantityInput = z.object({
  id: positiveInt('Discount id'),
  /** Quantity to subtract. */
  amount: positiveInt('Amount').optional(),
})
export type DiscountDecreaseQuantityInput = z.input<typeof discountDecreaseQuantityInput>

export const batchTemplateDetailInput = z.object({ id: positiveInt('Template id') })
export type BatchTemplateDetailInput = z.input<typeof batchTemplateDetailInput>

export const batchChildDetailInput = z.object({ id: positiveInt('Child code id') })
export type BatchChildDetailInput = z.input<typeof batchChildDetailInput>

// ---- endpoints ----

export const discountDecreaseQuantity = endpoint({
  section: '4.7',
  name: 'discountDecreaseQuantity',
  method: 'POST',
  path: '/merchant/discount/decrease_quantity',
  summary: 'Decrease the quantity of a discount code',
  kind: 'write',
  input: discountDecreaseQuantityInput,
  output: resource({ discountCode: discountCodeSchema }),
})

export const batchTemplateDetail = endpoint({
  section: '4.8',
  name: 'batchTemplateDetail',
  method: 'POST',
  path: '/merchant/discount/batch/template/detail',
  summary: 'Get a batch discount template',
  kind: 'read',
  input: batchTemplateDetailInput,
  output: resource({ template: batchTemplateSchema }),
})

export const batchChildDetail = endpoint({
  section: '4.9',
  name: 'batchChildDetail',
  method: 'GET',
  path: '/merchant/discount/batch/children/detail',
  summary: 'Get a batch child code',
  kind: 'read',
  input: batchChildDetailInput,
  output: resource({ child: batchChildSchema }),
})
