/**
 * Timestamps from the API are integers whose unit the spec leaves open; the service family uses
 * seconds since the epoch, and 0 means "not set".
 */
export function fromEpochSeconds(value: number | null | undefined): Date | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null
  return new Date(value * 1000)
}

const localFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function formatLocal(value: number | null | undefined): string {
  const date = fromEpochSeconds(value)
  return date ? localFormat.format(date) : 'not set'
}

export function formatUtc(value: number | null | undefined): string {
  const date = fromEpochSeconds(value)
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : 'not set'
}
