import { lazy, useCallback, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button, Paper, Text } from '@mantine/core'
import { IconChartBarOff, IconTrash } from '@tabler/icons-react'
import type { MerchantMetric } from '../../api/contract/metrics'
import { ActionDoneNotice, ConfirmActionDialog } from '../../components/ConfirmedAction'
import { BrowsePage } from '../../components/BrowsePage'
import { NoListFallback } from '../../components/ListParts'
import { DetailsDrawer } from '../../components/DetailsDrawer'
import { ListOrder } from '../../components/ListOrder'
import { useConfirmedAction } from '../../lib/useConfirmedAction'
import { usePagedList } from '../../lib/usePagedList'
import { metricTitle } from './format'
import { toMetricListInput, type MetricsSearch } from './listSearch'
import { MetricDetails } from './MetricDetails'
import { MetricsTable } from './MetricsTable'
import { metricQueries, useDeleteMetric } from './queries'

const MetricDeletePage = lazy(() => import('./MetricDeletePage').then((module) => ({ default: module.MetricDeletePage })))

/** The usage metrics, by creation and paged from the URL, with "Delete" on each. */
export function MetricsList({ search }: { search: MetricsSearch }) {
  const navigate = useNavigate({ from: '/metrics/' })
  const update = (patch: Partial<MetricsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })
  const paged = usePagedList({
    options: (page) => metricQueries.list(toMetricListInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const [selected, setSelected] = useState<MerchantMetric | null>(null)
  const { mutateAsync: remove } = useDeleteMetric()
  // The lists are refreshed before the confirmation closes: the row is already gone.
  const deletion = useConfirmedAction((metric: MerchantMetric) => remove({ metricId: metric.id ?? 0 }))
  const closeDetails = useCallback(() => setSelected(null), [])

  const metrics = query.data?.merchantMetrics ?? []

  return (
    <>
      <BrowsePage
        unsupported={
          <NoListFallback what="metrics">
            <MetricDeletePage search={{}} withBackLink={false} />
          </NoListFallback>
        }
        title="Metrics"
        noun={['metric', 'metrics']}
        paged={paged}
        isEmpty={!metrics.length}
        empty={{ icon: IconChartBarOff, emptyText: 'Usage metrics appear here once created.' }}
        actions={
          <Button component={Link} to="/metrics/delete" variant="default" leftSection={<IconTrash size={16} aria-hidden />}>
            Delete by ID
          </Button>
        }
        tools={
          <>
            <ActionDoneNotice action={deletion} title="Metric deleted">
              {(metric) => <Text size="sm">{metricTitle(metric)} was deleted.</Text>}
            </ActionDoneNotice>
            <Paper withBorder p="sm">
              <ListOrder
                sortType={search.sortType}
                count={search.count}
                refreshing={query.isFetching && !query.isPending}
                onChange={(patch) => update({ ...patch, page: 0 })}
              />
            </Paper>
          </>
        }
      >
        <MetricsTable metrics={metrics} busy={query.isFetching} onSelect={setSelected} onDelete={deletion.ask} />
      </BrowsePage>

      <ConfirmActionDialog
        action={deletion}
        title={(metric) => `Delete ${metricTitle(metric)}?`}
        confirmLabel="Delete metric"
        failed="The metric was not deleted"
      >
        {(metric) => (
          <Text size="sm">
            The metric {metric?.code ? `with code ${metric.code} ` : ''}will be deleted. This cannot be undone.
          </Text>
        )}
      </ConfirmActionDialog>
      <DetailsDrawer opened={selected !== null} onClose={closeDetails} title={metricTitle(selected)}>
        {selected ? <MetricDetails metric={selected} /> : null}
      </DetailsDrawer>
    </>
  )
}
