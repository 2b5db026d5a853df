import type { ReactNode } from 'react'
import { Group, Loader, NativeSelect } from '@mantine/core'
import type { sortTypes } from '../api/contract/products'
import { pageSizes } from '../lib/listSearch'

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
    <Group gap="md" align="flex-end" wrap="wrap">
      {children}
      {fields && sortField !== undefined ? (
        <NativeSelect
          label="Sort by"
          data={fields}
          value={sortField}
          onChange={(event) => {
            const field = fields.find((option) => option.value === event.currentTarget.value)
            if (field) onChange({ sortField: field.value })
          }}
          w={180}
        />
      ) : null}
      {sortType !== undefined ? (
        <NativeSelect
          label="Order"
          data={fields ? directions : ages}
          value={sortType}
          onChange={(event) => {
            const value = event.currentTarget.value
            if (value === 'asc' || value === 'desc') onChange({ sortType: value })
          }}
          w={150}
        />
      ) : null}
      <NativeSelect
        label="Rows per page"
        data={pageSizes.map((size) => String(size))}
        value={String(count)}
        onChange={(event) => onChange({ count: Number(event.currentTarget.value) })}
        w={130}
      />
      {refreshing ? <Loader size="sm" aria-label="Refreshing" /> : null}
    </Group>
  )
}
