import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { getRecent, rememberRecent, resetRecentCache } from '../lib/recent'
import { MemoryStorage } from '../lib/testing'
import { Unreadable } from './read'
import { getSession, readSession, restoreSession, signIn, signOut } from './session'

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

/** The rules of a stored session, as a schema: the environment as config.json's, a key, the settings' defaults. */
const reference = z.object({
  environment: z.object({
    id: z.string().min(1),
    label: z.string().min(1),
    baseUrl: z.string().min(1),
    sandbox: z.boolean().default(false),
    demo: z.boolean().default(false),
  }),
  apiKey: z.string().min(1),
  settings: z
    .object({
      idleTimeoutMinutes: z.number().positive().default(30),
      requestTimeoutSeconds: z.number().positive().default(15),
    })
    .default({ idleTimeoutMinutes: 30, requestTimeoutSeconds: 15 }),
})

const valid = {
  environment: { id: 'sandbox', label: 'Sandbox', baseUrl: 'https://sandbox.example.test', sandbox: true, demo: false },
  apiKey: 'sk_test_1',
  settings: { idleTimeoutMinutes: 10, requestTimeoutSeconds: 5 },
}
const { settings: _settings, ...withoutSettings } = valid
const { sandbox: _sandbox, demo: _demo, ...plainEnvironment } = valid.environment

/** What readSession makes of a value: the session, or null when it refuses it (with an Unreadable, nothing else). */
const read = (value: unknown) => {
  try {
    return readSession(value)
  } catch (error) {
    expect(error).toBeInstanceOf(Unreadable)
    return null
  }
}

describe('readSession', () => {
  it.each([
    ['a whole session', valid],
    ['no settings', withoutSettings],
    ['settings left out one by one', { ...valid, settings: { idleTimeoutMinutes: 5 } }],
    ["an environment's flags left out", { ...valid, environment: plainEnvironment }],
    ['members it does not know', { ...valid, extra: 1, environment: { ...valid.environment, colour: 'red' } }],
    ['a demo environment', { ...valid, environment: { ...valid.environment, demo: true } }],
    ['nothing', null],
    ['a string', 'session'],
    ['an array', [valid]],
    ['no environment', { apiKey: 'k' }],
    ['an environment that is a list', { ...valid, environment: [valid.environment] }],
    ['an empty key', { ...valid, apiKey: '' }],
    ['a key that is a number', { ...valid, apiKey: 7 }],
    ['an environment without an id', { ...valid, environment: { ...valid.environment, id: undefined } }],
    ['an empty label', { ...valid, environment: { ...valid.environment, label: '' } }],
    ['an address that is a number', { ...valid, environment: { ...valid.environment, baseUrl: 1 } }],
    ['a flag that is a string', { ...valid, environment: { ...valid.environment, sandbox: 'yes' } }],
    ['a flag that is null', { ...valid, environment: { ...valid.environment, demo: null } }],
    ['a timeout of zero', { ...valid, settings: { idleTimeoutMinutes: 0 } }],
    ['a negative timeout', { ...valid, settings: { requestTimeoutSeconds: -1 } }],
    ['a timeout that is a string', { ...valid, settings: { requestTimeoutSeconds: '15' } }],
    ['settings that are a number', { ...valid, settings: 3 }],
    ['settings that are null', { ...valid, settings: null }],
  ])('reads %s as the rules of a session have it', (_, value) => {
    const expected = reference.safeParse(value)
    expect(read(value)).toEqual(expected.success ? expected.data : null)
  })

  it('names the member that is wrong', () => {
    expect(() => readSession({ ...valid, apiKey: '' })).toThrow('apiKey must not be empty')
    expect(() => readSession({ ...valid, environment: { ...valid.environment, baseUrl: 1 } })).toThrow(
      'environment.baseUrl must be text, not a number',
    )
    expect(() => readSession({ ...valid, settings: { idleTimeoutMinutes: 0 } })).toThrow(
      'settings.idleTimeoutMinutes must be above zero, not 0',
    )
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
    expect(() => signIn({ ...valid, apiKey: '' })).toThrow(Unreadable)
  })
})
