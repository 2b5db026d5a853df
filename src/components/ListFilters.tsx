import type { ReactNode } from 'react'
import { Group, Paper, Stack } from '@mantine/core'
import type { sortTypes } from '../api/contract/products'
import { ListOrder } from './ListOrder'

interface View<F extends string> {
  sortField?: F
  sortType?: (typeof sortTypes)[number]
  count: number
}

/**
 * The panel above a list: its typed filters (`children`, a `FilterForm` or a live search), its code filters
 * (`codes`, side by side), then its order and page size with the list's own view `controls` first. Each
 * change of order or size goes back to the first page.
 */
export function ListFilters<F extends string>({
  sortFields,
  view: { sortField, sortType, count },
  refreshing,
  update,
  codes,
  controls,
  children,
}: {
  sortFields?: readonly { value: F; label: string }[]
  view: View<F>
  refreshing: boolean
  update: (patch: Partial<View<F>> & { page: number }) => void
  codes?: ReactNode
  controls?: ReactNode
  children?: ReactNode
}) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        {children}
        {codes ? (
          <Group gap="lg" align="flex-start" wrap="wrap">
            {codes}
          </Group>
        ) : null}
        <ListOrder
          fields={sortFields}
          sortField={sortField}
          sortType={sortType}
          count={count}
          refreshing={refreshing}
          onChange={(patch) => update({ ...patch, page: 0 })}
        >
          {controls}
        </ListOrder>
      </Stack>
    </Paper>
  )
}
