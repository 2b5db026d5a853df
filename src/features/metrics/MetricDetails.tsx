import { Stack, Text } from '@mantine/core'
import type { MerchantMetric } from '../../api/contract/metrics'
import { CodeBadge } from '../../components/CodeBadge'
import { Field } from '../../components/Field'
import { CopyOrNotSet, FieldList, type FieldSpec } from '../../components/FieldList'
import { JsonView } from '../../components/JsonView'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, YesNo } from '../../components/Values'

const fields: FieldSpec<MerchantMetric>[] = [
  ['Name', (metric) => metric.metricName],
  ['Code', (metric) => <CopyOrNotSet value={metric.code} label="metric code" />],
  ['Unit', (metric) => metric.unit],
  ['Aggregation type', (metric) => <CodeBadge kind="metricAggregationType" value={metric.aggregationType} />],
  [
    'Aggregation property',
    (metric) =>
      metric.aggregationProperty ? (
        <Text size="sm" ff="monospace">
          {metric.aggregationProperty}
        </Text>
      ) : (
        <Dimmed>none</Dimmed>
      ),
  ],
  ['Metric type', (metric) => <CodeBadge kind="metricType" value={metric.type} />],
  ['Archived', (metric) => <YesNo value={metric.archived} />],
  ['Carry-over proration', (metric) => <YesNo value={metric.carryoverProrationEnabled} />],
  ['Proration refunds', (metric) => <YesNo value={metric.prorationRefundEnabled} />],
  ['Metric ID', (metric) => <CopyOrNotSet value={metric.id} label="metric ID" />],
  ['Merchant ID', (metric) => metric.merchantId],
  ['Created', (metric) => <Timestamp value={metric.createTime} />],
  ['Last modified', (metric) => <Timestamp value={metric.gmtModify} />],
]

/** Every field of a merchant metric (2.11). */
export function MetricDetails({ metric }: { metric: MerchantMetric }) {
  return (
    <Stack gap="sm">
      <FieldList record={metric} fields={fields} />
      <Field label="Description">{metric.metricDescription || <Dimmed>none</Dimmed>}</Field>
      <Field label="Metadata">
        <JsonView value={metric.metaData} label="Metric metadata" />
      </Field>
    </Stack>
  )
}
