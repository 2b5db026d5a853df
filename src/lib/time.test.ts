import { describe, expect, it } from 'vitest'
import { calendarDay, formatLocal, formatUtc, fromDateTimeLocal, fromEpochSeconds, momentOf, toDateTimeLocal } from './time'

describe('timestamps', () => {
  it('reads seconds since the epoch', () => {
    expect(fromEpochSeconds(1767225600)?.toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })
  it('treats 0, negative, null and missing as not set', () => {
    for (const value of [0, -5, null, undefined, Number.NaN]) {
      expect(fromEpochSeconds(value)).toBeNull()
      expect(formatLocal(value)).toBe('not set')
      expect(formatUtc(value)).toBe('not set')
    }
  })
  it('formats the UTC value for hovering', () => {
    expect(formatUtc(1767225600)).toBe('2026-01-01 00:00:00 UTC')
  })
  it('formats a local date', () => {
    expect(formatLocal(1767225600)).toMatch(/2026|2025/)
  })
  it('writes a time as a datetime-local input shows it, and reads back the same minute', () => {
    const seconds = Math.floor(new Date(2026, 0, 2, 3, 4).getTime() / 1000)
    expect(toDateTimeLocal(seconds)).toBe('2026-01-02T03:04')
    expect(Math.floor(Date.parse(toDateTimeLocal(seconds)) / 1000)).toBe(seconds)
    expect(toDateTimeLocal(0)).toBe('')
  })
})

const utc = (...parts: [number, number, number, number, number]) =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4]) / 1000

describe('dates in a chosen time zone', () => {
  it('shows a time on the zone’s clock, the UTC value unchanged', () => {
    const seconds = utc(2026, 1, 1, 0, 0)
    expect(formatLocal(seconds, 'Asia/Tokyo')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
        seconds * 1000,
      ),
    )
    expect(toDateTimeLocal(seconds, 'Asia/Tokyo')).toBe('2026-01-01T09:00')
    expect(toDateTimeLocal(seconds, 'America/Los_Angeles')).toBe('2025-12-31T16:00')
    expect(formatUtc(seconds)).toBe('2026-01-01 00:00:00 UTC')
  })

  it('reads a typed date and time as that moment in the zone, and writes it back the same', () => {
    expect(fromDateTimeLocal('2026-01-01T09:00', 'Asia/Tokyo')).toBe(utc(2026, 1, 1, 0, 0))
    expect(fromDateTimeLocal('2026-07-01T12:00', 'Europe/Berlin')).toBe(utc(2026, 7, 1, 10, 0))
    expect(fromDateTimeLocal('2026-01-01T12:00', 'Europe/Berlin')).toBe(utc(2026, 1, 1, 11, 0))
    expect(fromDateTimeLocal('2026-01-01', 'UTC')).toBe(utc(2026, 1, 1, 0, 0))
    for (const text of ['2026-03-29T01:59', '2026-03-29T03:00', '2026-10-25T01:00', '2026-10-25T04:15']) {
      expect(toDateTimeLocal(fromDateTimeLocal(text, 'Europe/Berlin'), 'Europe/Berlin')).toBe(text)
    }
  })

  it('reads the days around the change to summer time with the offset of each side', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(fromDateTimeLocal('2026-03-29T01:30', 'Europe/Berlin')).toBe(utc(2026, 3, 29, 0, 30))
    expect(fromDateTimeLocal('2026-03-29T03:30', 'Europe/Berlin')).toBe(utc(2026, 3, 29, 1, 30))
    // 02:30 is skipped by the clock: read with the winter offset, it lands an hour after, at 03:30 summer time.
    expect(fromDateTimeLocal('2026-03-29T02:30', 'Europe/Berlin')).toBe(utc(2026, 3, 29, 1, 30))
    // The day is 23 hours long.
    expect((fromDateTimeLocal('2026-03-30', 'Europe/Berlin')! - fromDateTimeLocal('2026-03-29', 'Europe/Berlin')!) / 3600).toBe(
      23,
    )
    // New York, 8 March 2026, 02:00 EST becomes 03:00 EDT.
    expect(fromDateTimeLocal('2026-03-08T01:00', 'America/New_York')).toBe(utc(2026, 3, 8, 6, 0))
    expect(fromDateTimeLocal('2026-03-08T04:00', 'America/New_York')).toBe(utc(2026, 3, 8, 8, 0))
  })

  it('reads the hour shown twice when summer time ends as its first showing', () => {
    // Berlin, 25 October 2026: 03:00 CEST goes back to 02:00 CET, so 02:30 happens at 00:30 and at 01:30 UTC.
    expect(fromDateTimeLocal('2026-10-25T02:30', 'Europe/Berlin')).toBe(utc(2026, 10, 25, 0, 30))
    expect(toDateTimeLocal(utc(2026, 10, 25, 0, 30), 'Europe/Berlin')).toBe('2026-10-25T02:30')
    expect(toDateTimeLocal(utc(2026, 10, 25, 1, 30), 'Europe/Berlin')).toBe('2026-10-25T02:30')
    expect(fromDateTimeLocal('2026-10-25T03:00', 'Europe/Berlin')).toBe(utc(2026, 10, 25, 2, 0))
    // The day is 25 hours long.
    expect((fromDateTimeLocal('2026-10-26', 'Europe/Berlin')! - fromDateTimeLocal('2026-10-25', 'Europe/Berlin')!) / 3600).toBe(
      25,
    )
  })

  it('carries days over, so a week back from a day is its midnight seven days before', () => {
    expect(momentOf({ year: 2026, month: 4, day: 2 - 7 }, 'Europe/Berlin') / 1000).toBe(utc(2026, 3, 25, 23, 0))
    expect(momentOf({ year: 2026, month: 3, day: 1 }, 'Europe/Berlin') / 1000).toBe(utc(2026, 2, 28, 23, 0))
    expect(calendarDay(utc(2026, 3, 10, 23, 30), 'Asia/Tokyo')).toBe('2026-03-11')
    expect(calendarDay(utc(2026, 3, 10, 23, 30), 'America/New_York')).toBe('2026-03-10')
  })

  it('refuses what is not a real date and time', () => {
    for (const text of ['', 'tomorrow', '2026-02-30T10:00', '2026-13-01', '2026-01-01T24:00', '2026-01-01T10:60']) {
      expect(fromDateTimeLocal(text, 'Europe/Berlin')).toBeNull()
    }
  })
})
