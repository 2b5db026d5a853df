import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { lazyPart, useLazyPart } from './lazyPart'

/** A part whose loads the test settles by hand. */
function controlled() {
  const loads: { resolve: (value: string) => void; reject: (error: Error) => void }[] = []
  const importer = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        loads.push({ resolve, reject })
      }),
  )
  return { part: lazyPart(importer), importer, loads }
}

describe('lazyPart', () => {
  it('loads once, however often it is asked for, and keeps what it loaded', async () => {
    const { part, importer, loads } = controlled()
    expect(part.current()).toBeUndefined()
    const first = part.load()
    const second = part.load()
    expect(importer).toHaveBeenCalledTimes(1)
    loads[0]!.resolve('code')
    await expect(first).resolves.toBe('code')
    await expect(second).resolves.toBe('code')
    expect(part.current()).toBe('code')
    await part.load()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const { part, importer, loads } = controlled()
    const failed = part.load()
    loads[0]!.reject(new Error('offline'))
    await expect(failed).rejects.toThrow('offline')
    expect(part.current()).toBeUndefined()
    const again = part.load()
    expect(importer).toHaveBeenCalledTimes(2)
    loads[1]!.resolve('code')
    await expect(again).resolves.toBe('code')
  })
})

describe('useLazyPart', () => {
  it('loads the part after the first paint when nothing wants it yet', async () => {
    const { part, importer, loads } = controlled()
    const { result } = renderHook(() => useLazyPart(part, false))
    expect(result.current.part).toBeUndefined()
    // Not during the render or its effects: once a frame has been painted.
    expect(importer).not.toHaveBeenCalled()
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1))
    act(() => loads[0]!.resolve('code'))
    await waitFor(() => expect(result.current.part).toBe('code'))
  })

  it('loads at once when wanted, and gives the error of a failed load, with a retry', async () => {
    const { part, importer, loads } = controlled()
    const { result, rerender } = renderHook(({ wanted }) => useLazyPart(part, wanted), { initialProps: { wanted: false } })
    rerender({ wanted: true })
    expect(importer).toHaveBeenCalledTimes(1)
    act(() => loads[0]!.reject(new Error('Failed to fetch dynamically imported module')))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error))
    expect(result.current.part).toBeUndefined()

    act(() => result.current.retry())
    expect(result.current.error).toBeUndefined()
    expect(importer).toHaveBeenCalledTimes(2)
    act(() => loads[1]!.resolve('code'))
    await waitFor(() => expect(result.current.part).toBe('code'))
    expect(result.current.error).toBeUndefined()
  })

  it('keeps a failed load quiet while nothing wants the part', async () => {
    const { part, loads } = controlled()
    const { result } = renderHook(() => useLazyPart(part, false))
    await waitFor(() => expect(loads).toHaveLength(1))
    act(() => loads[0]!.reject(new Error('offline')))
    await act(async () => {})
    expect(result.current.error).toBeUndefined()
  })
})
