import { memo } from 'react'
import { TextInput } from '@mantine/core'
import { FilterForm } from '../../components/FilterForm'
import { ListFilters, type CodeFilterOf } from '../../components/ListFilters'
import { decimalInput, wholeNumberInput } from '../../lib/fields'
import { sameView } from '../../lib/sameView'
import { useFilterFields } from '../../lib/useFilterFields'
import { useOpenTypedId } from '../../lib/useOpenTypedId'
import { SearchField } from '../../components/ListSearch'
import {
  filterFormValues,
  filtersFrom,
  invoiceFilterSchema,
  typedCurrency,
  type InvoiceFilterOutput,
  type InvoiceFilterValues,
  type InvoiceTypedFilters,
} from './filterForm'
import { filtersApplied, type InvoicesSearch } from './listSearch'

const sortFields = [
  { value: 'gmt_create', label: 'Created' },
  { value: 'gmt_modify', label: 'Last modified' },
  { value: 'invoice_id', label: 'Invoice ID' },
  { value: 'period_end', label: 'Period end' },
  { value: 'total_amount', label: 'Total amount' },
] as const

const codes: CodeFilterOf<Omit<InvoicesSearch, 'page'>>[] = [{ key: 'status', kind: 'invoiceStatus', label: 'Status' }]

export type InvoicesUpdate = (patch: Partial<InvoicesSearch>) => void

/** The invoices list's filters, order and page size; each change goes back to the first page. */
export const InvoiceFilters = memo(function InvoiceFilters({
  view,
  refreshing,
  update,
}: {
  view: Omit<InvoicesSearch, 'page'>
  refreshing: boolean
  update: InvoicesUpdate
}) {
  const { currency, amountStart, amountEnd, userId, email } = view
  return (
    <ListFilters
      sortFields={sortFields}
      view={view}
      refreshing={refreshing}
      update={update}
      codes={codes}
      applied={filtersApplied(view)}
    >
      <TypedFilters filters={{ currency, amountStart, amountEnd, userId, email }} update={update} />
    </ListFilters>
  )
}, sameView)

const noFilters: InvoiceTypedFilters = {
  currency: undefined,
  amountStart: undefined,
  amountEnd: undefined,
  userId: undefined,
  email: '',
}

/** Currency, amount range, customer and e-mail: checked together before they apply. */
function TypedFilters({ filters, update }: { filters: InvoiceTypedFilters; update: InvoicesUpdate }) {
  const { opens, open } = useOpenTypedId('customer')
  const { bind, formProps } = useFilterFields({
    onEnter: (name, typed) => name === 'sendEmail' && open(typed.sendEmail ?? ''),
    // The amounts are read in the currency typed beside them.
    schema: (values: InvoiceFilterValues) => invoiceFilterSchema(typedCurrency(values.currency)),
    values: filterFormValues(filters),
    onApply: (output: InvoiceFilterOutput) => update({ ...filtersFrom(output), page: 0 }),
  })
  const active = Object.values(filters).some((value) => value !== undefined && value !== '')
  return (
    <FilterForm label="Filter invoices" active={active} form={formProps} onClear={() => update({ ...noFilters, page: 0 })}>
      <TextInput label="Currency" placeholder="EUR" maxLength={3} autoComplete="off" w={100} {...bind('currency')} />
      <TextInput label="Minimum amount, in the currency" placeholder="10.00" w={220} {...decimalInput} {...bind('amountStart')} />
      <TextInput label="Maximum amount, in the currency" placeholder="250.00" w={220} {...decimalInput} {...bind('amountEnd')} />
      <TextInput label="Customer ID" w={130} {...wholeNumberInput} {...bind('userId')} />
      <SearchField
        label="E-mail contains"
        description="Or an invoice, subscription or user ID, which Enter opens"
        opens={opens}
        w={260}
        {...bind('sendEmail')}
      />
    </FilterForm>
  )
}
