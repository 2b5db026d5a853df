import type { Key, ReactNode } from 'react'
import { Table, type TableProps, type TableTdProps, type TableTrProps } from '@mantine/core'

export interface Column<Row> {
  header: ReactNode
  cell: (row: Row, index: number) => ReactNode
  /** A fixed width for the column, in pixels. */
  width?: number
  /** Props of each cell of the column (a monospace font, numeric figures, ...). */
  td?: TableTdProps
}

export interface DataTableProps<Row> extends Omit<TableProps, 'children' | 'data'> {
  /** The table's accessible name. */
  label: string
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  rowKey: (row: Row, index: number) => Key
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number
  /** Props of one row (a highlight, ...). */
  rowProps?: (row: Row, index: number) => TableTrProps | undefined
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
}

/** A table of records: a header row of column headers, then one row per record. */
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
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
        {rows.map((row, rowIndex) => (
          <Table.Tr key={rowKey(row, rowIndex)} {...rowProps?.(row, rowIndex)}>
            {columns.map((column, index) => (
              <Table.Td key={index} {...column.td}>
                {column.cell(row, rowIndex)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table
}
