import { Anchor, Button, Text } from '@mantine/core'
import { memo, useMemo } from 'react'
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
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          underline="never"
          onClick={() => onSelect(detail)}
          aria-label={`Details of ${planTitle(detail.plan)}`}
        >
          {detail.plan?.planName || 'Unnamed plan'}
        </Anchor>
        {detail.plan?.externalPlanId ? (
          <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>
            {detail.plan.externalPlanId}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'Product', cell: (detail) => <Text size="sm">{productTitle(detail)}</Text> },
  { header: 'Type', cell: ({ plan }) => <CodeBadge kind="planType" value={plan?.type} /> },
  {
    header: 'Price',
    cell: ({ plan }) => (
      <Text size="sm">
        <Money amount={plan?.amount} currency={plan?.currency} />
        {plan?.intervalUnit ? <Dimmed> {billingPeriod(plan)}</Dimmed> : null}
      </Text>
    ),
  },
  { header: 'Status', cell: ({ plan }) => <CodeBadge kind="planStatus" value={plan?.status} /> },
  {
    header: 'Created',
    cell: ({ plan }) => (
      <Text size="sm">
        <Timestamp value={plan?.createTime} />
      </Text>
    ),
  },
  {
    header: 'Action',
    cell: (detail) =>
      detail.plan?.id != null && detail.plan.status !== PlanStatus.active ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          onClick={() => onActivate(detail)}
          aria-label={`Activate ${planTitle(detail.plan)}`}
        >
          Activate
        </Button>
      ) : null,
  },
]
