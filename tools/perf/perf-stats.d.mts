export function quantile(values: number[], q: number): number
export function median(values: number[]): number
export function medianInterval(values: number[], resamples?: number, seed?: number): { median: number; low: number; high: number }
export function ratioToBaselines(page: number, before: number, after: number): number
export function baselinesAfter<Base>(sequence: { base: Base }[], last: Base): Base[]
export function turnOrder(count: number, tabs: number): [turn: number, tab: number][]
export function verdict(interval: { low: number; high: number }): 'faster' | 'slower' | 'not told apart from noise'
export function aimVerdict(interval: { low: number; high: number }, aim: number): 'met' | 'missed' | 'not told apart from the aim'
