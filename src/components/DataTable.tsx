import type { ReactNode } from 'react'
import { Table, type TableProps, type TableTdProps, type TableTrProps } from '@mantine/core'

export interface Column<Row> {
  header: ReactNode
  cell: (row: Row, index: number) => ReactNode
  /** A fixed width for the column, in pixels. */
  width?: number
  /** Props of each cell of the column: `{ ff: 'monospace' }` for codes and ids, `{ ta: 'right' }` for totals. */
  td?: TableTdProps
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

/**
 * A table of records: a header row of column headers, then one row per record.
 *
 * Rows are keyed by their place on the page, not by their record: a page turn (every record new) changes the text
 * of the rows already drawn instead of removing them and building new ones. So a row holds no state of its own.
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
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>
  const table = (
    <Table aria-label={label} verticalSpacing={verticalSpacing} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={index} scope="col" w={column.width}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <DataRow
            key={index}
            row={row}
            index={index}
            columns={columns as readonly Column<unknown>[]}
            trProps={rowProps?.(row, index)}
          />
        ))}
      </Table.Tbody>
    </Table>
  )
  return minWidth ? (
    <Table.ScrollContainer type="native" minWidth={minWidth}>
      {table}
    </Table.ScrollContainer>
  ) : (
    table
  )
}

interface DataRowProps {
  row: unknown
  index: number
  columns: readonly Column<unknown>[]
  trProps: TableTrProps | undefined
}

function DataRow({ row, index, columns, trProps }: DataRowProps) {
  return (
    <Table.Tr {...trProps}>
      {columns.map((column, columnIndex) => (
        <Table.Td key={columnIndex} {...column.td}>
          {column.cell(row, index)}
        </Table.Td>
      ))}
    </Table.Tr>
  )
}
