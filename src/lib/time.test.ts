import { describe, expect, it } from 'vitest'
import { formatLocal, formatUtc, fromEpochSeconds } from './time'

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
})
