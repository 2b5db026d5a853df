import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/members/ProfilePage'
import { pageHead } from '../../lib/pageHead'

export const Route = createFileRoute('/_app/profile')({
  head: () => pageHead('My profile'),
  loader: ({ context }) =>
    import('../../features/members/queries').then(
      ({ memberQueries }) => void context.queryClient.prefetchQuery(memberQueries.profile()),
    ),
  component: ProfilePage,
})
