import { useCallback, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import type { UsVatUploadHistoryEntry } from '../../api/contract/vat'
import { CsvExport } from '../../components/CsvExport'
import { PagedEmptyState } from '../../components/PagedEmptyState'
import { ListBody } from '../../components/ListParts'
import { ListPagination } from '../../components/ListPagination'
import { usePagedList } from '../../lib/usePagedList'
import { fetchUploadsPage, uploadCsvColumns, uploadsCsvFileName } from './export'
import { vatQueries } from './queries'
import { UploadDetails } from './UploadDetails'
import { UploadFilters } from './UploadFilters'
import { UploadsTable } from './UploadsTable'
import { isFiltered, toHistoryInput, uploadsSearchDefaults, type UploadsSearch } from './uploadsSearch'

/** The US VAT upload history (4.18): filters, page and page size live in the URL. */
export function UsVatUploadHistory({ search }: { search: UploadsSearch }) {
  const navigate = useNavigate({ from: '/vat/us-uploads' })
  const { query, total, pages } = usePagedList({
    options: (page) => vatQueries.uploadList(toHistoryInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
  })
  const [selected, setSelected] = useState<UsVatUploadHistoryEntry | null>(null)
  const update = useCallback(
    (patch: Partial<UploadsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const closeDetails = useCallback(() => setSelected(null), [])
  const entries = query.data?.historyList ?? []
  const filtered = isFiltered(search)

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
      <UploadFilters search={search} refreshing={query.isFetching && !query.isPending} update={update} />
      <ListBody
        query={query}
        what="upload history"
        isEmpty={entries.length === 0}
        empty={
          <PagedEmptyState
            icon={IconFileOff}
            what="uploads"
            total={total}
            filtered={filtered}
            filteredText="Try another invoice ID, gateway or upload type."
            emptyText="Uploads appear here once invoices of US customers are sent to a tax service."
            onFirstPage={() => update({ page: 0 })}
            onClearFilters={() => update({ ...uploadsSearchDefaults, count: search.count })}
          />
        }
      >
        <UploadsTable entries={entries} busy={query.isFetching} onShow={setSelected} />
      </ListBody>
      {query.data && total > 0 ? <ListPagination page={search.page} pages={pages} onPage={(page) => update({ page })} /> : null}
      <Drawer
        opened={selected !== null}
        onClose={closeDetails}
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
