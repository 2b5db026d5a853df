import { onTestFinished, vi } from 'vitest'
import type { testService } from './render'

type Service = ReturnType<typeof testService>

/** The merchant API calls the in-process sandbox received at `path`, oldest first. */
export async function callsTo(service: Service, path: string) {
  const { body } = await service.sandbox.control<{ calls: { path: string; status: number; method: string }[] }>('calls')
  return body.data.calls.filter((call) => call.path === path)
}

/**
 * The service with the answers to `path` held back until `release()`: a page shows its loading state
 * meanwhile, for as long as the test needs.
 */
export function holdingAnswers(service: Service, path: string) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(input instanceof Request ? input.url : String(input)).pathname === path) await held
    return service.fetch(input, init)
  }
  return { service: { ...service, fetch }, release }
}

/** The service answering `path` with a success whose data is `data` (a record left out, say). */
export function answering(service: Service, path: string, data: unknown): Service {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(input instanceof Request ? input.url : String(input)).pathname !== path) return service.fetch(input, init)
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return { ...service, fetch }
}

/** For a test of a route's error page: the router's and React's reports of the error are not printed. */
export function quietRouteErrors() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  onTestFinished(() => {
    error.mockRestore()
    warn.mockRestore()
  })
}

/**
 * Every call to `fault.path` refused as `fault` says until the test calls the returned `clear()`. How many times a
 * page reads on its way in depends on timing (its loader's read, and the read on mount when the loader's has
 * failed by then), so a refusal counted to a number of calls would let one of them through on some runs.
 */
export async function refusingUntilCleared(
  service: Service,
  fault: { path: string; status: number; code?: number; message?: string },
) {
  await service.sandbox.control('faults', { ...fault, times: 1000 })
  return () => service.sandbox.control('faults', { clear: true, path: fault.path })
}
