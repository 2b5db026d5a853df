import { beforeEach, describe, expect, it } from 'vitest'
import { getRecent, rememberRecent, resetRecentCache } from '../lib/recent'
import { MemoryStorage } from '../lib/testing'
import { ApiError } from '../api/errors'
import {
  getSession,
  isMemberSession,
  pendingRenewal,
  renewalSettled,
  renewSession,
  restoreSession,
  sessionEnded,
  sessionGeneration,
  sessionSchema,
  signIn,
  signOut,
} from './session'

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

describe("a member's session", () => {
  const member = {
    id: 3,
    email: 'support@northwind.example',
    name: 'Tomás Becker',
    isOwner: false,
    roles: ['Support'],
    groups: ['user'],
  }
  const memberSession = { environment: valid.environment, token: 'UniBee.Portal.a.b.c', member }
  const error = new ApiError({ kind: 'unauthorized', message: 'invalid token', code: 61, path: '/merchant/x', method: 'GET' })

  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() })
    restoreSession()
  })

  it('keeps the token and who signed in, in sessionStorage only', () => {
    signIn(memberSession)
    expect(isMemberSession(getSession())).toBe(true)
    expect(sessionStorage.getItem('mbd.session')).toContain('UniBee.Portal.a.b.c')
    expect(localStorage.length).toBe(0)
    expect(restoreSession()).toMatchObject({ token: 'UniBee.Portal.a.b.c', member })
    expect(sessionSchema.safeParse({ ...memberSession, token: '' }).success).toBe(false)
  })

  it('when the service ends it, every refused call waits for the one sign-in again, which keeps the session', async () => {
    signIn(memberSession)
    const generation = sessionGeneration()
    const first = sessionEnded(error)
    const second = sessionEnded(error)
    expect(second).toBe(first)
    expect(pendingRenewal()).toBe(error)
    renewSession('UniBee.Portal.new', { ...member, groups: ['user', 'invoice'] })
    await expect(first).resolves.toBeUndefined()
    await expect(renewalSettled()).resolves.toBeUndefined()
    expect(pendingRenewal()).toBeNull()
    expect(getSession()).toMatchObject({ token: 'UniBee.Portal.new', member: { groups: ['user', 'invoice'] } })
    expect(sessionStorage.getItem('mbd.session')).toContain('UniBee.Portal.new')
    // The same session goes on: its client and its page stay.
    expect(sessionGeneration()).toBe(generation)
  })

  it('signing out instead lets the waiting calls fail', async () => {
    signIn(memberSession)
    const waiting = sessionEnded(error)
    signOut()
    await expect(waiting).rejects.toThrow()
    expect(pendingRenewal()).toBeNull()
  })

  it('an API key session is not renewed in place', async () => {
    signIn(valid)
    await expect(sessionEnded(error)).rejects.toBe(error)
    expect(pendingRenewal()).toBeNull()
  })
})
