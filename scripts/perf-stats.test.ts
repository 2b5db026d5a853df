import { describe, expect, it } from 'vitest'
import { median, medianInterval, quantile, verdict } from './perf-stats.mjs'

describe('perf statistics', () => {
  it('takes quantiles by nearest rank, in any order', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(quantile([10, 40, 20, 30], 0.9)).toBe(40)
  })

  it('gives a tight interval around a steady difference, and calls it', () => {
    const steady = [-102, -98, -100, -101, -99, -100, -97, -103, -100]
    const interval = medianInterval(steady)
    expect(interval.median).toBe(-100)
    expect(interval.low).toBeGreaterThanOrEqual(-103)
    expect(interval.high).toBeLessThanOrEqual(-97)
    expect(verdict(interval)).toBe('faster')
    expect(verdict(medianInterval(steady.map((value) => -value)))).toBe('slower')
  })

  it('gives a wide interval around noise, which it does not call either way', () => {
    const noisy = [-150, 120, -40, 90, -110, 30, 60, -80, 10]
    const interval = medianInterval(noisy)
    expect(interval.low).toBeLessThan(0)
    expect(interval.high).toBeGreaterThan(0)
    expect(verdict(interval)).toBe('not told apart from noise')
  })

  it('is the same for the same values and seed', () => {
    const values = [3, -8, 12, 40, -1, 7, 22]
    expect(medianInterval(values)).toEqual(medianInterval(values))
  })
})
