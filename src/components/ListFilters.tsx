import type { ReactNode } from 'react'
import { Group, Paper, Stack } from '@mantine/core'
import type { CodeKind } from '../api/contract/codes'
import type { sortTypes } from '../api/contract/products'
import { CodeFilter } from './CodeFilter'
import { ListOrder } from './ListOrder'

interface View<F extends string> {
  sortField?: F
  sortType?: (typeof sortTypes)[number]
  count: number
}

/** The members of a list's view that hold chosen codes. */
type CodeKeys<V> = { [K in keyof V]-?: V[K] extends readonly number[] | undefined ? K : never }[keyof V]

/** A filter on the values of one code table: the view's member `key` holds the chosen values. */
export interface CodeFilterOf<V> {
  key: CodeKeys<V>
  kind: CodeKind
  label: string
}

/**
 * The panel above a list: its typed filters (`children`, a `FilterForm` or a live search), its code filters
 * (`codes`, side by side, each bound to its member of the view), then its order and page size with the
 * list's own view `controls` first. Each change of a code, the order or the size goes back to the first page.
 */
export function ListFilters<F extends string, V extends View<F>>({
  sortFields,
  view,
  refreshing,
  update,
  codes,
  controls,
  children,
}: {
  sortFields?: readonly { value: F; label: string }[]
  view: V
  refreshing: boolean
  update: (patch: Partial<NoInfer<V>> & { page: number }) => void
  codes?: readonly CodeFilterOf<NoInfer<V>>[]
  controls?: ReactNode
  children?: ReactNode
}) {
  const { sortField, sortType, count } = view
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        {children}
        {codes?.length ? (
          <Group gap="lg" align="flex-start" wrap="wrap">
            {codes.map(({ key, kind, label }) => (
              <CodeFilter
                key={String(key)}
                kind={kind}
                label={label}
                value={view[key] as readonly number[] | undefined}
                onChange={(values) => update({ [key]: values, page: 0 } as Partial<V> & { page: number })}
              />
            ))}
          </Group>
        ) : null}
        <ListOrder
          fields={sortFields}
          sortField={sortField}
          sortType={sortType}
          count={count}
          refreshing={refreshing}
          onChange={(patch) => update({ ...patch, page: 0 } as Partial<V> & { page: number })}
        >
          {controls}
        </ListOrder>
      </Stack>
    </Paper>
  )
}
