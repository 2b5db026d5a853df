import { memo, useMemo } from 'react'
import { Anchor, Badge, Text } from '@mantine/core'
import type { Product } from '../../api/contract/products'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { DEFAULT_PRODUCT_ID } from './defaultProduct'

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

const productColumns = (onSelect: (product: Product) => void): Column<Product>[] => [
  { header: 'ID', cell: (product) => (product.id != null ? <CopyValue value={product.id} label="product ID" /> : '—') },
  {
    header: 'Name',
    cell: (product) => (
      <>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          underline="never"
          onClick={() => onSelect(product)}
          aria-label={`Details of ${product.productName || 'unnamed product'}`}
        >
          {product.productName || 'Unnamed product'}
        </Anchor>
        {product.id === DEFAULT_PRODUCT_ID ? (
          <Badge variant="outline" color="gray" size="sm" ml="xs">
            Default
          </Badge>
        ) : null}
        {product.description ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {product.description}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'Status', cell: (product) => <CodeBadge kind="productStatus" value={product.status} /> },
  {
    header: 'US VAT',
    cell: (product) =>
      product.usVATConfig?.active ? (
        <Badge variant="light" color="blue">
          Active
        </Badge>
      ) : (
        <Dimmed>Off</Dimmed>
      ),
  },
  {
    header: 'Created',
    cell: (product) => (
      <Text size="sm">
        <Timestamp value={product.createTime} />
      </Text>
    ),
  },
]
