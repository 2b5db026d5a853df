import { memo, useMemo } from 'react'
import { CellNote, CellOpen, CellText, RowButton } from '../../components/Cells'
import { IconPlayerPlay } from '@tabler/icons-react'
import { PlanStatus } from '../../api/contract/codes'
import type { PlanDetail } from '../../api/contract/extensions/plans'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { billingPeriod, planTitle, productTitle } from './format'

export interface PlanRowActions {
  onSelect: (plan: PlanDetail) => void
  onActivate: (plan: PlanDetail) => void
}

/** One page of plans: each row opens its details, and offers "Activate" unless the plan is active. */
export const PlansTable = memo(function PlansTable({
  plans,
  busy,
  onSelect,
  onActivate,
}: { plans: PlanDetail[]; busy: boolean } & PlanRowActions) {
  const columns = useMemo(() => planColumns({ onSelect, onActivate }), [onSelect, onActivate])
  return <DataTable label="Plans" rows={plans} columns={columns} minWidth={960} striped highlightOnHover aria-busy={busy} />
})

const planColumns = ({ onSelect, onActivate }: PlanRowActions): Column<PlanDetail>[] => [
  {
    header: 'ID',
    cell: ({ plan }) => (plan?.id != null ? <CopyValue value={plan.id} label={`plan ID ${plan.id}`} /> : '—'),
  },
  {
    header: 'Plan',
    cell: (detail) => (
      <>
        <CellOpen onOpen={() => onSelect(detail)} label={`Details of ${planTitle(detail.plan)}`}>
          {detail.plan?.planName || 'Unnamed plan'}
        </CellOpen>
        {detail.plan?.externalPlanId ? <CellNote mono>{detail.plan.externalPlanId}</CellNote> : null}
      </>
    ),
  },
  { header: 'Product', cell: (detail) => <CellText>{productTitle(detail)}</CellText> },
  { header: 'Type', cell: ({ plan }) => <CodeBadge kind="planType" value={plan?.type} /> },
  {
    header: 'Price',
    cell: ({ plan }) => (
      <CellText>
        <Money amount={plan?.amount} currency={plan?.currency} />
        {plan?.intervalUnit ? <Dimmed> {billingPeriod(plan)}</Dimmed> : null}
      </CellText>
    ),
  },
  { header: 'Status', cell: ({ plan }) => <CodeBadge kind="planStatus" value={plan?.status} /> },
  {
    header: 'Created',
    cell: ({ plan }) => (
      <CellText>
        <Timestamp value={plan?.createTime} />
      </CellText>
    ),
  },
  {
    header: 'Action',
    cell: (detail) =>
      detail.plan?.id != null && detail.plan.status !== PlanStatus.active ? (
        <RowButton
          icon={<IconPlayerPlay size={14} aria-hidden />}
          onClick={() => onActivate(detail)}
          label={`Activate ${planTitle(detail.plan)}`}
        >
          Activate
        </RowButton>
      ) : null,
  },
]
