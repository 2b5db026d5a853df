import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/members/ProfilePage'
import { memberQueries } from '../../features/members/queries'

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(memberQueries.profile()),
  head: () => ({ meta: [{ title: 'My profile · Merchant Billing Dashboard' }] }),
  component: ProfilePage,
})
