import { Stack, Text } from '@mantine/core'
import type { MerchantMetric } from '../../api/contract/metrics'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { FieldGrid } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, YesNo } from '../../components/Values'

/** Every field of a merchant metric (2.11). */
export function MetricDetails({ metric }: { metric: MerchantMetric }) {
  return (
    <Stack gap="sm">
      <FieldGrid>
        <Field label="Name">{metric.metricName || <Dimmed>not set</Dimmed>}</Field>
        <Field label="Code">
          {metric.code ? <CopyValue value={metric.code} label="metric code" /> : <Dimmed>not set</Dimmed>}
        </Field>
        <Field label="Unit">{metric.unit || <Dimmed>not set</Dimmed>}</Field>
        <Field label="Aggregation type">
          <CodeBadge kind="metricAggregationType" value={metric.aggregationType} />
        </Field>
        <Field label="Aggregation property">
          {metric.aggregationProperty ? (
            <Text span ff="monospace" inherit>
              {metric.aggregationProperty}
            </Text>
          ) : (
            <Dimmed>none</Dimmed>
          )}
        </Field>
        <Field label="Metric type">
          <CodeBadge kind="metricType" value={metric.type} />
        </Field>
        <Field label="Archived">
          <YesNo value={metric.archived} />
        </Field>
        <Field label="Carry-over proration">
          <YesNo value={metric.carryoverProrationEnabled} />
        </Field>
        <Field label="Proration refunds">
          <YesNo value={metric.prorationRefundEnabled} />
        </Field>
        <Field label="Metric ID">
          {metric.id != null ? <CopyValue value={metric.id} label="metric ID" /> : <Dimmed>not set</Dimmed>}
        </Field>
        <Field label="Merchant ID">{metric.merchantId ?? <Dimmed>not set</Dimmed>}</Field>
        <Field label="Created">
          <Timestamp value={metric.createTime} />
        </Field>
        <Field label="Last modified">
          <Timestamp value={metric.gmtModify} />
        </Field>
      </FieldGrid>
      <Field label="Description">{metric.metricDescription || <Dimmed>none</Dimmed>}</Field>
      <Field label="Metadata">
        <JsonView value={metric.metaData} label="Metric metadata" />
      </Field>
    </Stack>
  )
}
