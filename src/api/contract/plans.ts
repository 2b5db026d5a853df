import { z } from 'zod'
import { emptyOutput, endpoint, positiveInt } from './core'

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
