import { createFileRoute } from '@tanstack/react-router'
import { stripDefaults } from '../../../lib/listSearch'
import { webhookUpdateEndpointInput } from '../../../api/contract/webhooks'
import { EndpointLogsPage } from '../../../features/webhooks/EndpointLogsPage'
import { InvalidEndpointIdPage } from '../../../features/webhooks/EndpointLookup'
import { logsSearchDefaults, logsSearchSchema, toLogListInput } from '../../../features/webhooks/listSearch'
import { webhookQueries } from '../../../features/webhooks/queries'
import { idParam } from '../../../lib/routeParams'
import { pageHead } from '../../../lib/pageHead'
import { lazySchema } from '../../../api/contract/core'

export const Route = createFileRoute('/_app/webhooks/$endpointId')({
  params: idParam(
    'endpointId',
    lazySchema(() => webhookUpdateEndpointInput.shape.endpointId),
  ),
  validateSearch: logsSearchSchema,
  search: { middlewares: [stripDefaults(logsSearchDefaults)] },
  loaderDeps: ({ search }) => ({ page: search.page, count: search.count }),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(webhookQueries.endpoints())
    void context.queryClient.prefetchQuery(webhookQueries.logs(toLogListInput(params.endpointId, deps)))
  },
  head: ({ params }) => pageHead(`Deliveries to endpoint ${params.endpointId}`),
  errorComponent: InvalidEndpointIdPage,
  component: EndpointLogsRoute,
})

function EndpointLogsRoute() {
  return <EndpointLogsPage endpointId={Route.useParams().endpointId} search={Route.useSearch()} />
}
