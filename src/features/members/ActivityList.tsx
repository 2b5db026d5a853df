import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button, Group, Paper, Text, TextInput } from '@mantine/core'
import { IconActivity, IconSearch } from '@tabler/icons-react'
import type { OperationLog } from '../../api/contract/extensions/memberSession'
import { AnchorLink } from '../../components/AnchorLink'
import { BrowsePage } from '../../components/BrowsePage'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { usePagedList } from '../../lib/usePagedList'
import { actorLabel } from '../../lib/actor'
import { toActivityInput, type ActivitySearch } from './activitySearch'
import { memberQueries } from './queries'

/** Who did what, newest first: each action with the member who made it, or the API key (masked), and its record. */
export function ActivityList({ search }: { search: ActivitySearch }) {
  const navigate = useNavigate({ from: '/activity' })
  const update = (patch: Partial<ActivitySearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })
  const paged = usePagedList({
    options: (page) => memberQueries.activity(toActivityInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
    goTo: (page) => update({ page }),
  })
  const rows = paged.query.data?.merchantOperationLogs ?? []
  const [typed, setTyped] = useState(search.memberEmail)
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    update({ memberEmail: typed.trim(), page: 0 })
  }

  return (
    <BrowsePage
      title="Activity"
      description="What was done, by whom: a member signed in as themselves, or the API key."
      noun={['action', 'actions']}
      paged={paged}
      filtered={Boolean(search.memberEmail)}
      isEmpty={!rows.length}
      empty={{ icon: IconActivity, emptyText: 'Changes made through the service appear here.' }}
      tools={
        <Paper withBorder p="sm" component="form" onSubmit={onFilter} aria-label="Filter the activity">
          <Group align="flex-end">
            <TextInput
              label="Member e-mail"
              description="Part of the e-mail of the member who acted."
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={200}
              w={320}
            />
            <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
              Filter
            </Button>
          </Group>
        </Paper>
      }
    >
      <DataTable label="Activity" rows={rows} columns={columns} minWidth={860} striped aria-busy={paged.query.isFetching} />
    </BrowsePage>
  )
}

/** The record an action was about, linked to its page when the dashboard has one. */
function Target({ row }: { row: OperationLog }) {
  if (row.subscriptionId) {
    return (
      <AnchorLink to="/subscriptions/$subscriptionId" params={{ subscriptionId: row.subscriptionId }} size="sm">
        Subscription {row.subscriptionId}
      </AnchorLink>
    )
  }
  if (row.invoiceId) {
    return (
      <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId: row.invoiceId }} size="sm">
        Invoice {row.invoiceId}
      </AnchorLink>
    )
  }
  if (row.userId) {
    return (
      <AnchorLink to="/users/$userId" params={{ userId: row.userId }} size="sm">
        Customer {row.userId}
      </AnchorLink>
    )
  }
  return <Text size="sm">{row.optTarget || '—'}</Text>
}

const columns: Column<OperationLog>[] = [
  {
    header: 'When',
    cell: (row) => (
      <Text size="sm">
        <Timestamp value={row.createTime} />
      </Text>
    ),
  },
  { header: 'Who', cell: (row) => <Text size="sm">{actorLabel(row)}</Text> },
  { header: 'What', cell: (row) => <Text size="sm">{row.optContent || '—'}</Text> },
  { header: 'On', cell: (row) => <Target row={row} /> },
]
