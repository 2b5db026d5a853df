import { useCallback, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button, Group, Loader, Stack } from '@mantine/core'
import { IconWebhookOff, IconWebhook } from '@tabler/icons-react'
import type { WebhookEndpoint } from '../../api/contract/extensions/webhooks'
import { EmptyState } from '../../components/EmptyState'
import { ListHeading } from '../../components/ListHeading'
import { countLabel } from '../../lib/countLabel'
import { ListBody, NoListFallback } from '../../components/ListParts'
import { useUnsupported } from '../../lib/useUnsupported'
import { EndpointEditDialog } from './EndpointEditDialog'
import { EndpointsTable } from './EndpointsTable'
import { EndpointUpdated } from './EndpointUpdated'
import { webhookQueries } from './queries'
import type { EndpointFormOutput } from './webhookForms'
import { WebhooksByIdPage } from './byIdPart'

/** The webhook endpoints with their events, each one editable and with its deliveries one click away. */
export function WebhooksList() {
  const query = useQuery(webhookQueries.endpoints())
  const unsupported = useUnsupported(query.error)
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null)
  const [updated, setUpdated] = useState<EndpointFormOutput | null>(null)
  const edit = useCallback((endpoint: WebhookEndpoint) => {
    setUpdated(null)
    setEditing(endpoint)
  }, [])
  const saved = useCallback((update: EndpointFormOutput) => {
    setEditing(null)
    setUpdated(update)
  }, [])

  if (unsupported) {
    return (
      <NoListFallback what="webhook endpoints">
        <WebhooksByIdPage search={{}} withBackLink={false} />
      </NoListFallback>
    )
  }
  // The service neither pages nor counts endpoints: the count is the list's own.
  const endpoints = query.data?.endpointList ?? []

  return (
    <Stack gap="md">
      <ListHeading
        title="Webhooks"
        count={query.data ? countLabel(endpoints.length, ['endpoint', 'endpoints']) : null}
        actions={
          <Group gap="sm">
            {query.isFetching && !query.isPending ? <Loader size="sm" aria-label="Refreshing" /> : null}
            <Button component={Link} to="/webhooks/by-id" variant="default" leftSection={<IconWebhook size={16} aria-hidden />}>
              Update or resend by ID
            </Button>
          </Group>
        }
      />
      <div aria-live="polite">{updated ? <EndpointUpdated update={updated} onClose={() => setUpdated(null)} /> : null}</div>
      <ListBody
        query={query}
        what="webhook endpoints"
        isEmpty={!endpoints.length}
        empty={
          <EmptyState
            icon={IconWebhookOff}
            title="No webhook endpoints"
            text="Endpoints that receive this account's events appear here once they are set up."
          />
        }
      >
        <EndpointsTable endpoints={endpoints} busy={query.isFetching} onEdit={edit} />
      </ListBody>
      <EndpointEditDialog endpoint={editing} onClose={() => setEditing(null)} onSaved={saved} />
    </Stack>
  )
}
