import { Text } from '@mantine/core'
import { memo, useMemo } from 'react'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { userDisplayName } from '../../lib/userName'
import { planName } from './format'
import { AnchorLink } from '../../components/AnchorLink'

function SubscriptionLink({ subscriptionId }: { subscriptionId: string | null | undefined }) {
  if (!subscriptionId) return <Dimmed />
  return (
    <AnchorLink to="/subscriptions/$subscriptionId" params={{ subscriptionId }} size="sm" underline="hover" ff="monospace">
      {subscriptionId}
    </AnchorLink>
  )
}

const customerColumn: Column<SubscriptionDetail> = {
  header: 'Customer',
  cell: ({ user, subscription }) => <Text size="sm">{userDisplayName({ ...user, id: user?.id ?? subscription?.userId })}</Text>,
}

const columns: Column<SubscriptionDetail>[] = [
  { header: 'Subscription', cell: ({ subscription }) => <SubscriptionLink subscriptionId={subscription?.subscriptionId} /> },
  customerColumn,
  { header: 'Plan', cell: ({ plan, subscription }) => <Text size="sm">{planName(plan, subscription?.planId)}</Text> },
  { header: 'Status', cell: ({ subscription }) => <CodeBadge kind="subscriptionStatus" value={subscription?.status} /> },
  {
    header: 'Amount',
    cell: ({ subscription }) => <Money amount={subscription?.amount} currency={subscription?.currency} />,
  },
  { header: 'Period ends', cell: ({ subscription }) => <Timestamp value={subscription?.currentPeriodEnd} /> },
  { header: 'Created', cell: ({ subscription }) => <Timestamp value={subscription?.createTime} /> },
]

/** A page of subscriptions; each row opens the subscription's page. One customer's list leaves the customer out. */
export const SubscriptionsTable = memo(function SubscriptionsTable({
  subscriptions,
  label = 'Subscriptions',
  withCustomer = true,
  busy = false,
}: {
  subscriptions: SubscriptionDetail[]
  label?: string
  withCustomer?: boolean
  busy?: boolean
}) {
  const shown = useMemo(() => (withCustomer ? columns : columns.filter((column) => column !== customerColumn)), [withCustomer])
  return (
    <DataTable
      label={label}
      rows={subscriptions}
      columns={shown}
      minWidth={withCustomer ? 880 : 720}
      highlightOnHover
      aria-busy={busy}
    />
  )
})
