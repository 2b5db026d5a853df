import { memo, useMemo } from 'react'
import { Badge } from '@mantine/core'
import type { Product } from '../../api/contract/products'
import { CellNote, CellOpen, CellText } from '../../components/Cells'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { LightBadge } from '../../components/LightBadge'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { DEFAULT_PRODUCT_ID } from './defaultProduct'
import { ProductStatusBadge } from './ProductDetails'

/** A page of products; memoised, so that a page turn renders only the rows. */
export const ProductsTable = memo(function ProductsTable({
  products,
  created,
  busy,
  onSelect,
}: {
  products: Product[]
  created: number | undefined
  busy: boolean
  onSelect: (product: Product) => void
}) {
  const columns = useMemo(() => productColumns(onSelect), [onSelect])
  return (
    <DataTable
      label="Products"
      rows={products}
      columns={columns}
      rowProps={(product) => (product.id === created ? { bg: 'var(--mantine-color-teal-light)' } : undefined)}
      minWidth={720}
      striped
      highlightOnHover
      aria-busy={busy}
    />
  )
})

// A row is plain elements but for its badges: the list shows many rows, and turning a page renders them all.
const productColumns = (onSelect: (product: Product) => void): Column<Product>[] => [
  { header: 'ID', cell: (product) => (product.id != null ? <CopyValue value={product.id} label="product ID" /> : '—') },
  {
    header: 'Name',
    cell: (product) => (
      <>
        <CellOpen onOpen={() => onSelect(product)} label={`Details of ${product.productName || 'unnamed product'}`}>
          {product.productName || 'Unnamed product'}
        </CellOpen>
        {product.id === DEFAULT_PRODUCT_ID ? (
          <Badge variant="outline" color="gray" size="sm" ml="xs">
            Default
          </Badge>
        ) : null}
        {product.description ? <CellNote>{product.description}</CellNote> : null}
      </>
    ),
  },
  { header: 'Status', cell: (product) => <ProductStatusBadge status={product.status} /> },
  {
    header: 'US VAT',
    cell: (product) => (product.usVATConfig?.active ? <LightBadge color="blue">Active</LightBadge> : <Dimmed>Off</Dimmed>),
  },
  {
    header: 'Created',
    cell: (product) => (
      <CellText>
        <Timestamp value={product.createTime} />
      </CellText>
    ),
  },
]
