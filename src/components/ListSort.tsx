import { Select } from '@mantine/core'

const sortTypeOptions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]

/** A list's order: the field (one the service allows) and the direction. Each change is the caller's `onChange`. */
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
        w={170}
      />
      <Select
        label="Order"
        data={sortTypeOptions}
        value={sortType}
        allowDeselect={false}
        onChange={(value) => {
          if (value === 'asc' || value === 'desc') onChange({ sortField, sortType: value })
        }}
        w={140}
      />
    </>
  )
}
