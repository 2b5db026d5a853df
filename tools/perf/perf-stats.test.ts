import { describe, expect, it } from 'vitest'
import {
  aimVerdict,
  baselinesAfter,
  median,
  medianInterval,
  quantile,
  ratioToBaselines,
  turnOrder,
  verdict,
} from './perf-stats.mjs'

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

  it('turns the tabs of two builds in alternation, each turn a pair, neither build always first', () => {
    const order = turnOrder(4, 2)
    expect(order).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [2, 0],
      [2, 1],
      [3, 1],
      [3, 0],
    ])
    // Alone, a tab is turned count times in a row.
    expect(turnOrder(3, 1)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ])
  })

  it('takes out of a comparison what the machine does to both builds alike, when their turns are paired', () => {
    // The machine slows down over the run; the two builds are alike. Turned in alternation, each pair sees the
    // same slowdown and the difference is nil; turned one build after the other, the later build looks slower.
    const slowdown = (turn: number) => 30 + turn
    const paired = turnOrder(20, 2).reduce<number[][]>(
      (times, [turn, tab]) => {
        times[tab]!.push(slowdown(turn))
        return times
      },
      [[], []],
    )
    const differences = paired[0]!.map((time, turn) => time - paired[1]![turn]!)
    expect(verdict(medianInterval(differences))).toBe('not told apart from noise')
    const oneAfterTheOther = Array.from({ length: 20 }, (_, turn) => slowdown(turn) - slowdown(turn + 20))
    expect(verdict(medianInterval(oneAfterTheOther))).toBe('faster')
  })

  it("takes a page load's ratio to the mean of the baseline loads around it, which follows a machine that slows", () => {
    expect(ratioToBaselines(150, 90, 110)).toBe(1.5)
    const loads = [
      { base: 'b1', page: 'p1' },
      { base: 'b2', page: 'p2' },
      { base: 'b3', page: 'p3' },
    ]
    expect(baselinesAfter(loads, 'b4')).toEqual(['b2', 'b3', 'b4'])
    expect(baselinesAfter([], 'b1')).toEqual([])
    // The machine slows over the run: every load takes 2 % longer than the one before it, and the page is truly 1.5×
    // the baseline. Against the baseline load just before it, each page load reads 1.53×; against the two around it,
    // 1.5×.
    const at = (index: number) => 1.02 ** index
    const sequence = Array.from({ length: 10 }, (_, pair) => ({ base: 100 * at(2 * pair), page: 150 * at(2 * pair + 1) }))
    const after = baselinesAfter(sequence, 100 * at(20))
    const before = sequence.map(({ base, page }) => page / base)
    const around = sequence.map(({ base, page }, pair) => ratioToBaselines(page, base, after[pair]!))
    expect(median(before)).toBeCloseTo(1.53, 2)
    for (const ratio of around) expect(ratio).toBeCloseTo(1.5, 3)
  })

  it('is the same for the same values and seed', () => {
    const values = [3, -8, 12, 40, -1, 7, 22]
    expect(medianInterval(values)).toEqual(medianInterval(values))
  })

  it('says an aim is met or missed only when the whole interval is on one side of it', () => {
    const ratios = [1.42, 1.45, 1.44, 1.43, 1.46, 1.44, 1.41, 1.45, 1.44]
    expect(aimVerdict(medianInterval(ratios), 1.5)).toBe('met')
    expect(aimVerdict(medianInterval(ratios), 1.4)).toBe('missed')
    expect(aimVerdict(medianInterval(ratios), 1.44)).toBe('not told apart from the aim')
    // An interval that ends on the aim meets it; one that starts on it does not miss it.
    expect(aimVerdict({ low: 1.3, high: 1.5 }, 1.5)).toBe('met')
    expect(aimVerdict({ low: 1.5, high: 1.7 }, 1.5)).toBe('not told apart from the aim')
  })

  it('reads ratios as well as differences: a noisy run does not call a ratio near its aim', () => {
    const noisy = [1.38, 1.62, 1.47, 1.55, 1.41, 1.58, 1.5, 1.44, 1.6]
    const interval = medianInterval(noisy)
    expect(interval.low).toBeLessThan(1.5)
    expect(interval.high).toBeGreaterThan(1.5)
    expect(aimVerdict(interval, 1.5)).toBe('not told apart from the aim')
  })
})
