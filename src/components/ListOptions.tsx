import { Group, Loader, Select } from '@mantine/core'
import { PageSizeSelect } from './ListParts'

const directions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
]

interface Options<F extends string> {
  sortField: F
  sortType: 'asc' | 'desc'
  count: number
}

/**
 * A list's sort field (one of `fields`, with their labels), direction and page size, and a spinner while
 * a new view loads. Each change goes back to the first page (the caller's `onChange`).
 */
export function ListOptions<F extends string>({
  fields,
  view: { sortField, sortType, count },
  refreshing,
  onChange,
}: {
  fields: readonly { value: F; label: string }[]
  view: Options<F>
  refreshing: boolean
  onChange: (options: Partial<Options<F>>) => void
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
        w={190}
      />
      <Select
        label="Order"
        data={directions}
        value={sortType}
        allowDeselect={false}
        onChange={(value) => value && onChange({ sortType: value === 'asc' ? 'asc' : 'desc' })}
        w={140}
      />
      <PageSizeSelect value={count} onChange={(size) => onChange({ count: size })} />
      {refreshing ? <Loader size="sm" aria-label="Refreshing" /> : null}
    </Group>
  )
}
