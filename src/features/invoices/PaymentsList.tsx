import { memo, useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Alert, Group, Text, TextInput } from '@mantine/core'
import { IconCreditCardOff, IconInfoCircle } from '@tabler/icons-react'
import type { PaymentTimeline } from '../../api/contract/extensions/payments'
import { PaymentTimelineType } from '../../api/contract/codes'
import { AnchorLink } from '../../components/AnchorLink'
import { BrowsePage } from '../../components/BrowsePage'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { ListFilters, type CodeFilterOf } from '../../components/ListFilters'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { sameView } from '../../lib/sameView'
import { toDateTimeLocal } from '../../lib/time'
import { liveFilterDelay, useFilterFields } from '../../lib/useFilterFields'
import { usePagedList } from '../../lib/usePagedList'
import {
  paymentFilterSchema,
  paymentFiltersApplied,
  paymentSortOptions,
  paymentsSearchDefaults,
  toPaymentListInput,
  type PaymentsSearch,
} from './paymentsSearch'
import { invoiceQueries } from './queries'

/**
 * The merchant's payments and refunds (operations.md §3.6 item 2: `payment/timeline/list`), newest first, filtered
 * by status, kind and creation time from the URL: when, the customer, the invoice, the amount in its currency, the
 * status and the kind in words.
 */

type View = Omit<PaymentsSearch, 'page'>
type Update = (patch: Partial<PaymentsSearch>) => void

const columns: Column<PaymentTimeline>[] = [
  { header: 'Time', cell: (entry) => <Timestamp value={entry.createTime} /> },
  {
    header: 'Customer',
    cell: (entry) =>
      entry.userId ? (
        <AnchorLink to="/users/$userId" params={{ userId: entry.userId }} size="sm" underline="hover">
          Customer {entry.userId}
        </AnchorLink>
      ) : (
        <Dimmed />
      ),
  },
  {
    header: 'Invoice',
    cell: (entry) =>
      entry.invoiceId ? (
        <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId: entry.invoiceId }} size="sm" ff="monospace" underline="hover">
          {entry.invoiceId}
        </AnchorLink>
      ) : (
        <Dimmed />
      ),
  },
  {
    header: 'Amount',
    cell: (entry) => <Money amount={entry.totalAmount} currency={entry.currency} />,
    td: { ta: 'right' },
  },
  {
    header: 'Status',
    cell: (entry) => (
      <>
        <CodeBadge kind="paymentTimelineStatus" value={entry.status} />
        {entry.failureReason ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {entry.failureReason}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Kind',
    cell: (entry) => (
      <>
        <CodeBadge kind="paymentTimelineType" value={entry.timelineType} />
        {entry.timelineType === PaymentTimelineType.refund && entry.fullRefund === 1 ? (
          <Text size="xs" c="dimmed">
            all of the payment
          </Text>
        ) : null}
      </>
    ),
  },
]

const PaymentsTable = memo(function PaymentsTable({ entries, busy }: { entries: PaymentTimeline[]; busy: boolean }) {
  return (
    <DataTable
      label="Payments"
      rows={entries}
      columns={columns}
      minWidth={760}
      striped
      highlightOnHover
      fz="sm"
      aria-busy={busy}
    />
  )
})

const codes: CodeFilterOf<View>[] = [
  { key: 'status', kind: 'paymentTimelineStatus', label: 'Status' },
  { key: 'timelineTypes', kind: 'paymentTimelineType', label: 'Kind' },
]

/** The creation range, in the chosen time zone: applied once typing pauses, each end checked first. */
function PaymentTimeFilter({ view, update }: { view: View; update: Update }) {
  const { bind, formProps } = useFilterFields({
    delay: liveFilterDelay,
    schema: paymentFilterSchema,
    values: {
      createTimeStart: toDateTimeLocal(view.createTimeStart),
      createTimeEnd: toDateTimeLocal(view.createTimeEnd),
    },
    onApply: ({ createTimeStart, createTimeEnd }) => update({ createTimeStart, createTimeEnd, page: 0 }),
  })
  return (
    <form {...formProps} aria-label="Created between">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput type="datetime-local" label="Created from" w={220} {...bind('createTimeStart')} />
        <TextInput type="datetime-local" label="Created until" w={220} {...bind('createTimeEnd')} />
      </Group>
    </form>
  )
}

const PaymentFilters = memo(function PaymentFilters({
  view,
  refreshing,
  update,
}: {
  view: View
  refreshing: boolean
  update: Update
}) {
  return (
    <ListFilters
      sortFields={paymentSortOptions}
      view={view}
      refreshing={refreshing}
      update={update}
      codes={codes}
      applied={paymentFiltersApplied(view)}
    >
      <PaymentTimeFilter view={view} update={update} />
    </ListFilters>
  )
}, sameView)

/** The payments and refunds, filtered, sorted and paged from the URL; each row opens its customer and its invoice. */
export function PaymentsList({ view }: { view: PaymentsSearch }) {
  const navigate = useNavigate({ from: '/payments/' })
  const update = useCallback<Update>(
    // A typed range replaces the entry it refines (it applies as typing pauses); a page or a code is a new one.
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: 'createTimeStart' in patch }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => invoiceQueries.paymentTimeline(toPaymentListInput({ ...view, page })),
    page: view.page,
    count: view.count,
    total: (data) => data.total,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const entries = query.data?.entries ?? []
  const { page: _page, ...filters } = view
  return (
    <BrowsePage
      unsupported={
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
          <Text size="sm">This service offers no list of payments and refunds: each invoice’s page shows its own.</Text>
        </Alert>
      }
      title="Payments"
      noun={['payment or refund', 'payments and refunds']}
      paged={paged}
      filtered={paymentFiltersApplied(filters) > 0}
      isEmpty={!entries.length}
      empty={{
        icon: IconCreditCardOff,
        emptyText: 'Payments and refunds appear here once customers pay.',
        onClearFilters: () => void navigate({ search: { ...paymentsSearchDefaults, count: view.count } }),
      }}
      tools={<PaymentFilters view={filters} refreshing={query.isFetching && !query.isPending} update={update} />}
    >
      <PaymentsTable entries={entries} busy={query.isFetching} />
    </BrowsePage>
  )
}
