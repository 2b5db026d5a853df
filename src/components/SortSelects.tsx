import { Select } from '@mantine/core'
import type { sortTypes } from '../api/contract/products'

type SortType = (typeof sortTypes)[number]

const directions: { value: SortType; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]

/** A list's sort field, of those the service allows, and its direction. */
export function SortSelects<F extends string>({
  fields,
  field,
  direction,
  onChange,
}: {
  fields: readonly { value: F; label: string }[]
  field: F
  direction: SortType
  onChange: (sort: { sortField: F; sortType: SortType }) => void
}) {
  return (
    <>
      <Select
        label="Sort by"
        data={fields}
        value={field}
        allowDeselect={false}
        onChange={(value) => value && onChange({ sortField: value as F, sortType: direction })}
        w={160}
      />
      <Select
        label="Order"
        data={directions}
        value={direction}
        allowDeselect={false}
        onChange={(value) => value && onChange({ sortField: field, sortType: value as SortType })}
        w={140}
      />
    </>
  )
}
