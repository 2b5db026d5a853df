import { memo } from 'react'
import { TextInput } from '@mantine/core'
import { FilterForm } from '../../components/FilterForm'
import { ListFilters, type CodeFilterOf } from '../../components/ListFilters'
import { sameView } from '../../lib/sameView'
import { useFilterFields } from '../../lib/useFilterFields'
import { useOpenTypedId } from '../../lib/useOpenTypedId'
import { SearchField } from '../../components/ListSearch'
import { discountFilterSchema } from './filterForm'
import { filtersApplied, sortFields, type DiscountsSearch } from './listSearch'

export type DiscountsUpdate = (patch: Partial<DiscountsSearch>) => void

const codes: CodeFilterOf<Omit<DiscountsSearch, 'page'>>[] = [
  { key: 'status', kind: 'discountStatus', label: 'Status' },
  { key: 'discountType', kind: 'discountType', label: 'Type' },
  { key: 'billingType', kind: 'billingType', label: 'Billing' },
]

/**
 * The filters, order and page size of the codes or the templates list; each change goes back to the first
 * page. `searchLabel` says what the search text is matched against.
 */
export const DiscountFilters = memo(function DiscountFilters({
  what,
  searchLabel,
  view,
  refreshing,
  update,
}: {
  what: string
  searchLabel: string
  view: Omit<DiscountsSearch, 'page'>
  refreshing: boolean
  update: DiscountsUpdate
}) {
  return (
    <ListFilters
      sortFields={sortFields}
      view={view}
      refreshing={refreshing}
      update={update}
      codes={codes}
      applied={filtersApplied(view)}
    >
      <TypedFilters what={what} searchLabel={searchLabel} currency={view.currency} search={view.search} update={update} />
    </ListFilters>
  )
}, sameView)

/** Currency and search text: checked together before they apply. */
function TypedFilters({
  what,
  searchLabel,
  currency,
  search,
  update,
}: {
  what: string
  searchLabel: string
  currency: string | undefined
  search: string
  update: DiscountsUpdate
}) {
  const { opens, open } = useOpenTypedId(what === 'batch templates' ? 'batch template' : 'discount code')
  const { bind, formProps } = useFilterFields({
    onEnter: (name, typed) => name === 'search' && open(typed.search ?? ''),
    schema: discountFilterSchema,
    values: { currency: currency ?? '', search },
    onApply: (output) => update({ currency: output.currency, search: output.search ?? '', page: 0 }),
  })
  return (
    <FilterForm
      label={`Filter ${what}`}
      active={currency !== undefined || search !== ''}
      form={formProps}
      onClear={() => update({ currency: undefined, search: '', page: 0 })}
    >
      <SearchField label={searchLabel} description={`Or its ID, which Enter opens`} opens={opens} w={260} {...bind('search')} />
      <TextInput label="Currency" placeholder="EUR" maxLength={3} autoComplete="off" w={100} {...bind('currency')} />
    </FilterForm>
  )
}
