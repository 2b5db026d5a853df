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

/** A file name that says what is in the file: `products_status-active_2026-11-22.csv`. */
export function csvFileName(
  what: string,
  filters: Record<string, string | number | undefined | null>,
  date = new Date(),
): string {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}-${String(value)}`.replace(/[^A-Za-z0-9._-]+/g, '-'))
  return [what, ...parts, date.toISOString().slice(0, 10)].join('_') + '.csv'
}

/** What an export has fetched so far: its rows, and the page it asks for next. */
export interface Collected<T> {
  rows: T[]
  page: number
}

/**
 * Fetches every page of a list, reporting progress; stops early when the signal is aborted.
 * `fetchPage` gets pages from 0 and answers the rows and the total. The pages fetched are kept in `collected` as
 * they come, so that after a failure the same `collected` goes on from the page that failed, the rows already
 * fetched kept.
 */
export async function collectAllPages<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ rows: T[]; total: number }>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
  collected: Collected<T> = { rows: [], page: 0 },
): Promise<T[]> {
  for (;;) {
    signal.throwIfAborted()
    const result = await fetchPage(collected.page, signal)
    collected.rows.push(...result.rows)
    collected.page += 1
    onProgress(Math.min(collected.rows.length, result.total), result.total)
    if (result.rows.length === 0 || collected.rows.length >= result.total) return collected.rows
  }
}
