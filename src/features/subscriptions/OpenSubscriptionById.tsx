import { memo } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useNavigate } from '@tanstack/react-router'
import { subscriptionDetailInput } from '../../api/contract/extensions/subscriptions'
import { IdLookup } from '../../components/IdLookup'
import { BackLink } from '../../components/PageParts'
import { InvalidIdPage } from '../../components/RouteStates'

/** A form that opens a subscription's page by its id, checked with the contract's rule first. */
export const OpenSubscriptionById = memo(function OpenSubscriptionById({
  submitLabel = 'Open subscription',
}: {
  submitLabel?: string
}) {
  const navigate = useNavigate()
  return (
    <IdLookup
      label="Subscription ID"
      description="For example sub_12"
      schema={subscriptionDetailInput.shape.subscriptionId}
      submitLabel={submitLabel}
      onOpen={(subscriptionId) => void navigate({ to: '/subscriptions/$subscriptionId', params: { subscriptionId } })}
    />
  )
})

/** The subscription route's error page: what is wrong with the address, and a form to open a subscription. */
export function InvalidSubscriptionIdPage(props: ErrorComponentProps) {
  return (
    <InvalidIdPage
      {...props}
      noun="subscription"
      back={<BackLink to="/subscriptions">Subscriptions</BackLink>}
      lookup={<OpenSubscriptionById submitLabel="Open" />}
    />
  )
}
