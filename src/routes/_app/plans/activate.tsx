import { createFileRoute } from '@tanstack/react-router'
import { activateSearchSchema } from '../../../features/plans/activateSearch'
import { PlanActivatePage } from '../../../features/plans/PlanActivatePage'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/plans/activate')({
  head: () => pageHead('Activate a plan'),
  validateSearch: activateSearchSchema,
  component: PlanActivateRoute,
})

function PlanActivateRoute() {
  const search = Route.useSearch()
  return <PlanActivatePage key={`${search.planId ?? ''}|${search.externalPlanId ?? ''}`} search={search} />
}
