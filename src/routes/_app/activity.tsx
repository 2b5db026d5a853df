import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ActivityList } from '../../features/members/ActivityList'
import { activitySearchDefaults, activitySearchSchema, toActivityInput } from '../../features/members/activitySearch'
import { memberQueries } from '../../features/members/queries'
import { pageHead } from '../../lib/pageHead'

export const Route = createFileRoute('/_app/activity')({
  head: () => pageHead('Activity'),
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(activitySearchDefaults)] },
  loaderDeps: ({ search }) => toActivityInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(memberQueries.activity(deps))
  },
  component: ActivityRoute,
})

function ActivityRoute() {
  return <ActivityList search={Route.useSearch()} />
}
