import { describe, expect, it } from 'vitest'
import { blankToUndefined } from '../../lib/forms'
import {
  activateFormSchema,
  activateSearchSchema,
  activationPreview,
  describePlan,
  type ActivateFormValues,
} from './activateForm'

const parse = (values: ActivateFormValues) => activateFormSchema.safeParse(blankToUndefined(values))
const issues = (values: ActivateFormValues) => parse(values).error?.issues.map(({ path, message }) => ({ path, message }))

describe('activate plan form', () => {
  it('sends the plan id alone', () => {
    expect(parse({ planId: 3, externalPlanId: '' }).data).toEqual({ planId: 3 })
  })
  it('sends the external plan id alone, trimmed', () => {
    expect(parse({ planId: '', externalPlanId: ' plan_basic_monthly ' }).data).toEqual({ externalPlanId: 'plan_basic_monthly' })
  })
  it('refuses both at the plan id field', () => {
    expect(issues({ planId: 3, externalPlanId: 'plan_basic_monthly' })).toEqual([
      { path: ['planId'], message: 'Give either a plan id or an external plan id, not both' },
    ])
  })
  it('refuses neither, blanks counting as empty', () => {
    expect(issues({ planId: '', externalPlanId: '   ' })).toEqual([
      { path: ['planId'], message: 'Give a plan id or an external plan id' },
    ])
  })
  it('refuses a plan id that is not a positive whole number', () => {
    expect(issues({ planId: 0, externalPlanId: '' })).toContainEqual({
      path: ['planId'],
      message: 'Plan id must be greater than 0',
    })
    expect(issues({ planId: -1, externalPlanId: '' })).toContainEqual({
      path: ['planId'],
      message: 'Plan id must be greater than 0',
    })
  })
  it('names the plan and previews what will happen', () => {
    expect(describePlan({ planId: 3 })).toBe('Plan 3')
    expect(describePlan({ externalPlanId: 'plan_x' })).toBe('The plan with external plan ID “plan_x”')
    expect(activationPreview({ planId: 3, externalPlanId: '' })).toBe('Will activate plan 3, by its plan ID.')
    expect(activationPreview({ planId: '', externalPlanId: 'plan_x' })).toBe(
      'Will activate the plan with external plan ID “plan_x”.',
    )
    expect(activationPreview({ planId: 3, externalPlanId: 'plan_x' })).toMatch(/^Both are filled in/)
    expect(activationPreview({ planId: '', externalPlanId: ' ' })).toBe('Fill in one of the two.')
  })
  it('prefills from search params, ignoring bad values', () => {
    expect(activateSearchSchema.parse({ planId: 4 })).toEqual({ planId: 4 })
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
