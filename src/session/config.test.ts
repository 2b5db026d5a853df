import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { readRuntimeConfig } from './config'
import { Unreadable } from './read'

const environments = [{ id: 'live', label: 'Live', baseUrl: 'https://billing.example.test' }]
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** A fresh copy of the module: it keeps the config it has loaded. */
const freshConfig = async () => {
  vi.resetModules()
  return import('./config')
}

describe('loadRuntimeConfig', () => {
  it('asks for config.json', async () => {
    const { loadRuntimeConfig } = await freshConfig()
    const fetchImpl = vi.fn(() => Promise.resolve(answer({ environments })))
    await loadRuntimeConfig(fetchImpl)
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' })
  })

  it('asks again after a failed answer', async () => {
    const { loadRuntimeConfig } = await freshConfig()
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(answer({}, 503)).mockResolvedValueOnce(answer({ environments }))
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow('config.json could not be loaded (HTTP 503)')
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({ environments: [{ id: 'live', sandbox: false }] })
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })
})

/** config.json's rules, as a schema. */
const reference = z.object({
  environments: z
    .array(
      z.object({
        id: z.string().min(1),
        label: z.string().min(1),
        baseUrl: z.string().min(1),
        sandbox: z.boolean().default(false),
        demo: z.boolean().default(false),
      }),
    )
    .min(1),
  idleTimeoutMinutes: z.number().positive().default(30),
  requestTimeoutSeconds: z.number().positive().default(15),
})

const live = { id: 'live', label: 'Live', baseUrl: 'https://billing.example.test', sandbox: false, demo: false }
const demo = { id: 'demo', label: 'Demo', baseUrl: '/demo', demo: true }

describe('readRuntimeConfig', () => {
  it.each([
    ['one environment', { environments: [live] }],
    ['several, with timeouts', { environments: [live, demo], idleTimeoutMinutes: 5, requestTimeoutSeconds: 2.5 }],
    ['members it does not know', { environments: [{ ...live, colour: 'red' }], theme: 'dark' }],
    ['nothing', null],
    ['a list', [live]],
    ['no environments', {}],
    ['an empty list of environments', { environments: [] }],
    ['environments that are an object', { environments: live }],
    ['an environment that is text', { environments: ['live'] }],
    ['an environment without a label', { environments: [{ ...live, label: undefined }] }],
    ['an empty address', { environments: [live, { ...live, baseUrl: '' }] }],
    ['a flag that is text', { environments: [{ ...live, sandbox: 'true' }] }],
    ['a timeout of zero', { environments: [live], idleTimeoutMinutes: 0 }],
    ['a timeout that is text', { environments: [live], requestTimeoutSeconds: '15' }],
    ['a timeout that is null', { environments: [live], requestTimeoutSeconds: null }],
  ])('reads %s as the rules of config.json have it', (_, value) => {
    const expected = reference.safeParse(value)
    let read: unknown = null
    try {
      read = readRuntimeConfig(value)
    } catch (error) {
      expect(error).toBeInstanceOf(Unreadable)
    }
    expect(read).toEqual(expected.success ? expected.data : null)
  })

  it('says what is wrong, and where', async () => {
    expect(() => readRuntimeConfig({ environments: [] })).toThrow('config.json lists no environment')
    expect(() => readRuntimeConfig({ environments: [live, { ...live, baseUrl: '' }] })).toThrow(
      'environments[1].baseUrl must not be empty',
    )
    expect(() => readRuntimeConfig({ environments: [live], idleTimeoutMinutes: 'ten' })).toThrow(
      'idleTimeoutMinutes must be a number, not a string',
    )
    const { loadRuntimeConfig } = await freshConfig()
    const fetchImpl = vi.fn(() => Promise.resolve(answer({ environments: [{ id: 'live' }] })))
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(
      'config.json is not valid: environments[0].label must be text, not missing',
    )
  })
})
