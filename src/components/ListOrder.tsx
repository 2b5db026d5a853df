import type { ReactNode } from 'react'
import { Loader } from '@mantine/core'
import type { sortTypes } from '../api/contract/products'
import { pageSizes } from '../lib/listSearch'
import { SelectField } from './PlainFields'
import { PlainGroup } from './PlainLayout'

type SortType = (typeof sortTypes)[number]
type Change<F extends string> = { sortField?: F; sortType?: SortType; count?: number }

const directions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]
// A list that offers no sort field is in the order of creation.
const ages = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
]

/**
 * A list's order and page size: the sort field (one the service allows; none offered is the order of
 * creation), the direction (none given is a fixed order) and the rows per page, each change given to
 * `onChange` (the caller goes back to the first page); a spinner while a new page loads. `children` are a
 * list's own view controls, put first.
 */
export function ListOrder<F extends string>({
  fields,
  sortField,
  sortType,
  count,
  refreshing,
  onChange,
  children,
}: {
  fields?: readonly { value: F; label: string }[]
  sortField?: F
  sortType?: SortType
  count: number
  refreshing: boolean
  onChange: (patch: Change<F>) => void
  children?: ReactNode
}) {
  return (
    <PlainGroup align="flex-end">
      {children}
      {fields && sortField !== undefined ? (
        <SelectField
          label="Sort by"
          options={fields}
          value={sortField}
          onChange={(event) => {
            const field = fields.find((option) => option.value === event.currentTarget.value)
            if (field) onChange({ sortField: field.value })
          }}
          width={11.25}
        />
      ) : null}
      {sortType !== undefined ? (
        <SelectField
          label="Order"
          options={fields ? directions : ages}
          value={sortType}
          onChange={(event) => {
            const value = event.currentTarget.value
            if (value === 'asc' || value === 'desc') onChange({ sortType: value })
          }}
          width={9.375}
        />
      ) : null}
      <SelectField
        label="Rows per page"
        options={pageSizes.map((size) => String(size))}
        value={String(count)}
        onChange={(event) => onChange({ count: Number(event.currentTarget.value) })}
        width={8.125}
      />
      {refreshing ? <Loader size="sm" aria-label="Refreshing" /> : null}
    </PlainGroup>
  )
}
