import { describe, expect, it, vi } from 'vitest'
import { runtimeConfigSchema } from './config'

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

const live = { id: 'live', label: 'Live', baseUrl: 'https://billing.example.test', sandbox: false, demo: false }
const demo = { id: 'demo', label: 'Demo', baseUrl: '/demo', demo: true }

describe('config.json', () => {
  it('fills in what it leaves out, and drops members it does not know', () => {
    expect(runtimeConfigSchema.parse({ environments: [{ ...live, colour: 'red' }, demo], theme: 'dark' })).toEqual({
      environments: [live, { ...demo, sandbox: false }],
      idleTimeoutMinutes: 30,
      requestTimeoutSeconds: 15,
    })
    expect(runtimeConfigSchema.parse({ environments: [live], idleTimeoutMinutes: 5, requestTimeoutSeconds: 2.5 })).toMatchObject({
      idleTimeoutMinutes: 5,
      requestTimeoutSeconds: 2.5,
    })
  })

  it.each([
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
  ])('refuses %s', (_, value) => {
    expect(runtimeConfigSchema.safeParse(value).success).toBe(false)
  })

  it('is refused with what is wrong, and where', async () => {
    const { loadRuntimeConfig } = await freshConfig()
    const noLabel = vi.fn(() => Promise.resolve(answer({ environments: [{ id: 'live' }] })))
    await expect(loadRuntimeConfig(noLabel)).rejects.toThrow(/^config\.json is not valid: .*\n.*environments\[0\]\.label/)
    const none = vi.fn(() => Promise.resolve(answer({ environments: [] })))
    await expect(loadRuntimeConfig(none)).rejects.toThrow('config.json lists no environment')
  })
})
