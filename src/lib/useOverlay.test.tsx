import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useOverlay } from './useOverlay'

describe('useOverlay', () => {
  it('keeps a closed overlay out of the page until it opens, closed for a frame first, then open', async () => {
    const { result, rerender } = renderHook(({ opened }) => useOverlay(opened), { initialProps: { opened: false } })
    expect(result.current.present).toBe(false)

    rerender({ opened: true })
    // In the page closed, then opened: the library sees it open, as after a click.
    expect(result.current).toMatchObject({ present: true, opened: false })
    await waitFor(() => expect(result.current).toMatchObject({ present: true, opened: true }))
  })

  it('closes at once, stays while its closing transition runs, then leaves the page', async () => {
    const { result, rerender } = renderHook(({ opened }) => useOverlay(opened), { initialProps: { opened: true } })
    expect(result.current).toMatchObject({ present: true, opened: true })

    rerender({ opened: false })
    expect(result.current).toMatchObject({ present: true, opened: false })
    act(() => result.current.onExitTransitionEnd())
    expect(result.current).toMatchObject({ present: false, opened: false })

    // Opened again: in the page again, closed for a frame, then open.
    rerender({ opened: true })
    expect(result.current).toMatchObject({ present: true, opened: false })
    await waitFor(() => expect(result.current.opened).toBe(true))
  })
})
