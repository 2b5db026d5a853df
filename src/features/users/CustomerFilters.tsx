import { memo } from 'react'
import { Group, TextInput } from '@mantine/core'
import { SearchField } from '../../components/ListSearch'
import { appliedCount } from '../../lib/listSearch'
import { sameView } from '../../lib/sameView'
import { ListFilters, type CodeFilterOf } from '../../components/ListFilters'
import { wholeNumberInput } from '../../lib/fields'
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
      applied={appliedCount([view.status, view.subStatus])}
      search={<CustomerSearchForm search={view.search} planId={view.planId} update={update} />}
    />
  )
}, sameView)

/**
 * The typed filters: they apply as the person types (once typing pauses), each checked first. The search also takes
 * an id: Enter on a user ID (or a subscription's or an invoice's) opens it.
 */
function CustomerSearchForm({ search, planId, update }: { search: string; planId: number | undefined; update: CustomersUpdate }) {
  const { opens, open } = useOpenTypedId('customer')
  const { bind, formProps } = useFilterFields({
    delay: liveFilterDelay,
    schema: customerFilterSchema,
    values: { search, planId: planId === undefined ? '' : String(planId) },
    onApply: (filters) => update({ search: filters.search ?? '', planId: filters.planId, page: 0 }),
    onEnter: (name, typed) => name === 'search' && open(typed.search ?? ''),
  })
  return (
    <form {...formProps} role="search" aria-label="Search customers">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SearchField description="Part of the e-mail or name, or a user ID" opens={opens} {...bind('search')} />
        <TextInput label="Plan ID" description="Of the current subscription" w={200} {...wholeNumberInput} {...bind('planId')} />
      </Group>
    </form>
  )
}
