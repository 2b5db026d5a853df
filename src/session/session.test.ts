import { beforeEach, describe, expect, it } from 'vitest'
import { getRecent, rememberRecent, resetRecentCache } from '../lib/recent'
import { MemoryStorage } from '../lib/testing'
import { restoreSession, signIn, signOut } from './session'

const environment = (id: string) => ({ id, label: id, baseUrl: `https://${id}.example.test`, sandbox: true })

describe('the session and recently opened items', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() })
    resetRecentCache()
    restoreSession()
  })

  it('uses the recent items of the environment signed in to', () => {
    signIn({ environment: environment('sandbox'), apiKey: 'sk_test_1' })
    rememberRecent('users', { id: 7, name: 'ada@example.test' })
    signIn({ environment: environment('live'), apiKey: 'sk_live_1' })
    expect(getRecent('users')).toEqual([])
  })

  it('forgets every recent item on sign-out', () => {
    signIn({ environment: environment('sandbox'), apiKey: 'sk_test_1' })
    rememberRecent('users', { id: 7, name: 'ada@example.test' })
    signOut()
    expect(localStorage.length).toBe(0)
    signIn({ environment: environment('sandbox'), apiKey: 'sk_test_1' })
    expect(getRecent('users')).toEqual([])
  })
})
