import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { CustomerPortalPage } from '../../features/users/CustomerPortalPage'
import { pageHead } from '../../lib/pageHead'
import { userGetInput } from '../../api/contract/users'
import { filterSearch } from '../../lib/listSearch'

/** `?userId=3` fills the user id in (the user page links here). */
const portalSearchSchema = z.object({ userId: filterSearch(userGetInput.shape.userId) })

export const Route = createFileRoute('/_app/customer-portal')({
  head: () => pageHead('Customer portal link'),
  validateSearch: portalSearchSchema,
  component: CustomerPortalRoute,
})

function CustomerPortalRoute() {
  const { userId } = Route.useSearch()
  return <CustomerPortalPage key={userId ?? 'none'} userId={userId} />
}
