import type { testService } from './render'

/** The merchant API calls the in-process sandbox received, optionally those to one path. */
export async function sentCalls(service: ReturnType<typeof testService>, path?: string) {
  const response = await service.sandbox.control<{ calls: { path: string; method: string; status: number }[] }>('calls')
  const calls = response.body.data.calls
  return path ? calls.filter((call) => call.path === path) : calls
}
