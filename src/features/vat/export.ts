import { call } from '../../api/client'
import { maxPageSize } from '../../api/contract/core'
import { usVatUploadHistoryList, type UsVatUploadHistoryEntry } from '../../api/contract/vat'
import type { CsvColumn } from '../../lib/csv'
import { csvFileName } from '../../lib/csvFileName'
import { toHistoryInput, type UploadsSearch } from './uploadsSearch'

export const uploadCsvColumns: CsvColumn<UsVatUploadHistoryEntry>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'createTime', value: (e) => e.createTime },
  { header: 'gatewayName', value: (e) => e.gatewayName },
  { header: 'invoiceId', value: (e) => e.invoiceId },
  { header: 'userId', value: (e) => e.userId },
  { header: 'mark', value: (e) => e.mark },
  { header: 'requestId', value: (e) => e.requestId },
  { header: 'request', value: (e) => e.request },
  { header: 'response', value: (e) => e.response },
]

/** One page of the export: the view's filters, in pages of the most a page may hold (`maxPageSize`). */
export async function fetchUploadsPage(search: UploadsSearch, page: number, signal: AbortSignal) {
  const data = await call(usVatUploadHistoryList, { ...toHistoryInput(search), page, count: maxPageSize }, { signal })
  return { rows: data.historyList ?? [], total: data.total ?? 0 }
}

/** An upload's key in an export: its id, so that an upload pushed onto the next page is written once. */
export const uploadRowKey = (entry: UsVatUploadHistoryEntry) => entry.id

export function uploadsCsvFileName(search: UploadsSearch, date = new Date()) {
  return csvFileName(
    'us-vat-uploads',
    {
      invoice: search.invoiceId,
      gateway: search.gatewayName,
      type: search.uploadType === 'both' ? undefined : search.uploadType,
    },
    date,
  )
}
