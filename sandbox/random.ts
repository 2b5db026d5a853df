/** Random values: unpredictable ones for keys and ids, and a seeded generator for the datasets. */

/** `bytes` random bytes as lower-case hex (Web Crypto, available in browsers and Node). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes)
  globalThis.crypto.getRandomValues(buffer)
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A random whole number in [0, max). */
export function randomInt(max: number): number {
  const buffer = new Uint32Array(1)
  globalThis.crypto.getRandomValues(buffer)
  return buffer[0] % max
}

/** A deterministic pseudo-random generator (mulberry32) with a few helpers. */
export interface Rng {
  /** A number in [0, 1). */
  next(): number
  /** A whole number in [min, max]. */
  int(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
}

/** A generator seeded by a text (for example the name of a dataset area). */
export function createRng(seed: string): Rng {
  let state = hashString(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
  }
}

function hashString(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** `length` random letters and digits. */
export function randomAlphanumeric(length: number): string {
  const buffer = new Uint8Array(length)
  globalThis.crypto.getRandomValues(buffer)
  // 248 = 4 × 62: the modulo below is uniform for bytes under it; the rare others are drawn again.
  return Array.from(buffer, (byte) => {
    let value = byte
    while (value >= 248) value = globalThis.crypto.getRandomValues(new Uint8Array(1))[0]
    return ALPHANUMERIC[value % ALPHANUMERIC.length]
  }).join('')
}
