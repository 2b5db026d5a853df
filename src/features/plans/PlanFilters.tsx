import { memo } from 'react'
import { TextInput } from '@mantine/core'
import { FilterForm } from '../../components/FilterForm'
import { sameView } from '../../lib/sameView'
import { ListFilters, type CodeFilterOf } from '../../components/ListFilters'
import { wholeNumberInput } from '../../lib/fields'
import { useFilterFields } from '../../lib/useFilterFields'
import { planFilterSchema } from './filterForm'
import { filtersApplied, type PlansSearch } from './listSearch'

const sortFieldOptions = [
  { value: 'gmt_create', label: 'Created' },
  { value: 'gmt_modify', label: 'Last modified' },
  { value: 'plan_name', label: 'Name' },
] as const

type View = Omit<PlansSearch, 'page'>
export type PlansUpdate = (patch: Partial<PlansSearch>) => void

const codes: CodeFilterOf<View>[] = [
  { key: 'status', kind: 'planStatus', label: 'Status' },
  { key: 'type', kind: 'planType', label: 'Type' },
]

/** The plans list's filters, sort and page size; each change goes back to the first page. */
export const PlanFilters = memo(function PlanFilters({
  view,
  refreshing,
  update,
}: {
  view: View
  refreshing: boolean
  update: PlansUpdate
}) {
  return (
    <ListFilters
      sortFields={sortFieldOptions}
      view={view}
      refreshing={refreshing}
      update={update}
      codes={codes}
      applied={filtersApplied(view)}
    >
      <PlanFilterForm search={view.search} productId={view.productId} update={update} />
    </ListFilters>
  )
}, sameView)

/** The typed filters: search text and a product ID (0 is the default product), checked before they apply. */
function PlanFilterForm({ search, productId, update }: { search: string; productId: number | undefined; update: PlansUpdate }) {
  const { bind, formProps } = useFilterFields({
    schema: planFilterSchema,
    values: { search, productId: productId === undefined ? '' : String(productId) },
    onApply: (values) => update({ search: values.search ?? '', productId: values.productId, page: 0 }),
  })
  return (
    <FilterForm
      label="Filter plans"
      active={Boolean(search) || productId !== undefined}
      form={formProps}
      onClear={() => update({ search: '', productId: undefined, page: 0 })}
    >
      <TextInput label="Search" placeholder="Name or description" autoComplete="off" w={240} {...bind('search')} />
      <TextInput label="Product ID" placeholder="0 is the default product" w={200} {...wholeNumberInput} {...bind('productId')} />
    </FilterForm>
  )
}
