import { describe, expect, it } from 'vitest'
import { formatLocal, formatUtc, fromEpochSeconds, toDateTimeLocal } from './time'

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
