import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/members/ProfilePage'
import { memberQueries } from '../../features/members/queries'
import { pageHead } from '../../lib/pageHead'

export const Route = createFileRoute('/_app/profile')({
  head: () => pageHead('My profile'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(memberQueries.profile())
  },
  component: ProfilePage,
})
