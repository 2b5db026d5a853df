import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { usePagedList } from './usePagedList'

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const fetched = vi.fn()
  const pageQuery = (page: number) =>
    queryOptions({
      queryKey: ['things', page],
      queryFn: async () => {
        fetched(page)
        return { page, total: 25 }
      },
    })
  return { client, wrapper, fetched, pageQuery }
}

describe('usePagedList', () => {
  it('shows the page in the address, counts the pages, and fetches the next one ahead', async () => {
    const { wrapper, fetched, pageQuery } = setup()
    const goTo = vi.fn()
    const { result, rerender } = renderHook(
      ({ page }) => usePagedList({ options: pageQuery, page, count: 10, total: (data) => data.total, goTo }),
      { initialProps: { page: 0 }, wrapper },
    )
    await waitFor(() => expect(result.current.pages).toBe(3))
    expect(result.current.hasNext).toBe(true)
    await waitFor(() => expect(fetched.mock.calls).toEqual([[0], [1]]))

    // The pager moves the address; the page follows it, its rows already there.
    act(() => result.current.turnTo(1))
    expect(goTo).toHaveBeenCalledWith(1)
    rerender({ page: 1 })
    expect(result.current.page).toBe(1)
    expect(result.current.query.data?.page).toBe(1)
    await waitFor(() => expect(fetched.mock.calls).toEqual([[0], [1], [2]]))
  })

  it('fetches nothing ahead from the last page', async () => {
    const { wrapper, fetched, pageQuery } = setup()
    const { result } = renderHook(
      () => usePagedList({ options: pageQuery, page: 2, count: 10, total: (data) => data.total, goTo: vi.fn() }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.query.data?.page).toBe(2))
    expect(result.current.hasNext).toBe(false)
    expect(fetched.mock.calls).toEqual([[2]])
  })
})
