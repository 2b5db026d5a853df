import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { webhookUpdateEndpointInput } from '../../../api/contract/webhooks'
import { EndpointLogsPage } from '../../../features/webhooks/EndpointLogsPage'
import { InvalidEndpointIdPage } from '../../../features/webhooks/EndpointLookup'
import { logsSearchDefaults, logsSearchSchema, toLogListInput } from '../../../features/webhooks/listSearch'
import { webhookQueries } from '../../../features/webhooks/queries'
import { idParam } from '../../../lib/routeParams'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_app/webhooks/$endpointId')({
  params: idParam('endpointId', webhookUpdateEndpointInput.shape.endpointId),
  validateSearch: logsSearchSchema,
  search: { middlewares: [stripSearchParams(logsSearchDefaults)] },
  loaderDeps: ({ search }) => ({ page: search.page, count: search.count }),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(webhookQueries.endpoints())
    void context.queryClient.prefetchQuery(webhookQueries.logs(toLogListInput(params.endpointId, deps)))
  },
  head: ({ params }) => pageHead(`Webhook endpoint ${params.endpointId}`),
  errorComponent: InvalidEndpointIdPage,
  component: EndpointLogsRoute,
})

function EndpointLogsRoute() {
  return <EndpointLogsPage endpointId={Route.useParams().endpointId} search={Route.useSearch()} />
}
