import { createSandbox, type SandboxOptions } from './app'
import { allAreas } from './areas'
import type { Envelope } from './envelope'

/** Drives a sandbox in-process (no port) for unit tests: every area, unless the options say otherwise. */

export const TEST_KEY = 'sk_test_unit'

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE'
  /** Default: the primary key; null sends no Authorization header. */
  key?: string | null
  /** A raw body (sent as is) instead of JSON. */
  rawBody?: string
  headers?: Record<string, string>
}

export interface TestResponse<T = Record<string, unknown>> {
  status: number
  body: Envelope<T>
  headers: Headers
}

export function createTestSandbox(options: Partial<SandboxOptions> = {}) {
  const sandbox = createSandbox({ apiKey: TEST_KEY, onError: () => {}, areas: allAreas, ...options })

  async function request<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    opts: CallOptions = {},
  ): Promise<TestResponse<T>> {
    const method = opts.method ?? (body === undefined && opts.rawBody === undefined ? 'GET' : 'POST')
    const headers: Record<string, string> = { ...opts.headers }
    const key = opts.key === undefined ? TEST_KEY : opts.key
    if (key !== null) headers.Authorization = `Bearer ${key}`
    let payload: string | undefined
    if (opts.rawBody !== undefined) payload = opts.rawBody
    else if (body !== undefined) payload = JSON.stringify(body)
    if (payload !== undefined) headers['Content-Type'] = 'application/json'
    const response = await sandbox.app.request(path, { method, headers, body: payload })
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers }
  }

  /** A merchant API call: POST with a JSON body, or GET with a query object. */
  function call<T = Record<string, unknown>>(
    path: string,
    input: Record<string, unknown> = {},
    opts: CallOptions = {},
  ): Promise<TestResponse<T>> {
    if (opts.method === 'GET') {
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(input)) {
        for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item))
      }
      const qs = query.toString()
      return request<T>(qs ? `${path}?${qs}` : path, undefined, opts)
    }
    return request<T>(path, input, { method: 'POST', ...opts })
  }

  /** A control API call: `control('seed', { products: [...] })`, `control('state')`. */
  function control<T = Record<string, unknown>>(verb: string, body?: unknown, opts: CallOptions = {}): Promise<TestResponse<T>> {
    return request<T>(`/__sandbox/${verb}`, body, opts)
  }

  return { ...sandbox, request, call, control }
}
