import { Anchor, Button, Text } from '@mantine/core'
import { memo, useMemo } from 'react'
import { IconTrash } from '@tabler/icons-react'
import type { MerchantMetric } from '../../api/contract/metrics'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { metricTitle } from './format'

export interface MetricRowActions {
  onSelect: (metric: MerchantMetric) => void
  onDelete: (metric: MerchantMetric) => void
}

/** One page of metrics: each row opens its details, and offers "Delete". */
export const MetricsTable = memo(function MetricsTable({
  metrics,
  busy,
  onSelect,
  onDelete,
}: { metrics: MerchantMetric[]; busy: boolean } & MetricRowActions) {
  const columns = useMemo(() => metricColumns({ onSelect, onDelete }), [onSelect, onDelete])
  return <DataTable label="Metrics" rows={metrics} columns={columns} minWidth={860} striped highlightOnHover aria-busy={busy} />
})

const metricColumns = ({ onSelect, onDelete }: MetricRowActions): Column<MerchantMetric>[] => [
  {
    header: 'ID',
    cell: (metric) => (metric.id != null ? <CopyValue value={metric.id} label={`metric ID ${metric.id}`} /> : '—'),
  },
  {
    header: 'Metric',
    cell: (metric) => (
      <>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          underline="never"
          onClick={() => onSelect(metric)}
          aria-label={`Details of ${metricTitle(metric)}`}
        >
          {metric.metricName || 'Unnamed metric'}
        </Anchor>
        {metric.archived ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            archived
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Code',
    cell: (metric) => (
      <Text size="sm" ff="monospace">
        {metric.code || '—'}
      </Text>
    ),
  },
  { header: 'Type', cell: (metric) => <CodeBadge kind="metricType" value={metric.type} /> },
  { header: 'Aggregation', cell: (metric) => <CodeBadge kind="metricAggregationType" value={metric.aggregationType} /> },
  {
    header: 'Created',
    cell: (metric) => (
      <Text size="sm">
        <Timestamp value={metric.createTime} />
      </Text>
    ),
  },
  {
    header: 'Action',
    cell: (metric) =>
      metric.id != null ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onDelete(metric)}
          aria-label={`Delete ${metricTitle(metric)}`}
        >
          Delete
        </Button>
      ) : null,
  },
]
