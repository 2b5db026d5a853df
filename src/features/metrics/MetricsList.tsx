import { useCallback, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Box, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconChartBarOff, IconTrash } from '@tabler/icons-react'
import type { MerchantMetric } from '../../api/contract/metrics'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { PagedEmptyState } from '../../components/PagedEmptyState'
import { ErrorAlert } from '../../components/ErrorAlert'
import { ListPagination } from '../../components/ListPagination'
import { ListBody, NoListFallback } from '../../components/ListParts'
import { ListOrder } from '../../components/ListOrder'
import { Notice } from '../../components/PageParts'
import { focusOnMount } from '../../lib/focus'
import { useConfirmedAction } from '../../lib/useConfirmedAction'
import { usePagedList } from '../../lib/usePagedList'
import { useUnsupported } from '../../lib/useUnsupported'
import { metricTitle } from './format'
import { toMetricListInput, type MetricsSearch } from './listSearch'
import { MetricDeletePage } from './MetricDeletePage'
import { MetricDetails } from './MetricDetails'
import { MetricsTable } from './MetricsTable'
import { metricQueries, useDeleteMetric } from './queries'

/** The usage metrics, by creation and paged from the URL, with "Delete" on each. */
export function MetricsList({ search }: { search: MetricsSearch }) {
  const navigate = useNavigate({ from: '/metrics/' })
  const { query, total, pages } = usePagedList({
    options: (page) => metricQueries.list(toMetricListInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
  })
  const unsupported = useUnsupported(query.error)
  const [selected, setSelected] = useState<MerchantMetric | null>(null)
  const { mutateAsync: remove } = useDeleteMetric()
  // The lists are refreshed before the confirmation closes: the row is already gone.
  const deletion = useConfirmedAction((metric: MerchantMetric) => remove({ metricId: metric.id ?? 0 }))
  const update = (patch: Partial<MetricsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })
  const closeDetails = useCallback(() => setSelected(null), [])

  if (unsupported) {
    return (
      <NoListFallback what="metrics">
        <MetricDeletePage search={{}} withBackLink={false} />
      </NoListFallback>
    )
  }
  const metrics = query.data?.merchantMetrics ?? []

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>Metrics</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {query.data ? `${total.toLocaleString()} metric${total === 1 ? '' : 's'}` : '\u00a0'}
          </Text>
        </Stack>
        <Button component={Link} to="/metrics/delete" variant="default" leftSection={<IconTrash size={16} aria-hidden />}>
          Delete by ID
        </Button>
      </Group>
      {deletion.done ? (
        <Box ref={focusOnMount} tabIndex={-1}>
          <Notice title="Metric deleted" onClose={deletion.dismiss}>
            <Text size="sm">{metricTitle(deletion.done)} was deleted.</Text>
          </Notice>
        </Box>
      ) : null}
      <Paper withBorder p="sm">
        <ListOrder
          sortType={search.sortType}
          count={search.count}
          refreshing={query.isFetching && !query.isPending}
          onChange={(patch) => update({ ...patch, page: 0 })}
        />
      </Paper>
      <ListBody
        query={query}
        what="metrics"
        isEmpty={!metrics.length}
        empty={
          <PagedEmptyState
            icon={IconChartBarOff}
            what="metrics"
            total={total}
            emptyText="Usage metrics appear here once created."
            onFirstPage={() => update({ page: 0 })}
          />
        }
      >
        <MetricsTable metrics={metrics} busy={query.isFetching} onSelect={setSelected} onDelete={deletion.ask} />
      </ListBody>
      {query.data && total > 0 ? <ListPagination page={search.page} pages={pages} onPage={(page) => update({ page })} /> : null}

      <ConfirmDialog
        opened={deletion.confirming !== null}
        title={`Delete ${metricTitle(deletion.confirming)}?`}
        confirmLabel="Delete metric"
        busy={deletion.running}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        <Text size="sm">
          The metric {deletion.confirming?.code ? `with code ${deletion.confirming.code} ` : ''}will be deleted. This cannot be
          undone.
        </Text>
        {deletion.error ? <ErrorAlert error={deletion.error} title="The metric was not deleted" /> : null}
      </ConfirmDialog>
      <Drawer
        opened={selected !== null}
        onClose={closeDetails}
        position="right"
        size="lg"
        title={
          <Title order={2} size="h3">
            {metricTitle(selected)}
          </Title>
        }
      >
        {selected ? <MetricDetails metric={selected} /> : null}
      </Drawer>
    </Stack>
  )
}
