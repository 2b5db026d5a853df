import { memo } from 'react'
import { CellText } from '../../components/Cells'
import { cellLinkClass, monoCell } from '../../components/cellClasses'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { MinorUnits } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { userDisplayName } from '../../lib/userName'
import type { SafeUser } from './format'
import { RouteLink } from '../../components/RouteLink'
import { pathTo } from '../../lib/routePath'

/** Each row: the customer's name (opening the user page), e-mail, status and current subscription. */
const columns: Column<SafeUser>[] = [
  {
    header: 'Customer',
    cell: (user) =>
      user.id == null ? (
        userDisplayName(user)
      ) : (
        <RouteLink href={pathTo('/users/$userId', { userId: user.id })} className={cellLinkClass({ strong: true })}>
          {userDisplayName(user)}
        </RouteLink>
      ),
  },
  { header: 'ID', cell: (user) => user.id ?? <Dimmed />, className: monoCell },
  { header: 'E-mail', cell: (user) => (user.email ? <CopyValue value={user.email} label="e-mail" mono={false} /> : <Dimmed />) },
  { header: 'Status', cell: (user) => <CodeBadge kind="accountStatus" value={user.status} /> },
  {
    header: 'Subscription',
    cell: (user) =>
      user.subscriptionId ? (
        <>
          <CellText>{user.subscriptionName || user.subscriptionId}</CellText>
          <CodeBadge kind="subscriptionStatus" value={user.subscriptionStatus} />
        </>
      ) : (
        <Dimmed>none</Dimmed>
      ),
  },
  { header: 'Recurring amount (minor units)', cell: (user) => <MinorUnits amount={user.recurringAmount} /> },
  { header: 'Created', cell: (user) => <Timestamp value={user.createTime} /> },
]

/** A page of customers. */
export const CustomersTable = memo(function CustomersTable({ users, busy }: { users: SafeUser[]; busy: boolean }) {
  return <DataTable label="Customers" rows={users} columns={columns} minWidth={860} highlightOnHover aria-busy={busy} />
})
