import { beforeEach, describe, expect, it } from 'vitest'
import { clearRecent, forgetRecent, getRecent, rememberRecent, resetRecentCache, setRecentScope } from './recent'
import { MemoryStorage } from './testing'

describe('recent items', () => {
  beforeEach(() => {
    ;(globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage()
    resetRecentCache()
    setRecentScope('sandbox')
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
    localStorage.setItem('mbd.recent.sandbox.users', '{oops')
    expect(getRecent('users')).toEqual([])
    localStorage.setItem('mbd.recent.sandbox.codes', JSON.stringify([{ id: 1 }, { id: '2', name: 'ok', openedAt: 1 }]))
    expect(getRecent('codes')).toEqual([{ id: '2', name: 'ok', openedAt: 1 }])
  })

  it('keeps kinds apart', () => {
    rememberRecent('users', { id: 1, name: 'A' })
    expect(getRecent('invoices')).toEqual([])
  })

  it('keeps environments apart: the same id in the sandbox and live is not the same record', () => {
    rememberRecent('users', { id: 7, name: 'Sandbox Ada' })
    setRecentScope('live')
    expect(getRecent('users')).toEqual([])
    rememberRecent('users', { id: 7, name: 'Live Grace' })
    setRecentScope('sandbox')
    expect(getRecent('users').map((item) => item.name)).toEqual(['Sandbox Ada'])
    setRecentScope('live')
    expect(getRecent('users').map((item) => item.name)).toEqual(['Live Grace'])
  })

  it('keeps nothing while signed out', () => {
    setRecentScope(null)
    rememberRecent('users', { id: 1, name: 'A' })
    expect(getRecent('users')).toEqual([])
    expect(localStorage.length).toBe(0)
  })

  it('forgets every list of every environment at once, and nothing else', () => {
    rememberRecent('users', { id: 1, name: 'ada@example.test' })
    setRecentScope('live')
    rememberRecent('webhooks', { id: 2, name: 'https://hooks.example.test' })
    localStorage.setItem('mbd.recent.users', '[]')
    localStorage.setItem('mbd.theme', 'dark')
    clearRecent()
    expect(getRecent('webhooks')).toEqual([])
    expect([...(localStorage as unknown as MemoryStorage).data.keys()]).toEqual(['mbd.theme'])
  })
})
