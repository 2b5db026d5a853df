import { z } from 'zod'
import { metricDeleteInput } from '../../api/contract/metrics'
import { numberField } from '../../lib/fields'

/**
 * The delete form: the contract's request with the metric ID typed as text ("5.5" is refused, never
 * read as 55), and a plain message when it is left empty.
 */
export const metricDeleteFormSchema = z.object({
  metricId: numberField(metricDeleteInput.shape.metricId, 'Enter the metric ID'),
})
export type MetricDeleteFormValues = z.input<typeof metricDeleteFormSchema>
export type MetricDeleteFormOutput = z.output<typeof metricDeleteFormSchema>
