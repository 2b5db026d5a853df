import { QueryClient } from '@tanstack/react-query'

/**
 * Retries are the client's job (reads only, with backoff), so the query layer does not add its own:
 * a failing read is tried at most three times in all, and a write never twice.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // 'always': an offline browser gets the client's clear error instead of a silently paused query.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
