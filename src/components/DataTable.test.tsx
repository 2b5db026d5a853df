import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderComponent } from '../testing/render'
import { DataTable, type Column } from './DataTable'

interface Thing {
  id: number
  name: string
}

describe('DataTable', () => {
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
  it("gives each cell of a column the column's props", () => {
    const columns: Column<Thing>[] = [
      { header: 'Name', cell: (thing) => thing.name },
      { header: 'ID', cell: (thing) => thing.id, td: { ta: 'right' } },
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
    const cells = within(table).getAllByRole('cell')
    expect(cells.map((cell) => (cell as HTMLElement).style.textAlign)).toEqual(['', 'right', '', 'right'])
  })
})
