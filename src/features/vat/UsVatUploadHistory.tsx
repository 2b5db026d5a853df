import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  Anchor,
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconFileOff, IconFilter, IconX } from '@tabler/icons-react'
import type { UsVatUploadHistoryEntry } from '../../api/contract/vat'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Field } from '../../components/Field'
import { formatJson } from '../../components/JsonView'
import { Timestamp } from '../../components/Timestamp'
import { vatQueries } from './queries'
import {
  toHistoryInput,
  uploadPageSizes,
  uploadsSearchDefaults,
  type UploadsSearch,
  type UploadTypeChoice,
} from './uploadsSearch'
import { CsvExport } from '../../components/CsvExport'
import { fetchUploadsPage, uploadCsvColumns, uploadsCsvFileName } from './export'
import { ListPagination } from '../../components/ListPagination'
import { EmptyState } from '../../components/EmptyState'
import { ListBody, PageSizeSelect } from '../../components/ListParts'

const uploadTypeOptions: { value: UploadTypeChoice; label: string }[] = [
  { value: 'both', label: 'Both' },
  { value: 'payment', label: 'Payments' },
  { value: 'refund', label: 'Refunds' },
]

interface FilterValues {
  invoiceId: string
  gatewayName: string
}

/** The US VAT upload history (4.18): filters, page and page size live in the URL. */
export function UsVatUploadHistory({ search }: { search: UploadsSearch }) {
  const navigate = useNavigate({ from: '/vat/us-uploads' })
  const query = useQuery(vatQueries.uploadList(toHistoryInput(search)))
  const [selected, setSelected] = useState<UsVatUploadHistoryEntry | null>(null)

  const update = (patch: Partial<UploadsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })

  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / search.count))
  const entries = query.data?.historyList ?? []
  const filtered = Boolean(search.invoiceId || search.gatewayName || search.uploadType !== 'both')

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>US VAT upload history</Title>
          <Text c="dimmed" size="sm">
            Invoices and refunds sent to the US tax services, with what was sent and what came back.
          </Text>
          <Text c="dimmed" size="sm" aria-live="polite">
            {query.data
              ? `${total.toLocaleString()} upload${total === 1 ? '' : 's'}${filtered ? ' match the filters' : ''}`
              : '\u00a0'}
          </Text>
        </Stack>
        <CsvExport
          what="uploads"
          fileName={() => uploadsCsvFileName(search)}
          columns={uploadCsvColumns}
          fetchPage={(page, signal) => fetchUploadsPage(search, page, signal)}
        />
      </Group>

      <Paper withBorder p="sm">
        <Stack gap="sm">
          <FilterForm search={search} onApply={(values) => update({ ...values, page: 0 })} />
          <Group gap="md" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="upload-type-label">
                Upload type
              </Text>
              <SegmentedControl
                aria-labelledby="upload-type-label"
                value={search.uploadType}
                onChange={(value) => update({ uploadType: value as UploadTypeChoice, page: 0 })}
                data={uploadTypeOptions}
              />
            </Stack>
            <PageSizeSelect sizes={uploadPageSizes} value={search.count} onChange={(count) => update({ count, page: 0 })} />
            {query.isFetching && !query.isPending ? <Loader size="sm" aria-label="Refreshing" /> : null}
          </Group>
        </Stack>
      </Paper>

      <ListBody
        query={query}
        what="upload history"
        isEmpty={entries.length === 0}
        empty={
          <EmptyState
            icon={IconFileOff}
            title={total > 0 ? 'No uploads on this page' : filtered ? 'No uploads match these filters' : 'No uploads yet'}
            text={
              total > 0
                ? 'This page is past the end of the list.'
                : filtered
                  ? 'Try another invoice ID, gateway or upload type.'
                  : 'Uploads appear here once invoices of US customers are sent to a tax service.'
            }
            action={
              total > 0 ? (
                <Button variant="default" onClick={() => update({ page: 0 })}>
                  Go to the first page
                </Button>
              ) : filtered ? (
                <Button variant="default" onClick={() => update({ ...uploadsSearchDefaults, count: search.count })}>
                  Clear the filters
                </Button>
              ) : null
            }
          />
        }
      >
        <DataTable
          label="US VAT uploads"
          rows={entries}
          columns={uploadColumns(setSelected)}
          rowKey={(entry, index) => entry.id ?? `row-${index}`}
          minWidth={860}
          striped
          highlightOnHover
          aria-busy={query.isFetching}
        />
      </ListBody>

      {query.data && total > 0 ? <ListPagination page={search.page} pages={pages} onPage={(page) => update({ page })} /> : null}

      <Drawer
        opened={selected !== null}
        onClose={() => setSelected(null)}
        position="right"
        size="xl"
        title={
          <Title order={2} size="h3">
            Upload {selected?.id ?? ''}
          </Title>
        }
      >
        {selected ? <UploadDetails entry={selected} /> : null}
      </Drawer>
    </Stack>
  )
}

function FilterForm({ search, onApply }: { search: UploadsSearch; onApply: (values: FilterValues) => void }) {
  // The fields follow the URL without being re-created, so the focus stays where it is when filters apply.
  const { register, handleSubmit, reset, setFocus } = useForm<FilterValues>({
    values: { invoiceId: search.invoiceId, gatewayName: search.gatewayName },
  })
  const onSubmit = handleSubmit((values) =>
    onApply({ invoiceId: values.invoiceId.trim(), gatewayName: values.gatewayName.trim() }),
  )
  const active = Boolean(search.invoiceId || search.gatewayName)
  // Clear goes away once the filters are cleared: the focus then goes back to the first filter.
  const clearing = useRef(false)
  useEffect(() => {
    if (!active && clearing.current) {
      clearing.current = false
      setFocus('invoiceId')
    }
  }, [active, setFocus])
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Filter uploads">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label="Invoice ID" placeholder="in_1" autoComplete="off" w={200} {...register('invoiceId')} />
        <TextInput label="Tax service gateway" placeholder="avalara" autoComplete="off" w={220} {...register('gatewayName')} />
        <Button type="submit" variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
          Apply filters
        </Button>
        {active ? (
          <Button
            variant="subtle"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => {
              reset({ invoiceId: '', gatewayName: '' })
              onApply({ invoiceId: '', gatewayName: '' })
              clearing.current = true
            }}
          >
            Clear
          </Button>
        ) : null}
      </Group>
    </Box>
  )
}

const uploadColumns = (onShow: (entry: UsVatUploadHistoryEntry) => void): Column<UsVatUploadHistoryEntry>[] => [
  { header: 'ID', cell: (entry) => (entry.id != null ? <CopyValue value={entry.id} label={`upload ID ${entry.id}`} /> : '—') },
  {
    header: 'Created',
    cell: (entry) => (
      <Text size="sm">
        <Timestamp value={entry.createTime} />
      </Text>
    ),
  },
  {
    header: 'Invoice',
    cell: (entry) =>
      entry.invoiceId ? (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: entry.invoiceId! }} />}
          ff="monospace"
          size="sm"
        >
          {entry.invoiceId}
        </Anchor>
      ) : (
        '—'
      ),
  },
  {
    header: 'User ID',
    cell: (entry) => (entry.userId ? <CopyValue value={entry.userId} label={`user ID ${entry.userId}`} /> : '—'),
  },
  { header: 'Gateway', cell: (entry) => <Text size="sm">{entry.gatewayName || '—'}</Text> },
  { header: 'Mark', cell: (entry) => <Mark mark={entry.mark} /> },
  {
    header: 'Request and response',
    cell: (entry) => (
      <Button
        size="xs"
        variant="light"
        onClick={() => onShow(entry)}
        aria-label={`Show request and response of upload ${entry.id ?? ''}`}
      >
        Show
      </Button>
    ),
  },
]

function Mark({ mark }: { mark: string | null | undefined }) {
  if (!mark) {
    return (
      <Text span size="sm" c="dimmed">
        none
      </Text>
    )
  }
  return (
    <Badge variant="outline" color="gray" tt="none" c="var(--mantine-color-text)">
      {mark}
    </Badge>
  )
}

function isJsonText(value: string | null | undefined): boolean {
  try {
    JSON.parse(value ?? '')
    return true
  } catch {
    return false
  }
}

/** Formatted JSON, or the text as it came when it is not JSON (said so in the label). */
function Payload({ title, value }: { title: string; value: string | null | undefined }) {
  const text = formatJson(value)
  const isJson = isJsonText(value)
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {text ? (
          <Badge size="sm" variant="light" color={isJson ? 'indigo' : 'gray'} tt="none">
            {isJson ? 'JSON' : 'text'}
          </Badge>
        ) : null}
      </Group>
      {text ? (
        <Box
          component="pre"
          aria-label={`${title} (${isJson ? 'JSON' : 'text'})`}
          tabIndex={0}
          m={0}
          p="sm"
          fz="xs"
          ff="monospace"
          bg="var(--mantine-color-default-hover)"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            maxHeight: 360,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {text}
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          empty
        </Text>
      )}
    </Stack>
  )
}

function UploadDetails({ entry }: { entry: UsVatUploadHistoryEntry }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Upload ID">{entry.id != null ? <CopyValue value={entry.id} label="upload ID" /> : '—'}</Field>
        <Field label="Created">
          <Timestamp value={entry.createTime} />
        </Field>
        <Field label="Invoice ID">
          {entry.invoiceId ? (
            <Group gap="xs" wrap="nowrap">
              <CopyValue value={entry.invoiceId} label="invoice ID" />
              <Anchor
                renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: entry.invoiceId! }} />}
                size="sm"
              >
                Open invoice
              </Anchor>
            </Group>
          ) : (
            '—'
          )}
        </Field>
        <Field label="User ID">{entry.userId ? <CopyValue value={entry.userId} label="user ID" /> : '—'}</Field>
        <Field label="Tax service gateway">{entry.gatewayName || '—'}</Field>
        <Field label="Mark">
          <Mark mark={entry.mark} />
        </Field>
        <Field label="Request ID">{entry.requestId ? <CopyValue value={entry.requestId} label="request ID" /> : '—'}</Field>
      </SimpleGrid>
      <Payload title="Request" value={entry.request} />
      <Payload title="Response" value={entry.response} />
    </Stack>
  )
}
