import type { MerchantMetric } from '../../api/contract/metrics'

/** A metric for people, unique in a list: "Active users (metric 71)", or "metric 71" without a name. */
export function metricTitle(metric: Pick<MerchantMetric, 'id' | 'metricName'> | null | undefined): string {
  const id = metric?.id ?? '?'
  return metric?.metricName ? `${metric.metricName} (metric ${id})` : `metric ${id}`
}
