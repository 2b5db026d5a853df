import type { HttpMethod } from './contract/core'

/** One attempt of one call. Bodies and the API key are never kept. */
export interface RequestLogEntry {
  id: number
  /** Start of the attempt, in ms since the epoch. */
  time: number
  method: HttpMethod
  path: string
  httpStatus: number | null
  code: number | null
  durationMs: number
  requestId: string | null
  ok: boolean
  errorKind?: string
  /** 1 for the first try, 2 for the first retry, ... */
  attempt: number
}

export const MAX_ENTRIES = 200

let entries: readonly RequestLogEntry[] = []
let nextId = 1
const listeners = new Set<() => void>()

function update(next: readonly RequestLogEntry[]) {
  entries = next
  listeners.forEach((listener) => listener())
}

export function recordRequest(entry: Omit<RequestLogEntry, 'id'>): void {
  update([{ id: nextId++, ...entry }, ...entries].slice(0, MAX_ENTRIES))
}

/** Newest first. The same array is returned until the log changes. */
export function getEntries(): readonly RequestLogEntry[] {
  return entries
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function clear(): void {
  if (entries.length > 0) update([])
}
