import { getTimeZone } from './timeZone'

/**
 * Timestamps from the API are integers whose unit the spec leaves open; the service family uses
 * seconds since the epoch, and 0 means "not set".
 *
 * Dates are shown, and typed, in the chosen time zone (`timeZone.ts`): an IANA zone, or null for the browser's
 * own. Each function takes the zone, the chosen one unless given.
 */
export function fromEpochSeconds(value: number | null | undefined): Date | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null
  return new Date(value * 1000)
}

// Made at the first date shown in a zone, not as the module loads: making one loads the browser's locale data.
const localFormats = new Map<string, Intl.DateTimeFormat>()
const partFormats = new Map<string, Intl.DateTimeFormat>()

const cached = (formats: Map<string, Intl.DateTimeFormat>, zone: string | null, make: () => Intl.DateTimeFormat) => {
  let format = formats.get(zone ?? '')
  if (!format) {
    format = make()
    formats.set(zone ?? '', format)
  }
  return format
}

export function formatLocal(value: number | null | undefined, timeZone: string | null = getTimeZone()): string {
  const date = fromEpochSeconds(value)
  if (!date) return 'not set'
  const format = cached(
    localFormats,
    timeZone,
    () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone ?? undefined }),
  )
  return format.format(date)
}

export function formatUtc(value: number | null | undefined): string {
  const date = fromEpochSeconds(value)
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : 'not set'
}

/** A calendar date and a time of day on a wall clock (month 1–12). */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** What a wall clock in the zone shows at a moment (milliseconds). */
export function wallClockAt(ms: number, timeZone: string | null = getTimeZone()): WallClock {
  if (timeZone === null) {
    const date = new Date(ms)
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    }
  }
  const format = cached(
    partFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  )
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  }
}

const asUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)

/** How far the zone's clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000
  return asUtc(wallClockAt(whole, timeZone)) - whole
}

const DAY_MS = 86_400_000

/**
 * The moment (milliseconds) a wall clock in the zone shows the given date and time. Fields out of range carry
 * over (day 0 is the last day of the month before; day 32 of January is 1 February), so days can be added. A time
 * that the zone's clock shows twice (the hour repeated when summer time ends) is its first showing; a time the clock
 * skips (the hour lost when summer time begins) is read with the offset before the change, so it lands that far
 * after the change, as a browser reads a local time.
 */
export function momentOf(
  clock: Partial<WallClock> & Pick<WallClock, 'year' | 'month' | 'day'>,
  timeZone: string | null = getTimeZone(),
): number {
  const { year, month, day, hour = 0, minute = 0, second = 0 } = clock
  if (timeZone === null) return new Date(year, month - 1, day, hour, minute, second).getTime()
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const before = offsetAt(wall - DAY_MS, timeZone)
  const after = offsetAt(wall + DAY_MS, timeZone)
  const shown = [wall - before, wall - after].filter((ms) => asUtc(wallClockAt(ms, timeZone)) === wall)
  return shown.length ? Math.min(...shown) : wall - before
}

const two = (part: number) => String(part).padStart(2, '0')

/**
 * A time as a `datetime-local` input shows it (in the zone, to the minute), the inverse of `fromDateTimeLocal`;
 * '' when not set.
 */
export function toDateTimeLocal(value: number | null | undefined, timeZone: string | null = getTimeZone()): string {
  const date = fromEpochSeconds(value)
  if (!date) return ''
  const clock = wallClockAt(date.getTime(), timeZone)
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * A date and time as typed in a `datetime-local` input ("2026-03-29T02:30"), or a day alone (its midnight), read
 * in the zone: seconds since the epoch; null when it is not a real date and time.
 */
export function fromDateTimeLocal(text: string, timeZone: string | null = getTimeZone()): number | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)))
  const clock = { year: year!, month: month!, day: day!, hour, minute, second }
  // A day or time that does not exist (31 April, 24:00) is refused, not carried over.
  const check = new Date(asUtc(clock))
  if (check.getUTCMonth() !== clock.month - 1 || check.getUTCDate() !== clock.day || hour > 23 || minute > 59 || second > 59)
    return null
  return Math.floor(momentOf(clock, timeZone) / 1000)
}

/** The calendar day of a moment (seconds) in the zone, as "2026-03-29". */
export function calendarDay(seconds: number, timeZone: string | null = getTimeZone()): string {
  const clock = wallClockAt(seconds * 1000, timeZone)
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}`
}
