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
