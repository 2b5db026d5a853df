import { Text } from '@mantine/core'
import { memo } from 'react'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { userDisplayName } from '../../lib/userName'
import type { SafeUser } from './format'
import { AnchorLink } from '../../components/AnchorLink'

/**
 * Each row: the customer's name (opening the user page), e-mail, status and current subscription. Not their
 * recurring amount: the list gives it without a currency, and an amount is shown in its currency or not at all (the
 * customer's page shows it, in their current subscription's currency).
 */
const columns: Column<SafeUser>[] = [
  {
    header: 'Customer',
    cell: (user) =>
      user.id == null ? (
        userDisplayName(user)
      ) : (
        <AnchorLink to="/users/$userId" params={{ userId: user.id }} size="sm" underline="hover" fw={500}>
          {userDisplayName(user)}
        </AnchorLink>
      ),
  },
  { header: 'ID', cell: (user) => user.id ?? <Dimmed />, td: { ff: 'monospace' } },
  { header: 'E-mail', cell: (user) => (user.email ? <CopyValue value={user.email} label="e-mail" mono={false} /> : <Dimmed />) },
  { header: 'Status', cell: (user) => <CodeBadge kind="accountStatus" value={user.status} /> },
  {
    header: 'Subscription',
    cell: (user) =>
      user.subscriptionId ? (
        <>
          <Text size="sm">{user.subscriptionName || user.subscriptionId}</Text>
          <CodeBadge kind="subscriptionStatus" value={user.subscriptionStatus} />
        </>
      ) : (
        <Dimmed>none</Dimmed>
      ),
  },
  { header: 'Created', cell: (user) => <Timestamp value={user.createTime} /> },
]

/** A page of customers. */
export const CustomersTable = memo(function CustomersTable({ users, busy }: { users: SafeUser[]; busy: boolean }) {
  return <DataTable label="Customers" rows={users} columns={columns} minWidth={860} highlightOnHover aria-busy={busy} />
})
