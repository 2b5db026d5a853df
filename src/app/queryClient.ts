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

/**
 * Resolves once no query is fetching (what was asked for has arrived, or failed), or after `capMs` at the latest.
 */
export function queriesSettled(queryClient: QueryClient, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!queryClient.isFetching()) return resolve()
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, capMs)
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!queryClient.isFetching()) done()
    })
  })
}
