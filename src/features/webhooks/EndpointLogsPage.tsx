import { useCallback, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Alert, Button, Code, List, Stack, Text } from '@mantine/core'
import { IconEdit, IconFileUnknown, IconMailOff } from '@tabler/icons-react'
import type { WebhookEndpoint, WebhookLog } from '../../api/contract/extensions/webhooks'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { CopyOrNotSet, FieldList, type FieldSpec } from '../../components/FieldList'
import { countLabel } from '../../lib/countLabel'
import { NoListFallback } from '../../components/ListParts'
import { DetailsDrawer } from '../../components/DetailsDrawer'
import { ListOrder } from '../../components/ListOrder'
import { PagedRows } from '../../components/PagedRows'
import { BackLink, Section } from '../../components/PageParts'
import { AllDetails, RecordSummary, Stat } from '../../components/RecordSummary'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { EndpointEditDialog } from './EndpointEditDialog'
import { EndpointUpdated } from './EndpointUpdated'
import { EventList } from './EndpointsTable'
import type { EndpointFormOutput } from './webhookForms'
import { usePagedList } from '../../lib/usePagedList'
import { useUnsupported } from '../../lib/useUnsupported'
import { toLogListInput, type LogsSearch } from './listSearch'
import { LogDetails } from './LogDetails'
import { LogsTable } from './LogsTable'
import { webhookQueries } from './queries'
import { ResendOutcome } from './ResendOutcome'
import { useRowResend } from './useRowResend'
import { WebhooksByIdPage } from './byIdPart'

/**
 * A webhook endpoint: its summary (address, events, when it last changed, how many deliveries) with "Edit" among
 * its actions; then its deliveries, newest first and paged from the URL, each with "Resend"; then every field under
 * "All details".
 */
export function EndpointLogsPage({ endpointId, search }: { endpointId: number; search: LogsSearch }) {
  const navigate = useNavigate({ from: '/webhooks/$endpointId' })
  const endpoint = useQuery({
    ...webhookQueries.endpoints(),
    select: (data) => ({ endpoint: data.endpointList?.find((candidate) => candidate.id === endpointId) }),
  })
  const update = (patch: Partial<LogsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })
  const paged = usePagedList({
    options: (page) => webhookQueries.logs(toLogListInput(endpointId, { ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
    goTo: (page) => update({ page }),
  })
  const { query } = paged
  const unsupportedLogs = useUnsupported(query.error)
  const unsupportedEndpoints = useUnsupported(endpoint.error)
  const [selected, setSelected] = useState<WebhookLog | null>(null)
  const rows = useRowResend()
  const closeDetails = useCallback(() => setSelected(null), [])
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null)
  const [updated, setUpdated] = useState<EndpointFormOutput | null>(null)

  if (unsupportedLogs || unsupportedEndpoints) {
    return (
      <NoListFallback what="webhook deliveries">
        <WebhooksByIdPage search={{ endpointId }} withBackLink={false} />
      </NoListFallback>
    )
  }
  const logs = query.data?.endpointLogList ?? []
  const missing = endpoint.isSuccess && !endpoint.data.endpoint

  const current = endpoint.data?.endpoint
  const deliveries = query.data ? `${countLabel(paged.total, ['delivery', 'deliveries'])}, newest first` : null

  return (
    <Stack gap="md">
      <BackLink to="/webhooks">Webhooks</BackLink>
      <RecordSummary
        title={`Webhook endpoint ${endpointId}`}
        meta={
          <>
            <Text size="sm" component="div">
              ID <CopyValue value={endpointId} label="endpoint ID" />
            </Text>
            {current ? (
              <Text size="sm" component="div">
                <SafeLink href={current.webhookUrl} />
              </Text>
            ) : null}
          </>
        }
        actions={
          current ? (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => {
                setUpdated(null)
                setEditing(current)
              }}
            >
              Edit endpoint
            </Button>
          ) : null
        }
        columns={4}
      >
        {current ? <EndpointStats endpoint={current} deliveries={query.data ? paged.total : null} /> : null}
      </RecordSummary>
      {missing ? (
        <Alert color="orange" variant="light" icon={<IconFileUnknown size={18} aria-hidden />} title="No such endpoint">
          <Text size="sm">Endpoint {endpointId} is not among the webhook endpoints of this account.</Text>
        </Alert>
      ) : null}
      <div aria-live="polite">{updated ? <EndpointUpdated update={updated} onClose={() => setUpdated(null)} /> : null}</div>
      {rows.error ? <ErrorAlert error={rows.error.error} title={`Log ${rows.error.logId ?? ''} was not resent`} /> : null}
      <div aria-live="polite">{rows.outcome ? <ResendOutcome outcome={rows.outcome} onClose={rows.dismiss} /> : null}</div>
      <Section title="Deliveries">
        <Text c="dimmed" size="sm" aria-live="polite">
          {deliveries ?? '\u00a0'}
        </Text>
        <ListOrder
          count={search.count}
          refreshing={query.isFetching && !query.isPending}
          onChange={(patch) => update({ ...patch, page: 0 })}
        />
        <PagedRows
          paged={paged}
          what="deliveries"
          isEmpty={!logs.length}
          empty={{ icon: IconMailOff, emptyText: 'Events sent to this endpoint appear here.' }}
        >
          <LogsTable logs={logs} busy={query.isFetching} onShow={setSelected} onResend={rows.resend} resending={rows.resending} />
        </PagedRows>
      </Section>
      {current ? (
        <AllDetails>
          <Section title="Endpoint">
            <FieldList record={current} fields={endpointFields} />
          </Section>
        </AllDetails>
      ) : null}
      <EndpointEditDialog
        endpoint={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null)
          setUpdated(saved)
        }}
      />
      <DetailsDrawer opened={selected !== null} onClose={closeDetails} size="xl" title={`Log ${selected?.id ?? ''}`}>
        {selected ? <LogDetails log={selected} /> : null}
      </DetailsDrawer>
    </Stack>
  )
}

/** What a person reads first about an endpoint. */
function EndpointStats({ endpoint, deliveries }: { endpoint: WebhookEndpoint; deliveries: number | null }) {
  const events = endpoint.webhookEvents ?? []
  return (
    <>
      <Stat label="Events" detail={<EventList events={events} shown={3} />}>
        {events.length.toLocaleString()}
      </Stat>
      <Stat label="Deliveries" detail="Sent to it, as the service logged them">
        {deliveries === null ? <Dimmed>…</Dimmed> : deliveries.toLocaleString()}
      </Stat>
      <Stat label="Last modified">
        <Timestamp value={endpoint.gmtModify} />
      </Stat>
      <Stat label="Created">
        <Timestamp value={endpoint.createTime} />
      </Stat>
    </>
  )
}

const endpointFields: FieldSpec<WebhookEndpoint>[] = [
  ['ID', (endpoint) => <CopyOrNotSet value={endpoint.id} label="endpoint ID" />],
  ['Merchant ID', (endpoint) => endpoint.merchantId],
  ['URL', (endpoint) => <SafeLink href={endpoint.webhookUrl} />],
  ['Created', (endpoint) => <Timestamp value={endpoint.createTime} />],
  ['Last modified', (endpoint) => <Timestamp value={endpoint.gmtModify} />],
  [
    'Events',
    (endpoint) =>
      endpoint.webhookEvents?.length ? (
        <List size="sm" spacing={2} aria-label="Events of the endpoint">
          {endpoint.webhookEvents.map((event) => (
            <List.Item key={event}>
              <Code>{event}</Code>
            </List.Item>
          ))}
        </List>
      ) : (
        <Dimmed>no events</Dimmed>
      ),
  ],
]
