// Writing an export's file: loaded with its dialog (src/components/CsvExportDialog.tsx), not with the lists.

/** CSV (RFC 4180) with a guard against formula injection when opened in a spreadsheet. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  // A cell starting with = + - @ (or a tab/CR) would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export interface CsvColumn<T> {
  header: string
  value: (row: T) => unknown
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** What an export has fetched so far: its rows, and the page it asks for next. */
export interface Collected<T> {
  rows: T[]
  page: number
  /** The keys of the rows kept. */
  keys: Set<unknown>
  /** Rows left out as already kept: a record pushed onto the next page by records added before it. */
  repeated: number
  /** The list's total as the first page said it, and as the last page fetched says it. */
  totals: { first: number; last: number } | null
  /** Whether a page said another total than the page before it (the total may have come back since). */
  totalMoved: boolean
}

/** An export's start: nothing fetched yet. */
export const collectFromStart = <T>(): Collected<T> => ({
  rows: [],
  page: 0,
  keys: new Set(),
  repeated: 0,
  totals: null,
  totalMoved: false,
})

/**
 * Whether the list changed while it was exported: its total moved between pages (if only to come back), or a record
 * came again (paging is
 * by position, so a record added or removed before the pages already fetched shifts the rest by one). The rows are
 * then each in the file once, but a record added or removed meanwhile may be missing, or still in it.
 */
export function changedMeanwhile(collected: Collected<unknown>): { first: number; last: number } | null {
  const { totals } = collected
  return totals && (collected.totalMoved || collected.repeated > 0) ? totals : null
}

/**
 * Fetches every page of a list, reporting progress; stops early when the signal is aborted.
 * `fetchPage` gets pages from 0 and answers the rows and the total; `key` names a row (its id), so that a row
 * fetched twice is kept once. The pages fetched are kept in `collected` as they come, so that after a failure the same
 * `collected` goes on from the page that failed, the rows already fetched kept.
 */
export async function collectAllPages<T>({
  fetchPage,
  key,
  onProgress,
  signal,
  collected = collectFromStart<T>(),
}: {
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ rows: T[]; total: number }>
  key: (row: T) => unknown
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  collected?: Collected<T>
}): Promise<T[]> {
  for (;;) {
    signal.throwIfAborted()
    const result = await fetchPage(collected.page, signal)
    const before = collected.rows.length
    for (const row of result.rows) {
      const name = key(row)
      // A row without a key (a lenient response's missing id) cannot be told from another: it is kept.
      if (name !== undefined && name !== null) {
        if (collected.keys.has(name)) {
          collected.repeated += 1
          continue
        }
        collected.keys.add(name)
      }
      collected.rows.push(row)
    }
    collected.page += 1
    if (collected.totals && collected.totals.last !== result.total) collected.totalMoved = true
    collected.totals = { first: collected.totals?.first ?? result.total, last: result.total }
    onProgress(Math.min(collected.rows.length, result.total), result.total)
    // A page of rows all kept already ends it too: a service that answered every page alike would never end.
    const added = collected.rows.length - before
    if (added === 0 || collected.rows.length >= result.total) return collected.rows
  }
}
