import { activateSearchSchema } from './activateSearch'
import { describe, expect, it } from 'vitest'
import { planActivateInput } from '../../api/contract/plans'
import { blankToUndefined } from '../../lib/forms'
import {
  activateFormDefaults,
  activateFormSchema,
  activationPreview,
  describePlan,
  type ActivateFormValues,
} from './activateForm'

const parse = (values: ActivateFormValues) => activateFormSchema.safeParse(blankToUndefined(values))
const issues = (values: ActivateFormValues) => parse(values).error?.issues.map(({ path, message }) => ({ path, message }))

describe('activate plan form', () => {
  it('sends the plan id alone, as a number the contract accepts', () => {
    const result = parse({ planId: ' 3 ', externalPlanId: '' })
    expect(result.data).toEqual({ planId: 3 })
    expect(planActivateInput.safeParse(result.data).success).toBe(true)
  })
  it('sends the external plan id alone, trimmed', () => {
    expect(parse({ planId: '', externalPlanId: ' plan_basic_monthly ' }).data).toEqual({ externalPlanId: 'plan_basic_monthly' })
  })
  it('refuses both at the plan id field', () => {
    expect(issues({ planId: '3', externalPlanId: 'plan_basic_monthly' })).toEqual([
      { path: ['planId'], message: 'Give either a plan id or an external plan id, not both' },
    ])
  })
  it('refuses neither, blanks counting as empty', () => {
    expect(issues({ planId: '', externalPlanId: '   ' })).toEqual([
      { path: ['planId'], message: 'Give a plan id or an external plan id' },
    ])
  })
  it.each([
    ['0', 'Plan id must be greater than 0'],
    ['-1', 'Plan id must be greater than 0'],
    ['6.5', 'Plan id must be a whole number'],
    ['abc', 'Plan id must be a whole number'],
  ])('refuses the plan id %s instead of changing it', (planId, message) => {
    expect(issues({ planId, externalPlanId: '' })).toEqual([{ path: ['planId'], message }])
  })
  it('names the plan and previews what will happen', () => {
    expect(describePlan({ planId: 3 })).toBe('Plan 3')
    expect(describePlan({ externalPlanId: 'plan_x' })).toBe('The plan with external plan ID “plan_x”')
    expect(activationPreview({ planId: '3', externalPlanId: '' })).toBe('Will activate plan 3, by its plan ID.')
    expect(activationPreview({ planId: '', externalPlanId: 'plan_x' })).toBe(
      'Will activate the plan with external plan ID “plan_x”.',
    )
    expect(activationPreview({ planId: '3', externalPlanId: 'plan_x' })).toMatch(/^Both are filled in/)
    expect(activationPreview({ planId: '', externalPlanId: ' ' })).toBe('Fill in one of the two.')
  })
  it('prefills from search params, ignoring bad values', () => {
    expect(activateFormDefaults(activateSearchSchema.parse({ planId: 4 }))).toEqual({ planId: '4', externalPlanId: '' })
    expect(activateSearchSchema.parse({ planId: -4, externalPlanId: 'plan_x' })).toEqual({
      planId: undefined,
      externalPlanId: 'plan_x',
    })
    expect(activateSearchSchema.parse({ planId: 'x', externalPlanId: 7 })).toEqual({
      planId: undefined,
      externalPlanId: undefined,
    })
  })
})
