import { describe, expect, it } from 'vitest'
import { blankToUndefined } from '../../lib/forms'
import { editPlanFormSchema, newPlanDefaults, newPlanFormSchema, planDefaults, type PlanFormValues } from './planForm'

const base: PlanFormValues = { ...newPlanDefaults(), planName: 'Pro monthly', amount: '29.90', currency: 'eur' }
const parseNew = (values: Partial<PlanFormValues>) => newPlanFormSchema.safeParse(blankToUndefined({ ...base, ...values }))
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('plan form', () => {
  it('sends the price in minor units, the interval, the trial in seconds', () => {
    expect(parseNew({ trialDurationTime: '14' }).data).toEqual({
      planName: 'Pro monthly',
      amount: 2990,
      currency: 'EUR',
      type: 1,
      intervalUnit: 'month',
      intervalCount: 1,
      productId: 0,
      trialDurationTime: 14 * 24 * 3600,
      addonIds: [],
      onetimeAddonIds: [],
    })
  })

  it('sends a one-time add-on without an interval or add-ons', () => {
    const data = parseNew({ type: '3' }).data
    expect(data).toMatchObject({ type: 3, amount: 2990 })
    expect(data).not.toHaveProperty('intervalUnit')
    expect(data).not.toHaveProperty('addonIds')
  })

  it.each<[Partial<PlanFormValues>, string, string]>([
    [{ intervalUnit: 'month', intervalCount: '13' }, 'intervalCount', 'A plan is billed every 12 months at most'],
    [{ intervalUnit: 'year', intervalCount: '2' }, 'intervalCount', 'A plan is billed every 1 year at most'],
    [{ intervalCount: '1.5' }, 'intervalCount', 'Interval count must be a whole number'],
    [{ amount: '9.999' }, 'amount', 'EUR amounts have at most 2 decimal places'],
    [{ trialDurationTime: '2.5' }, 'trialDurationTime', 'Trial length must be a whole number'],
    [{ type: '2', trialDurationTime: '7' }, 'trialDurationTime', 'A trial is for main plans only'],
    [{ planName: '' }, 'planName', 'Plan name is required'],
  ])('refuses %o at its field', (values, path, message) => {
    expect(messages(parseNew(values))).toEqual([[path, message]])
  })

  it("never sends an active plan's price, currency or interval", () => {
    const plan = {
      id: 50,
      planName: 'Team',
      status: 2,
      type: 1,
      amount: 4900,
      currency: 'EUR',
      intervalUnit: 'month',
      intervalCount: 1,
      productId: 0,
    }
    expect(planDefaults(plan)).toMatchObject({ amount: '49.00', intervalCount: '1' })
    const sent = editPlanFormSchema(plan).safeParse(
      blankToUndefined({ ...planDefaults(plan), planName: 'Team plus', amount: '59' }),
    ).data
    expect(sent).toMatchObject({ planId: 50, planName: 'Team plus' })
    for (const frozen of ['amount', 'currency', 'intervalUnit', 'intervalCount']) expect(sent).not.toHaveProperty(frozen)
  })
})
