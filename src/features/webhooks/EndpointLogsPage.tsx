import { useCallback, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Alert, Paper, Stack, Text } from '@mantine/core'
import { IconFileUnknown, IconMailOff } from '@tabler/icons-react'
import type { WebhookLog } from '../../api/contract/extensions/webhooks'
import { ErrorAlert } from '../../components/ErrorAlert'
import { ListHeading } from '../../components/ListHeading'
import { countLabel } from '../../lib/countLabel'
import { NoListFallback } from '../../components/ListParts'
import { DetailsDrawer } from '../../components/DetailsDrawer'
import { ListOrder } from '../../components/ListOrder'
import { PagedRows } from '../../components/PagedRows'
import { BackLink } from '../../components/PageParts'
import { SafeLink } from '../../components/SafeLink'
import { usePagedList } from '../../lib/usePagedList'
import { useUnsupported } from '../../lib/useUnsupported'
import { toLogListInput, type LogsSearch } from './listSearch'
import { LogDetails } from './LogDetails'
import { LogsTable } from './LogsTable'
import { webhookQueries } from './queries'
import { ResendOutcome } from './ResendOutcome'
import { useRowResend } from './useRowResend'
import { WebhooksByIdPage } from './byIdPart'

/** An endpoint's deliveries, newest first and paged from the URL, each with "Resend". */
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

  if (unsupportedLogs || unsupportedEndpoints) {
    return (
      <NoListFallback what="webhook deliveries">
        <WebhooksByIdPage search={{ endpointId }} withBackLink={false} />
      </NoListFallback>
    )
  }
  const logs = query.data?.endpointLogList ?? []
  const missing = endpoint.isSuccess && !endpoint.data.endpoint

  return (
    <Stack gap="md">
      <BackLink to="/webhooks">Webhooks</BackLink>
      <ListHeading
        title={`Deliveries to endpoint ${endpointId}`}
        description={
          <Text size="sm" component="div">
            {endpoint.data?.endpoint ? <SafeLink href={endpoint.data.endpoint.webhookUrl} /> : '\u00a0'}
          </Text>
        }
        count={query.data ? `${countLabel(paged.total, ['delivery', 'deliveries'])}, newest first` : null}
      />
      {missing ? (
        <Alert color="orange" variant="light" icon={<IconFileUnknown size={18} aria-hidden />} title="No such endpoint">
          <Text size="sm">Endpoint {endpointId} is not among the webhook endpoints of this account.</Text>
        </Alert>
      ) : null}
      {rows.error ? <ErrorAlert error={rows.error.error} title={`Log ${rows.error.logId ?? ''} was not resent`} /> : null}
      <div aria-live="polite">{rows.outcome ? <ResendOutcome outcome={rows.outcome} onClose={rows.dismiss} /> : null}</div>
      <Paper withBorder p="sm">
        <ListOrder
          count={search.count}
          refreshing={query.isFetching && !query.isPending}
          onChange={(patch) => update({ ...patch, page: 0 })}
        />
      </Paper>
      <PagedRows
        paged={paged}
        what="deliveries"
        isEmpty={!logs.length}
        empty={{ icon: IconMailOff, emptyText: 'Events sent to this endpoint appear here.' }}
      >
        <LogsTable logs={logs} busy={query.isFetching} onShow={setSelected} onResend={rows.resend} resending={rows.resending} />
      </PagedRows>
      <DetailsDrawer opened={selected !== null} onClose={closeDetails} size="xl" title={`Log ${selected?.id ?? ''}`}>
        {selected ? <LogDetails log={selected} /> : null}
      </DetailsDrawer>
    </Stack>
  )
}
