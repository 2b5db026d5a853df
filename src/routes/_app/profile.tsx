import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/members/ProfilePage'
import { memberQueries } from '../../features/members/queries'
import { pageHead } from '../../lib/pageHead'
import { pageData } from '../../lib/pageData'

export const Route = createFileRoute('/_app/profile')({
  head: () => pageHead('My profile'),
  loader: ({ context, cause }) => pageData(cause, context.queryClient.prefetchQuery(memberQueries.profile())),
  component: ProfilePage,
})
