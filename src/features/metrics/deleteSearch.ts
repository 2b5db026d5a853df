import { metricDeleteInput } from '../../api/contract/metrics'
import { ruleParam, searchSchema } from '../../lib/listSearch'

/** `/metrics/delete?metricId=71` prefills the id (it never deletes by itself); a bad value is ignored. */
export const metricDeleteSearchSchema = searchSchema({ metricId: ruleParam(() => metricDeleteInput.shape.metricId) })
export type MetricDeleteSearch = ReturnType<typeof metricDeleteSearchSchema.parse>
