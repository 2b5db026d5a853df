import { beforeEach, describe, expect, it } from 'vitest'
import { getRecent, rememberRecent, resetRecentCache } from '../lib/recent'
import { MemoryStorage } from '../lib/testing'
import { getSession, restoreSession, sessionSchema, signIn, signOut } from './session'

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

const valid = {
  environment: { id: 'sandbox', label: 'Sandbox', baseUrl: 'https://sandbox.example.test', sandbox: true, demo: false },
  apiKey: 'sk_test_1',
  settings: { idleTimeoutMinutes: 10, requestTimeoutSeconds: 5 },
}
const { settings: _settings, ...withoutSettings } = valid
const { sandbox: _sandbox, demo: _demo, ...plainEnvironment } = valid.environment

describe('a stored session', () => {
  it('fills in what it leaves out, and drops members it does not know', () => {
    expect(sessionSchema.parse(valid)).toEqual(valid)
    expect(sessionSchema.parse({ ...withoutSettings, extra: 1, environment: { ...plainEnvironment, colour: 'red' } })).toEqual({
      environment: { ...plainEnvironment, sandbox: false, demo: false },
      apiKey: 'sk_test_1',
      settings: { idleTimeoutMinutes: 30, requestTimeoutSeconds: 15 },
    })
    expect(sessionSchema.parse({ ...valid, settings: { idleTimeoutMinutes: 5 } }).settings).toEqual({
      idleTimeoutMinutes: 5,
      requestTimeoutSeconds: 15,
    })
  })

  it.each([
    ['nothing', null],
    ['a string', 'session'],
    ['an array', [valid]],
    ['no environment', { apiKey: 'k' }],
    ['an environment that is a list', { ...valid, environment: [valid.environment] }],
    ['an empty key', { ...valid, apiKey: '' }],
    ['a key that is a number', { ...valid, apiKey: 7 }],
    ['an environment without an id', { ...valid, environment: { ...valid.environment, id: undefined } }],
    ['an address that is a number', { ...valid, environment: { ...valid.environment, baseUrl: 1 } }],
    ['a flag that is null', { ...valid, environment: { ...valid.environment, demo: null } }],
    ['a timeout of zero', { ...valid, settings: { idleTimeoutMinutes: 0 } }],
    ['a timeout that is a string', { ...valid, settings: { requestTimeoutSeconds: '15' } }],
    ['settings that are null', { ...valid, settings: null }],
  ])('refuses %s', (_, value) => {
    expect(sessionSchema.safeParse(value).success).toBe(false)
  })

  it('is what signing in keeps and what the next page restores', () => {
    Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() })
    signIn({ environment: plainEnvironment, apiKey: 'sk_test_1' })
    const kept = getSession()
    expect(kept).toEqual({
      environment: { ...plainEnvironment, sandbox: false, demo: false },
      apiKey: 'sk_test_1',
      settings: { idleTimeoutMinutes: 30, requestTimeoutSeconds: 15 },
    })
    expect(restoreSession()).toEqual(kept)
    sessionStorage.setItem('mbd.session', JSON.stringify({ ...valid, apiKey: '' }))
    expect(restoreSession()).toBeNull()
    sessionStorage.setItem('mbd.session', '{"environment":')
    expect(restoreSession()).toBeNull()
    expect(() => signIn({ ...valid, apiKey: '' })).toThrow()
  })
})
