import { useCallback } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconListSearch, IconRefresh } from '@tabler/icons-react'
import { isUnsupported } from '../../api/errors'
import { EmptyState } from '../../components/EmptyState'
import { ListPagination } from '../../components/ListPagination'
import { ListBody, NoListFallback } from '../../components/ListParts'
import { usePagedList } from '../../lib/usePagedList'
import { isFiltered, subscriptionsSearchDefaults, toSubscriptionListInput, type SubscriptionsSearch } from './listSearch'
import { OpenSubscriptionById } from './OpenSubscriptionById'
import { subscriptionQueries } from './queries'
import { RenewPage } from './RenewPage'
import { SubscriptionFilters, type SubscriptionsUpdate } from './SubscriptionFilters'
import { SubscriptionsTable } from './SubscriptionsTable'

/** The subscriptions, filtered, sorted and paged from the URL; a row opens the subscription's page. */
export function SubscriptionsList({ view }: { view: SubscriptionsSearch }) {
  const navigate = useNavigate({ from: '/subscriptions/' })
  const { query, total, pages } = usePagedList({
    options: (page) => subscriptionQueries.list(toSubscriptionListInput({ ...view, page })),
    page: view.page,
    count: view.count,
    total: (data) => data.total,
  })
  const update = useCallback<SubscriptionsUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )

  if (isUnsupported(query.error)) {
    return (
      <NoListFallback what="subscriptions">
        <RenewPage search={{}} />
      </NoListFallback>
    )
  }
  const subscriptions = query.data?.subscriptions ?? []
  const { page, ...filters } = view
  const filtered = isFiltered(view)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>Subscriptions</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {query.data
              ? `${total.toLocaleString()} subscription${total === 1 ? '' : 's'}${filtered ? ' match the filters' : ''}`
              : '\u00a0'}
          </Text>
        </Stack>
        <Button component={Link} to="/subscriptions/renew" variant="default" leftSection={<IconRefresh size={16} aria-hidden />}>
          Renew by ID
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <OpenSubscriptionById />
      </Paper>
      <SubscriptionFilters view={filters} refreshing={query.isFetching && !query.isPending} update={update} />
      <ListBody
        query={query}
        what="subscriptions"
        isEmpty={!subscriptions.length}
        empty={
          <EmptyState
            icon={IconListSearch}
            title={
              total > 0
                ? 'No subscriptions on this page'
                : filtered
                  ? 'No subscriptions match the filters'
                  : 'No subscriptions yet'
            }
            text={
              total > 0
                ? 'This page is past the end of the list.'
                : filtered
                  ? 'Try other filters.'
                  : 'Subscriptions appear here once customers subscribe.'
            }
            action={
              total > 0 || filtered ? (
                <Button
                  variant="default"
                  onClick={() =>
                    // Clearing replaces the view: filters left out of a merged one would stay.
                    total > 0
                      ? update({ page: 0 })
                      : void navigate({ search: { ...subscriptionsSearchDefaults, count: view.count } })
                  }
                >
                  {total > 0 ? 'Go to the first page' : 'Clear the filters'}
                </Button>
              ) : null
            }
          />
        }
      >
        <SubscriptionsTable subscriptions={subscriptions} busy={query.isFetching} />
      </ListBody>
      {query.data && total > 0 ? <ListPagination page={page} pages={pages} onPage={(next) => update({ page: next })} /> : null}
    </Stack>
  )
}
