import { memo, useMemo } from 'react'
import { Button, Code, Group, Text } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import type { WebhookLog } from '../../api/contract/extensions/webhooks'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'

interface LogRowActions {
  onShow: (log: WebhookLog) => void
  onResend: (log: WebhookLog) => void
  /** The log being resent now, if any. */
  resending: number | null
}

/** One page of an endpoint's deliveries, newest first, each with its details and "Resend". */
export const LogsTable = memo(function LogsTable({
  logs,
  busy,
  ...actions
}: { logs: WebhookLog[]; busy: boolean } & LogRowActions) {
  const { onShow, onResend, resending } = actions
  const columns = useMemo(() => logColumns({ onShow, onResend, resending }), [onShow, onResend, resending])
  return <DataTable label="Deliveries" rows={logs} columns={columns} minWidth={860} striped aria-busy={busy} />
})

const logColumns = ({ onShow, onResend, resending }: LogRowActions): Column<WebhookLog>[] => [
  { header: 'Log ID', cell: (log) => (log.id != null ? <CopyValue value={log.id} label={`log ID ${log.id}`} /> : '—') },
  { header: 'Event', cell: (log) => (log.webhookEvent ? <Code>{log.webhookEvent}</Code> : <Dimmed />) },
  {
    header: 'Sent',
    cell: (log) => (
      <Text size="sm">
        <Timestamp value={log.createTime} />
      </Text>
    ),
  },
  { header: 'Result', cell: (log) => <Text size="sm">{log.mamo || '—'}</Text> },
  { header: 'Times resent', cell: (log) => <Text size="sm">{log.reconsumeCount ?? 0}</Text> },
  {
    header: 'Actions',
    cell: (log) =>
      log.id != null ? (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onShow(log)} aria-label={`Details of log ${log.id}`}>
            Details
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={resending === log.id}
            disabled={resending !== null && resending !== log.id}
            onClick={() => onResend(log)}
            aria-label={`Resend log ${log.id}`}
          >
            Resend
          </Button>
        </Group>
      ) : null,
  },
]
