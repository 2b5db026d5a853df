import { useSyncExternalStore } from 'react'

/**
 * The time zone dates are shown and typed in: the browser's (null) or an IANA zone the user chose. Kept on this
 * device in localStorage (a preference, nothing secret), so every tab and every later visit use it.
 */

const storageKey = 'mbd.timeZone'
const listeners = new Set<() => void>()
/** undefined until read from storage. */
let chosen: string | null | undefined

/** Whether the runtime knows the zone (`Intl` refuses an unknown one). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

function read(): string | null {
  try {
    const stored = localStorage.getItem(storageKey)
    return stored && isTimeZone(stored) ? stored : null
  } catch {
    // No storage (disabled, or not a browser): the browser's zone.
    return null
  }
}

/** The chosen zone, or null for the browser's own. */
export function getTimeZone(): string | null {
  chosen ??= read()
  return chosen
}

/** Chooses a zone (null: the browser's), remembers it on this device and tells whoever shows dates. */
export function setTimeZone(zone: string | null) {
  const next = zone && isTimeZone(zone) ? zone : null
  try {
    if (next) localStorage.setItem(storageKey, next)
    else localStorage.removeItem(storageKey)
  } catch {
    // Storage full or disabled: the choice lasts for this page.
  }
  chosen = next
  for (const listener of listeners) listener()
}

export function subscribeTimeZone(listener: () => void) {
  listeners.add(listener)
  // Another tab of this device chose a zone.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return
    chosen = read()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The chosen zone (null: the browser's), drawing again when it changes. */
export function useTimeZone(): string | null {
  return useSyncExternalStore(subscribeTimeZone, getTimeZone, () => null)
}

/** The browser's own zone, by name. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The zones the runtime knows, for choosing one; UTC first. */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')]
}
