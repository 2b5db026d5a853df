import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { renderComponent } from '../testing/render'
import { DataTable, type Column } from './DataTable'
import { firstRows } from '../lib/useRowsShown'

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

describe('DataTable, drawn a window first', () => {
  const columns: Column<Thing>[] = [{ header: 'Name', cell: (thing) => thing.name }]
  const page = (first: number, count = 20) =>
    Array.from({ length: count }, (_, index) => ({ id: first + index, name: `Thing ${first + index}` }))
  const bodyRows = () =>
    within(screen.getByRole('table', { name: 'Things' }))
      .getAllByRole('row')
      .slice(1)

  /** Lays the body's rows out from `top`, each `height` high, as a browser would report them. */
  function layRowsOut(top: number, height: number) {
    vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableRowElement) {
      const y = top + this.sectionRowIndex * height
      return DOMRect.fromRect({ x: 0, y, width: 800, height })
    })
  }

  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('draws the rows the window shows before its first paint, and the rest once that is painted', async () => {
    vi.useFakeTimers()
    layRowsOut(300, 50)
    const { rerender } = renderComponent(<DataTable label="Things" rows={page(1)} columns={columns} />)
    // The window (768 px here) shows the rows down to its bottom edge: those are drawn, not the 20 of the page.
    const first = firstRows()
    expect(300 + first * 50).toBeGreaterThanOrEqual(window.innerHeight)
    expect(bodyRows()).toHaveLength(first)
    expect(bodyRows()[0]).toHaveTextContent('Thing 1')

    // The frame that paints them, then the rest.
    await act(() => vi.runAllTimersAsync())
    expect(bodyRows()).toHaveLength(20)
    expect(bodyRows()[19]).toHaveTextContent('Thing 20')

    // A page turn draws the whole page at once.
    rerender(<DataTable label="Things" rows={page(21)} columns={columns} />)
    expect(bodyRows()).toHaveLength(20)
    expect(bodyRows()[19]).toHaveTextContent('Thing 40')
  })

  it('draws more rows before painting when the first ones end above the window’s bottom edge', async () => {
    vi.useFakeTimers()
    // Short rows high up: the first ones fill half the window.
    layRowsOut(0, 30)
    renderComponent(<DataTable label="Things" rows={page(1, 40)} columns={columns} />)
    const filled = bodyRows().length
    expect(filled).toBeGreaterThan(firstRows())
    expect(filled * 30).toBeGreaterThanOrEqual(window.innerHeight)
    expect(filled).toBeLessThan(40)
    await act(() => vi.runAllTimersAsync())
    expect(bodyRows()).toHaveLength(40)
  })

  it('draws every row at once where rows cannot be measured', () => {
    renderComponent(<DataTable label="Things" rows={page(1, 30)} columns={columns} />)
    expect(bodyRows()).toHaveLength(30)
  })
})
