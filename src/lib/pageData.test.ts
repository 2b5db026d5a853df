import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_WAIT_MS, pageData } from './pageData'

/** Whether `promise` has settled by now (its callbacks run before the check's). */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('pageData', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('on entering a page, waits until every request is in', async () => {
    let first!: () => void, second!: () => void
    const wait = pageData(
      'enter',
      new Promise<void>((resolve) => (first = resolve)),
      new Promise<void>((resolve) => (second = resolve)),
    )!
    expect(await settled(wait)).toBe(false)
    first()
    expect(await settled(wait)).toBe(false)
    second()
    expect(await settled(wait)).toBe(true)
  })

  it('waits no longer than its bound: past it the page is drawn with its loading states', async () => {
    const wait = pageData('enter', new Promise(() => {}))!
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS - 1)
    expect(await settled(wait)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(wait)).toBe(true)
  })

  it('does not wait on a page turn or another filter, nor on a preload', () => {
    expect(pageData('stay', new Promise(() => {}))).toBeUndefined()
    expect(pageData('preload', new Promise(() => {}))).toBeUndefined()
  })
})
