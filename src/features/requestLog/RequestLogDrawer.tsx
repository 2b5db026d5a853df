import { useMemo, useState, useSyncExternalStore } from 'react'
import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { clear, getEntries, subscribe, type RequestLogEntry } from '../../api/requestLog'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { DetailsDrawer } from '../../components/DetailsDrawer'
import { getTimeZone } from '../../lib/timeZone'

/** The time of day of a request, in the chosen time zone (one format per zone, made at its first use). */
const timeFormats = new Map<string, Intl.DateTimeFormat>()
function timeOfDay(time: number) {
  const zone = getTimeZone()
  let format = timeFormats.get(zone ?? '')
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: zone ?? undefined,
    })
    timeFormats.set(zone ?? '', format)
  }
  return format.format(time)
}

function matches(entry: RequestLogEntry, text: string) {
  if (!text) return true
  const haystack = [entry.method, entry.path, entry.requestId, entry.httpStatus, entry.code, entry.errorKind]
    .join(' ')
    .toLowerCase()
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word))
}

function outcome(entry: RequestLogEntry) {
  if (entry.ok)
    return (
      <Badge color="teal" variant="light">
        OK
      </Badge>
    )
  return (
    <Badge color="red" variant="light" tt="none">
      {entry.errorKind ?? 'failed'}
    </Badge>
  )
}

const callColumns: Column<RequestLogEntry>[] = [
  { header: 'Time', cell: (entry) => timeOfDay(entry.time) },
  {
    header: 'Call',
    cell: (entry) => (
      <>
        <Text span ff="monospace" size="xs">
          {entry.method} {entry.path}
        </Text>
        {entry.attempt > 1 ? (
          <Text span size="xs" c="dimmed">
            {' '}
            (try {entry.attempt})
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'HTTP', cell: (entry) => entry.httpStatus ?? '—' },
  { header: 'Code', cell: (entry) => entry.code ?? '—' },
  { header: 'Duration', cell: (entry) => `${entry.durationMs} ms` },
  { header: 'Outcome', cell: outcome },
  { header: 'Request ID', cell: (entry) => (entry.requestId ? <CopyValue value={entry.requestId} label="request ID" /> : '—') },
]

/** This session's API calls, newest first: no bodies, no key. */
export function RequestLogDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <DetailsDrawer opened={opened} onClose={onClose} size="xl" title="Request log">
      {/* Built only while open: the log changes with every call. */}
      {opened ? <RequestLog /> : null}
    </DetailsDrawer>
  )
}

function RequestLog() {
  const entries = useSyncExternalStore(subscribe, getEntries)
  const [text, setText] = useState('')
  const [which, setWhich] = useState<'all' | 'failed'>('all')
  const shown = useMemo(
    () => entries.filter((entry) => (which === 'all' || !entry.ok) && matches(entry, text.trim())),
    [entries, text, which],
  )

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The API calls made in this tab, newest first, each attempt on its own row. Request bodies and the API key are never kept.
      </Text>
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Filter"
          placeholder="Path, status, request ID…"
          leftSection={<IconSearch size={14} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <SegmentedControl
          aria-label="Which calls"
          value={which}
          onChange={(value) => setWhich(value as 'all' | 'failed')}
          data={[
            { value: 'all', label: 'All' },
            { value: 'failed', label: 'Failures' },
          ]}
        />
        <Button variant="default" onClick={clear} disabled={entries.length === 0}>
          Clear
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {shown.length} of {entries.length} call{entries.length === 1 ? '' : 's'}
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {entries.length === 0 ? 'No calls yet.' : 'No call matches this filter.'}
        </Text>
      ) : (
        <DataTable label="API calls" rows={shown} columns={callColumns} minWidth={760} striped verticalSpacing={4} fz="xs" />
      )}
    </Stack>
  )
}
