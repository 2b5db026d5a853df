import { useCallback } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink, IconUsers } from '@tabler/icons-react'
import { isUnsupported } from '../../api/errors'
import { EmptyState } from '../../components/EmptyState'
import { ListPagination } from '../../components/ListPagination'
import { ListBody, NoListFallback } from '../../components/ListParts'
import { usePagedList } from '../../lib/usePagedList'
import { CustomerFilters, type CustomersUpdate } from './CustomerFilters'
import { CustomersTable } from './CustomersTable'
import { customersSearchDefaults, isFiltered, toUserListInput, type CustomersSearch } from './listSearch'
import { OpenUserById } from './OpenUserById'
import { userQueries } from './queries'
import { UsersLookup } from './UsersLookup'

/** The customers, searched, filtered, sorted and paged from the URL; a row opens the user page. */
export function CustomersList({ view }: { view: CustomersSearch }) {
  const navigate = useNavigate({ from: '/users/' })
  const { query, total, pages } = usePagedList({
    options: (page) => userQueries.list(toUserListInput({ ...view, page })),
    page: view.page,
    count: view.count,
    total: (data) => data.total,
  })
  const update = useCallback<CustomersUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: 'search' in patch }),
    [navigate],
  )

  if (isUnsupported(query.error)) {
    return (
      <NoListFallback what="customers">
        <UsersLookup />
      </NoListFallback>
    )
  }
  const users = query.data?.users ?? []
  const { page, ...filters } = view
  const filtered = isFiltered(view)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>Customers</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {query.data
              ? `${total.toLocaleString()} customer${total === 1 ? '' : 's'}${filtered ? ' match the filters' : ''}`
              : '\u00a0'}
          </Text>
        </Stack>
        <Anchor component={Link} to="/customer-portal" size="sm">
          <Group gap={4}>
            <IconExternalLink size={14} aria-hidden /> Create a customer-portal link
          </Group>
        </Anchor>
      </Group>
      <Paper withBorder p="sm">
        <OpenUserById description="A whole number, for example 12" />
      </Paper>
      <CustomerFilters view={filters} refreshing={query.isFetching && !query.isPending} update={update} />
      <ListBody
        query={query}
        what="customers"
        isEmpty={!users.length}
        empty={
          <EmptyState
            icon={IconUsers}
            title={total > 0 ? 'No customers on this page' : filtered ? 'No customers match the filters' : 'No customers yet'}
            text={
              total > 0
                ? 'This page is past the end of the list.'
                : filtered
                  ? 'Try another search or other filters.'
                  : 'Customers appear here once they sign up.'
            }
            action={
              total > 0 || filtered ? (
                <Button
                  variant="default"
                  onClick={() =>
                    // Clearing replaces the view: filters left out of a merged one would stay.
                    total > 0 ? update({ page: 0 }) : void navigate({ search: { ...customersSearchDefaults, count: view.count } })
                  }
                >
                  {total > 0 ? 'Go to the first page' : 'Clear the filters'}
                </Button>
              ) : null
            }
          />
        }
      >
        <CustomersTable users={users} busy={query.isFetching} />
      </ListBody>
      {query.data && total > 0 ? <ListPagination page={page} pages={pages} onPage={(next) => update({ page: next })} /> : null}
    </Stack>
  )
}
