import { useNavigate } from '@tanstack/react-router'
import { webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { IdLookup, parseIntId } from '../../components/IdLookup'
import { BackLink } from '../../components/PageParts'
import { invalidIdPage } from '../../components/RouteStates'

/** Opens the deliveries of the endpoint whose ID is typed, checked by the contract's rule first. */
export function EndpointLookup() {
  const navigate = useNavigate()
  return (
    <IdLookup
      label="Endpoint ID"
      schema={webhookUpdateEndpointInput.shape.endpointId}
      parse={parseIntId}
      submitLabel="Open its deliveries"
      onOpen={(endpointId) => void navigate({ to: '/webhooks/$endpointId', params: { endpointId } })}
    />
  )
}

/** The deliveries page of an address whose endpoint ID the contract refuses: why, and where to go. */
export const InvalidEndpointIdPage = invalidIdPage({
  noun: 'webhook endpoint',
  back: <BackLink to="/webhooks">Webhooks</BackLink>,
  lookup: <EndpointLookup />,
})
