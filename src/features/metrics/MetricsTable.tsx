import { memo, useMemo } from 'react'
import { CellNote, CellOpen, CellText, RowButton } from '../../components/Cells'
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
        <CellOpen onOpen={() => onSelect(metric)} label={`Details of ${metricTitle(metric)}`}>
          {metric.metricName || 'Unnamed metric'}
        </CellOpen>
        {metric.archived ? <CellNote>archived</CellNote> : null}
      </>
    ),
  },
  {
    header: 'Code',
    cell: (metric) => <CellText mono>{metric.code || '—'}</CellText>,
  },
  { header: 'Type', cell: (metric) => <CodeBadge kind="metricType" value={metric.type} /> },
  { header: 'Aggregation', cell: (metric) => <CodeBadge kind="metricAggregationType" value={metric.aggregationType} /> },
  {
    header: 'Created',
    cell: (metric) => (
      <CellText>
        <Timestamp value={metric.createTime} />
      </CellText>
    ),
  },
  {
    header: 'Action',
    cell: (metric) =>
      metric.id != null ? (
        <RowButton
          color="red"
          icon={<IconTrash size={14} aria-hidden />}
          onClick={() => onDelete(metric)}
          label={`Delete ${metricTitle(metric)}`}
        >
          Delete
        </RowButton>
      ) : null,
  },
]
