import { z } from 'zod'
import { emptyOutput, endpoint, jsonObject, positiveInt, resource } from './core'

// ---- resources (real-service.md A7) ----

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

// ---- requests ----

export const planActivateInput = z
  .object({
    planId: positiveInt('Plan id').optional(),
    externalPlanId: z
      .string({ error: 'External plan id must be text' })
      .trim()
      .min(1, { error: 'External plan id cannot be empty' })
      .optional(),
  })
  .superRefine((input, ctx) => {
    const hasPlanId = input.planId !== undefined
    const hasExternalPlanId = input.externalPlanId !== undefined
    if (hasPlanId && hasExternalPlanId) {
      ctx.addIssue({
        code: 'custom',
        path: ['planId'],
        message: 'Give either a plan id or an external plan id, not both',
      })
    } else if (!hasPlanId && !hasExternalPlanId) {
      ctx.addIssue({ code: 'custom', path: ['planId'], message: 'Give a plan id or an external plan id' })
    }
  })
export type PlanActivateInput = z.input<typeof planActivateInput>

// ---- endpoints ----

export const planActivate = endpoint({
  section: '4.21',
  name: 'planActivate',
  method: 'POST',
  path: '/merchant/plan/activate',
  summary: 'Activate a plan',
  kind: 'write',
  input: planActivateInput,
  output: emptyOutput,
})
