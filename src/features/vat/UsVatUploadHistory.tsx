import { useCallback, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Text } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import type { UsVatUploadHistoryEntry } from '../../api/contract/vat'
import { DetailsDrawer } from '../../components/DetailsDrawer'
import { CsvExport } from '../../components/CsvExport'
import { BrowsePage } from '../../components/BrowsePage'
import { usePagedList } from '../../lib/usePagedList'
import { fetchUploadsPage, uploadCsvColumns, uploadRowKey, uploadsCsvFileName } from './export'
import { vatQueries } from './queries'
import { UploadDetails } from './UploadDetails'
import { UploadFilters } from './UploadFilters'
import { UploadsTable } from './UploadsTable'
import { isFiltered, toHistoryInput, uploadsSearchDefaults, type UploadsSearch } from './uploadsSearch'

/** The US VAT upload history (4.18): filters, page and page size live in the URL. */
export function UsVatUploadHistory({ search }: { search: UploadsSearch }) {
  const navigate = useNavigate({ from: '/vat/us-uploads' })
  const update = useCallback(
    (patch: Partial<UploadsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const paged = usePagedList({
    options: (page) => vatQueries.uploadList(toHistoryInput({ ...search, page })),
    page: search.page,
    count: search.count,
    total: (data) => data.total ?? 0,
    goTo: (page) => update({ page }),
  })
  const [selected, setSelected] = useState<UsVatUploadHistoryEntry | null>(null)
  const closeDetails = useCallback(() => setSelected(null), [])
  const { query } = paged
  const entries = query.data?.historyList ?? []

  return (
    <>
      <BrowsePage
        title="US VAT upload history"
        order={2}
        description={
          <Text c="dimmed" size="sm">
            Invoices and refunds sent to the US tax services, with what was sent and what came back.
          </Text>
        }
        noun={['upload', 'uploads']}
        loading="upload history"
        paged={paged}
        filtered={isFiltered(search)}
        isEmpty={entries.length === 0}
        empty={{
          icon: IconFileOff,
          filteredText: 'Try another invoice ID, gateway or upload type.',
          emptyText: 'Uploads appear here once invoices of US customers are sent to a tax service.',
          onClearFilters: () => update({ ...uploadsSearchDefaults, count: search.count }),
        }}
        actions={
          <CsvExport
            what="uploads"
            fileName={() => uploadsCsvFileName(search)}
            columns={uploadCsvColumns}
            fetchPage={(page, signal) => fetchUploadsPage(search, page, signal)}
            rowKey={uploadRowKey}
          />
        }
        tools={<UploadFilters search={search} refreshing={query.isFetching && !query.isPending} update={update} />}
      >
        <UploadsTable entries={entries} busy={query.isFetching} onShow={setSelected} />
      </BrowsePage>
      <DetailsDrawer opened={selected !== null} onClose={closeDetails} size="xl" title={`Upload ${selected?.id ?? ''}`}>
        {selected ? <UploadDetails entry={selected} /> : null}
      </DetailsDrawer>
    </>
  )
}
