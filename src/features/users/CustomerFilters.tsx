import { memo } from 'react'
import { Group, TextInput } from '@mantine/core'
import { SearchField } from '../../components/ListSearch'
import { appliedCount } from '../../lib/listSearch'
import { sameView } from '../../lib/sameView'
import { ListFilters, type CodeFilterOf } from '../../components/ListFilters'
import { wholeNumberInput } from '../../lib/fields'
import { toDateTimeLocal } from '../../lib/time'
import { liveFilterDelay, useFilterFields } from '../../lib/useFilterFields'
import { useOpenTypedId } from '../../lib/useOpenTypedId'
import { customerFilterSchema } from './filterForm'
import { customerSortOptions, type CustomersSearch } from './listSearch'

type View = Omit<CustomersSearch, 'page'>
export type CustomersUpdate = (patch: Partial<CustomersSearch>) => void

const codes: CodeFilterOf<View>[] = [
  { key: 'status', kind: 'accountStatus', label: 'Status' },
  { key: 'subStatus', kind: 'subscriptionStatus', label: 'Subscription status' },
]

/** The customers list's search, filters, sort and page size; each change goes back to the first page. */
export const CustomerFilters = memo(function CustomerFilters({
  view,
  refreshing,
  update,
}: {
  view: View
  refreshing: boolean
  update: CustomersUpdate
}) {
  return (
    <ListFilters
      sortFields={customerSortOptions}
      view={view}
      refreshing={refreshing}
      update={update}
      codes={codes}
      applied={appliedCount([view.status, view.subStatus, view.createTimeStart, view.createTimeEnd])}
      search={<CustomerSearchForm view={view} update={update} />}
    />
  )
}, sameView)

/**
 * The typed filters: they apply as the person types (once typing pauses), each checked first. The search also takes
 * an id: Enter on a user ID (or a subscription's or an invoice's) opens it.
 */
function CustomerSearchForm({ view, update }: { view: View; update: CustomersUpdate }) {
  const { opens, open } = useOpenTypedId('customer')
  const { bind, formProps } = useFilterFields({
    delay: liveFilterDelay,
    schema: customerFilterSchema,
    values: {
      search: view.search,
      planId: view.planId === undefined ? '' : String(view.planId),
      createTimeStart: toDateTimeLocal(view.createTimeStart),
      createTimeEnd: toDateTimeLocal(view.createTimeEnd),
    },
    onApply: ({ search, planId, createTimeStart, createTimeEnd }) =>
      update({ search: search ?? '', planId, createTimeStart, createTimeEnd, page: 0 }),
    onEnter: (name, typed) => name === 'search' && open(typed.search ?? ''),
  })
  return (
    <form {...formProps} role="search" aria-label="Search customers">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SearchField description="Part of the e-mail or name, or a user ID" opens={opens} {...bind('search')} />
        <TextInput label="Plan ID" description="Of the current subscription" w={200} {...wholeNumberInput} {...bind('planId')} />
        <TextInput type="datetime-local" label="Created from" w={220} {...bind('createTimeStart')} />
        <TextInput type="datetime-local" label="Created until" w={220} {...bind('createTimeEnd')} />
      </Group>
    </form>
  )
}
