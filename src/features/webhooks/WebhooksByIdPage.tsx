import { Stack } from '@mantine/core'
import { BackLink, PageTitle } from '../../components/PageParts'
import { EndpointUpdatePanel } from './EndpointUpdatePanel'
import type { ByIdSearch } from './listSearch'
import { ResendPanel } from './ResendPanel'

/** Webhooks by ID: update an endpoint (4.22) and resend a delivery (4.23), each named by its ID. */
export function WebhooksByIdPage({ search, withBackLink = true }: { search: ByIdSearch; withBackLink?: boolean }) {
  return (
    <Stack gap="lg" maw={900}>
      {withBackLink ? <BackLink to="/webhooks">Webhooks</BackLink> : null}
      <PageTitle title="Webhooks by ID">
        Change where an endpoint receives events and which events it gets, or send a past delivery again. Endpoint and log IDs
        come with each delivery (the webhook log).
      </PageTitle>
      <EndpointUpdatePanel key={`endpoint-${search.endpointId ?? ''}`} endpointId={search.endpointId} />
      <ResendPanel key={`log-${search.logId ?? ''}`} logId={search.logId} />
    </Stack>
  )
}
