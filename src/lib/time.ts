/**
 * Timestamps from the API are integers whose unit the spec leaves open; the service family uses
 * seconds since the epoch, and 0 means "not set".
 */
export function fromEpochSeconds(value: number | null | undefined): Date | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null
  return new Date(value * 1000)
}

// Made at the first date shown, not as the module loads: making it loads the browser's locale data.
let localFormat: Intl.DateTimeFormat | undefined

export function formatLocal(value: number | null | undefined): string {
  const date = fromEpochSeconds(value)
  if (!date) return 'not set'
  localFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return localFormat.format(date)
}

export function formatUtc(value: number | null | undefined): string {
  const date = fromEpochSeconds(value)
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : 'not set'
}

/**
 * A time as a `datetime-local` input shows it (local time, to the minute), the inverse of reading such a
 * value; '' when not set.
 */
export function toDateTimeLocal(value: number | null | undefined): string {
  const date = fromEpochSeconds(value)
  if (!date) return ''
  const two = (part: number) => String(part).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`
}
