import { lazy, Suspense, useCallback, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { PlanStatus } from '../../api/contract/codes'
import { IconListSearch, IconPlayerPlay, IconPlus } from '@tabler/icons-react'
import type { PlanDetail } from '../../api/contract/extensions/plans'
import { ActionDoneNotice, ConfirmActionDialog } from '../../components/ConfirmedAction'
import { BrowsePage } from '../../components/BrowsePage'
import { DetailsDrawer } from '../../components/DetailsDrawer'
import { NoListFallback } from '../../components/ListParts'
import { useConfirmedAction } from '../../lib/useConfirmedAction'
import { usePagedList } from '../../lib/usePagedList'
import { planTitle } from './format'
import { isFiltered, noPlanFilters, toPlanListInput, type PlansSearch } from './listSearch'
import { PlanFilters, type PlansUpdate } from './PlanFilters'
import { PlansTable } from './PlansTable'
import type { Plan } from '../../api/contract/plans'
import { Notice } from '../../components/PageParts'
import { useMayUse } from '../../session/permissions'
import { planQueries, useActivatePlan } from './queries'

const PlanActivatePage = lazy(() => import('./PlanActivatePage').then((module) => ({ default: module.PlanActivatePage })))
// The plan's fields, forms and actions, with their tooling, load when a plan is opened, not with the list.
const NewPlanDialog = lazy(() => import('./PlanForm').then((module) => ({ default: module.NewPlanDialog })))
const PlanEditForm = lazy(() => import('./PlanForm').then((module) => ({ default: module.PlanEditForm })))
const PlanActions = lazy(() => import('./PlanActions').then((module) => ({ default: module.PlanActions })))
const PlanDetails = lazy(() => import('./PlanDetails').then((module) => ({ default: module.PlanDetails })))

/** The plans, filtered, sorted and paged from the URL; "Activate" on each plan that is not active. */
export function PlansList({ search }: { search: PlansSearch }) {
  const navigate = useNavigate({ from: '/plans/' })
  const update = useCallback<PlansUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => planQueries.list(toPlanListInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const [selected, setSelected] = useState<PlanDetail | null>(null)
  const [editing, setEditing] = useState(false)
  const { mutateAsync: activate } = useActivatePlan()
  // The lists are refreshed before the confirmation closes: the row already shows the new status.
  const activation = useConfirmedAction((detail: PlanDetail) => activate({ planId: detail.plan?.id ?? 0 }))
  const closeDetails = useCallback(() => {
    setEditing(false)
    setSelected(null)
  }, [])
  const mayChange = useMayUse('plan')
  const [changed, setChanged] = useState<string | null>(null)
  const onChanged = useCallback((message: string) => {
    setSelected(null)
    setChanged(message)
  }, [])
  const [creating, setCreating] = useState<{ copyOf: Plan | null } | null>(null)
  const select = useCallback((detail: PlanDetail | null) => {
    setEditing(false)
    setSelected(detail)
  }, [])

  const plans = query.data?.plans ?? []
  const { page: _page, ...view } = search

  return (
    <>
      <BrowsePage
        unsupported={
          <NoListFallback what="plans">
            <PlanActivatePage search={{}} withBackLink={false} />
          </NoListFallback>
        }
        title="Plans"
        noun={['plan', 'plans']}
        paged={paged}
        filtered={isFiltered(search)}
        isEmpty={!plans.length}
        empty={{
          icon: IconListSearch,
          emptyText: 'Plans appear here once created.',
          onClearFilters: () => update(noPlanFilters),
        }}
        actions={
          <>
            {mayChange ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating({ copyOf: null })}>
                New plan
              </Button>
            ) : null}
            <Button
              component={Link}
              to="/plans/activate"
              variant="default"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
            >
              Activate by ID
            </Button>
          </>
        }
        tools={
          <>
            {changed ? <Notice onClose={() => setChanged(null)}>{changed}</Notice> : null}
            <ActionDoneNotice action={activation} title="Plan activated">
              {(detail) => <Text size="sm">{planTitle(detail.plan)} is now active.</Text>}
            </ActionDoneNotice>
            <PlanFilters view={view} refreshing={query.isFetching && !query.isPending} update={update} />
          </>
        }
      >
        <PlansTable plans={plans} busy={query.isFetching} onSelect={select} onActivate={activation.ask} />
      </BrowsePage>

      <ConfirmActionDialog
        action={activation}
        title={(detail) => `Activate ${planTitle(detail?.plan)}?`}
        confirmLabel="Activate plan"
        color="orange"
        failed="The plan was not activated"
      >
        {() => <Text size="sm">Once active, the plan can be subscribed to.</Text>}
      </ConfirmActionDialog>
      <DetailsDrawer opened={selected !== null} onClose={closeDetails} title={planTitle(selected?.plan)}>
        <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
          {selected?.plan && editing ? (
            <PlanEditForm
              plan={selected.plan}
              onCancel={() => setEditing(false)}
              onSaved={() => onChanged(`${planTitle(selected.plan)} was saved.`)}
              onCopy={() => {
                setCreating({ copyOf: selected.plan ?? null })
                closeDetails()
              }}
            />
          ) : selected ? (
            <Stack gap="md">
              {mayChange && selected.plan ? (
                <>
                  {selected.plan.status !== PlanStatus.softArchived && selected.plan.status !== PlanStatus.hardArchived ? (
                    <Group>
                      <Button variant="default" onClick={() => setEditing(true)}>
                        Edit plan
                      </Button>
                    </Group>
                  ) : null}
                  <PlanActions key={selected.plan.id ?? 0} plan={selected.plan} onDone={onChanged} />
                </>
              ) : null}
              <PlanDetails detail={selected} />
            </Stack>
          ) : null}
        </Suspense>
      </DetailsDrawer>
      <Suspense fallback={null}>
        <NewPlanDialog
          opened={creating !== null}
          copyOf={creating?.copyOf}
          onClose={() => setCreating(null)}
          onCreated={(plan) => {
            setCreating(null)
            setChanged(`${planTitle(plan)} was created: it is being edited until it is activated.`)
            select({ plan })
          }}
        />
      </Suspense>
    </>
  )
}
