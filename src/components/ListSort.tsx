import { Select } from '@mantine/core'

const directions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]

/** A list's sort field (one of `fields`, with their labels) and direction. */
export function ListSort<F extends string>({
  fields,
  sortField,
  sortType,
  onChange,
}: {
  fields: readonly { value: F; label: string }[]
  sortField: F
  sortType: 'asc' | 'desc'
  onChange: (sort: { sortField: F; sortType: 'asc' | 'desc' }) => void
}) {
  return (
    <>
      <Select
        label="Sort by"
        data={fields}
        value={sortField}
        allowDeselect={false}
        onChange={(value) => {
          const field = fields.find((option) => option.value === value)
          if (field) onChange({ sortField: field.value, sortType })
        }}
        w={190}
      />
      <Select
        label="Order"
        data={directions}
        value={sortType}
        allowDeselect={false}
        onChange={(value) => value && onChange({ sortField, sortType: value === 'asc' ? 'asc' : 'desc' })}
        w={140}
      />
    </>
  )
}
