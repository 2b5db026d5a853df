import { beforeEach, describe, expect, it } from 'vitest'
import { forgetRecent, getRecent, rememberRecent, resetRecentCache } from './recent'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
  removeItem(key: string) {
    this.data.delete(key)
  }
}

describe('recent items', () => {
  beforeEach(() => {
    ;(globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage()
    resetRecentCache()
  })

  it('keeps the newest first, without duplicates, at most 8', () => {
    for (let i = 1; i <= 10; i++) rememberRecent('users', { id: i, name: `User ${i}` }, i)
    rememberRecent('users', { id: 5, name: 'User five' }, 11)
    const items = getRecent('users')
    expect(items).toHaveLength(8)
    expect(items[0]).toEqual({ id: '5', name: 'User five', openedAt: 11 })
    expect(items.map((item) => item.id)).toEqual(['5', '10', '9', '8', '7', '6', '4', '3'])
  })

  it('forgets an item', () => {
    rememberRecent('users', { id: 1, name: 'A' })
    rememberRecent('users', { id: 2, name: 'B' })
    forgetRecent('users', 1)
    expect(getRecent('users').map((item) => item.id)).toEqual(['2'])
  })

  it('survives a corrupt store', () => {
    localStorage.setItem('mbd.recent.users', '{oops')
    expect(getRecent('users')).toEqual([])
    localStorage.setItem('mbd.recent.codes', JSON.stringify([{ id: 1 }, { id: '2', name: 'ok', openedAt: 1 }]))
    expect(getRecent('codes')).toEqual([{ id: '2', name: 'ok', openedAt: 1 }])
  })

  it('keeps kinds apart', () => {
    rememberRecent('users', { id: 1, name: 'A' })
    expect(getRecent('invoices')).toEqual([])
  })
})
