import { useCallback, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Box, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { IconListSearch, IconPlayerPlay } from '@tabler/icons-react'
import type { PlanDetail } from '../../api/contract/extensions/plans'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { PagedEmptyState } from '../../components/PagedEmptyState'
import { ErrorAlert } from '../../components/ErrorAlert'
import { ListPagination } from '../../components/ListPagination'
import { ListBody, NoListFallback } from '../../components/ListParts'
import { Notice } from '../../components/PageParts'
import { focusOnMount } from '../../lib/focus'
import { useConfirmedAction } from '../../lib/useConfirmedAction'
import { usePagedList } from '../../lib/usePagedList'
import { useUnsupported } from '../../lib/useUnsupported'
import { planTitle } from './format'
import { isFiltered, noPlanFilters, toPlanListInput, type PlansSearch } from './listSearch'
import { PlanActivatePage } from './PlanActivatePage'
import { PlanDetails } from './PlanDetails'
import { PlanFilters, type PlansUpdate } from './PlanFilters'
import { PlansTable } from './PlansTable'
import { planQueries, useActivatePlan } from './queries'

/** The plans, filtered, sorted and paged from the URL; "Activate" on each plan that is not active. */
export function PlansList({ search }: { search: PlansSearch }) {
  const navigate = useNavigate({ from: '/plans/' })
  const { query, total, pages } = usePagedList({
    options: (page) => planQueries.list(toPlanListInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
  })
  const unsupported = useUnsupported(query.error)
  const [selected, setSelected] = useState<PlanDetail | null>(null)
  const { mutateAsync: activate } = useActivatePlan()
  // The lists are refreshed before the confirmation closes: the row already shows the new status.
  const activation = useConfirmedAction((detail: PlanDetail) => activate({ planId: detail.plan?.id ?? 0 }))
  const update = useCallback<PlansUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const closeDetails = useCallback(() => setSelected(null), [])

  if (unsupported) {
    return (
      <NoListFallback what="plans">
        <PlanActivatePage search={{}} withBackLink={false} />
      </NoListFallback>
    )
  }
  const plans = query.data?.plans ?? []
  const { page, ...view } = search
  const filtered = isFiltered(search)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>Plans</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {query.data
              ? `${total.toLocaleString()} plan${total === 1 ? '' : 's'}${filtered ? ' match the filters' : ''}`
              : '\u00a0'}
          </Text>
        </Stack>
        <Button component={Link} to="/plans/activate" variant="default" leftSection={<IconPlayerPlay size={16} aria-hidden />}>
          Activate by ID
        </Button>
      </Group>
      {activation.done ? (
        <Box ref={focusOnMount} tabIndex={-1}>
          <Notice title="Plan activated" onClose={activation.dismiss}>
            <Text size="sm">{planTitle(activation.done.plan)} is now active (status 2 · active).</Text>
          </Notice>
        </Box>
      ) : null}
      <PlanFilters view={view} refreshing={query.isFetching && !query.isPending} update={update} />
      <ListBody
        query={query}
        what="plans"
        isEmpty={!plans.length}
        empty={
          <PagedEmptyState
            icon={IconListSearch}
            what="plans"
            total={total}
            filtered={filtered}
            emptyText="Plans appear here once created."
            onFirstPage={() => update({ page: 0 })}
            onClearFilters={() => update(noPlanFilters)}
          />
        }
      >
        <PlansTable plans={plans} busy={query.isFetching} onSelect={setSelected} onActivate={activation.ask} />
      </ListBody>
      {query.data && total > 0 ? <ListPagination page={page} pages={pages} onPage={(next) => update({ page: next })} /> : null}

      <ConfirmDialog
        opened={activation.confirming !== null}
        title={`Activate ${planTitle(activation.confirming?.plan)}?`}
        confirmLabel="Activate plan"
        color="orange"
        busy={activation.running}
        onConfirm={() => void activation.confirm()}
        onCancel={activation.cancel}
      >
        <Text size="sm">Once active, the plan can be subscribed to.</Text>
        {activation.error ? <ErrorAlert error={activation.error} title="The plan was not activated" /> : null}
      </ConfirmDialog>
      <Drawer
        opened={selected !== null}
        onClose={closeDetails}
        position="right"
        size="lg"
        title={
          <Title order={2} size="h3">
            {planTitle(selected?.plan)}
          </Title>
        }
      >
        {selected ? <PlanDetails detail={selected} /> : null}
      </Drawer>
    </Stack>
  )
}
