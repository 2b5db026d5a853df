import { useSyncExternalStore } from 'react'

/**
 * Items opened recently on this device (ids and names only, never anything secret), per environment and
 * kind, newest first, at most 8. Kept in localStorage so they outlive the tab; the session says which
 * environment's lists are in use (`setRecentScope`) and forgets every list when it signs out
 * (`clearRecent`): names, e-mails and addresses do not stay behind on a shared computer.
 */
export interface RecentItem {
  id: string
  name: string
  openedAt: number
}

const LIMIT = 8
const prefix = 'mbd.recent.'
const listeners = new Set<() => void>()
const cache = new Map<string, RecentItem[]>()
const none: RecentItem[] = []
/** The environment whose lists are in use; none while signed out. */
let scope: string | null = null

const storageKey = (kind: string) => `${prefix}${encodeURIComponent(scope ?? '')}.${kind}`

function notify() {
  for (const listener of listeners) listener()
}

/** Uses the lists of this environment (the signed-in one), or none while signed out. */
export function setRecentScope(environmentId: string | null) {
  if (scope === environmentId) return
  scope = environmentId
  cache.clear()
  notify()
}

/** Forgets every list of every environment on this device (sign-out). */
export function clearRecent() {
  try {
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const key = localStorage.key(index)
      if (key?.startsWith(prefix)) localStorage.removeItem(key)
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
  cache.clear()
  notify()
}

function read(kind: string): RecentItem[] {
  if (scope === null) return none
  const cached = cache.get(kind)
  if (cached) return cached
  let items: RecentItem[] = []
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(kind)) ?? '[]')
    if (Array.isArray(parsed)) {
      items = parsed.filter(
        (item): item is RecentItem =>
          typeof item?.id === 'string' && typeof item?.name === 'string' && typeof item?.openedAt === 'number',
      )
    }
  } catch {
    items = []
  }
  cache.set(kind, items)
  return items
}

function write(kind: string, items: RecentItem[]) {
  cache.set(kind, items)
  try {
    localStorage.setItem(storageKey(kind), JSON.stringify(items))
  } catch {
    // Storage full or disabled: the list lives in memory for this page.
  }
  notify()
}

export function rememberRecent(kind: string, item: { id: string | number; name: string }, now = Date.now()) {
  if (scope === null) return
  const id = String(item.id)
  const rest = read(kind).filter((existing) => existing.id !== id)
  write(kind, [{ id, name: item.name, openedAt: now }, ...rest].slice(0, LIMIT))
}

export function forgetRecent(kind: string, id: string | number) {
  if (scope === null) return
  write(
    kind,
    read(kind).filter((existing) => existing.id !== String(id)),
  )
}

export function getRecent(kind: string): RecentItem[] {
  return read(kind)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useRecent(kind: string): RecentItem[] {
  return useSyncExternalStore(subscribe, () => read(kind))
}

let combined: { key: string; lists: RecentItem[][]; value: Record<string, RecentItem[]> } | null = null

/** Several kinds at once, by kind; the same object until one of them changes. */
export function useRecentKinds(kinds: readonly string[]): Record<string, RecentItem[]> {
  return useSyncExternalStore(subscribe, () => {
    const key = kinds.join('|')
    const lists = kinds.map(read)
    if (combined && combined.key === key && combined.lists.every((list, index) => list === lists[index])) return combined.value
    combined = { key, lists, value: Object.fromEntries(kinds.map((kind, index) => [kind, lists[index]!])) }
    return combined.value
  })
}

/** For tests. */
export function resetRecentCache() {
  cache.clear()
}
