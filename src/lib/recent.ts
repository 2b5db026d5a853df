import { useSyncExternalStore } from 'react'

/**
 * Items opened recently on this device (ids and names only, never anything secret), per kind, newest
 * first, at most 8. Kept in localStorage so they outlive the session.
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

function read(kind: string): RecentItem[] {
  const cached = cache.get(kind)
  if (cached) return cached
  let items: RecentItem[] = []
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(prefix + kind) ?? '[]')
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
    localStorage.setItem(prefix + kind, JSON.stringify(items))
  } catch {
    // Storage full or disabled: the list lives in memory for this page.
  }
  for (const listener of listeners) listener()
}

export function rememberRecent(kind: string, item: { id: string | number; name: string }, now = Date.now()) {
  const id = String(item.id)
  const rest = read(kind).filter((existing) => existing.id !== id)
  write(kind, [{ id, name: item.name, openedAt: now }, ...rest].slice(0, LIMIT))
}

export function forgetRecent(kind: string, id: string | number) {
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
