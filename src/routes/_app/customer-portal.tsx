import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { userGetInput } from '../../api/contract/users'
import { CustomerPortalPage } from '../../features/users/CustomerPortalPage'
import { pageHead } from '../../lib/pageHead'
import { lazySchema } from '../../api/contract/core'

/** `?userId=3` fills the user id in (the user page links here). */
const searchSchema = lazySchema(() =>
  z.object({
    userId: userGetInput.shape.userId.optional().catch(undefined),
  }),
)

export const Route = createFileRoute('/_app/customer-portal')({
  head: () => pageHead('Customer portal link'),
  validateSearch: searchSchema,
  component: CustomerPortalRoute,
})

function CustomerPortalRoute() {
  const { userId } = Route.useSearch()
  return <CustomerPortalPage key={userId ?? 'none'} userId={userId} />
}
