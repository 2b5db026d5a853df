import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { IconCircleCheck, IconPackageOff, IconPlus } from '@tabler/icons-react'
import type { Product } from '../../api/contract/products'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Timestamp } from '../../components/Timestamp'
import { CsvExport } from '../../components/CsvExport'
import { pageSizes, toListInput, type ProductsSearch } from './listSearch'
import { productCsvColumns, productsCsvFileName, fetchProductsPage } from './export'
import { ProductDetails, ProductStatusBadge } from './ProductDetails'
import { productQueries } from './queries'
import { ListPagination } from '../../components/ListPagination'
import { ListSkeleton, PageSizeSelect } from '../../components/ListParts'

const sortFieldOptions = [
  { value: 'id', label: 'ID' },
  { value: 'create_time', label: 'Created' },
  { value: 'gmt_modify', label: 'Last modified' },
]

export function ProductsList({ search }: { search: ProductsSearch }) {
  const navigate = useNavigate({ from: '/products/' })
  const query = useQuery(productQueries.list(toListInput(search)))
  const [selected, setSelected] = useState<Product | null>(null)
  const queryClient = useQueryClient()

  const update = (patch: Partial<ProductsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, created: undefined, ...patch }) })

  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / search.count))
  const products = query.data?.products ?? []
  const created = search.created

  // The next page is fetched ahead, so turning to it shows its rows at once.
  const hasNext = query.isSuccess && !query.isPlaceholderData && (search.page + 1) * search.count < total
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(productQueries.list(toListInput({ ...search, page: search.page + 1 })))
  }, [hasNext, queryClient, search])

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>Products</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {query.data ? `${total.toLocaleString()} product${total === 1 ? '' : 's'}` : '\u00a0'}
          </Text>
        </Stack>
        <Group gap="sm">
          <CsvExport
            what="products"
            fileName={() => productsCsvFileName(search)}
            columns={productCsvColumns}
            fetchPage={(page, signal) => fetchProductsPage(search, page, signal)}
          />
          <Button component={Link} to="/products/new" leftSection={<IconPlus size={16} aria-hidden />}>
            New product
          </Button>
        </Group>
      </Group>

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

      <Paper withBorder p="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="status-filter-label">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="status-filter-label"
              value={search.status}
              onChange={(value) => update({ status: value as ProductsSearch['status'], page: 0 })}
              data={[
                { value: 'all', label: 'All' },
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
            />
          </Stack>
          <Select
            label="Sort by"
            data={sortFieldOptions}
            value={search.sortField}
            allowDeselect={false}
            onChange={(value) => value && update({ sortField: value as ProductsSearch['sortField'], page: 0 })}
            w={160}
          />
          <Select
            label="Order"
            data={[
              { value: 'desc', label: 'Descending' },
              { value: 'asc', label: 'Ascending' },
            ]}
            value={search.sortType}
            allowDeselect={false}
            onChange={(value) => value && update({ sortType: value as ProductsSearch['sortType'], page: 0 })}
            w={140}
          />
          <PageSizeSelect sizes={pageSizes} value={search.count} onChange={(count) => update({ count, page: 0 })} />
          {query.isFetching && !query.isPending ? <Loader size="sm" aria-label="Refreshing" /> : null}
        </Group>
      </Paper>

      {query.isError ? (
        <ErrorAlert
          error={query.error}
          title="The products could not be loaded"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <ListSkeleton label="Loading products" />
      ) : products.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconPackageOff size={32} aria-hidden />
            <Text fw={500}>{total > 0 ? 'No products on this page' : 'No products match this view'}</Text>
            <Text size="sm" c="dimmed">
              {total > 0
                ? 'This page is past the end of the list.'
                : search.status === 'all'
                  ? 'Create your first product to start selling.'
                  : 'Try another status filter.'}
            </Text>
            <Group>
              {total > 0 ? (
                <Button variant="default" onClick={() => update({ page: 0 })}>
                  Go to the first page
                </Button>
              ) : (
                <Button component={Link} to="/products/new" variant="default">
                  New product
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Products" aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">ID</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">US VAT</Table.Th>
                <Table.Th scope="col">Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product, index) => (
                <Table.Tr
                  key={product.id ?? `row-${index}`}
                  bg={product.id === created ? 'var(--mantine-color-teal-light)' : undefined}
                >
                  <Table.Td>{product.id != null ? <CopyValue value={product.id} label="product ID" /> : '—'}</Table.Td>
                  <Table.Td>
                    <UnstyledButton onClick={() => setSelected(product)} aria-label={`Details of ${product.productName || 'unnamed product'}`}>
                      <Text size="sm" fw={500} c="var(--mantine-color-anchor)">
                        {product.productName || 'Unnamed product'}
                      </Text>
                    </UnstyledButton>
                    {product.description ? (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {product.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <ProductStatusBadge status={product.status} />
                  </Table.Td>
                  <Table.Td>
                    {product.usVATConfig?.active ? (
                      <Badge variant="light" color="blue">
                        Active
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Off
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <Timestamp value={product.createTime} />
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {query.data && total > 0 ? (
        <ListPagination page={search.page} pages={pages} onPage={(page) => update({ page })} />
      ) : null}

      <Drawer
        opened={selected !== null}
        onClose={() => setSelected(null)}
        position="right"
        size="lg"
        title={<Title order={2} size="h3">{selected?.productName || 'Product'}</Title>}
      >
        {selected ? <ProductDetails product={selected} /> : null}
      </Drawer>
    </Stack>
  )
}
