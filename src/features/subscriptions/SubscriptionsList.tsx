import { lazy, useCallback } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button } from '@mantine/core'
import { IconListSearch, IconRefresh } from '@tabler/icons-react'
import { BrowsePage } from '../../components/BrowsePage'
import { NoListFallback } from '../../components/ListParts'
import { usePagedList } from '../../lib/usePagedList'
import { isFiltered, subscriptionsSearchDefaults, toSubscriptionListInput, type SubscriptionsSearch } from './listSearch'
import { subscriptionQueries } from './queries'
import { SubscriptionFilters, type SubscriptionsUpdate } from './SubscriptionFilters'
import { SubscriptionsTable } from './SubscriptionsTable'

const RenewPage = lazy(() => import('./RenewPage').then((module) => ({ default: module.RenewPage })))

/** The subscriptions, filtered, sorted and paged from the URL; a row opens the subscription's page. */
export function SubscriptionsList({ view }: { view: SubscriptionsSearch }) {
  const navigate = useNavigate({ from: '/subscriptions/' })
  const update = useCallback<SubscriptionsUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => subscriptionQueries.list(toSubscriptionListInput({ ...view, page })),
    page: view.page,
    count: view.count,
    total: (data) => data.total,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const subscriptions = query.data?.subscriptions ?? []
  const { page: _page, ...filters } = view

  return (
    <BrowsePage
      opens="/subscriptions/$subscriptionId"
      unsupported={
        <NoListFallback what="subscriptions">
          <RenewPage search={{}} />
        </NoListFallback>
      }
      title="Subscriptions"
      noun={['subscription', 'subscriptions']}
      paged={paged}
      filtered={isFiltered(view)}
      isEmpty={!subscriptions.length}
      empty={{
        icon: IconListSearch,
        emptyText: 'Subscriptions appear here once customers subscribe.',
        // Clearing replaces the view: filters left out of a merged one would stay.
        onClearFilters: () => void navigate({ search: { ...subscriptionsSearchDefaults, count: view.count } }),
      }}
      actions={
        <Button component={Link} to="/subscriptions/renew" variant="default" leftSection={<IconRefresh size={16} aria-hidden />}>
          Renew by ID
        </Button>
      }
      tools={<SubscriptionFilters view={filters} refreshing={query.isFetching && !query.isPending} update={update} />}
    >
      <SubscriptionsTable subscriptions={subscriptions} busy={query.isFetching} />
    </BrowsePage>
  )
}
