import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CustomersList } from '../../../features/users/CustomersList'
import { customersSearchDefaults, customersSearchSchema, toUserListInput } from '../../../features/users/listSearch'
import { userQueries } from '../../../features/users/queries'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/users/')({
  head: () => pageHead('Customers'),
  validateSearch: customersSearchSchema,
  search: { middlewares: [stripSearchParams(customersSearchDefaults)] },
  loaderDeps: ({ search }) => toUserListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(userQueries.list(deps))
  },
  component: CustomersRoute,
})

function CustomersRoute() {
  return <CustomersList view={Route.useSearch()} />
}
