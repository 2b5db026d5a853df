import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clear, getEntries, MAX_ENTRIES, recordRequest, subscribe } from './requestLog'

const entry = (attempt: number) => ({
  time: 1_700_000_000_000,
  method: 'GET' as const,
  path: '/merchant/user/get',
  httpStatus: 200,
  code: 0,
  durationMs: 12,
  requestId: `r-${attempt}`,
  ok: true,
  attempt,
})

beforeEach(() => clear())

describe('request log', () => {
  it('keeps entries newest first with unique ids', () => {
    recordRequest(entry(1))
    recordRequest(entry(2))
    const entries = getEntries()
    expect(entries.map((e) => e.requestId)).toEqual(['r-2', 'r-1'])
    expect(entries[0].id).not.toBe(entries[1].id)
  })

  it('returns the same array until something changes', () => {
    const before = getEntries()
    expect(getEntries()).toBe(before)
    clear()
    expect(getEntries()).toBe(before)
    recordRequest(entry(1))
    expect(getEntries()).not.toBe(before)
  })

  it(`is capped at ${MAX_ENTRIES}`, () => {
    for (let i = 1; i <= MAX_ENTRIES + 5; i++) recordRequest(entry(i))
    expect(getEntries()).toHaveLength(MAX_ENTRIES)
    expect(getEntries()[0].requestId).toBe(`r-${MAX_ENTRIES + 5}`)
  })

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    recordRequest(entry(1))
    clear()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    recordRequest(entry(2))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
