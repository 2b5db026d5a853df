import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { lazyPart } from './lazyPart'
import { useOverlay } from './useOverlay'

describe('useOverlay', () => {
  it('keeps a closed overlay out of the page until it opens, closed for a frame first, then open', async () => {
    const part = lazyPart(() => Promise.resolve('drawer'))
    await part.load()
    const { result, rerender } = renderHook(({ opened }) => useOverlay(opened, part), { initialProps: { opened: false } })
    expect(result.current).toMatchObject({ present: false, part: undefined })

    rerender({ opened: true })
    // In the page closed, then opened: the library sees it open, as after a click.
    expect(result.current).toMatchObject({ present: true, part: 'drawer', opened: false })
    await waitFor(() => expect(result.current).toMatchObject({ present: true, opened: true }))
  })

  it('closes at once, stays while its closing transition runs, then leaves the page', async () => {
    const part = lazyPart(() => Promise.resolve('drawer'))
    await part.load()
    const { result, rerender } = renderHook(({ opened }) => useOverlay(opened, part), { initialProps: { opened: true } })
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

  it('opened before its code has loaded: loads it at once, then opens as after a click', async () => {
    let finish: (value: string) => void = () => {}
    const part = lazyPart(() => new Promise<string>((resolve) => (finish = resolve)))
    const { result, rerender } = renderHook(({ opened }) => useOverlay(opened, part), { initialProps: { opened: true } })
    expect(result.current).toMatchObject({ present: true, part: undefined, opened: false })
    act(() => finish('drawer'))
    await waitFor(() => expect(result.current.part).toBe('drawer'))
    await waitFor(() => expect(result.current.opened).toBe(true))

    rerender({ opened: false })
    act(() => result.current.onExitTransitionEnd())
    expect(result.current.present).toBe(false)
  })

  it('closed again before its code has loaded: leaves the page with nothing to wait for', () => {
    const part = lazyPart(() => new Promise<string>(() => {}))
    const { result, rerender } = renderHook(({ opened }) => useOverlay(opened, part), { initialProps: { opened: false } })
    rerender({ opened: true })
    expect(result.current.present).toBe(true)
    rerender({ opened: false })
    expect(result.current).toMatchObject({ present: false, opened: false })
  })

  it('gives the focus back to what had it when the overlay was asked for, if it was lost meanwhile', async () => {
    const retry = document.createElement('button')
    const { opener, result, rerender } = await openedFrom(retry)
    // The focus went to a button that is gone by the time the overlay closes.
    retry.focus()
    retry.remove()
    expect(document.activeElement).toBe(document.body)
    rerender({ opened: false })
    act(() => result.current.onExitTransitionEnd())
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('leaves the focus alone when it was not lost', async () => {
    const elsewhere = document.createElement('input')
    const { opener, result, rerender } = await openedFrom(elsewhere)
    elsewhere.focus()
    rerender({ opened: false })
    act(() => result.current.onExitTransitionEnd())
    expect(document.activeElement).toBe(elsewhere)
    opener.remove()
    elsewhere.remove()
  })
})

/** An overlay asked for from a focused button (its opener), open once its code has loaded; `others` join the page too. */
async function openedFrom(...others: HTMLElement[]) {
  const opener = document.createElement('button')
  document.body.append(opener, ...others)
  opener.focus()
  const part = lazyPart(() => Promise.resolve('drawer'))
  const hook = renderHook(({ opened }) => useOverlay(opened, part), { initialProps: { opened: true } })
  await waitFor(() => expect(hook.result.current.opened).toBe(true))
  return { opener, ...hook }
}
