import type { ErrorComponentProps } from '@tanstack/react-router'
import { useNavigate } from '@tanstack/react-router'
import { webhookUpdateEndpointInput } from '../../api/contract/webhooks'
import { IdLookup } from '../../components/IdLookup'
import { parseIntId } from '../../lib/ids'
import { BackLink } from '../../components/PageParts'
import { InvalidIdPage } from '../../components/RouteStates'

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
export function InvalidEndpointIdPage(props: ErrorComponentProps) {
  return (
    <InvalidIdPage
      {...props}
      noun="webhook endpoint"
      back={<BackLink to="/webhooks">Webhooks</BackLink>}
      lookup={<EndpointLookup />}
    />
  )
}
