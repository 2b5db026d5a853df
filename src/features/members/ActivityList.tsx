import { memo, useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Text, TextInput } from '@mantine/core'
import { IconActivity } from '@tabler/icons-react'
import type { OperationLog } from '../../api/contract/extensions/memberSession'
import { AnchorLink } from '../../components/AnchorLink'
import { BrowsePage } from '../../components/BrowsePage'
import { DataTable, type Column } from '../../components/DataTable'
import { FilterForm } from '../../components/FilterForm'
import { ListFilters } from '../../components/ListFilters'
import { Timestamp } from '../../components/Timestamp'
import { wholeNumberInput } from '../../lib/fields'
import { sameView } from '../../lib/sameView'
import { useFilterFields } from '../../lib/useFilterFields'
import { usePagedList } from '../../lib/usePagedList'
import { actorLabel } from '../../lib/actor'
import { activityFilterSchema, filtersApplied, toActivityInput, type ActivitySearch } from './activitySearch'
import { memberQueries } from './queries'

type View = Omit<ActivitySearch, 'page'>
type ActivityUpdate = (patch: Partial<ActivitySearch>) => void

/** Who did what, newest first: each action with the member who made it, or the API key (masked), and its record. */
export function ActivityList({ search }: { search: ActivitySearch }) {
  const navigate = useNavigate({ from: '/activity' })
  const update = useCallback<ActivityUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => memberQueries.activity(toActivityInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
    goTo: (page) => update({ page }),
  })
  const rows = paged.query.data?.merchantOperationLogs ?? []
  const { page: _page, ...view } = search

  return (
    <BrowsePage
      title="Activity"
      description="What was done, by whom: a member signed in as themselves, or the API key."
      noun={['action', 'actions']}
      paged={paged}
      filtered={filtersApplied(view) > 0}
      isEmpty={!rows.length}
      empty={{ icon: IconActivity, emptyText: 'Changes made through the service appear here.' }}
      tools={<ActivityFilters view={view} refreshing={paged.query.isFetching} update={update} />}
    >
      <DataTable label="Activity" rows={rows} columns={columns} minWidth={860} striped aria-busy={paged.query.isFetching} />
    </BrowsePage>
  )
}

/** The log's page size and filters; each change goes back to the first page. */
const ActivityFilters = memo(function ActivityFilters({
  view,
  refreshing,
  update,
}: {
  view: View
  refreshing: boolean
  update: ActivityUpdate
}) {
  return (
    <ListFilters view={view} refreshing={refreshing} update={update} applied={filtersApplied(view)}>
      <ActivityFilterForm view={view} update={update} />
    </ListFilters>
  )
}, sameView)

const cleared = {
  memberEmail: '',
  email: '',
  subscriptionId: '',
  invoiceId: '',
  planId: undefined,
  discountCode: '',
  page: 0,
} satisfies Partial<ActivitySearch>

/** Who acted, on which customer and on which record: checked together, then applied. */
function ActivityFilterForm({ view, update }: { view: View; update: ActivityUpdate }) {
  const { bind, formProps } = useFilterFields({
    schema: activityFilterSchema,
    values: {
      memberEmail: view.memberEmail,
      email: view.email,
      subscriptionId: view.subscriptionId,
      invoiceId: view.invoiceId,
      planId: view.planId === undefined ? '' : String(view.planId),
      discountCode: view.discountCode,
    },
    onApply: ({ memberEmail, email, subscriptionId, invoiceId, planId, discountCode }) =>
      update({
        memberEmail: memberEmail ?? '',
        email: email ?? '',
        subscriptionId: subscriptionId ?? '',
        invoiceId: invoiceId ?? '',
        planId,
        discountCode: discountCode ?? '',
        page: 0,
      }),
  })
  return (
    <FilterForm label="Filter the activity" active={filtersApplied(view) > 0} form={formProps} onClear={() => update(cleared)}>
      <TextInput label="Member e-mail" description="Part of it: who acted" autoComplete="off" w={240} {...bind('memberEmail')} />
      <TextInput
        label="Customer e-mail"
        description="Part of it: whom it was about"
        autoComplete="off"
        w={240}
        {...bind('email')}
      />
      <TextInput label="Subscription ID" autoComplete="off" w={200} {...bind('subscriptionId')} />
      <TextInput label="Invoice ID" autoComplete="off" w={200} {...bind('invoiceId')} />
      <TextInput label="Plan ID" w={140} {...wholeNumberInput} {...bind('planId')} />
      <TextInput label="Discount code" autoComplete="off" w={180} {...bind('discountCode')} />
    </FilterForm>
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
  if (row.discountCode) {
    return (
      <AnchorLink to="/discounts" search={{ search: row.discountCode }} size="sm">
        Discount code {row.discountCode}
      </AnchorLink>
    )
  }
  if (row.planId) return <Text size="sm">Plan {row.planId}</Text>
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
