import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { usePagedList } from './usePagedList'

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
const pageQuery = (page: number) => queryOptions({ queryKey: ['things', page], queryFn: async () => ({ page, total: 95 }) })

describe('usePagedList', () => {
  it('shows a page turned to at once, then moves the address, which rules again once it has moved', async () => {
    const goTo = vi.fn()
    const { result, rerender } = renderHook(
      ({ page }) => usePagedList({ options: pageQuery, page, count: 10, total: (data) => data.total, goTo }),
      { initialProps: { page: 0 }, wrapper },
    )
    await waitFor(() => expect(result.current.pages).toBe(10))

    act(() => result.current.turnTo(3))
    expect(result.current.page).toBe(3)
    expect(goTo).not.toHaveBeenCalled()
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(3))
    await waitFor(() => expect(result.current.query.data?.page).toBe(3))

    // The address catches up, then goes back: it rules again.
    rerender({ page: 3 })
    expect(result.current.page).toBe(3)
    rerender({ page: 0 })
    expect(result.current.page).toBe(0)
  })

  it('drops a turn whose list changes before the address has followed it (another order, the same page)', async () => {
    const goTo = vi.fn()
    const ordered = (order: string) => (page: number) =>
      queryOptions({ queryKey: ['things', order, page], queryFn: async () => ({ page, total: 95 }) })
    const { result, rerender } = renderHook(
      ({ order }) => usePagedList({ options: ordered(order), page: 0, count: 10, total: (data) => data.total, goTo }),
      { initialProps: { order: 'desc' }, wrapper },
    )
    await waitFor(() => expect(result.current.pages).toBe(10))

    act(() => result.current.turnTo(1))
    expect(result.current.page).toBe(1)
    // The order changes, back on the first page, before the turn has moved the address.
    rerender({ order: 'asc' })
    expect(result.current.page).toBe(0)
    await waitFor(() => expect(result.current.query.data?.page).toBe(0))
    // A later turn moves the address: the first one, queued before it, moved nothing.
    act(() => result.current.turnTo(2))
    await waitFor(() => expect(goTo).toHaveBeenCalled())
    expect(goTo.mock.calls).toEqual([[2]])
  })
})
