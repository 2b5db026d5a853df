import { memo } from 'react'
import { Group, TextInput } from '@mantine/core'
import { sameView } from '../../lib/sameView'
import { ListFilters, type CodeFilterOf } from '../../components/ListFilters'
import { wholeNumberInput } from '../../lib/fields'
import { toDateTimeLocal } from '../../lib/time'
import { liveFilterDelay, useFilterFields } from '../../lib/useFilterFields'
import { useOpenTypedId } from '../../lib/useOpenTypedId'
import { SearchField } from '../../components/ListSearch'
import { subscriptionFilterSchema } from './filterForm'
import { filtersApplied, subscriptionSortOptions, type SubscriptionsSearch } from './listSearch'

type View = Omit<SubscriptionsSearch, 'page'>
export type SubscriptionsUpdate = (patch: Partial<SubscriptionsSearch>) => void

const codes: CodeFilterOf<View>[] = [{ key: 'status', kind: 'subscriptionStatus', label: 'Status' }]

/** The subscriptions list's filters, sort and page size; each change goes back to the first page. */
export const SubscriptionFilters = memo(function SubscriptionFilters({
  view,
  refreshing,
  update,
}: {
  view: View
  refreshing: boolean
  update: SubscriptionsUpdate
}) {
  return (
    <ListFilters
      sortFields={subscriptionSortOptions}
      view={view}
      refreshing={refreshing}
      update={update}
      codes={codes}
      applied={filtersApplied(view)}
    >
      <TypedFilters view={view} update={update} />
    </ListFilters>
  )
}, sameView)

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value))

/** The typed filters: they apply once typing pauses (or on Enter), each checked first. */
function TypedFilters({ view, update }: { view: View; update: SubscriptionsUpdate }) {
  const { opens, open } = useOpenTypedId('customer')
  const { bind, formProps } = useFilterFields({
    onEnter: (name, typed) => name === 'search' && open(typed.search ?? ''),
    delay: liveFilterDelay,
    schema: subscriptionFilterSchema,
    values: {
      currency: text(view.currency),
      planId: text(view.planId),
      userId: text(view.userId),
      createTimeStart: toDateTimeLocal(view.createTimeStart),
      createTimeEnd: toDateTimeLocal(view.createTimeEnd),
      search: '',
    },
    // Every typed filter, also those left empty (which the checked values leave out), so that emptying one clears it.
    onApply: ({ currency, planId, userId, createTimeStart, createTimeEnd }) =>
      update({ currency, planId, userId, createTimeStart, createTimeEnd, page: 0 }),
  })
  return (
    <form {...formProps} aria-label="Filter subscriptions">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SearchField
          description="A subscription ID (sub_…), an invoice ID or a user ID"
          opens={opens}
          w={300}
          {...bind('search')}
        />
        <TextInput label="Currency" placeholder="EUR" maxLength={3} autoComplete="off" w={110} {...bind('currency')} />
        <TextInput label="Plan ID" w={140} {...wholeNumberInput} {...bind('planId')} />
        <TextInput label="User ID" w={140} {...wholeNumberInput} {...bind('userId')} />
        <TextInput type="datetime-local" label="Created from" w={220} {...bind('createTimeStart')} />
        <TextInput type="datetime-local" label="Created until" w={220} {...bind('createTimeEnd')} />
      </Group>
    </form>
  )
}
