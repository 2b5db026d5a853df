import { afterEach, describe, expect, it, vi } from 'vitest'

const environments = [{ id: 'live', label: 'Live', baseUrl: 'https://billing.example.test' }]
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const page = globalThis as { __dashboardConfigResponse?: Promise<Response> }

/** A fresh copy of the module: it keeps the config it has loaded. */
const freshConfig = async () => {
  vi.resetModules()
  return import('./config')
}

afterEach(() => {
  delete page.__dashboardConfigResponse
})

describe('loadRuntimeConfig', () => {
  it('takes the answer the page asked for as it started, once, instead of asking again', async () => {
    const { loadRuntimeConfig } = await freshConfig()
    page.__dashboardConfigResponse = Promise.resolve(answer({ environments }))
    const fetchImpl = vi.fn(() => Promise.resolve(answer({ environments: [{ ...environments[0], id: 'other' }] })))
    const config = await loadRuntimeConfig(fetchImpl)
    expect(config.environments[0]!.id).toBe('live')
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(page.__dashboardConfigResponse).toBeUndefined()
  })

  it('asks again after the early answer failed', async () => {
    const { loadRuntimeConfig } = await freshConfig()
    page.__dashboardConfigResponse = Promise.resolve(answer({}, 503))
    const fetchImpl = vi.fn(() => Promise.resolve(answer({ environments })))
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow('config.json could not be loaded (HTTP 503)')
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({ environments: [{ id: 'live', sandbox: false }] })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('asks for config.json itself when the page asked for nothing', async () => {
    const { loadRuntimeConfig } = await freshConfig()
    const fetchImpl = vi.fn(() => Promise.resolve(answer({ environments })))
    await loadRuntimeConfig(fetchImpl)
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' })
  })
})
