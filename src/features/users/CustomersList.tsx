import { lazy, useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { IconUsers } from '@tabler/icons-react'
import { BrowsePage } from '../../components/BrowsePage'
import { NoListFallback } from '../../components/ListParts'
import { usePagedList } from '../../lib/usePagedList'
import { CustomerFilters, type CustomersUpdate } from './CustomerFilters'
import { CustomersTable } from './CustomersTable'
import { customersSearchDefaults, isFiltered, toUserListInput, type CustomersSearch } from './listSearch'
import { NewCustomerButton } from './NewCustomerModal'
import { PortalLinkAnchor } from './PortalLinkAnchor'
import { userQueries } from './queries'

const UsersLookup = lazy(() => import('./UsersLookup').then((module) => ({ default: module.UsersLookup })))

/** The customers, searched, filtered, sorted and paged from the URL; a row, or a user ID searched for, opens the user page. */
export function CustomersList({ view }: { view: CustomersSearch }) {
  const navigate = useNavigate({ from: '/users/' })
  const update = useCallback<CustomersUpdate>(
    (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: 'search' in patch }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => userQueries.list(toUserListInput({ ...view, page })),
    page: view.page,
    count: view.count,
    total: (data) => data.total,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const users = query.data?.users ?? []
  const { page: _page, ...filters } = view

  return (
    <BrowsePage
      opens="/users/$userId"
      unsupported={
        <NoListFallback what="customers">
          <UsersLookup />
        </NoListFallback>
      }
      title="Customers"
      noun={['customer', 'customers']}
      paged={paged}
      filtered={isFiltered(view)}
      isEmpty={!users.length}
      empty={{
        icon: IconUsers,
        emptyText: 'Customers appear here once they sign up.',
        // Clearing replaces the view: filters left out of a merged one would stay.
        onClearFilters: () => void navigate({ search: { ...customersSearchDefaults, count: view.count } }),
      }}
      actions={
        <>
          <PortalLinkAnchor />
          <NewCustomerButton />
        </>
      }
      tools={<CustomerFilters view={filters} refreshing={query.isFetching && !query.isPending} update={update} />}
    >
      <CustomersTable users={users} busy={query.isFetching} />
    </BrowsePage>
  )
}
