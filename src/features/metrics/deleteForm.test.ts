import { describe, expect, it } from 'vitest'
import { metricDeleteInput } from '../../api/contract/metrics'
import { blankToUndefined } from '../../lib/forms'
import { metricDeleteFormSchema, type MetricDeleteFormValues } from './deleteForm'
import { metricDeleteSearchSchema } from './deleteSearch'

const parse = (values: MetricDeleteFormValues) => metricDeleteFormSchema.safeParse(blankToUndefined(values))
const issues = (values: MetricDeleteFormValues) => parse(values).error?.issues.map(({ path, message }) => ({ path, message }))

describe('delete metric form', () => {
  it('maps the id to a request the contract accepts', () => {
    const result = parse({ metricId: ' 71 ' })
    expect(result.data).toEqual({ metricId: 71 })
    expect(metricDeleteInput.safeParse(result.data).success).toBe(true)
  })
  it('requires the id', () => {
    expect(issues({ metricId: '' })).toEqual([{ path: ['metricId'], message: 'Enter the metric ID' }])
  })
  it.each([
    ['0', 'Metric id must be greater than 0'],
    ['5.5', 'Metric id must be a whole number'],
    ['seven', 'Metric id must be a whole number'],
  ])('refuses %s with the contract’s message instead of changing it', (metricId, message) => {
    expect(issues({ metricId })).toEqual([{ path: ['metricId'], message }])
  })
  it('prefills from the search params, ignoring bad values', () => {
    expect(metricDeleteSearchSchema.parse({ metricId: 71 })).toEqual({ metricId: 71 })
    expect(metricDeleteSearchSchema.parse({ metricId: 'x' })).toEqual({ metricId: undefined })
    expect(metricDeleteSearchSchema.parse({})).toEqual({})
  })
})
