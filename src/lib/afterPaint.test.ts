import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint, whenIdle } from './afterPaint'

/** A page's frames and idle periods, run by the test. */
function fakePage({ idle }: { idle: boolean }) {
  const frames: FrameRequestCallback[] = []
  const idles = new Map<number, { task: () => void; timeout?: number }>()
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => delete frames[id - 1])
  vi.stubGlobal(
    'window',
    idle
      ? {
          requestIdleCallback: (task: () => void, options?: { timeout?: number }) => {
            idles.set(idles.size + 1, { task, timeout: options?.timeout })
            return idles.size
          },
          cancelIdleCallback: (id: number) => idles.delete(id),
        }
      : {},
  )
  return {
    paint: () => {
      for (const frame of frames.splice(0)) frame?.(0)
      vi.runAllTimers()
    },
    idles,
    beIdle: () => {
      for (const [id, { task }] of idles) {
        idles.delete(id)
        task()
      }
    },
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterPaint, and whenIdle where the browser has no idle callbacks', () => {
  it.each([
    ['afterPaint', afterPaint],
    ['whenIdle', whenIdle],
  ])('%s runs the task once the next frame is painted, not before; cancelled, never', (_, schedule) => {
    const page = fakePage({ idle: false })
    const task = vi.fn()
    schedule(task)
    expect(task).not.toHaveBeenCalled()
    page.paint()
    expect(task).toHaveBeenCalledOnce()

    const cancelled = vi.fn()
    schedule(cancelled)()
    page.paint()
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('whenIdle', () => {
  it('runs the task once the frame is painted and the browser is idle, waiting 2 s at most by default', () => {
    const page = fakePage({ idle: true })
    const task = vi.fn()
    whenIdle(task)
    expect(page.idles.size).toBe(0)
    page.paint()
    expect(task).not.toHaveBeenCalled()
    expect([...page.idles.values()].map((idle) => idle.timeout)).toEqual([2000])
    page.beIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('never runs it once cancelled, before the paint or after', () => {
    const page = fakePage({ idle: true })
    const before = vi.fn()
    whenIdle(before)()
    page.paint()
    page.beIdle()
    expect(before).not.toHaveBeenCalled()

    const after = vi.fn()
    const cancel = whenIdle(after)
    page.paint()
    cancel()
    page.beIdle()
    expect(after).not.toHaveBeenCalled()
  })
})
