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
      <DataTable label="Things" rows={rows} columns={props.columns ?? columns} aria-busy={props.busy} />
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
  it('draws the rows of a new page into the rows already there', () => {
    const columns: Column<Thing>[] = [{ header: 'Name', cell: (thing) => <strong>{thing.name}</strong> }]
    const table = (rows: Thing[]) => <DataTable label="Things" rows={rows} columns={columns} />
    const { rerender } = renderComponent(
      table([
        { id: 1, name: 'Analytics' },
        { id: 2, name: 'Backups' },
      ]),
    )
    const [firstRow, secondRow] = within(screen.getByRole('table', { name: 'Things' }))
      .getAllByRole('row')
      .slice(1)
    const firstName = screen.getByText('Analytics')

    // The next page: other records, the same elements with their text changed.
    rerender(
      table([
        { id: 21, name: 'Compliance' },
        { id: 22, name: 'Domains' },
        { id: 23, name: 'Email' },
      ]),
    )
    const rows = within(screen.getByRole('table', { name: 'Things' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['Compliance', 'Domains', 'Email'])
    expect(rows[0]).toBe(firstRow)
    expect(rows[1]).toBe(secondRow)
    expect(screen.getByText('Compliance')).toBe(firstName)
  })
  it("gives each cell of a column the column's class, beside the table's own", () => {
    const columns: Column<Thing>[] = [
      { header: 'Name', cell: (thing) => thing.name },
      { header: 'ID', cell: (thing) => thing.id, className: 'mono-cell' },
    ]
    renderComponent(
      <DataTable
        label="Things"
        rows={[
          { id: 1, name: 'Analytics' },
          { id: 2, name: 'Backups' },
        ]}
        columns={columns}
      />,
    )
    const table = screen.getByRole('table', { name: 'Things' })
    const ids = within(table)
      .getAllByRole('cell')
      .filter((_, index) => index % 2 === 1)
    expect(ids.map((cell) => cell.textContent)).toEqual(['1', '2'])
    const plain = within(table).getAllByRole('cell')[0]!
    for (const cell of ids) {
      expect(cell.className).toBe(`${plain.className} mono-cell`)
      expect(cell).not.toHaveAttribute('style')
    }
  })
})
