import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { plansSearchDefaults, plansSearchSchema, toPlanListInput } from '../../../features/plans/listSearch'
import { PlansList } from '../../../features/plans/PlansList'
import { planQueries } from '../../../features/plans/queries'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/plans/')({
  head: () => pageHead('Plans'),
  validateSearch: plansSearchSchema,
  search: { middlewares: [stripSearchParams(plansSearchDefaults)] },
  loaderDeps: ({ search }) => toPlanListInput(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(planQueries.list(deps))
  },
  component: PlansRoute,
})

function PlansRoute() {
  return <PlansList search={Route.useSearch()} />
}
