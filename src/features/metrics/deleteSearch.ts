import { z } from 'zod'
import { metricDeleteInput } from '../../api/contract/metrics'
import { filterSearch } from '../../lib/listSearch'

/** `/metrics/delete?metricId=71` prefills the id (it never deletes by itself); a bad value is ignored. */
export const metricDeleteSearchSchema = z.object({ metricId: filterSearch(metricDeleteInput.shape.metricId) })
export type MetricDeleteSearch = z.output<typeof metricDeleteSearchSchema>
