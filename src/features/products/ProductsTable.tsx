import { memo, useMemo } from 'react'
import { Badge } from '@mantine/core'
import type { Product } from '../../api/contract/products'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { LightBadge } from '../../components/LightBadge'
import { Timestamp } from '../../components/Timestamp'
import { DEFAULT_PRODUCT_ID } from './defaultProduct'
import { ProductStatusBadge } from './ProductDetails'
import classes from './ProductsTable.module.css'

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
      rowKey={(product, index) => product.id ?? `row-${index}`}
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
        <button
          type="button"
          className={`${classes.name} mantine-focus-auto`}
          onClick={() => onSelect(product)}
          aria-label={`Details of ${product.productName || 'unnamed product'}`}
        >
          {product.productName || 'Unnamed product'}
        </button>
        {product.id === DEFAULT_PRODUCT_ID ? (
          <Badge variant="outline" color="gray" size="sm" ml="xs">
            Default
          </Badge>
        ) : null}
        {product.description ? <div className={classes.description}>{product.description}</div> : null}
      </>
    ),
  },
  { header: 'Status', cell: (product) => <ProductStatusBadge status={product.status} /> },
  {
    header: 'US VAT',
    cell: (product) =>
      product.usVATConfig?.active ? <LightBadge color="blue">Active</LightBadge> : <span className={classes.dimmed}>Off</span>,
  },
  {
    header: 'Created',
    cell: (product) => (
      <div className={classes.text}>
        <Timestamp value={product.createTime} />
      </div>
    ),
  },
]
