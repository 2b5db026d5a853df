import { z } from 'zod'
import { metricDeleteInput } from '../../api/contract/metrics'

export interface MetricDeleteFormValues {
  /** NumberInput's value: '' while empty. */
  metricId: number | string
}

/** The delete form: the contract's request, with a plain message when the id is left empty. */
export const metricDeleteFormSchema = metricDeleteInput.extend({
  metricId: z.number({ error: 'Enter the metric ID' }).pipe(metricDeleteInput.shape.metricId),
})
export type MetricDeleteFormOutput = z.output<typeof metricDeleteFormSchema>

/** `/metrics/delete?metricId=71` prefills the id (it never deletes by itself); a bad value is ignored. */
export const metricDeleteSearchSchema = z.object({
  metricId: metricDeleteInput.shape.metricId.optional().catch(undefined),
})
export type MetricDeleteSearch = z.infer<typeof metricDeleteSearchSchema>
