import { useEffect, useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Anchor, Button, Chip, Group, Skeleton, Stack, Text } from '@mantine/core'
import { DataTable, type Column } from '../../components/DataTable'
import { Section } from '../../components/PageParts'
import { Money } from '../../components/Money'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { KIND_LABELS, KINDS, mergeTimeline, TIMELINE_STEP, type TimelineEntry, type TimelineKind } from './merge'
import { type TimelineScope, useTimelineSources } from './queries'

function RecordLink({ entry }: { entry: TimelineEntry }) {
  const link = entry.link
  if (!link) return <Dimmed />
  return link.to === 'invoice' ? (
    <Anchor
      size="sm"
      ff="monospace"
      renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: link.invoiceId }} />}
    >
      {link.invoiceId}
    </Anchor>
  ) : (
    <Anchor
      size="sm"
      ff="monospace"
      renderRoot={(props) => (
        <Link {...props} to="/subscriptions/$subscriptionId" params={{ subscriptionId: link.subscriptionId }} />
      )}
    >
      {link.subscriptionId}
    </Anchor>
  )
}

const columns: Column<TimelineEntry>[] = [
  { header: 'When', cell: (entry) => <Timestamp value={entry.time} /> },
  {
    header: 'What happened',
    cell: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.title}</Text>
        {entry.detail ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
            {entry.detail}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    header: 'Amount',
    cell: (entry) => (entry.amount ? <Money amount={entry.amount.value} currency={entry.amount.currency} /> : <Dimmed />),
    td: { ta: 'right' },
  },
  { header: 'By', cell: (entry) => (entry.actor ? <Text size="sm">{entry.actor.label}</Text> : <Dimmed />) },
  { header: 'Record', cell: (entry) => <RecordLink entry={entry} /> },
]

/**
 * What happened to a customer or a subscription, newest first, from the service's five lists (`./merge`): each
 * entry's time, what happened, the amount, who did it and the record. Kinds can be left out; the first
 * `TIMELINE_STEP` entries are drawn and "Show more" draws more, reading the next pages of the lists as it needs them.
 */
export function Timeline({ scope, title }: { scope: TimelineScope; title: string }) {
  const { sources, fetching, more, retry } = useTimelineSources(scope)
  const merged = useMemo(() => mergeTimeline(sources), [sources])
  const [kinds, setKinds] = useState<string[]>([...KINDS])
  const [shown, setShown] = useState(TIMELINE_STEP)
  const chosen = useMemo(() => new Set(kinds as TimelineKind[]), [kinds])
  const entries = useMemo(() => merged.entries.filter((entry) => chosen.has(entry.kind)), [merged.entries, chosen])
  const needMore = merged.needMore
  const short = shown > entries.length && needMore.length > 0

  // Read on while fewer entries are ready than are to be shown (a filter may leave few of a page).
  useEffect(() => {
    if (short && !fetching) more(needMore)
  }, [short, fetching, more, needMore])

  const visible = entries.slice(0, shown)
  const firstLoad = merged.loading.length > 0 && merged.entries.length === 0
  return (
    <Section title={title}>
      <Chip.Group multiple value={kinds} onChange={setKinds}>
        <Group gap="xs" role="group" aria-label="Kinds shown">
          {KINDS.map((kind) => (
            <Chip key={kind} value={kind} size="xs">
              {KIND_LABELS[kind]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {merged.missing.map(({ source, line }) => (
        <Text key={source} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
      {merged.missing.some((missing) => missing.line.includes('did not answer')) ? (
        <Group>
          <Button size="xs" variant="default" onClick={retry}>
            Retry
          </Button>
        </Group>
      ) : null}
      {firstLoad ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the timeline">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : (
        <DataTable
          label={title}
          rows={visible}
          columns={columns}
          minWidth={760}
          empty={<Dimmed>{fetching || short ? 'Loading…' : 'Nothing has happened here yet.'}</Dimmed>}
        />
      )}
      {entries.length > shown || needMore.length > 0 ? (
        <Group>
          <Button variant="default" size="xs" loading={fetching && short} onClick={() => setShown((n) => n + TIMELINE_STEP)}>
            Show more
          </Button>
          <Text size="xs" c="dimmed">
            {visible.length} shown
          </Text>
        </Group>
      ) : null}
    </Section>
  )
}
