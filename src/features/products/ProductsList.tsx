import { lazy, memo, Suspense, useCallback, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Alert, Button, Chip, Group, Loader, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconPackageOff, IconPlus } from '@tabler/icons-react'
import type { Product } from '../../api/contract/products'
import { CopyValue } from '../../components/CopyValue'
import { CsvExport } from '../../components/CsvExport'
import { toListInput, type ProductsSearch } from './listSearch'
import { fetchProductsPage, productCsvColumns, productRowKey, productsCsvFileName } from './export'
import { Notice } from '../../components/PageParts'
import { useMayUse } from '../../session/permissions'
import { splitDefaultProduct } from './defaultProduct'
import { productQueries } from './queries'
import { DetailsDrawer } from '../../components/DetailsDrawer'
import { ListHeading } from '../../components/ListHeading'
import { countLabel } from '../../lib/countLabel'
import { PagedRows } from '../../components/PagedRows'
import { ListFilters } from '../../components/ListFilters'
import { usePagedList } from '../../lib/usePagedList'
import { ProductsTable } from './ProductsTable'

// A product's fields, actions and edit form, with their tooling, load when its details open, not with the list.
const ProductActions = lazy(() => import('./ProductActions').then((module) => ({ default: module.ProductActions })))
const ProductDetails = lazy(() => import('./ProductDetails').then((module) => ({ default: module.ProductDetails })))

const sortFieldOptions = [
  { value: 'id', label: 'ID' },
  { value: 'create_time', label: 'Created' },
  { value: 'gmt_modify', label: 'Last modified' },
] as const

/** The list's filters: everything in the address except the page. */
type ProductsView = Omit<ProductsSearch, 'page' | 'created'>
type Update = (patch: Partial<ProductsSearch>) => void

export function ProductsList({ search }: { search: ProductsSearch }) {
  const navigate = useNavigate({ from: '/products/' })
  // Stable across renders, so that turning a page re-renders only the rows and the pager (the header,
  // filters and drawer are memoised on their own props).
  const update = useCallback<Update>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, created: undefined, ...patch }) }),
    [navigate],
  )
  const goTo = useCallback((page: number) => update({ page }), [update])
  const paged = usePagedList({
    options: (page) => productQueries.list(toListInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => splitDefaultProduct(data).total,
    goTo,
  })
  const { query, page, total } = paged
  const [selected, setSelected] = useState<Product | null>(null)
  const closeDetails = useCallback(() => setSelected(null), [])
  const [changed, setChanged] = useState<string | null>(null)
  const onChanged = useCallback((message: string) => {
    setSelected(null)
    setChanged(message)
  }, [])

  // The real service lists its default product on every page: it is shown once, first on the first page.
  const { products: listed, defaultProduct } = splitDefaultProduct(query.data)
  const products = page === 0 && defaultProduct ? [defaultProduct, ...listed] : listed
  const created = search.created
  const { status, sortField, sortType, count } = search

  return (
    <Stack gap="md">
      <ProductsHeader
        total={query.data ? total : null}
        withDefault={defaultProduct !== null}
        status={status}
        sortField={sortField}
        sortType={sortType}
        count={count}
      />

      {created ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          title="Product created"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => update({})}
          role="status"
        >
          <Text size="sm" component="div">
            The new product has ID <CopyValue value={created} label="product ID" />.
          </Text>
        </Alert>
      ) : null}

      {changed ? <Notice onClose={() => setChanged(null)}>{changed}</Notice> : null}

      <ProductsFilters
        status={status}
        sortField={sortField}
        sortType={sortType}
        count={count}
        refreshing={query.isFetching && !query.isPending}
        update={update}
      />

      <PagedRows
        paged={paged}
        what="products"
        isEmpty={!products.length}
        empty={{
          icon: IconPackageOff,
          filtered: status !== 'all',
          filteredText: 'Try another status filter.',
          onClearFilters: () => update({ status: 'all', page: 0 }),
          emptyText: 'Create your first product to start selling.',
          emptyAction: (
            <Button component={Link} to="/products/new" variant="default">
              New product
            </Button>
          ),
        }}
      >
        <ProductsTable products={products} created={created} busy={query.isFetching} onSelect={setSelected} />
      </PagedRows>

      <ProductDrawer product={selected} onClose={closeDetails} onChanged={onChanged} />
    </Stack>
  )
}

const ProductsHeader = memo(function ProductsHeader({
  total,
  withDefault,
  ...view
}: ProductsView & { total: number | null; withDefault: boolean }) {
  return (
    <ListHeading
      title="Products"
      count={
        total !== null ? `${countLabel(total, ['product', 'products'])}${withDefault ? ', plus the default product' : ''}` : null
      }
      actions={
        <Group gap="sm">
          <CsvExport
            what="products"
            fileName={() => productsCsvFileName({ ...view, page: 0 })}
            columns={productCsvColumns}
            fetchPage={(page, signal) => fetchProductsPage({ ...view, page: 0 }, page, signal)}
            rowKey={productRowKey}
          />
          <Button component={Link} to="/products/new" leftSection={<IconPlus size={16} aria-hidden />}>
            New product
          </Button>
        </Group>
      }
    />
  )
})

const ProductsFilters = memo(function ProductsFilters({
  refreshing,
  update,
  ...view
}: ProductsView & { refreshing: boolean; update: Update }) {
  return (
    <ListFilters
      sortFields={sortFieldOptions}
      view={view}
      refreshing={refreshing}
      update={update}
      controls={
        <Stack gap={4} role="radiogroup" aria-labelledby="status-filter-label">
          <Text size="sm" fw={500} id="status-filter-label">
            Status
          </Text>
          {/* Chips, not a segmented control: that one measures itself as the page loads, a forced layout. */}
          <Chip.Group value={view.status} onChange={(value) => update({ status: value as ProductsSearch['status'], page: 0 })}>
            <Group gap={6}>
              {statusChoices.map((choice) => (
                <Chip key={choice.value} value={choice.value} size="sm" name="status-filter">
                  {choice.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      }
    />
  )
})

const statusChoices: { value: ProductsSearch['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

const ProductDrawer = memo(function ProductDrawer({
  product,
  onClose,
  onChanged,
}: {
  product: Product | null
  onClose: () => void
  onChanged: (message: string) => void
}) {
  const mayChange = useMayUse('plan')
  return (
    <DetailsDrawer opened={product !== null} onClose={onClose} title={product?.productName || 'Product'}>
      {product ? (
        <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
          <Stack gap="md">
            {mayChange ? <ProductActions key={product.id ?? 0} product={product} onDone={onChanged} /> : null}
            <ProductDetails product={product} />
          </Stack>
        </Suspense>
      ) : null}
    </DetailsDrawer>
  )
})
