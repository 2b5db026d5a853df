import { memo, useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Code, Group, Text } from '@mantine/core'
import { IconEdit, IconListDetails } from '@tabler/icons-react'
import type { WebhookEndpoint } from '../../api/contract/extensions/webhooks'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'

/** Events shown in a row; the rest are counted, and all of them are in the edit form. */
const SHOWN_EVENTS = 6

/** The endpoints, each with its events, "Edit" and a link to its deliveries. */
export const EndpointsTable = memo(function EndpointsTable({
  endpoints,
  busy,
  onEdit,
}: {
  endpoints: WebhookEndpoint[]
  busy: boolean
  onEdit: (endpoint: WebhookEndpoint) => void
}) {
  const columns = useMemo(() => endpointColumns(onEdit), [onEdit])
  return <DataTable label="Webhook endpoints" rows={endpoints} columns={columns} minWidth={900} striped aria-busy={busy} />
})

const endpointColumns = (onEdit: (endpoint: WebhookEndpoint) => void): Column<WebhookEndpoint>[] => [
  {
    header: 'ID',
    cell: (endpoint) => (endpoint.id != null ? <CopyValue value={endpoint.id} label={`endpoint ID ${endpoint.id}`} /> : '—'),
  },
  {
    header: 'URL',
    cell: (endpoint) => (
      <Text size="sm">
        <SafeLink href={endpoint.webhookUrl} />
      </Text>
    ),
  },
  { header: 'Events', cell: (endpoint) => <EventList events={endpoint.webhookEvents ?? []} /> },
  {
    header: 'Last modified',
    cell: (endpoint) => (
      <Text size="sm">
        <Timestamp value={endpoint.gmtModify} />
      </Text>
    ),
  },
  {
    header: 'Actions',
    cell: (endpoint) =>
      endpoint.id != null ? (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => onEdit(endpoint)}
            aria-label={`Edit endpoint ${endpoint.id}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            renderRoot={(props) => <Link {...props} to="/webhooks/$endpointId" params={{ endpointId: endpoint.id! }} />}
            leftSection={<IconListDetails size={14} aria-hidden />}
            aria-label={`Deliveries of endpoint ${endpoint.id}`}
          >
            Deliveries
          </Button>
        </Group>
      ) : null,
  },
]

/** An endpoint's events, the first `shown` of them named and the rest counted. */
export function EventList({ events, shown = SHOWN_EVENTS }: { events: string[]; shown?: number }) {
  if (!events.length) return <Dimmed>no events</Dimmed>
  const rest = events.length - shown
  return (
    <Text size="sm" component="div">
      {events.slice(0, shown).map((event, index) => (
        <span key={event}>
          {index ? ', ' : ''}
          <Code>{event}</Code>
        </span>
      ))}
      {rest > 0 ? <Dimmed>{` and ${rest} more`}</Dimmed> : null}
    </Text>
  )
}
