import { Group, Loader, Select } from '@mantine/core'
import { PageSizeSelect } from './ListParts'

const sortTypeOptions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]

type SortType = 'asc' | 'desc'

/**
 * A list's order and page size: the sort field (one the service allows), the direction and the rows per
 * page, each change given to `onChange` (which goes back to the first page); a spinner while a new page loads.
 */
export function ListOrder<F extends string>({
  fields,
  sortField,
  sortType,
  count,
  refreshing,
  onChange,
}: {
  fields: readonly { value: F; label: string }[]
  sortField: F
  sortType: SortType
  count: number
  refreshing: boolean
  onChange: (patch: { sortField?: F; sortType?: SortType; count?: number }) => void
}) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label="Sort by"
        data={fields}
        value={sortField}
        allowDeselect={false}
        onChange={(value) => {
          const field = fields.find((option) => option.value === value)
          if (field) onChange({ sortField: field.value })
        }}
        w={170}
      />
      <Select
        label="Order"
        data={sortTypeOptions}
        value={sortType}
        allowDeselect={false}
        onChange={(value) => {
          if (value === 'asc' || value === 'desc') onChange({ sortType: value })
        }}
        w={140}
      />
      <PageSizeSelect value={count} onChange={(next) => onChange({ count: next })} />
      {refreshing ? <Loader size="sm" aria-label="Refreshing" /> : null}
    </Group>
  )
}
