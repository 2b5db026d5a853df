// The statistics of `npm run perf`, apart so that they can be tested.

/** The value below which a share `q` of `values` lies (the nearest rank). */
export const quantile = (values, q) => {
  const ordered = [...values].sort((a, b) => a - b)
  return ordered[Math.min(ordered.length - 1, Math.floor(q * ordered.length))]
}
export const median = (values) => quantile(values, 0.5)

/** A small seeded generator (mulberry32): the same run gives the same interval. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * How far the median of `values` can be trusted: the 95 % interval of the medians of `resamples` samples drawn
 * from them with replacement (a bootstrap). `values` are one per run: paired differences or ratios, or times.
 */
export function medianInterval(values, resamples = 2000, seed = 1) {
  const next = random(seed)
  const medians = Array.from({ length: resamples }, () =>
    median(Array.from(values, () => values[Math.floor(next() * values.length)])),
  )
  return { median: median(values), low: quantile(medians, 0.025), high: quantile(medians, 0.975) }
}

/**
 * A page load's figure as a ratio to the baseline's around it: to the mean of the baseline load taken just before
 * the page's and the one taken just after it. As the machine's load rises or falls over a run, the page's time moves
 * with it, and the two baselines around it move as it does on average, where the one before alone lags behind.
 */
export function ratioToBaselines(page, before, after) {
  return page / Math.max((before + after) / 2, 1e-9)
}

/**
 * For pairs of loads (`{ base, page }`, the baseline's then the page's) in the order they were taken, the baseline
 * load taken next after each page's: the next pair's, and for the last pair `last`, one more load of the baseline.
 */
export function baselinesAfter(sequence, last) {
  return sequence.map((_, index) => (index + 1 < sequence.length ? sequence[index + 1].base : last))
}

/**
 * The order in which `count` page turns are made on `tabs` tabs open together (the same page of each build): turn
 * by turn, every tab once, first to last then last to first, so that no build always goes first and each turn's
 * pair sees the same machine. Pairs of `[turn, tab]`.
 */
export function turnOrder(count, tabs) {
  return Array.from({ length: count }, (_, turn) =>
    Array.from({ length: tabs }, (_, index) => [turn, turn % 2 ? tabs - 1 - index : index]),
  ).flat()
}

/** What an interval of a difference (this build minus another, in ms) says. */
export function verdict({ low, high }) {
  if (high < 0) return 'faster'
  if (low > 0) return 'slower'
  return 'not told apart from noise'
}

/**
 * What an interval of a figure says about its aim (the most it may be): met when the whole interval is within
 * it, missed when the whole interval is beyond it; otherwise the run cannot tell.
 */
export function aimVerdict({ low, high }, aim) {
  if (high <= aim) return 'met'
  if (low > aim) return 'missed'
  return 'not told apart from the aim'
}
