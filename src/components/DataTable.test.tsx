import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderComponent } from '../testing/render'
import { DataTable, type Column } from './DataTable'

interface Thing {
  id: number
  name: string
}

describe('DataTable', () => {
  it('renders a row again only when its record, its place or the columns change', () => {
    const cell = vi.fn((thing: Thing) => thing.name)
    const columns: Column<Thing>[] = [{ header: 'Name', cell }]
    const first = { id: 1, name: 'Analytics' }
    const second = { id: 2, name: 'Backups' }
    const table = (rows: Thing[], props: { columns?: Column<Thing>[]; busy?: boolean } = {}) => (
      <DataTable
        label="Things"
        rows={rows}
        columns={props.columns ?? columns}
        rowKey={(thing) => thing.id}
        aria-busy={props.busy}
      />
    )
    const { rerender } = renderComponent(table([first, second]))
    expect(cell).toHaveBeenCalledTimes(2)

    // The table itself changes (it is busy): no row does.
    rerender(table([first, second], { busy: true }))
    expect(cell).toHaveBeenCalledTimes(2)

    // One record changes: one row renders.
    rerender(table([first, { ...second, name: 'Backups Pro' }]))
    expect(cell).toHaveBeenCalledTimes(3)
    expect(within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row')[2]).toHaveTextContent('Backups Pro')

    // New columns: every row renders.
    rerender(table([first, { ...second, name: 'Backups Pro' }], { columns: [{ header: 'Name', cell }] }))
    expect(cell).toHaveBeenCalledTimes(5)
  })
})
