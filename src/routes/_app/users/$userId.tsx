import { createFileRoute } from '@tanstack/react-router'
import { parseUserIdParam } from '../../../features/users/format'
import { userQueries } from '../../../features/users/queries'
import { UserPage } from '../../../features/users/UserPage'

export const Route = createFileRoute('/_app/users/$userId')({
  loader: ({ context, params }) => {
    const parsed = parseUserIdParam(params.userId)
    if (parsed.ok) void context.queryClient.prefetchQuery(userQueries.detail(parsed.userId))
  },
  component: UserRoute,
})

function UserRoute() {
  const { userId } = Route.useParams()
  return <UserPage userIdParam={userId} />
}
