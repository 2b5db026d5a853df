import { memo, useRef, type CSSProperties, type ReactNode } from 'react'
import { Table, type TableProps, type TableTrProps } from '@mantine/core'
import { useRowsShown } from '../lib/useRowsShown'

export interface Column<Row> {
  header: ReactNode
  cell: (row: Row, index: number) => ReactNode
  /** A fixed width for the column, in pixels. */
  width?: number
  /**
   * The class of each cell of the column (`monoCell`, `numericCell`, `endCell` in cellClasses): a class, not an
   * inline style, so that the rows of a page share one style rule instead of each parsing its own.
   */
  className?: string
}

export interface DataTableProps<Row> extends Omit<TableProps, 'children' | 'data'> {
  /** The table's accessible name. */
  label: string
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number
  /** Props of one row (a highlight, ...). */
  rowProps?: (row: Row, index: number) => TableTrProps | undefined
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
}

const classes = Table.classes as Record<
  'thead' | 'tbody' | 'tr' | 'th' | 'td' | 'scrollContainer' | 'scrollContainerInner',
  string
>

/** A length in pixels as the library writes it. */
const rem = (pixels: number) => `calc(${pixels / 16}rem * var(--mantine-scale))`

/** The data attributes by which the table's stylesheet draws stripes, hover and borders. */
interface Look {
  striped: 'odd' | 'even' | undefined
  hover: boolean
  rowBorder: boolean
  columnBorder: boolean
}

/**
 * A table of records: a header row of column headers, then one row per record.
 *
 * Built for long lists: a body row is a plain `<tr>` of plain `<td>`s that carry the table's own classes
 * and data attributes (so they look exactly like the library's rows), not a component per cell, and it
 * renders again only when its record, its position or the columns change. A column's cells take its
 * `className`; a row's `rowProps` are honoured by rendering that row with the library's component.
 *
 * Rows are keyed by their place on the page, not by their record: a page turn (every record new) then changes
 * the text and attributes of the rows already drawn instead of removing them and building new ones, which
 * roughly halves the script, style and layout work of a turn. So a row holds no state of its own: its cells
 * are plain elements, and a copy button (`CopyValue`) loses its "copied" mark once given another value.
 *
 * A table first draws the rows the window shows (`useRowsShown`), and the rest as soon as those are painted.
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  minWidth,
  rowProps,
  empty,
  verticalSpacing = 'xs',
  ...tableProps
}: DataTableProps<Row>) {
  const body = useRef<HTMLTableSectionElement>(null)
  const shown = useRowsShown(rows.length, body)
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>
  const { striped, highlightOnHover, withRowBorders = true, withColumnBorders } = tableProps
  const look: Look = {
    striped: striped === true ? 'odd' : striped || undefined,
    hover: Boolean(highlightOnHover),
    rowBorder: withRowBorders,
    columnBorder: Boolean(withColumnBorders),
  }
  const table = (
    <Table aria-label={label} verticalSpacing={verticalSpacing} {...tableProps}>
      <HeaderRow columns={columns as readonly Column<unknown>[]} {...look} />
      <tbody ref={body} className={`${classes.tbody} mantine-Table-tbody`}>
        {(shown < rows.length ? rows.slice(0, shown) : rows).map((row, index) => (
          <DataRow
            key={index}
            row={row}
            index={index}
            columns={columns as readonly Column<unknown>[]}
            trProps={rowProps?.(row, index)}
            {...look}
          />
        ))}
      </tbody>
    </Table>
  )
  // The library's scroll container (its native kind): the table keeps its width and the page scrolls it sideways.
  return minWidth ? (
    <div
      className={`${classes.scrollContainer} mantine-TableScrollContainer-scrollContainer`}
      style={{ '--table-min-width': rem(minWidth), '--table-overflow': 'auto' } as CSSProperties}
    >
      <div className={`${classes.scrollContainerInner} mantine-TableScrollContainer-scrollContainerInner`}>{table}</div>
    </div>
  ) : (
    table
  )
}

/** The column headers, drawn as the library's header row draws them (plain elements: every list draws one). */
const HeaderRow = memo(function HeaderRow({
  columns,
  striped,
  hover,
  rowBorder,
  columnBorder,
}: Look & { columns: readonly Column<unknown>[] }) {
  return (
    <thead className={`${classes.thead} mantine-Table-thead`}>
      <tr
        className={`${classes.tr} mantine-Table-tr`}
        data-striped={striped}
        data-hover={hover || undefined}
        data-with-row-border={rowBorder || undefined}
      >
        {columns.map((column, index) => (
          <th
            key={index}
            className={`${classes.th} mantine-Table-th`}
            data-with-column-border={columnBorder || undefined}
            scope="col"
            style={column.width === undefined ? undefined : { width: rem(column.width) }}
          >
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  )
})

/** `rowProps` returns a new object on every call: rows compare what it holds. */
function sameTrProps(a: TableTrProps | undefined, b: TableTrProps | undefined) {
  if (a === b) return true
  if (!a || !b) return false
  const keys = Object.keys(a) as (keyof TableTrProps)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

type DataRowProps = Look & {
  row: unknown
  index: number
  columns: readonly Column<unknown>[]
  trProps: TableTrProps | undefined
}

const DataRow = memo(
  function DataRow({ row, index, columns, trProps, striped, hover, rowBorder, columnBorder }: DataRowProps) {
    const cells = columns.map((column, columnIndex) => (
      <td
        key={columnIndex}
        className={column.className ? `${classes.td} mantine-Table-td ${column.className}` : `${classes.td} mantine-Table-td`}
        data-with-column-border={columnBorder || undefined}
      >
        {column.cell(row, index)}
      </td>
    ))
    if (trProps) return <Table.Tr {...trProps}>{cells}</Table.Tr>
    return (
      <tr
        className={`${classes.tr} mantine-Table-tr`}
        data-striped={striped}
        data-hover={hover || undefined}
        data-with-row-border={rowBorder || undefined}
      >
        {cells}
      </tr>
    )
  },
  (before, after) =>
    before.row === after.row &&
    before.index === after.index &&
    before.columns === after.columns &&
    before.striped === after.striped &&
    before.hover === after.hover &&
    before.rowBorder === after.rowBorder &&
    before.columnBorder === after.columnBorder &&
    sameTrProps(before.trProps, after.trProps),
)
