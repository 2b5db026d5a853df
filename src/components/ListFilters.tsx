import { useId, useState, type ReactNode } from 'react'
import { Button, Group, Paper, Stack } from '@mantine/core'
import { IconChevronDown, IconFilter } from '@tabler/icons-react'
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
 * The panel above a list: its order and page size, with the list's own view `controls` first; and its filters,
 * folded under a "Filters" button that says how many are `applied`: the typed filters (`children`, a
 * `FilterForm` or a live search) and the code filters (`codes`, side by side, each bound to its member of the
 * view). A list opens with its filters shown when any is applied, folded otherwise: most visits browse, and the
 * folded fields are not drawn (nor laid out) until first shown. Once shown they stay, hidden when folded again,
 * so that nothing typed is lost. `search` is a list's search, shown above the rest and never folded. Each change
 * of a code, the order or the size goes back to the first page.
 */
export function ListFilters<F extends string, V extends View<F>>({
  sortFields,
  view,
  refreshing,
  update,
  codes,
  controls,
  search,
  applied = 0,
  children,
}: {
  sortFields?: readonly { value: F; label: string }[]
  view: V
  refreshing: boolean
  update: (patch: Partial<NoInfer<V>> & { page: number }) => void
  codes?: readonly CodeFilterOf<NoInfer<V>>[]
  controls?: ReactNode
  search?: ReactNode
  /** How many of the folded filters are in effect (an area's `filtersApplied`, or `appliedCount` of them). */
  applied?: number
  children?: ReactNode
}) {
  const { sortField, sortType, count } = view
  const foldable = Boolean(children) || Boolean(codes?.length)
  const [shown, setShown] = useState(applied > 0)
  const [drawn, setDrawn] = useState(shown)
  const panelId = useId()
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        {search}
        <ListOrder
          fields={sortFields}
          sortField={sortField}
          sortType={sortType}
          count={count}
          refreshing={refreshing}
          onChange={(patch) => update({ ...patch, page: 0 } as Partial<V> & { page: number })}
        >
          {foldable ? (
            <Button
              variant="default"
              aria-expanded={shown}
              aria-controls={drawn ? panelId : undefined}
              leftSection={<IconFilter size={16} aria-hidden />}
              rightSection={<IconChevronDown size={16} aria-hidden style={shown ? { rotate: '180deg' } : undefined} />}
              onClick={() => {
                setDrawn(true)
                setShown(!shown)
              }}
            >
              {applied ? `Filters (${applied})` : 'Filters'}
            </Button>
          ) : null}
          {controls}
        </ListOrder>
        {drawn ? (
          <div id={panelId} hidden={!shown}>
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
            </Stack>
          </div>
        ) : null}
      </Stack>
    </Paper>
  )
}
